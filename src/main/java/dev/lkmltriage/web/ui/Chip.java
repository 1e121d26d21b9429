package dev.lkmltriage.web.ui;

/**
 * One extracted fact as the pages show it: a short label, a longer title, a CSS class per kind, and where it leads.
 *
 * @param kind  {@code hw}, {@code kernel}, {@code commit}, {@code tput}, {@code config}
 * @param css   CSS classes, e.g. {@code chip chip-kernel bad}
 * @param href  a link (a search for the fact, or the commit) or null
 * @param start offset in the decoded text, or -1 when the fact is not in the body (e.g. from the subject)
 */
public record Chip(String kind, String label, String title, String css, String href, int start, int end) {
}
