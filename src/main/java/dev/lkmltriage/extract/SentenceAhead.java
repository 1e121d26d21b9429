package dev.lkmltriage.extract;

/**
 * The rest of a sentence from a position, as the statement readers ({@link AfterCommitStatements},
 * {@link RevertedBreakage}, {@link TreePatchFailures}) read what follows their cue: up to a '.', '?' or '!' before
 * white space or the text's end, or a blank line, quoted ("> >") or not; at most {@code ahead} characters; lowercase
 * and tidied ({@link RegressionStatements#tidy}). One walk for the three (session 34 had written it three times).
 */
final class SentenceAhead {
    private SentenceAhead() {
    }

    /** From {@code from} to the sentence's end, at most {@code ahead} characters; lowercase, tidied. */
    static String of(String text, int from, int ahead) {
        int hi = Math.min(text.length(), from + ahead);
        int to = from;
        while (to < hi) {
            char c = text.charAt(to);
            if ((c == '.' || c == '?' || c == '!') && (to + 1 >= text.length()
                    || Character.isWhitespace(text.charAt(to + 1)))) {
                break;
            }
            if (c == '\n' && blankLineAt(text, to + 1, hi)) {
                break;
            }
            to++;
        }
        return RegressionStatements.tidy(text.substring(from, to));
    }

    /**
     * Whether the line from {@code from} holds only quote marks and blanks (read no further than {@code hi}). Not
     * text.BlankLines.after: '\r' and other white space are not blank here, and a break that ends the text is one.
     */
    private static boolean blankLineAt(String text, int from, int hi) {
        for (int k = from; k < hi; k++) {
            char c = text.charAt(k);
            if (c == '\n') {
                return true;
            }
            if (c != '>' && c != ' ' && c != '\t' && c != '|') {
                return false;
            }
        }
        return from >= text.length();
    }
}
