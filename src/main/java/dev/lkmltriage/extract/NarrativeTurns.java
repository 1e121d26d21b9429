package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * The later clause of a narrative overturning the earlier one (session 11): "5.6 was working for a while, but
 * couldn't boot it this morning", "it worked fine with 5.8.3 at first, but after a resume the link hangs". A version
 * judged good by a clause in the past ("was working", "worked", "used to work") whose next clause opens with "but" or
 * "however", names no version of its own and states a failure (a failing verb, not merely "problem" or "issue"), is
 * bad: the past good was not the end of the story. "It worked in 5.8 but it's broken in 5.9" (a version of its own),
 * "works on 5.8, but the problem is elsewhere" (present tense, a noun) and "5.8 was fine, but I haven't tried 5.9"
 * are left alone. One literal check per message; one clause read per good version.
 */
final class NarrativeTurns {
    private static final Set<String> PAST = Set.of("was", "were", "worked", "used", "had", "did", "booted");
    /** Problem nouns and report words say something else is wrong, not that this kernel failed. */
    private static final Set<String> NOT_A_FAILURE = Set.of("problem", "problems", "issue", "issues", "bug",
            "still", "reported", "present", "affected", "bisected", "culprit", "regression", "regressions");

    /** Words opening a concession: what follows qualifies the result before it. */
    private static final Set<String> CONCESSION = Set.of("albeit", "although", "though", "except");

    private NarrativeTurns() {
    }

    /**
     * A good result qualified by a concession that names a failure (session 12): "re-login works on 5.1.20, albeit
     * very slowly", "it boots on 5.9.2, although the link hangs after a minute" is bad; the writer grants the kernel
     * a success only to take it back. "works on 5.8, albeit with a warning" (no failure) and "works on 5.8, although
     * 5.9 hangs" (a version of its own) are left alone. One literal check per message; one clause per good version.
     */
    static void concede(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        if (t.text.indexOf("though ") < 0 && t.text.indexOf("albeit ") < 0 && t.text.indexOf("except ") < 0) {
            return;
        }
        for (int k = 0; k < n; k++) {
            if (out[k] != KernelVerdicts.GOOD) {
                continue;
            }
            Candidate c = cs.get(k);
            int end = clauses.clauseEnd(c.end());
            if (end >= t.text.length() || t.text.charAt(end) != ',') {
                continue;
            }
            int turnEnd = clauses.clauseEnd(end + 1);
            if (k + 1 < cs.size() && cs.get(k + 1).start() < turnEnd) {
                continue;
            }
            List<Word> turn = clauses.words(end + 1, turnEnd);
            if (!turn.isEmpty() && CONCESSION.contains(turn.get(0).text()) && (fails(turn) || slowly(turn))) {
                out[k] = KernelVerdicts.BAD;
            }
        }
    }

    /** "very slowly": the adverb of a slow result, not negated. */
    private static boolean slowly(List<Word> words) {
        for (Word w : words) {
            if (w.text().equals("slowly") && !VerdictClauses.negated(words, w)) {
                return true;
            }
        }
        return false;
    }

    static void overturn(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        if (t.text.indexOf("but ") < 0 && t.text.indexOf("owever") < 0) {
            return;
        }
        for (int k = 0; k < n; k++) {
            if (out[k] != KernelVerdicts.GOOD) {
                continue;
            }
            Candidate c = cs.get(k);
            int end = clauses.clauseEnd(c.end());
            int p = end;
            while (p < t.text.length() && p - end < 6 && (t.text.charAt(p) == ',' || t.text.charAt(p) == ' '
                    || t.text.charAt(p) == '\n' || t.text.charAt(p) == '>')) {
                p++;
            }
            if (!(t.text.startsWith("but ", p) || t.text.startsWith("however", p))) {
                continue;
            }
            int turnEnd = clauses.clauseEnd(p + 4);
            if (k + 1 < cs.size() && cs.get(k + 1).start() < turnEnd) {
                continue; // the turn names a kernel of its own: it judges that one
            }
            if (VerdictClauses.any(clauses.words(clauses.clauseStart(c.start()), end), PAST) && fails(clauses.words(p + 4, turnEnd))) {
                out[k] = KernelVerdicts.BAD;
            }
        }
    }

    /** A failing verb not negated ("hangs", "crashed"), or a negated good or state word ("couldn't boot"). */
    private static boolean fails(List<Word> words) {
        for (Word w : words) {
            String x = w.text();
            boolean negated = VerdictClauses.negated(words, w);
            if (KernelVerdicts.BAD_WORDS.contains(x) && !NOT_A_FAILURE.contains(x) && !negated) {
                return true;
            }
            if (negated && (KernelVerdicts.GOOD_WORDS.contains(x) || KernelVerdicts.badWhenNegated(x))) {
                return true;
            }
        }
        return false;
    }
}
