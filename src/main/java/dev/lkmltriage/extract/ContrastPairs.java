package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * Two kernels set side by side in parallel setting phrases, one judged and one not: "With kernel 5.8 the port trains
 * at gen3, with 5.9 it hangs", "On 5.8 the link comes up at x4. But on 5.9 it never trains". The writer contrasts the
 * two, so the kernel whose clause only describes is the other side of the judged one: good when that one is bad,
 * bad when it is good. Within one sentence or across the next one, the two phrases must open their clauses with the
 * same preposition (with, on, under, using; fillers such as "kernel" or "the" between), the judged one's verdict must
 * be its own clause's (not another occurrence's), and they must be next to each other in the text (no other kernel
 * between, at most {@value #REACH} characters apart).
 *
 * <p>Not a contrast: a word of sameness anywhere from the first phrase to the end of the second clause ("same",
 * "also", "too", "still", "either", "again", "similar", "both"), a condition, a hypothetical or a question in either
 * clause, a cue or symptom word in the undecided clause (the clause rules own it), or a phrase that does not open its
 * clause ("the trace I got with 5.8, ..." is no setting).
 */
final class ContrastPairs {
    static final int REACH = 600;
    private static final Set<String> PREPOSITIONS = Set.of("with", "on", "under", "using");
    private static final Set<String> FILLER = Set.of("kernel", "linux", "v", "the", "a", "stable", "mainline",
            "vanilla", "upstream", "plain", "version", "kernels");
    /** Words that may stand before the preposition at the clause's start. */
    private static final Set<String> OPENERS = Set.of("and", "but", "while", "whereas", "whilst", "yet", "however",
            "so", "now", "then", "for", "ex", "e.g", "eg", "example", "i.e");
    private static final Set<String> SAMENESS = Set.of("same", "also", "too", "still", "either", "again", "similar",
            "similarly", "likewise", "both", "neither", "identical", "as", "nor");
    private static final Set<String> CONDITIONAL = Set.of("if", "unless", "please", "try", "could", "would",
            "should", "might", "whether", "maybe", "perhaps", "wonder", "supposed", "will", "expect", "expected");

    private ContrastPairs() {
    }

    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            if (out[k] != KernelVerdicts.NONE) {
                continue;
            }
            int v = k + 1 < n ? paired(t, clauses, cs.get(k), cs.get(k + 1), out[k + 1], true) : KernelVerdicts.NONE;
            if (v == KernelVerdicts.NONE && k > 0) {
                v = paired(t, clauses, cs.get(k), cs.get(k - 1), out[k - 1], false);
            }
            out[k] = v;
        }
    }

    /** The verdict undecided kernel {@code x} takes from its judged partner {@code y}, or NONE. */
    private static int paired(VersionsText t, VerdictClauses clauses, Candidate x, Candidate y, int judged,
            boolean yAfter) {
        if (judged != KernelVerdicts.GOOD && judged != KernelVerdicts.BAD || x.version().equals(y.version())) {
            return KernelVerdicts.NONE;
        }
        Candidate first = yAfter ? x : y;
        Candidate second = yAfter ? y : x;
        if (second.start() - first.end() > REACH || !t.factsAllowed(x.start()) || !t.factsAllowed(y.start())) {
            return KernelVerdicts.NONE;
        }
        String px = setting(clauses, x);
        if (px == null || !px.equals(setting(clauses, y))) {
            return KernelVerdicts.NONE;
        }
        List<Word> xClause = clauses.words(clauses.clauseStart(x.start()), clauses.clauseEnd(x.end()));
        List<Word> yClause = clauses.words(clauses.clauseStart(y.start()), clauses.clauseEnd(y.end()));
        for (Word w : xClause) {
            String s = w.text();
            if (w.start() < x.end() && w.end() > x.start()) {
                continue;
            }
            if (KernelVerdicts.polarity(s) != KernelVerdicts.NONE || ProblemSentences.symptom(s)
                    || CONDITIONAL.contains(s) || s.endsWith("?")) {
                return KernelVerdicts.NONE;
            }
        }
        for (Word w : yClause) {
            if (CONDITIONAL.contains(w.text()) || w.text().endsWith("?")) {
                return KernelVerdicts.NONE;
            }
        }
        int to = clauses.clauseEnd(second.end());
        if (to < t.text.length() && t.text.charAt(to) == '?') {
            return KernelVerdicts.NONE;
        }
        for (Word w : clauses.words(clauses.clauseStart(first.start()), to)) {
            if (SAMENESS.contains(w.text())) {
                return KernelVerdicts.NONE;
            }
        }
        return judged == KernelVerdicts.BAD ? KernelVerdicts.GOOD : KernelVerdicts.BAD;
    }

    /**
     * The preposition of the setting phrase that opens the version's clause ("And with kernel 5.9, ..."), or null: at
     * most one opener before it, only fillers between it and the version.
     */
    private static String setting(VerdictClauses clauses, Candidate c) {
        List<Word> head = clauses.words(clauses.clauseStart(c.start()), c.start());
        int p = head.size() - 1;
        while (p >= 0 && FILLER.contains(head.get(p).text())) {
            p--;
        }
        if (p < 0 || !PREPOSITIONS.contains(head.get(p).text())) {
            return null;
        }
        for (int j = 0; j < p; j++) {
            if (!OPENERS.contains(head.get(j).text())) {
                return null;
            }
        }
        return head.get(p).text();
    }
}
