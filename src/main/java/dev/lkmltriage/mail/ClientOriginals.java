package dev.lkmltriage.mail;

/**
 * The original-message marker of the QQ Mail and Foxmail clients (session 45, misc46): a reply written there ends its
 * own text with {@code ------------------ Original ------------------} (in Chinese {@code 原始邮件}) and pastes the
 * original below it unquoted, its header as {@code From: ...; Date: ...; To: ...; Subject: ...}. When the client's
 * HTML is flattened to text the marker can land in the middle of a line, after the writer's signature and before
 * the {@code From:} of the original ("... 软件部   ------------------ Original ------------------From:  ..."), where
 * the line tests of Outlook's marker, which read a line from its start, cannot see it. The text below the marker is
 * the original's, as below Outlook's: the line that holds the marker opens the {@link SpanState#ORIGINAL} state.
 * A marker with no {@code From:} after it, or inside a "> " quote, is not one.
 */
final class ClientOriginals {
    /** The words between the dash runs: the English and the Chinese form. */
    private static final String[] WORDS = {"Original", "原始邮件"};
    /** Each dash run is at least this long (the clients write 18). */
    private static final int MIN_DASHES = 6;
    /** The original's {@code From:} stands this close after the closing dashes. */
    private static final int FROM_WITHIN = 200;
    /** Occurrences of a word examined per text part: the marker is written once. */
    private static final int MAX_TRIES = 16;

    private ClientOriginals() {
    }

    /** The index of the first own line holding a client's marker, or -1. */
    static int markerLine(BodyLines l) {
        if (l.count == 0) {
            return -1;
        }
        int from = l.start(0);
        int to = l.start(l.count);
        int best = Integer.MAX_VALUE;
        for (String w : WORDS) {
            int at = l.text.indexOf(w, from);
            for (int tries = 0; at >= 0 && at < to && at < best && tries < MAX_TRIES; tries++) {
                if (marker(l.text, at, w.length(), to)) {
                    int line = l.lineOf(at);
                    if (!LineTests.isQuote(l, line)) {
                        best = at;
                        break;
                    }
                }
                at = l.text.indexOf(w, at + w.length());
            }
        }
        return best == Integer.MAX_VALUE ? -1 : l.lineOf(best);
    }

    /** Whether the word at {@code at} stands between two dash runs and an original's From: follows. */
    private static boolean marker(String t, int at, int length, int to) {
        int left = at - 1;
        while (left >= 0 && blank(t.charAt(left))) {
            left--;
        }
        int dashes = 0;
        while (left >= 0 && t.charAt(left) == '-') {
            dashes++;
            left--;
        }
        if (dashes < MIN_DASHES) {
            return false;
        }
        int right = at + length;
        while (right < to && blank(t.charAt(right))) {
            right++;
        }
        dashes = 0;
        while (right < to && t.charAt(right) == '-') {
            dashes++;
            right++;
        }
        if (dashes < MIN_DASHES) {
            return false;
        }
        int limit = Math.min(to, right + FROM_WITHIN);
        int k = right;
        while (k < limit && Character.isWhitespace(t.charAt(k))) {
            k++;
        }
        return t.startsWith("From:", k) || t.startsWith("发件人", k);
    }

    private static boolean blank(char c) {
        return c == ' ' || c == '\u00a0' || c == '\t';
    }
}
