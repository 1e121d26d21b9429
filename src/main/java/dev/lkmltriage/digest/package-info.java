/**
 * Maintainer digests: parses a kernel MAINTAINERS file, routes clusters to its sections and their recipients,
 * composes plain-text digests that follow kernel mail etiquette, and keeps per-recipient sent-state in
 * {@code DATA/digests/}. May import the core ({@code index}, {@code triage}, {@code extract}); no Quarkus, no
 * Jakarta: sending is behind {@link dev.lkmltriage.digest.DigestSender}, which the faces implement.
 */
package dev.lkmltriage.digest;
