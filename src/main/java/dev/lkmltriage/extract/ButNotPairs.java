package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.KernelVerdicts.BAD;
import static dev.lkmltriage.extract.KernelVerdicts.GOOD;
import static dev.lkmltriage.extract.KernelVerdicts.NONE;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * Session 27 (verdict27): the elliptic half of a terse pair, "it works with 5.9 but not with 5.10-rc1", "the card is
 * detected on 5.9 but not on 5.10": a version right after "but not" and a preposition (a filler such as "the" or
 * "kernel" allowed) takes the opposite of the clause before "but": a working word there makes it bad, a failing
 * word good, a state a kernel should reach ("detected", "boots") bad. Not in a question ("hangs with v5.7 but not
 * with v5.8?"), not when the clause before is a condition or a hypothetical ("should work with 5.9 but not with
 * 5.10"), not when its cue is negated (the writer's double negative says too little). Reads the four words before
 * the version and the clause before: bounded by {@link VerdictClauses}' clause reach.
 */
final class ButNotPairs {
    private static final Set<String> PREPOSITIONS = Set.of("with", "on", "in", "under", "using");
    private static final Set<String> FILLER = Set.of("the", "kernel", "linux", "v", "version", "a");

    private ButNotPairs() {
    }

    static int judge(VersionsText t, VerdictClauses clauses, Candidate c) {
        String[] pre = t.wordsBefore(c.start(), 5);
        int p = 0;
        while (p < pre.length && pre[p] != null && FILLER.contains(pre[p])) {
            p++;
        }
        if (p > 2 || p + 2 >= pre.length || pre[p] == null || !PREPOSITIONS.contains(pre[p])
                || !"not".equals(pre[p + 1]) || !"but".equals(pre[p + 2]) || AskedSentences.asked(t.text, c.end())) {
            return NONE;
        }
        int here = clauses.clauseStart(c.start());
        if (here == 0) {
            return NONE;
        }
        List<Word> prev = clauses.words(clauses.clauseStart(here - 1), here);
        for (int step = 0; step < 2 && prev.size() <= 1 && here > 0; step++) {
            // "crashes on 5.10, but not on 5.9": the comma and "but" both cut, so a clause of at most "but" lies
            // between
            int from = clauses.clauseStart(here - 1);
            if (from == 0 || from >= here) {
                break;
            }
            here = from;
            prev = clauses.words(clauses.clauseStart(here - 1), here);
        }
        for (Word w : prev) {
            if (KernelVerdicts.HYPOTHETICAL.contains(w.text()) || KernelVerdicts.CONDITION.contains(w.text())) {
                return NONE;
            }
        }
        for (int k = prev.size() - 1; k >= 0; k--) {
            Word w = prev.get(k);
            String s = w.text();
            boolean cue = KernelVerdicts.polarity(s) != NONE || KernelVerdicts.badWhenNegated(s);
            if (!cue) {
                continue;
            }
            if (VerdictClauses.negated(prev, w) || (k > 0 && prev.get(k - 1).text().equals("to"))) {
                return NONE;
            }
            return KernelVerdicts.polarity(s) == BAD ? GOOD : BAD;
        }
        return NONE;
    }
}
