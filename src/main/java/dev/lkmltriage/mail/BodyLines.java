package dev.lkmltriage.mail;

/**
 * The lines of one text part and the per-line facts the span states consult. Everything is computed in one or two
 * linear passes; predicates look only at a bounded prefix of a line, so a 10 MB line costs no more than a short one.
 */
final class BodyLines {
    /** Predicates that match words in a line look at most this far. */
    static final int PREFIX = 400;

    final String text;
    final int count;
    private final int[] start;
    private final int[] end; // exclusive, before '\n' (and a '\r' before it)
    private final int[] nextNonBlank;
    final SpanKind[] kinds;

    BodyLines(String text, int from, int to) {
        this.text = text;
        // Line ends are found with indexOf: under C1 (the launcher's batch option) its loop is cheaper than one
        // charAt per character, which checks the index of every one on non-Latin-1 text.
        int n = 0;
        for (int i = newline(text, from, to); i < to; i = newline(text, i + 1, to)) {
            n++;
        }
        if (to > from && text.charAt(to - 1) != '\n') {
            n++;
        }
        count = n;
        start = new int[n + 1];
        end = new int[n];
        int line = 0;
        int s = from;
        for (int i = newline(text, from, to); i < to && line < n; i = newline(text, i + 1, to)) {
            start[line] = s;
            end[line] = i > s && text.charAt(i - 1) == '\r' ? i - 1 : i;
            line++;
            s = i + 1;
        }
        if (line < n) {
            start[line] = s;
            end[line] = to;
        }
        start[n] = to;
        nextNonBlank = new int[n + 1];
        nextNonBlank[n] = n;
        for (int i = n - 1; i >= 0; i--) {
            nextNonBlank[i] = isBlank(i) ? nextNonBlank[i + 1] : i;
        }
        kinds = new SpanKind[n];
    }

    /** The first '\n' at or after {@code from} and before {@code to}, else {@code to}. */
    private static int newline(String text, int from, int to) {
        int i = from < to ? text.indexOf('\n', from) : -1;
        return i < 0 || i > to ? to : i;
    }

    int start(int i) {
        return start[i];
    }

    /**
     * The line holding text offset {@code at}: the last line starting at or before it (binary search over the
     * starts, which rise strictly), line 0 for an offset before the first line or when there is none. The twin of
     * {@code FigureLines.lineOf} in extract; {@link ClientOriginals} asks it of each marker it finds.
     */
    int lineOf(int at) {
        int lo = 0;
        int hi = count - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (start[mid] <= at) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** Start of the next line, i.e. the end of line {@code i} including its newline. */
    int endWithNewline(int i) {
        return start[i + 1];
    }

    int length(int i) {
        return end[i] - start[i];
    }

    boolean isBlank(int i) {
        for (int k = start[i]; k < end[i]; k++) {
            char c = text.charAt(k);
            if (c != ' ' && c != '\t' && c != '\f' && c != '\u00a0') {
                return false;
            }
        }
        return true;
    }

    /** The first non-blank line at or after {@code i}, or {@link #count}. */
    int nextNonBlank(int i) {
        return i >= count ? count : nextNonBlank[i];
    }

    boolean startsWith(int i, String prefix) {
        return length(i) >= prefix.length() && text.startsWith(prefix, start[i]);
    }

    char charAt(int i, int k) {
        return k < length(i) ? text.charAt(start[i] + k) : '\0';
    }

    /**
     * How many characters line {@code i} starts with that {@link String#strip()} would remove, counting no further
     * than {@link #PREFIX}.
     */
    int leadingWhitespace(int i) {
        int k = 0;
        int n = Math.min(length(i), PREFIX);
        while (k < n && Character.isWhitespace(text.charAt(start[i] + k))) {
            k++;
        }
        return k;
    }

    /**
     * Whether the first {@link #PREFIX} characters of line {@code i} hold {@code lowerAscii} (lower-case ASCII) with
     * the case of letters ignored, as {@link String#regionMatches(boolean, int, String, int, int)} ignores it: never
     * false where the lower-cased line contains it.
     */
    boolean containsIgnoreCase(int i, String lowerAscii) {
        int n = lowerAscii.length();
        int last = start[i] + Math.min(length(i), PREFIX) - n;
        char c0 = lowerAscii.charAt(0);
        for (int k = start[i]; k <= last; k++) {
            char c = text.charAt(k);
            if ((c == c0 || Character.toLowerCase(c) == c0) && text.regionMatches(true, k, lowerAscii, 0, n)) {
                return true;
            }
        }
        return false;
    }

    /** Up to {@link #PREFIX} characters of line {@code i}. */
    String prefix(int i) {
        return text.substring(start[i], start[i] + Math.min(length(i), PREFIX));
    }

    /** The line without trailing whitespace, or null when it is longer than {@link #PREFIX}. */
    String shortLine(int i) {
        if (length(i) > PREFIX) {
            return null;
        }
        return text.substring(start[i], end[i]).stripTrailing();
    }
}
