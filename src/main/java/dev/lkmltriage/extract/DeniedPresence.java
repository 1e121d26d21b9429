package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * Session 51 (verdict53): "The problem is not in the 5.5 or older kernels", "the bug isn't in 5.5", "the issue does
 * not exist in 5.5", "this hang is not there with 5.5": a problem noun, a denied presence and a preposition right
 * before the version say the kernel is free of it: good. The nearest-cue reading took the problem noun as bad, since
 * the negation stands after it ("present" and "there" after "not" were read, "in" alone was not). Only the words
 * right before the version are read, nearest first, at most eight; the caller has already left conditions,
 * hypotheticals and questions out. Near miss: "the fix for the problem is not in 5.5" (a cure word before the noun) says
 * 5.5 lacks the fix, so it is left.
 */
final class DeniedPresence {
    private static final Set<String> NOUNS = Set.of("problem", "problems", "issue", "issues", "bug", "bugs",
            "regression", "crash", "hang", "warning", "error", "errors", "failure", "splat", "oops", "breakage");
    private static final Set<String> PREPOSITIONS = Set.of("in", "on", "with", "under");
    private static final Set<String> PRESENCE = Set.of("there", "present", "around", "exist", "exists", "existed");
    private static final Set<String> AUXILIARIES = Set.of("is", "was", "does", "did", "are", "were");
    private static final Set<String> NEGATED_AUXILIARIES = Set.of("isn't", "wasn't", "doesn't", "didn't", "aren't",
            "weren't", "isnt", "wasnt", "doesnt", "didnt");
    private static final Set<String> DETERMINERS = Set.of("the", "this", "that", "same", "our", "my", "a");

    private DeniedPresence() {
    }

    /** Whether the words before {@code c} in its clause deny a problem's presence in the version. */
    static boolean denied(List<Word> words, Candidate c) {
        int j = -1;
        for (int k = 0; k < words.size() && words.get(k).end() <= c.start(); k++) {
            j = k;
        }
        if (j >= 0 && (words.get(j).text().equals("the") || words.get(j).text().equals("a"))) {
            j--; // "in the 5.5 or older kernels"
        }
        if (j < 0 || !PREPOSITIONS.contains(words.get(j).text())) {
            return false;
        }
        j--;
        if (j >= 0 && PRESENCE.contains(words.get(j).text())) {
            j--;
        }
        if (j < 0) {
            return false;
        }
        String w = words.get(j).text();
        if (w.equals("not") || w.equals("never")) {
            j--;
            if (j < 0 || !AUXILIARIES.contains(words.get(j).text()) && !w.equals("never")) {
                return false;
            }
            if (AUXILIARIES.contains(words.get(j).text())) {
                j--;
            }
        } else if (NEGATED_AUXILIARIES.contains(w)) {
            j--;
        } else {
            return false;
        }
        // the noun right before the auxiliary, or before a short relative clause ("the problem it solves is not in")
        for (int n = j; n >= 0 && n >= j - 3; n--) {
            if (NOUNS.contains(words.get(n).text())) {
                return !cureBefore(words, n);
            }
        }
        return false;
    }

    /** Words that make the problem noun a cure's object: "the fix for the problem is not in 5.5" says 5.5 lacks it. */
    private static final Set<String> CURES = Set.of("fix", "fixes", "patch", "patches", "solution", "workaround",
            "cure", "commit", "revert", "change");

    private static boolean cureBefore(List<Word> words, int noun) {
        for (int k = Math.max(0, noun - 6); k < noun; k++) {
            if (CURES.contains(words.get(k).text())) {
                return true;
            }
        }
        return false;
    }
}
