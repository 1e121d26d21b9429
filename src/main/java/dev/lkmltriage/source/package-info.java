/**
 * Where mail is kept: single messages, mbox, Maildir, public-inbox git archives, saved HTML archive pages and
 * plain-text dumps. A {@link dev.lkmltriage.source.MailSource} turns one of them into {@link
 * dev.lkmltriage.source.RawItem}s without parsing them; {@link dev.lkmltriage.source.Sources} detects the kind
 * from a path. Sources never throw on bad content: they report it to the sink and go on.
 *
 * <p>Imports: the JDK, JGit. Not Quarkus, not the later stages.
 */
package dev.lkmltriage.source;
