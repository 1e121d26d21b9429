package dev.lkmltriage.extract;

import dev.lkmltriage.text.BlankLines;

/**
 * Whether the sentence going on from a commit's mention is a question, so that a blame written there is asked, not
 * given: "Could this be caused by X?", "Maybe X broke it?", "Is it due to "..."?". The sentence runs on from the
 * mention to a question mark before a blank, a closing bracket or quote, or the end (a question), and stops at a full
 * stop before a blank, an exclamation mark or a blank line, quoted or not (no question). A "?" inside a URL
 * ("cgit/?id=X") and a "." inside a version ("v5.10") end nothing. Linear: at most {@link #REACH} characters are read.
 */
final class AskedSentences {
    static final int REACH = 200;
    private static final String CLOSERS = ")]\"'\u201d";

    private AskedSentences() {
    }

    /** Whether the sentence going on from {@code at} in {@code text} ends in a question mark. */
    static boolean asked(String text, int at) {
        int end = Math.min(text.length(), at + REACH);
        for (int k = Math.max(0, at); k < end; k++) {
            char ch = text.charAt(k);
            boolean last = k + 1 >= text.length() || Character.isWhitespace(text.charAt(k + 1));
            if (ch == '?' && (last || CLOSERS.indexOf(text.charAt(k + 1)) >= 0)) {
                return true;
            }
            if (ch == '!' || (ch == '.' && last) || (ch == '\n' && BlankLines.after(text, k, k + 41))) {
                return false;
            }
        }
        return false;
    }
}
