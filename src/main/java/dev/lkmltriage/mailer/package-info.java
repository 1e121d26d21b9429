/**
 * Sends digests over SMTP without Quarkus (for the command line): {@link dev.lkmltriage.mailer.SmtpSender} is a
 * {@link dev.lkmltriage.digest.DigestSender} on plain jakarta.mail (Angus Mail). A face: it calls the digest core,
 * never the other way round.
 */
package dev.lkmltriage.mailer;
