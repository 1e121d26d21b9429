package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * Session 48 (verdict52), conventions (3) and (154): a kernel said to work only in part gets no good verdict: "a
 * v5.9 that works to an extent", "with 5.9 it sort of works, but the link still drops", "5.10 partially works". The
 * writer has not said the kernel is free of the problem, nor that it shows it; people hedge a result so when a
 * symptom remains or they are unsure.
 *
 * <p>A good mention is withdrawn when its clause holds a working word ("works", "worked", "working", "work", "fine",
 * "ok") hedged by a word of part just before it ("partially", "partly", "somewhat", "mostly", "half", "sort of",
 * "kind of") or by a phrase of part just after it ("to an extent", "to some extent", "to a degree", "partially",
 * "partly", "somewhat"). A cure hedged so counts too ("going back to 5.18.10 fixes it only partially", "partly
 * solves the problem", session 51): with a bad kernel beside it, a partial cure's kernel would otherwise be read as
 * good. The mention is marked as {@link PlannedRuns} marks a run still to do, so the trained
 * fallback guesses nothing either. A bad mention is left alone: what fails still fails. Work is bounded by the
 * clause's words; never throws.
 */
final class PartialSuccesses {
    private static final Set<String> WORKING = Set.of("works", "worked", "working", "work", "fine", "ok", "okay");
    private static final Set<String> CURING = Set.of("fixes", "fixed", "fix", "cures", "cured", "solves", "solved",
            "resolves", "resolved", "helps", "helped");
    /** What may stand between a cure and its hedge: "fixes it only partially", "solves the problem partly". */
    private static final Set<String> CURED = Set.of("it", "this", "that", "the", "issue", "problem", "only");
    private static final Set<String> PART_BEFORE = Set.of("partially", "partly", "somewhat", "mostly", "half",
            "semi");
    private static final Set<String> PART_AFTER = Set.of("partially", "partly", "somewhat");
    private static final Set<String> HEDGE_OF = Set.of("sort", "kind");
    private static final Set<String> EXTENT = Set.of("extent", "degree");

    private PartialSuccesses() {
    }

    /** Withdraws the good verdict of each mention whose clause says the kernel works only in part. */
    static void withdraw(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            if (out[k] != KernelVerdicts.GOOD && out[k] != KernelVerdicts.WEAK_GOOD) {
                continue;
            }
            Candidate c = cs.get(k);
            if (hedged(clauses.words(clauses.clauseStart(c.start()), clauses.clauseEnd(c.end())))) {
                out[k] = KernelVerdicts.PLANNED;
            }
        }
    }

    /** Whether {@code words} hold a working word hedged as a partial result. */
    static boolean hedged(List<Word> words) {
        for (int i = 0; i < words.size(); i++) {
            boolean cure = CURING.contains(words.get(i).text());
            if (!cure && !WORKING.contains(words.get(i).text())) {
                continue;
            }
            String b1 = i > 0 ? words.get(i - 1).text() : "";
            String b2 = i > 1 ? words.get(i - 2).text() : "";
            if (PART_BEFORE.contains(b1) || b1.equals("of") && HEDGE_OF.contains(b2)
                    || PART_BEFORE.contains(b2) && (b1.equals("only") || b1.equals("just"))) {
                return true;
            }
            String a1 = i + 1 < words.size() ? words.get(i + 1).text() : "";
            String a2 = i + 2 < words.size() ? words.get(i + 2).text() : "";
            String a3 = i + 3 < words.size() ? words.get(i + 3).text() : "";
            if (PART_AFTER.contains(a1) || a1.equals("to") && (EXTENT.contains(a3) || EXTENT.contains(a2))) {
                return true;
            }
            if (cure) {
                int j = i + 1;
                while (j < words.size() && j <= i + 3 && CURED.contains(words.get(j).text())) {
                    j++;
                }
                if (j < words.size() && j > i + 1 && PART_AFTER.contains(words.get(j).text())) {
                    return true;
                }
            }
        }
        return false;
    }
}
