package dev.lkmltriage.digest;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * An {@code N:} or {@code K:} regex from a MAINTAINERS file, matched with a bounded amount of work: the file is
 * input we did not write and the text it runs over is attacker-controlled mail, so a catastrophically backtracking
 * pattern gives up (no match) instead of stalling a digest run.
 */
final class BoundedRegex {
    /** Characters the matcher may read per search before giving up; linear patterns need ~1 per text character. */
    static final long BUDGET = 2_000_000;
    /** Text beyond this many characters is not searched. */
    static final int MAX_TEXT = 256 * 1024;

    private final String source;
    private final Pattern pattern;

    private BoundedRegex(String source, Pattern pattern) {
        this.source = source;
        this.pattern = pattern;
    }

    /** The compiled pattern, or null when Java cannot compile it (Perl-only syntax): such a line is skipped. */
    static BoundedRegex compile(String source) {
        try {
            return new BoundedRegex(source, Pattern.compile(source));
        } catch (PatternSyntaxException | StackOverflowError e) {
            return null;
        }
    }

    String source() {
        return source;
    }

    /** Whether the pattern occurs in {@code text}; false when the work budget runs out. */
    boolean find(CharSequence text) {
        CharSequence t = text.length() > MAX_TEXT ? text.subSequence(0, MAX_TEXT) : text;
        try {
            return pattern.matcher(new Budgeted(t, new long[] {BUDGET})).find();
        } catch (BudgetExceeded | StackOverflowError e) {
            return false;
        }
    }

    private static final class BudgetExceeded extends RuntimeException {
        BudgetExceeded() {
            super("regex budget exceeded", null, false, false);
        }
    }

    /** Counts every character the matcher reads, against a budget shared by its sub-sequences. */
    private record Budgeted(CharSequence text, long[] left) implements CharSequence {
        @Override
        public int length() {
            return text.length();
        }

        @Override
        public char charAt(int index) {
            if (--left[0] < 0) {
                throw new BudgetExceeded();
            }
            return text.charAt(index);
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return new Budgeted(text.subSequence(start, end), left);
        }

        @Override
        public String toString() {
            return text.toString();
        }
    }
}
