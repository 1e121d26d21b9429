/**
 * Facts from a {@link dev.lkmltriage.mail.Mail}: hardware ids, kernel versions with verdicts, commits with roles,
 * throughput figures, drivers, config options, the regression they describe, and the kind of message. Each extractor
 * is a small pure stage: text in, facts with their offsets in {@link dev.lkmltriage.mail.Mail#text()} out; none
 * ever throws, and each runs in time linear in its input.
 *
 * <p>Imports: the JDK and {@code dev.lkmltriage.mail}. Not Quarkus, not the later stages.
 */
package dev.lkmltriage.extract;
