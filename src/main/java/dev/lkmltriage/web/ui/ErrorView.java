package dev.lkmltriage.web.ui;

/**
 * A page for a request the UI cannot answer: what went wrong and what to do instead.
 *
 * @param status the HTTP status (404, 400)
 * @param hint   what the reader can do, e.g. search for the Message-ID
 * @param href   a link that does it
 */
public record ErrorView(int status, String title, String detail, String hint, String href, String linkText) {
}
