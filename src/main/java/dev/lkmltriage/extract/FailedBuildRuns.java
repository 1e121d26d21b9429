package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * Session 46 (verdict50): a kernel tree that failed to <em>compile</em> has not been run, so the build's failure is
 * no verdict on the kernel: "I tried a compile on 4.19.80, here is the output of the failure", "the failed
 * compilation of 5.4rc1 with the patch applied", "building v5.10-rc1 fails with errors". A tester who applies a
 * patch by hand and cannot build it says nothing about the problem the thread is about (verdict49's TEST 5881, whose
 * label gives both kernels no verdict; convention (3): a failure the patch brings itself gives its base none).
 *
 * <p>The version must be the object of a build word written before it ("compile/compilation/build of|on|against
 * X", "compiling/building/compiled/built [the|linux|kernel] X", at most two such fillers), and the bad words of its
 * clause must all be a build's (fail..., error(s), broken, breaks) with at least one there; any other problem word of
 * the clause (crash, hang, "unusable", "still", a negated boot, probe or load: "I built next-20191121 and it has a
 * NULL dereference ... unusable", "compiled 5.4 but it fails to boot") keeps the verdict, since such a build was run.
 * Only a bad verdict is withdrawn; the mention is marked as {@link PlannedRuns} marks a run still to do, so the
 * trained fallback does not guess one either. Constant work per mention; never throws.
 */
final class FailedBuildRuns {
    /** Nouns of a build, followed by a preposition before the tree. */
    private static final Set<String> BUILD_NOUN = Set.of("compile", "compiles", "compilation", "build", "builds");
    private static final Set<String> PREPOSITION = Set.of("of", "on", "against");
    /** Verbs of building whose object is the tree. */
    private static final Set<String> BUILD_VERB = Set.of("compiling", "building", "compiled", "built");
    /** Words between the build word and the version that keep it the tree ("the linux kernel 5.4"). */
    private static final Set<String> FILLER = Set.of("the", "a", "linux", "kernel", "mainline", "stock");
    /** What a failed build is called. */
    static final Set<String> BUILD_FAILURE = Set.of("fail", "fails", "failed", "failing", "failure", "failures",
            "error", "errors", "broken", "breaks");
    /** States a run reaches; negated ("fails to boot") they are a runtime failure, not a build's. */
    private static final Set<String> RUNTIME = Set.of("boot", "boots", "booted", "booting", "probe", "probes",
            "probed", "probing", "load", "loads", "loaded", "loading", "detect", "detects", "detected", "resume",
            "resumes", "start", "starts", "enumerate", "enumerates", "work", "works", "working", "run", "runs");

    private FailedBuildRuns() {
    }

    /** Withdraws the bad verdict of each mention that is a tree whose build failed. */
    static void withdraw(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            if (out[k] != KernelVerdicts.BAD && out[k] != KernelVerdicts.RAN_BAD) {
                continue;
            }
            Candidate c = cs.get(k);
            if (builtObject(t.wordsBefore(c.start(), 4))
                    && onlyBuildFailure(clauses.words(clauses.clauseStart(c.start()), clauses.clauseEnd(c.end())),
                    c)) {
                out[k] = KernelVerdicts.PLANNED; // like a run still to do: shown nothing, no fallback guess
            }
        }
    }

    /** Whether the words before a version (nearest first) make it the object of a build. */
    static boolean builtObject(String[] pre) {
        int i = 0;
        while (i < pre.length && i < 2 && pre[i] != null && FILLER.contains(pre[i])) {
            i++;
        }
        if (i >= pre.length || pre[i] == null) {
            return false;
        }
        if (BUILD_VERB.contains(pre[i])) {
            return true;
        }
        return PREPOSITION.contains(pre[i]) && i + 1 < pre.length && pre[i + 1] != null
                && BUILD_NOUN.contains(pre[i + 1]);
    }

    /** Whether the clause's problem words are a build's failure and nothing else (at least one of them). */
    static boolean onlyBuildFailure(List<Word> words, Candidate c) {
        boolean build = false;
        for (Word w : words) {
            if (w.end() > c.start() && w.start() < c.end()) {
                continue;
            }
            String s = w.text();
            if (BUILD_FAILURE.contains(s)) {
                build = true;
            } else if (KernelVerdicts.BAD_WORDS.contains(s) || RUNTIME.contains(s)) {
                return false;
            }
        }
        return build;
    }
}
