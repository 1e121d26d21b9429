package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * Session 34 (patched38): convention (3) of "Conventions (session 34)": a kernel run with a test, debug or candidate
 * patch applied that WORKS gives its base release no verdict. The working is the patch's; the tester may never have
 * run the bare base ("I tried this series on top of v5.9-rc7 and it worked", "this patch applied to 5.4.52 fixes the
 * issue", "5.8.3 with your fix applied works"). {@link PatchBases} left "on top of" and "applied against" for this.
 *
 * <p>Only a good verdict is withdrawn: a patched run that still fails makes its base bad (the failure was seen on a
 * kernel holding the base), and a failure the patch brings itself is not told apart from one it fails to cure by
 * these words, so bad verdicts are left as they are. A frame is the clause's words before the version ending in
 * "on top of" or in an apply verb with "to"/"on"/"onto"/"against" ("applied on top of", "patched against"), or the
 * words after it starting "with"/"plus" and naming a patch, series, fix or revert within four words. Each judged
 * mention reads one clause before and one after it, each at most the clause limit: linear.
 */
final class PatchedRuns {
    private static final Set<String> FILLER = Set.of("the", "a", "an", "linux", "kernel", "mainline", "upstream",
            "latest", "current", "vanilla", "stock", "plain", "tag", "release", "stable", "linus", "linus's");
    private static final Set<String> ON = Set.of("to", "on", "onto", "against");
    private static final Set<String> APPLY = Set.of("apply", "applied", "applying", "applies", "patched",
            "backported", "backport", "backporting", "cherry-picked", "picked");
    private static final Set<String> OBJECT = Set.of("it", "them", "this", "these", "that", "those");
    private static final Set<String> WITH = Set.of("with", "plus", "+");
    private static final Set<String> PATCH_WORDS = Set.of("patch", "patches", "series", "fix", "fixes", "revert",
            "reverted", "reverting", "patchset", "diff", "change", "changes", "applied", "debug");

    private PatchedRuns() {
    }

    /** Withdraws the good verdict of every judged mention its clause names as the base of a patched run. */
    static void withdraw(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            if (out[k] != KernelVerdicts.GOOD && out[k] != KernelVerdicts.WEAK_GOOD) {
                continue;
            }
            Candidate c = cs.get(k);
            if (patchedBefore(clauses.words(clauses.clauseStart(c.start()), c.start()))
                    || patchedAfter(clauses.words(c.end(), clauses.clauseEnd(c.end())))) {
                out[k] = KernelVerdicts.NONE;
            }
        }
    }

    /** Whether the words before the version end in "on top of" or "applied [it] to/on/onto/against". */
    static boolean patchedBefore(List<Word> words) {
        int m = words.size();
        while (m > 0 && FILLER.contains(words.get(m - 1).text())) {
            m--;
        }
        if (m >= 3 && words.get(m - 1).text().equals("of") && words.get(m - 2).text().equals("top")
                && words.get(m - 3).text().equals("on")) {
            return true; // "I tried this series on top of v5.9-rc7"
        }
        if (m < 2 || !ON.contains(words.get(m - 1).text())) {
            return false;
        }
        int v = m - 2;
        if (v >= 1 && OBJECT.contains(words.get(v).text())) {
            v--; // "applied it to"
        }
        return APPLY.contains(words.get(v).text());
    }

    /** Whether the words after the version start "with"/"plus" and name a patch within four words. */
    static boolean patchedAfter(List<Word> words) {
        if (words.isEmpty() || !WITH.contains(words.get(0).text())) {
            return false;
        }
        for (int j = 1; j < Math.min(words.size(), 5); j++) {
            if (PATCH_WORDS.contains(words.get(j).text())) {
                return true; // "5.8.3 with your fix applied", "5.4 plus the two patches"
            }
        }
        return false;
    }
}
