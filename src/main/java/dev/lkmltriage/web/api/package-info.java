/**
 * The REST API under {@code /api}: search, messages, threads, clusters and the triage actions on them, ingest
 * uploads and the Atom feed; with the pieces every response shares: JSON errors ({@link
 * dev.lkmltriage.web.api.ErrorMapping}), bearer-token authentication ({@link dev.lkmltriage.web.api.TokenFilter})
 * and security headers ({@link dev.lkmltriage.web.api.SecurityHeaders}). Thin: resources call the core through
 * {@link dev.lkmltriage.web.Backend} and format what it returns.
 */
package dev.lkmltriage.web.api;
