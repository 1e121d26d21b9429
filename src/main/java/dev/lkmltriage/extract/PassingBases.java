package dev.lkmltriage.extract;

import dev.lkmltriage.extract.VerdictClauses.Word;
import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.List;
import java.util.Set;

/**
 * A base kernel that passes where a branch on it fails is good (session 17): "the unit tests crash with this signature
 * on that branch where base v5.2-rc3 passes", "the series hangs the box, while the baseline 5.4 boots". The failure
 * word before the base is the branch's, so the clause rules' nearest cue judged the base wrongly bad; the base's own
 * word after it ("passes", "works", "is fine") is its result.
 *
 * <p>Only a kernel called the base ("base", "baseline", "the base kernel") with a passing word not negated among the
 * first {@value #AFTER} words after it, in a sentence that states a failure before it; not in a question, a
 * condition or a hypothetical ("if base v5.2-rc3 passes", "does base v5.2-rc3 pass?"), and not a patch's base
 * ("based on", "rebased onto": no "base" word before the kernel).
 */
final class PassingBases {
    private static final int AFTER = 3;
    private static final Set<String> BASE = Set.of("base", "baseline");
    private static final Set<String> FILLER = Set.of("kernel", "linux", "the", "tree", "v");
    private static final Set<String> PASSING = Set.of("passes", "passed", "works", "worked", "boots", "booted",
            "succeeds", "succeeded", "fine", "ok", "okay", "good", "clean");
    /** Words that may stand between the kernel and its passing word ("v5.2-rc3 kernel is fine"). */
    private static final Set<String> LINK = Set.of("kernel", "is", "was", "itself", "still", "just", "alone");
    private static final Set<String> UNSURE = Set.of("if", "unless", "whether", "would", "could", "should", "might",
            "may", "does", "did", "do", "maybe", "perhaps", "expect", "expected", "assume", "supposed");

    private PassingBases() {
    }

    /** GOOD when {@code c} is a passing base set against a failure in its sentence, else NONE. */
    static int judge(VersionsText t, VerdictClauses clauses, Candidate c, String[] pre) {
        int p = 0;
        while (p < pre.length - 1 && pre[p] != null && FILLER.contains(pre[p]) && !BASE.contains(pre[p])) {
            p++;
        }
        if (pre[p] == null || !BASE.contains(pre[p])) {
            return KernelVerdicts.NONE;
        }
        int from = ProblemSentences.sentenceStart(t, clauses, c.start());
        int to = ProblemSentences.sentenceEnd(t, clauses, c.end());
        if (to < t.text.length() && t.text.charAt(to) == '?') {
            return KernelVerdicts.NONE;
        }
        List<Word> words = clauses.words(from, to);
        boolean failure = false;
        boolean passing = false;
        int after = 0;
        for (Word w : words) {
            String s = w.text();
            if (UNSURE.contains(s) || s.endsWith("?")) {
                return KernelVerdicts.NONE;
            }
            if (w.end() <= c.start()) {
                failure |= (ProblemSentences.symptom(s) || KernelVerdicts.polarity(s) == KernelVerdicts.BAD
                        && !s.equals("still")) && !VerdictClauses.negated(words, w);
            } else if (w.start() >= c.end() && after < AFTER && !passing) {
                after++;
                if (PASSING.contains(s)) {
                    passing = !VerdictClauses.negated(words, w);
                    after = AFTER;
                } else if (!LINK.contains(s)) {
                    after = AFTER;
                }
            }
        }
        return failure && passing ? KernelVerdicts.GOOD : KernelVerdicts.NONE;
    }
}
