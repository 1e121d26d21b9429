package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.text.BlankLines;
import dev.lkmltriage.text.Sentences;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Session 38 (verdict41): a yes/no question states no result about the kernels it names: "Is 5.10 affected?", "Has it
 * been fixed in 6.3-rc3?", "Is it still there in 6.3-rc3?", "Should I revert to 5.15?", "Does 5.4 work for you?".
 * The sentence holding the version opens with an auxiliary verb and ends in a question mark; every verdict of the
 * version is withdrawn. A statement ending in "?" ("fails to even load v4.11?") or a question not opening with an
 * auxiliary ("which kernel broke it?") is left to the other rules. Linear: each sentence start is searched at most
 * {@link #REACH} characters back.
 */
final class PolarQuestions {
    private static final int REACH = 200;
    private static final Set<String> AUX = Set.of("is", "are", "was", "were", "has", "have", "had", "does", "do",
            "did", "can", "could", "should", "would", "will", "shall", "isn't", "aren't", "wasn't", "hasn't",
            "haven't", "doesn't", "don't", "didn't", "shouldn't", "wouldn't", "won't", "can't");
    /** Words that may open a question before its auxiliary: "So is 5.10 affected?", "And does 5.4 work?". */
    private static final Set<String> OPENERS = Set.of("so", "and", "but", "also", "then", "ok", "okay", "now");

    private PolarQuestions() {
    }

    static void withdraw(VersionsText t, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            if (out[k] == KernelVerdicts.NONE) {
                continue;
            }
            Candidate c = cs.get(k);
            if (AskedSentences.asked(t.text, c.end()) && auxiliaryFirst(t.text, c.start())) {
                out[k] = KernelVerdicts.NONE;
            }
        }
    }

    /** Whether the sentence holding {@code at} opens (after quote marks and an opener word) with an auxiliary. */
    static boolean auxiliaryFirst(String text, int at) {
        int k = Sentences.start(at, REACH, i -> opensAfter(text, i));
        if (k == Math.max(0, at - REACH) && k > 0) {
            return false;
        }
        for (int word = 0; word < 2; word++) {
            while (k < at && !Character.isLetter(text.charAt(k))) {
                k++;
            }
            int s = k;
            while (k < at && (Character.isLetter(text.charAt(k)) || text.charAt(k) == '\'')) {
                k++;
            }
            String w = text.substring(s, k).toLowerCase(Locale.ROOT);
            if (AUX.contains(w)) {
                return true;
            }
            if (!OPENERS.contains(w)) {
                return false;
            }
        }
        return false;
    }

    /**
     * Whether a sentence opens after {@code i}: a full stop, question or exclamation mark or a colon before white space,
     * or the line break after a blank line (read at most 40 characters back).
     */
    private static boolean opensAfter(String text, int i) {
        char ch = text.charAt(i);
        if (ch == '.' || ch == '?' || ch == '!' || ch == ':') {
            return i + 1 < text.length() && Character.isWhitespace(text.charAt(i + 1));
        }
        return ch == '\n' && BlankLines.before(text, i, i - 40);
    }
}
