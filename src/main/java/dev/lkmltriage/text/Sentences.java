package dev.lkmltriage.text;

import java.util.function.IntPredicate;

/**
 * The bounds of the sentence around an offset: back to just after the previous sentence end, on to the next one, at
 * most a reach each way. What ends a sentence is the reader's to say (an offset test): the plain rule
 * ({@link #plainEnd}), or a reader's own (one counting colons and hard line breaks, one counting semicolons).
 */
public final class Sentences {
    private Sentences() {
    }

    /** Where the sentence holding {@code at} starts: just after an offset {@code endsAt} accepts, or the reach. */
    public static int start(int at, int reach, IntPredicate endsAt) {
        int lo = Math.max(0, at - reach);
        int k = at;
        while (k > lo && !endsAt.test(k - 1)) {
            k--;
        }
        return k;
    }

    /** Where the sentence holding {@code at} ends: the first offset from {@code at} that {@code endsAt} accepts. */
    public static int end(String text, int at, int reach, IntPredicate endsAt) {
        int hi = (int) Math.min(text.length(), (long) at + reach);
        int k = at;
        while (k < hi && !endsAt.test(k)) {
            k++;
        }
        return k;
    }

    /**
     * A full stop, question or exclamation mark at {@code i} before white space that itself stands before {@code at}
     * (not "v5.10", "?id=" or "e.g." mid-word): the end a reader looking back from {@code at} counts when blank lines
     * and colons end nothing ("Bisected to:\n\ncommit X" is one statement). The blank must come before {@code at}, so a
     * mark right before the offset ("fixed.X") ends nothing.
     */
    public static boolean stopBefore(String text, int i, int at) {
        char c = text.charAt(i);
        return (c == '.' || c == '?' || c == '!') && i + 1 < at && Character.isWhitespace(text.charAt(i + 1));
    }

    /**
     * A full stop, question or exclamation mark before white space or the text's end (not "v5.10", "?id="), or a line
     * break before a blank line (one holding only quote marks and blanks, read at most 40 characters on): the end a
     * reader going on through quoted or unquoted prose counts.
     */
    public static boolean stopOrBreak(String text, int i) {
        char c = text.charAt(i);
        if (c == '.' || c == '?' || c == '!') {
            return i + 1 == text.length() || Character.isWhitespace(text.charAt(i + 1));
        }
        return c == '\n' && BlankLines.after(text, i, i + 41);
    }

    /** A full stop, question or exclamation mark before white space or the end (not "v5.10"), or a blank line. */
    public static boolean plainEnd(String text, int i) {
        char c = text.charAt(i);
        boolean last = i + 1 >= text.length() || Character.isWhitespace(text.charAt(i + 1));
        boolean blank = c == '\n' && i + 1 < text.length() && text.charAt(i + 1) == '\n';
        return (c == '.' || c == '?' || c == '!') && last || blank;
    }
}
