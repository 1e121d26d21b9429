/**
 * Raw bytes in, a parsed {@link dev.lkmltriage.mail.Mail} out: MIME, charsets, RFC 2047 headers, HTML-to-text,
 * quoted spans, signatures and list footers, thread links. Lenient: a broken message becomes a Mail with recorded
 * {@link dev.lkmltriage.mail.Problem}s, never an exception that stops an ingest.
 *
 * <p>Imports: the JDK, mime4j, jsoup. Nothing from other stages of this project, nothing from Quarkus.
 */
package dev.lkmltriage.mail;
