package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Then and now: a sentence that opens on a time before the report ("Previously", "Formerly", "In the past", "Back
 * then") and says what the writer was able to do on a kernel it names: "Previously (under 3.16.x) we were able to
 * bring the port up by a rescan, but ...". The kernel of that then is good; the report's own kernel (a run, a
 * uname line) is the now, and {@link RunsAfterGood} reads the two as the regression's window when the good one is
 * older.
 *
 * <p>Narrow on purpose: the opening word must be the sentence's first (after quote markers and a bracket), the
 * ability "was/were able to" or "could" must not be negated, "only" (a kernel that "could boot only twice" is a
 * failing one), or the ability to see a problem ("were able to reproduce it on 4.19" says the problem was there); the
 * sentence names no other version, is no question, and holds no word that sets the version apart or states a
 * problem ({@link ProblemSentences#blocks}, a symptom or a bad cue not negated), besides the opening and the
 * ability themselves. Runs after the other rules, only for versions still without a verdict, only in a message
 * naming a problem (a good verdict needs a problem to be good against).
 */
final class PastAbilities {
    /** Single words that open a sentence on an earlier time. */
    private static final Set<String> THEN = Set.of("previously", "formerly", "earlier");
    /** Abilities whose object is a problem seen, not a thing that worked. */
    private static final Set<String> SEEING = Set.of("reproduce", "reproduced", "trigger", "triggered", "hit", "see",
            "observe", "notice", "recreate", "replicate", "cause", "provoke", "crash", "hang", "break",
            // "all one could do then was to wait": a last resort, not a thing that worked
            "do", "only");
    /** An effort told beside the ability ("we tried to wait ..., all we could do"): no result of the kernel. */
    private static final Set<String> EFFORT = Set.of("tried", "attempted", "attempt", "tries", "trying");
    /** Words the opening and the ability bring with them, which {@link ProblemSentences#blocks} would refuse. */
    private static final Set<String> OWN = Set.of("previously", "earlier", "back", "could");

    private PastAbilities() {
    }

    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out,
            BooleanSupplier reportsProblem) {
        ProblemSentences.judgeGood(t, clauses, cs, n, out, PastAbilities::able, reportsProblem);
    }

    /** Whether {@code words}, a sentence holding {@code c}, open on an earlier time and state an ability then. */
    static boolean able(List<Word> words, Candidate c) {
        int first = opening(words);
        if (first < 0) {
            return false;
        }
        boolean able = false;
        for (int k = first; k < words.size(); k++) {
            Word w = words.get(k);
            String s = w.text();
            if (w.end() > c.start() && w.start() < c.end()) {
                continue;
            }
            if (s.endsWith("?")) {
                return false;
            }
            int object = ability(words, k);
            if (object >= 0) {
                if (VerdictClauses.negated(words, w) || VerdictClauses.fourBefore(words, w, "only"::equals)
                        || object < words.size() && SEEING.contains(words.get(object).text())) {
                    return false;
                }
                able = true;
                continue;
            }
            if (ProblemSentences.blocks(s) && !OWN.contains(s) || EFFORT.contains(s)) {
                return false;
            }
            if ((ProblemSentences.symptom(s) || KernelVerdicts.polarity(s) == KernelVerdicts.BAD
                    || KernelVerdicts.badWhenNegated(s) && VerdictClauses.negated(words, w))
                    && !VerdictClauses.negated(words, w)) {
                return false;
            }
        }
        return able;
    }

    /**
     * The index of the first word after the opening ("Previously", "In the past", "Back then"), or -1 when the
     * sentence does not open on one.
     */
    private static int opening(List<Word> words) {
        if (words.isEmpty()) {
            return -1;
        }
        String a = words.get(0).text();
        if (THEN.contains(a)) {
            return 1;
        }
        if (words.size() > 2 && a.equals("in") && words.get(1).text().equals("the")
                && words.get(2).text().equals("past")) {
            return 3;
        }
        if (words.size() > 1 && a.equals("back") && words.get(1).text().equals("then")) {
            return 2;
        }
        return -1;
    }

    /**
     * Where the object of an ability at {@code k} starts ("were able to get": the index of "get"; "could rescan": of
     * "rescan"), or -1 when no ability stands at {@code k}.
     */
    private static int ability(List<Word> words, int k) {
        String s = words.get(k).text();
        if (s.equals("could")) {
            return k + 1;
        }
        if (s.equals("able") && k > 0 && (words.get(k - 1).text().equals("was")
                || words.get(k - 1).text().equals("were")) && k + 1 < words.size()
                && words.get(k + 1).text().equals("to")) {
            return k + 2;
        }
        return -1;
    }
}
