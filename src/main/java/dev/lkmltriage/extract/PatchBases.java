package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Session 34 (verdict36): a release named as the base code was written or built on, not as a kernel someone ran, has
 * no verdict, whatever cue word shares its clause. Three shapes, each judged wrong wherever the whole archive (20,000
 * linux-pci messages) gave it a verdict, in three threads: "the branch is based on v5.6-rc1" (a cue later in the
 * sentence, "the strange issue"), a changelog's "v4: Rebase to 5.9 kernel and revert ... which breaks the feature",
 * and a build robot's bracketed tree list "[also build test ERROR on linux/master ... v5.9-rc2 next-20200824]" (the
 * patch fails to build there; the release itself is no failing kernel). verdict34 ({@link TargetedReleases}) left
 * them as "a patch's base".
 *
 * <p>Not withdrawn: a kernel that is the subject of "based on" ("Kernel was both based on 5.10-rc2 and 5.10-rc3 ...
 * with the patch applied" names the kernel the writer ran and saw freeze; a labelled message says so), "on top of",
 * "applied against" and "where base X passes" (a tree under test and its base's result: the patched-kernel labelling
 * question stays open, and a passing base is a good end the labels keep). Each judged mention reads one clause
 * before it and at most {@value #BRACKET} characters before it: linear.
 */
final class PatchBases {
    /** How far back on its line a robot's opening bracket may stand. */
    static final int BRACKET = 240;
    private static final Set<String> ON = Set.of("on", "onto", "to", "off");
    private static final Set<String> REBASE = Set.of("rebase", "rebased", "rebasing", "rebases");
    /** Words between "on/to" and the version: "based on top of the latest mainline v5.9". */
    private static final Set<String> FILLER = Set.of("the", "a", "top", "of", "linux", "kernel", "mainline",
            "upstream", "latest", "current", "tag", "release", "linus", "linus's", "torvalds");
    /** Pronouns a rebase may take before its preposition ("rebased it onto v5.9"). */
    private static final Set<String> OBJECT = Set.of("it", "them", "this", "these", "everything", "all");
    /** A "based on" whose subject is the kernel itself names the kernel the writer built and ran. */
    private static final Set<String> KERNEL_SUBJECT = Set.of("kernel", "kernels", "build", "builds", "image",
            "images", "system");
    private static final Set<String> COPULA = Set.of("is", "was", "are", "were", "be", "been", "all", "both", "still",
            "now", "also", "each");

    private PatchBases() {
    }

    /** Withdraws the verdict of every judged mention its clause or its robot bracket names as a code base. */
    static void withdraw(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            if (out[k] == KernelVerdicts.NONE) {
                continue;
            }
            Candidate c = cs.get(k);
            if (robotTrees(t, c.start()) || basedOn(clauses.words(clauses.clauseStart(c.start()), c.start()))) {
                out[k] = KernelVerdicts.NONE;
            }
        }
    }

    /** Whether the clause's words before the version end in "based on" (not the kernel's) or "rebase(d) [it] to". */
    static boolean basedOn(List<Word> words) {
        int m = words.size();
        while (m > 0 && FILLER.contains(words.get(m - 1).text())) {
            m--;
        }
        if (m < 2 || !ON.contains(words.get(m - 1).text())) {
            return false;
        }
        int v = m - 2;
        if (v >= 1 && OBJECT.contains(words.get(v).text()) && REBASE.contains(words.get(v - 1).text())) {
            return true; // "rebased it onto"
        }
        String verb = words.get(v).text();
        if (REBASE.contains(verb)) {
            return true; // "v4: Rebase to 5.9 kernel", "rebased on top of v5.10-rc1"
        }
        if (!verb.equals("based")) {
            return false;
        }
        int s = v - 1;
        while (s >= 0 && COPULA.contains(words.get(s).text())) {
            s--;
        }
        return s < 0 || !KERNEL_SUBJECT.contains(words.get(s).text());
    }

    /**
     * Whether the version stands in a build robot's bracketed tree list, wrapped or not: "[also build test ERROR on
     * linux/master v5.9-rc2 next-20200824]", "[cannot apply to v5.3-rc6 next-20190830]". The walk back stops at a
     * closing bracket, a blank line or {@value #BRACKET} characters; each blank-line test is bounded by the same
     * limit.
     */
    static boolean robotTrees(VersionsText t, int start) {
        int limit = Math.max(0, start - BRACKET);
        for (int k = start - 1; k >= limit; k--) {
            char ch = t.text.charAt(k);
            if (ch == ']' || ch == '\n' && blankLineBefore(t, k, limit)) {
                return false; // a wrapped list goes on over its line break (quote markers and all), not a blank line
            }
            if (ch == '[') {
                int e = Math.min(start, k + 40);
                String head = t.text.substring(k + 1, e).toLowerCase(Locale.ROOT);
                return head.startsWith("also build test") || head.startsWith("auto build test")
                        || head.startsWith("build test") || head.startsWith("cannot apply to")
                        || head.startsWith("also cannot apply");
            }
        }
        return false;
    }

    /** Whether the line ending at the newline {@code nl} holds nothing but quote markers and blanks. */
    private static boolean blankLineBefore(VersionsText t, int nl, int limit) {
        for (int k = nl - 1; k >= limit; k--) {
            char ch = t.text.charAt(k);
            if (ch == '\n') {
                return true;
            }
            if (ch != '>' && ch != ' ' && ch != '\t' && ch != '|') {
                return false;
            }
        }
        return true;
    }
}
