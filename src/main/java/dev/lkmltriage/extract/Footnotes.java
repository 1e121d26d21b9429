package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.List;

/**
 * Footnoted commits: "Another issue is fixed with [1]. ... [1] https://git.kernel.org/...&id=X". The writer says
 * what the commit did at the marker in the prose; the id stands only in the numbered line at the bottom, where no
 * cue word is. This finds the footnote number of a commit's line ("[1] URL", "[1]: URL", or "[1]" alone on the line
 * above the URL) and the markers "[1]" of that number earlier in the text, each inside a line of prose (not itself
 * a footnote line) with the same quoting as the footnote. Every look is bounded; never throws on offsets inside the
 * text.
 */
final class Footnotes {
    /** How far back of the footnote line markers are looked for, and how many at most. */
    private static final int MARKER_REACH = 20_000;
    private static final int MAX_MARKERS = 8;
    private static final int MAX_LOOKS = 64;

    private Footnotes() {
    }

    /**
     * The footnote number of the line holding an id at {@code start}: "[N]" or "[N]:" opening that line with only
     * a URL-like token between it and the id, or opening the line above a line holding only the URL. -1 if none.
     */
    static int number(VersionsText t, int start) {
        int ls = t.lineStart(start);
        String head = VersionsText.stripQuote(t.text.substring(ls, start)).strip();
        int n = leading(head);
        if (n >= 0) {
            return n;
        }
        if (!head.isEmpty() && !token(head)) {
            return -1;
        }
        if (ls < 2) {
            return -1;
        }
        int ps = t.lineStart(ls - 1);
        String above = VersionsText.stripQuote(t.text.substring(ps, ls - 1)).strip();
        if (above.endsWith(":")) {
            above = above.substring(0, above.length() - 1);
        }
        int m = leading(above);
        return m >= 0 && above.indexOf(']') == above.length() - 1 ? m : -1;
    }

    /**
     * "[N]" or "[N]:" at the head of {@code s}, followed by nothing or by one token running into the id (a URL,
     * "commit/"): N, or -1.
     */
    private static int leading(String s) {
        if (s.length() < 3 || s.charAt(0) != '[') {
            return -1;
        }
        int close = s.indexOf(']');
        if (close < 2 || close > 3) {
            return -1;
        }
        int n = 0;
        for (int k = 1; k < close; k++) {
            char c = s.charAt(k);
            if (c < '0' || c > '9') {
                return -1;
            }
            n = n * 10 + (c - '0');
        }
        String rest = s.substring(close + 1);
        if (rest.startsWith(":")) {
            rest = rest.substring(1);
        }
        rest = rest.strip();
        return rest.isEmpty() || token(rest) ? n : -1;
    }

    /** One whitespace-free token: the URL (or "commit/") leading to the id. */
    private static boolean token(String s) {
        for (int k = 0; k < s.length(); k++) {
            if (Character.isWhitespace(s.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The start offsets of the markers "[N]" before {@code footLine} (the footnote line's start), nearest first:
     * not opening their line (that is another footnote line, or this one), quoted as the footnote is.
     */
    static List<Integer> markers(VersionsText t, int n, int footLine, boolean quoted) {
        String marker = "[" + n + "]";
        List<Integer> out = new ArrayList<>();
        int lo = Math.max(0, footLine - MARKER_REACH);
        int from = footLine - 1;
        // at most MAX_LOOKS markers read, wherever they stand: a line of repeated "[1]" costs no more than that
        for (int look = 0; look < MAX_LOOKS && from >= lo && out.size() < MAX_MARKERS; look++) {
            int at = t.text.lastIndexOf(marker, from);
            if (at < lo) {
                break;
            }
            from = at - 1;
            int ls = t.lineStart(at);
            boolean opens = VersionsText.stripQuote(t.text.substring(ls, at)).isBlank();
            if (!opens && t.quoted(at) == quoted) {
                out.add(at);
            }
        }
        return out;
    }
}
