package dev.lkmltriage.extract;

/**
 * Whether a place in quoted text sits in the quoted writer's signature: a quoted {@code "-- "} delimiter (or a bare
 * {@code "--"}, as clients that trim trailing blanks leave it) above it in the same run of quoted lines, at most
 * {@value #MAX_LINES} lines up, and the quote ending at most {@value #MAX_TAIL} lines below, as signatures are short
 * and close a message (a cover letter's "--" above its prose is no delimiter). Broadband and speedtest figures in a quoted signature are
 * no throughput of the message. Bounded work per call: only quoted figures ask.
 */
final class QuotedSignature {
    static final int MAX_LINES = 16;
    static final int MAX_TAIL = 8;
    /** Signature lines are short: a longer line ends the search, so a call reads at most ~16 KB. */
    private static final int MAX_LINE = 1000;

    private QuotedSignature() {
    }

    static boolean at(CharSequence text, int offset) {
        int end = Math.min(Math.max(offset, 0), text.length());
        for (int n = 0; n < MAX_LINES && end > 0; n++) {
            int start = lineStart(text, end);
            if (start < 0) {
                return false;
            }
            int body = afterMarkers(text, start, end);
            if (body < 0) {
                return false; // left the quote
            }
            if (n > 0 && isDelimiter(text, body, end)) {
                return quoteEndsSoon(text, offset);
            }
            end = start - 1;
        }
        return false;
    }

    /** Whether the run of quoted lines holding {@code offset} ends within {@value #MAX_TAIL} lines. */
    private static boolean quoteEndsSoon(CharSequence text, int offset) {
        int i = offset;
        for (int n = 0; n <= MAX_TAIL; n++) {
            int len = 0;
            while (i < text.length() && text.charAt(i) != '\n') {
                if (++len > MAX_LINE) {
                    return false;
                }
                i++;
            }
            if (i >= text.length()) {
                return true;
            }
            i++; // past the newline: is the next line still quoted?
            if (afterMarkers(text, i, Math.min(text.length(), i + 4)) < 0) {
                return true;
            }
        }
        return false;
    }

    /** Where a quoted line's text starts past its '>' markers and blanks; -1 when the line is not quoted. */
    private static int afterMarkers(CharSequence text, int start, int limit) {
        int i = start;
        while (i < limit && text.charAt(i) == ' ' && i - start < 2) {
            i++;
        }
        if (i >= limit || text.charAt(i) != '>') {
            return -1;
        }
        while (i < limit && (text.charAt(i) == '>' || text.charAt(i) == ' ')) {
            if (text.charAt(i) == ' ' && i + 1 < limit && text.charAt(i + 1) == '-') {
                return i + 1;
            }
            i++;
        }
        return i;
    }

    private static boolean isDelimiter(CharSequence text, int from, int to) {
        int n = to - from;
        if (n > 0 && text.charAt(to - 1) == '\r') {
            n--;
        }
        return (n == 2 || n == 3) && text.charAt(from) == '-' && text.charAt(from + 1) == '-'
                && (n == 2 || text.charAt(from + 2) == ' ');
    }

    /** The start of the line holding {@code at}, or -1 when it is more than {@value #MAX_LINE} characters back. */
    private static int lineStart(CharSequence text, int at) {
        int i = Math.min(at, text.length());
        while (i > 0 && text.charAt(i - 1) != '\n') {
            if (at - --i > MAX_LINE) {
                return -1;
            }
        }
        return i;
    }
}
