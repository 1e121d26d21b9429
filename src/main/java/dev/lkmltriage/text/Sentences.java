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

    /** What must follow a sentence mark for the mark to end a sentence (the readers' walks differ here). */
    public enum After {
        /** White space, or the text's end. */
        BLANK_OR_TEXT_END,
        /** White space, read past the walk's bound if need be; a mark at the text's very end ends nothing. */
        BLANK,
        /** White space, or the walk's bound: a mark on the bound's last offset ends the sentence. */
        BLANK_OR_BOUND,
        /** A space character (not a tab or line break) before the walk's bound. */
        SPACE_BEFORE_BOUND
    }

    /** The marks ".", "?" and "!": the plain sentence stops. */
    public static final long STOPS = marks(".?!");

    /** A set of sentence marks for {@link #end(CharSequence, int, int, long, After, IntPredicate)}: ASCII below '@'. */
    public static long marks(String chars) {
        long set = 0;
        for (int k = 0; k < chars.length(); k++) {
            char c = chars.charAt(k);
            if (c >= 64) {
                throw new IllegalArgumentException("a sentence mark below '@': " + c);
            }
            set |= 1L << c;
        }
        return set;
    }

    /**
     * Where a sentence ends going on from {@code from}: the first offset in [from, hi) holding one of {@code marks}
     * followed as {@code after} says, or that {@code breakAt} (a line-break rule, may be null) accepts; else
     * {@code hi}. The one walk the readers' own sentence ends share; what ends a sentence stays each reader's.
     */
    public static int end(CharSequence text, int from, int hi, long marks, After after, IntPredicate breakAt) {
        for (int k = from; k < hi; k++) {
            if (markEnds(text, k, hi, marks, after) || breakAt != null && breakAt.test(k)) {
                return k;
            }
        }
        return hi;
    }

    /**
     * Whether one of {@code marks} at {@code i} ends a sentence, followed as {@code after} says ({@code hi}: the
     * bound).
     */
    public static boolean markEnds(CharSequence text, int i, int hi, long marks, After after) {
        char c = text.charAt(i);
        if (c >= 64 || (marks >>> c & 1) == 0) {
            return false;
        }
        return switch (after) {
            case BLANK_OR_TEXT_END -> i + 1 == text.length() || Character.isWhitespace(text.charAt(i + 1));
            case BLANK -> i + 1 < text.length() && Character.isWhitespace(text.charAt(i + 1));
            case BLANK_OR_BOUND -> i + 1 >= hi || Character.isWhitespace(text.charAt(i + 1));
            case SPACE_BEFORE_BOUND -> i + 1 < hi && text.charAt(i + 1) == ' ';
        };
    }

    /** {@link #end(CharSequence, int, int, long, After, IntPredicate)} by {@link #stopOrBreak}, at most reach on. */
    public static int stopOrBreakEnd(String text, int at, int reach) {
        int hi = (int) Math.max(at, Math.min(text.length(), (long) at + reach)); // past the text: at, as end(...)
        return end(text, at, hi, STOPS, After.BLANK_OR_TEXT_END,
                i -> text.charAt(i) == '\n' && BlankLines.after(text, i, i + 41));
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
