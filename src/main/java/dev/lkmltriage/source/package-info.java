/**
 * Where mail is kept: single messages, mbox, Maildir, public-inbox git archives, saved HTML archive pages and
 * plain-text dumps. A {@link dev.lkmltriage.source.MailSource} turns one of them into {@link
 * dev.lkmltriage.source.RawItem}s without parsing them; {@link dev.lkmltriage.source.Sources} detects the kind
 * from a path. Sources never throw on bad content: they report it to the sink and go on. {@link
 * dev.lkmltriage.source.Mirror} keeps local mirrors of public-inbox archives up to date (JGit fetch) and fetches
 * single threads over HTTP, for the sources to read.
 *
 * <p>Imports: the JDK, JGit. Not Quarkus, not the later stages.
 *
 * <p>Public API: {@link dev.lkmltriage.source.Sources#open(String)}, {@link dev.lkmltriage.source.Sources#open(
 * java.nio.file.Path)}, {@link dev.lkmltriage.source.Sources#stream(java.io.InputStream)}, {@link
 * dev.lkmltriage.source.Mirror#pull(String, java.nio.file.Path)} and {@link
 * dev.lkmltriage.source.Mirror#pullThread(String, String, java.nio.file.Path)}; every reader behind them is
 * package-private.
 */
package dev.lkmltriage.source;
