package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * A kernel tried and then said to give what the report already describes: "- Ubuntu kernel 5.3.0-26, same
 * symptoms", "running kernel from 4.0 to master) with the same result", "Tried 5.10.4, still happens", "5.9.2: no
 * change". The phrase stands after the version, in its own clause or the next one of the same sentence; the caller
 * makes the kernel bad only when no cue word of its own clause decided and the message names a problem.
 *
 * <p>Not read: the phrase before the version ("the same result as 5.4" compares with 5.4), a negated phrase ("not the
 * same result"), a question, a condition or a hypothetical in the reach ("if 5.10 gives the same result", "should
 * give the same result"), a good word in the reach ("same result: works fine"), "no change needed".
 */
final class SameResults {
    /** What "the same ..." names when it repeats the report's problem. */
    private static final Set<String> SAME = Set.of("result", "results", "symptom", "symptoms", "behavior",
            "behaviour", "outcome", "thing", "error", "errors", "failure", "failures", "problem", "problems",
            "issue", "issues", "crash", "hang", "messages", "splat", "story");
    /** "still happens", "still there": the problem outlived the kernel tried. */
    private static final Set<String> STILL = Set.of("happens", "happening", "occurs", "persists", "present",
            "there", "reproduces", "fails", "failing", "broken", "hangs", "crashes");
    /** "no change", "no difference": trying the kernel did not help. */
    private static final Set<String> NOTHING = Set.of("change", "difference", "improvement", "luck");
    /** Words after "no change" that make it a statement about code, not about the result. */
    private static final Set<String> NOT_RESULT = Set.of("needed", "required", "necessary", "to", "in", "for");
    private static final Set<String> CONDITION = Set.of("if", "unless", "whether", "when", "would", "should",
            "could", "might", "may", "expect", "expected", "please", "try");

    private SameResults() {
    }

    /** Whether the version {@code c} is followed, in its clause or the next, by a "same result" phrase. */
    static boolean after(VersionsText t, VerdictClauses clauses, Candidate c) {
        String text = t.text;
        int end = clauses.clauseEnd(c.end());
        int stop = end;
        if (end < text.length() && (text.charAt(end) == ',' || text.charAt(end) == ')' || text.charAt(end) == '(')) {
            stop = clauses.clauseEnd(end + 1);
        }
        if (stop < text.length() && text.charAt(stop) == '?') {
            return false;
        }
        List<Word> words = clauses.words(c.end(), stop);
        if (words.size() > 16) {
            return false;
        }
        boolean found = false;
        for (int k = 0; k < words.size(); k++) {
            String w = words.get(k).text();
            if (CONDITION.contains(w) || KernelVerdicts.polarity(w) == KernelVerdicts.GOOD) {
                return false;
            }
            String next = k + 1 < words.size() ? words.get(k + 1).text() : "";
            String after = k + 2 < words.size() ? words.get(k + 2).text() : "";
            boolean phrase = w.equals("same") && SAME.contains(next)
                    || w.equals("still") && STILL.contains(next)
                    || w.equals("no") && NOTHING.contains(next) && !NOT_RESULT.contains(after);
            if (phrase && (w.equals("no") || !VerdictClauses.negated(words, words.get(k)))) {
                found = true;
            }
        }
        return found;
    }
}
