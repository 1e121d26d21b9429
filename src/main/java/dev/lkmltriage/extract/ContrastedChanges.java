package dev.lkmltriage.extract;

/**
 * A commit blamed by a change it made and a "however" that sets a consequence against the change: "Commit X ("...")
 * changed the base of the direct mapping from A to B. ... The tool, however, still has the old address hard coded",
 * "The commit X ("...") changed to use streaming DMA APIs, however, dma_map_single() might not return an aligned
 * address", "However, git-log shows that this commit intentionally changed A to B:\nX ("...")". The labels call
 * such a commit the culprit (the change a described failure follows from). Only "changed" with the commit as its
 * subject: "X moved f() to lib/, but left g()" and "I'm not sure it was a mistake that X changed A to B" are the
 * history of code, and a change with no "however" near it is a plain reference.
 */
final class ContrastedChanges {
    /** Words that may stand between the commit and "changed": "X ("...") has changed", "intentionally changed". */
    private static final int MAX_GAP_WORDS = 1;
    /** Hedges that make the sentence a question about the change, not a statement of its consequence. */
    private static final String[] HEDGES = {"not sure", "whether", "wonder", "if "};

    private ContrastedChanges() {
    }

    /**
     * Whether {@code sentence} (lowercase, collapsed), holding the id at {@code [at, end)}, has the commit as the
     * subject of "changed" ("commit X ("...") changed ...") and "however" stands in it or in {@code following} (the
     * next two sentences, lowercase, collapsed, up to the next commit named).
     */
    static boolean blames(String sentence, int at, int end, String following) {
        String pre = sentence.substring(0, at).strip();
        if (!pre.endsWith("commit") || hedged(sentence)) {
            return false;
        }
        String post = sentence.substring(end);
        int skip = EffectBlame.parenthesisEnd(post);
        if (!changedWithin(post.substring(skip).stripLeading(), MAX_GAP_WORDS)) {
            return false;
        }
        return contrast(sentence) || contrast(following);
    }

    /**
     * Whether a sentence ending in a colon above an id opening its line ("However, git-log shows that this commit
     * intentionally changed A to B:") has a commit that "changed" something and "however" in it or in
     * {@code following}.
     */
    static boolean introBlames(String intro, String following) {
        if (hedged(intro)) {
            return false;
        }
        for (int k = intro.indexOf("commit"); k >= 0; k = intro.indexOf("commit", k + 1)) {
            int e = k + "commit".length();
            if ((k > 0 && Character.isLetterOrDigit(intro.charAt(k - 1)))
                    || (e < intro.length() && Character.isLetterOrDigit(intro.charAt(e)))) {
                continue; // "commits", "recommit"
            }
            if (changedWithin(intro.substring(e).stripLeading(), MAX_GAP_WORDS)) {
                return contrast(intro) || contrast(following);
            }
        }
        return false;
    }

    private static boolean hedged(String s) {
        for (String h : HEDGES) {
            int k = s.indexOf(h);
            if (k >= 0 && (k == 0 || !Character.isLetter(s.charAt(k - 1)))) {
                return true;
            }
        }
        return false;
    }

    /** "changed " at the start of {@code s}, or after at most {@code gap} words ("intentionally changed"). */
    private static boolean changedWithin(String s, int gap) {
        int k = 0;
        for (int words = 0; words <= gap; words++) {
            if (s.startsWith("changed ", k)) {
                return true;
            }
            int space = s.indexOf(' ', k);
            if (space < 0 || space - k > 20) {
                return false;
            }
            String word = s.substring(k, space);
            for (int j = 0; j < word.length(); j++) {
                if (!Character.isLetter(word.charAt(j))) {
                    return false; // a clause of its own ("x, which ...", "(...)") is not a one-word gap
                }
            }
            k = space + 1;
        }
        return false;
    }

    /** "however" as a word. */
    private static boolean contrast(String s) {
        for (int k = s.indexOf("however"); k >= 0; k = s.indexOf("however", k + 1)) {
            int e = k + "however".length();
            if ((k == 0 || !Character.isLetter(s.charAt(k - 1))) && (e == s.length() || !Character.isLetter(s.charAt(e)))) {
                return true;
            }
        }
        return false;
    }
}
