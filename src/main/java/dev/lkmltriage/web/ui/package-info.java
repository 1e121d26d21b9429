/**
 * The web UI: server-rendered Qute pages over the core (search, message, cluster, triage queue). Every piece of mail
 * is rendered escaped; the few fragments built as HTML in Java ({@link dev.lkmltriage.web.ui.Html}) escape the mail
 * text first and add only their own markup. Pages carry a Content-Security-Policy ({@link
 * dev.lkmltriage.web.ui.SecurityHeaders}), so scripts live in files under {@code /static}.
 *
 * <p>Imports: Quarkus (REST, Qute), the core, and {@link dev.lkmltriage.web.Backend}. Nothing imports this package.
 */
package dev.lkmltriage.web.ui;
