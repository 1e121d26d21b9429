/**
 * The digest in the service: {@code GET /api/digests/preview?to=}, a Quarkus scheduler job that sends the digests
 * of the configured recipients (weekly by default), and a {@link dev.lkmltriage.digest.DigestSender} on Quarkus
 * Mailer. A face: it calls the digest core, which knows nothing of Quarkus.
 */
package dev.lkmltriage.web.digest;
