package dev.lkmltriage.cli;

import dev.lkmltriage.index.SearchHit;

/** Renders a marked snippet for a terminal, as plain text, or as escaped HTML with {@code <mark>}. */
final class Snippets {
    private Snippets() {
    }

    static String plain(String marked) {
        return oneLine(marked.replace(String.valueOf(SearchHit.MARK_START), "")
                .replace(String.valueOf(SearchHit.MARK_END), ""));
    }

    static String forTerminal(String marked, boolean tty) {
        String start = tty ? "\u001b[1m" : "[";
        String end = tty ? "\u001b[0m" : "]";
        return oneLine(stripControls(marked).replace(String.valueOf(SearchHit.MARK_START), start)
                .replace(String.valueOf(SearchHit.MARK_END), end));
    }

    /** Mail can carry terminal escape sequences; only our own marks may reach a terminal. */
    private static String stripControls(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x20 || c == SearchHit.MARK_START || c == SearchHit.MARK_END || c == '\n' || c == '\t') {
                b.append(c == 0x7f ? ' ' : c);
            }
        }
        return b.toString();
    }

    private static String oneLine(String s) {
        return s.replaceAll("\\s+", " ").strip();
    }
}
