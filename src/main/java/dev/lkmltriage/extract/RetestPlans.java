package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * A writer who plans to try a kernel again to find out whether it does better does not know whether it shows the
 * problem: "a 5.3.x kernel was working earlier, then I went back to the vendor tree; I will give the 5.3.x kernel a
 * try again and see if it is any better". The earlier "working" said the kernel ran, not that it was free of the fault, so a good
 * verdict another sentence gave the same version (own text with own, quoted with quoted) is withdrawn. A plan is a
 * sentence, not a question, holding a future word ({@link #FUTURE}), a trying word ({@link #TRY}) and "see" or
 * "check" followed by "if" or "whether", with this version its only kernel. Bad verdicts stay: a kernel seen failing
 * is retried to confirm; the plan's own "any better" is what it asks and its "try" no run ({@link
 * KernelVerdicts#RAN_BAD}), so its mention gets none either. Linear in
 * the mentions, with one sentence read per mention not judged bad.
 */
final class RetestPlans {
    private static final Set<String> FUTURE = Set.of("will", "i'll", "we'll", "shall", "gonna", "going");
    private static final Set<String> TRY = Set.of("try", "retry", "test", "retest");
    private static final Set<String> FIND_OUT = Set.of("see", "check");
    private static final Set<String> WHETHER = Set.of("if", "whether");
    /** Plans read per message: a thread's worth of mentions is far below it. */
    private static final int MAX_PLANS = 64;

    private RetestPlans() {
    }

    static void withdraw(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        int plans = 0;
        for (int k = 0; k < n && plans < MAX_PLANS; k++) {
            if (out[k] == KernelVerdicts.BAD) {
                continue;
            }
            Candidate c = cs.get(k);
            int from = ProblemSentences.sentenceStart(t, clauses, c.start());
            int to = ProblemSentences.sentenceEnd(t, clauses, c.end());
            if ((to < t.text.length() && t.text.charAt(to) == '?') || !ProblemSentences.alone(cs, n, k, from, to)) {
                continue;
            }
            plans++;
            if (!plan(clauses.words(from, to))) {
                continue;
            }
            // "see if it is any better" is the question the retry asks, and a planned try is no run: no result
            out[k] = KernelVerdicts.NONE;
            boolean quoted = t.quoted(c.start());
            for (int j = 0; j < n; j++) {
                if (j != k && out[j] == KernelVerdicts.GOOD && cs.get(j).version().equals(c.version())
                        && t.quoted(cs.get(j).start()) == quoted) {
                    out[j] = KernelVerdicts.NONE;
                }
            }
        }
    }

    /** A future word, then a trying word, then "see"/"check" with "if"/"whether" right after it. */
    static boolean plan(List<Word> words) {
        int stage = 0;
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i).text();
            if (stage == 0 && FUTURE.contains(w)) {
                stage = 1;
            } else if (stage == 1 && TRY.contains(w)) {
                stage = 2;
            } else if (stage == 2 && FIND_OUT.contains(w) && i + 1 < words.size()
                    && WHETHER.contains(words.get(i + 1).text())) {
                return true;
            }
        }
        return false;
    }
}
