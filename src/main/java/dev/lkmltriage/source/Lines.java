package dev.lkmltriage.source;

/** Byte-level line tests shared by the sniffer and the mbox splitter; each is a bounded hand-written scan. */
final class Lines {
    /** Longer lines are never mbox separators: real ones are well under 200 bytes. */
    static final int MAX_SEPARATOR_LINE = 1000;
    /** RFC 5322 field names are short; a longer run before ':' is prose. */
    static final int MAX_FIELD_NAME = 100;

    private Lines() {
    }

    /** Length of {@code b[off, off+len)} without its trailing LF or CRLF. */
    static int contentLength(byte[] b, int off, int len) {
        int n = len;
        if (n > 0 && b[off + n - 1] == '\n') {
            n--;
        }
        if (n > 0 && b[off + n - 1] == '\r') {
            n--;
        }
        return n;
    }

    /** A line holding nothing but its line ending (or spaces and tabs). */
    static boolean isBlank(byte[] b, int off, int len) {
        int n = contentLength(b, off, len);
        for (int i = 0; i < n; i++) {
            byte c = b[off + i];
            if (c != ' ' && c != '\t') {
                return false;
            }
        }
        return true;
    }

    static boolean startsWith(byte[] b, int off, int len, String prefix) {
        if (len < prefix.length()) {
            return false;
        }
        for (int i = 0; i < prefix.length(); i++) {
            if (b[off + i] != prefix.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * An mbox separator such as {@code From alice@example.org Thu Jan  1 00:00:00 1970}: "From ", an address token,
     * then a date holding a clock time (d:dd) and a four-digit year. Prose like "From here on, ..." fails the date.
     */
    static boolean looksLikeSeparator(byte[] b, int off, int len) {
        int n = contentLength(b, off, len);
        if (n > MAX_SEPARATOR_LINE || !startsWith(b, off, n, "From ")) {
            return false;
        }
        int i = 5;
        while (i < n && b[off + i] == ' ') {
            i++;
        }
        int tokenStart = i;
        while (i < n && b[off + i] != ' ' && b[off + i] != '\t') {
            i++;
        }
        if (i == tokenStart || i >= n) {
            return false;
        }
        boolean time = false;
        boolean year = false;
        int digitRun = 0;
        for (; i < n; i++) {
            byte c = b[off + i];
            if (c >= '0' && c <= '9') {
                digitRun++;
                continue;
            }
            if (c == ':' && digitRun >= 1 && digitRun <= 2 && isDigit(b, off, n, i + 1)
                    && isDigit(b, off, n, i + 2)) {
                time = true;
            }
            if (digitRun == 4) {
                year = true;
            }
            digitRun = 0;
        }
        if (digitRun == 4) {
            year = true;
        }
        return time && year;
    }

    private static boolean isDigit(byte[] b, int off, int n, int i) {
        return i < n && b[off + i] >= '0' && b[off + i] <= '9';
    }

    /** {@code Name: value} with an RFC 5322 field name (printable ASCII without ':' or space). */
    static boolean looksLikeHeader(byte[] b, int off, int len) {
        int n = contentLength(b, off, len);
        int limit = Math.min(n, MAX_FIELD_NAME + 1);
        for (int i = 0; i < limit; i++) {
            byte c = b[off + i];
            if (c == ':') {
                return i > 0;
            }
            if (c < 33 || c > 126) {
                return false;
            }
        }
        return false;
    }

    /** A folded header continuation: starts with a space or tab and has something after it. */
    static boolean isContinuation(byte[] b, int off, int len) {
        return len > 0 && (b[off] == ' ' || b[off] == '\t') && !isBlank(b, off, len);
    }

    /** An mboxrd-quoted From line: one or more '>' then "From ". */
    static boolean isQuotedFrom(byte[] b, int off, int len) {
        int i = 0;
        while (i < len && b[off + i] == '>') {
            i++;
        }
        return i > 0 && startsWith(b, off + i, len - i, "From ");
    }
}
