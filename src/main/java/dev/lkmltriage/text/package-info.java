/**
 * Text primitives shared by the core stages: {@link dev.lkmltriage.text.LiteralSet} finds every occurrence of a
 * fixed set of ASCII literals in one pass over a text, so that stages asking many "does this text (or line) hold
 * X?" questions read the characters once instead of once per literal.
 *
 * <p>Imports: the JDK only.
 */
package dev.lkmltriage.text;
