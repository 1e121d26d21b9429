package dev.lkmltriage.extract;

/**
 * Session 38 (fixrole41): the words between a commit's id (past its {@code ("subject")}) and a cure verb after it
 * ("fixes the", "should fix"): where they hold a sentence end and the next sentence opens with "This" ("... added by
 * commit X ("..."). This fixes the offset being uninitialised"), the cure is the patch's own, told of itself, not X's.
 * A cure in X's own clause ("X ("...") fixes the hang", "X, which fixes it") is untouched. Reads only {@code gap}.
 */
final class NextSentenceCures {
    private NextSentenceCures() {
    }

    /** Whether {@code gap} (lowercase, whitespace collapsed) crosses a sentence end into a sentence opening "this". */
    static boolean thisPatch(String gap) {
        int n = gap.length();
        for (int k = 0; k < n; k++) {
            char ch = gap.charAt(k);
            if (ch != '.' && ch != '!' && ch != '?') {
                continue;
            }
            int w = k + 1;
            if (w >= n || gap.charAt(w) != ' ') {
                continue;
            }
            w++;
            if (gap.startsWith("this ", w) || gap.startsWith("this,", w) || w + 4 == n && gap.startsWith("this", w)) {
                return true;
            }
        }
        return false;
    }
}
