package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import dev.lkmltriage.text.BlankLines;
import dev.lkmltriage.text.Sentences;
import java.util.List;
import java.util.Set;

/**
 * Session 36 (verdict38): the bad half {@link PatchedRuns} leaves alone, where the words say the run's outcome is the
 * patch's. A release named as the base a patch or series was applied to ("Run tested the patch with 5.9.1 and it seems
 * fixing the issue", "verified to work and fix the issue on top of v5.9-rc3", "the issue happens after we backport
 * some ICL thunderbolt patches to 5.3 kernel") gets no verdict when the same sentence says the patch cures the problem
 * (convention (3): a patched run that works is the patch's work) or that the failure came only after the patches were
 * applied (convention (10): the failure is the backports'). The problem noun the cure takes ("the issue") had made
 * these bad.
 *
 * <p>Kept bad: a patched run that still fails ("with the patch on 5.10-rc2 it still hangs": no cure, or a "still",
 * "but", "however" or negation beside the cure), a revert ("reverting the backport from 4.19.132 fixes the problem"
 * names no base it was applied to), and every mention whose clause names no patch applied to it. Each judged mention
 * reads its clause before it and at most {@value #WINDOW} characters after it: linear.
 */
final class PatchedOutcomes {
    private static final int WINDOW = 200;
    private static final Set<String> FILLER = Set.of("the", "a", "an", "linux", "kernel", "mainline", "upstream",
            "latest", "current", "vanilla", "stock", "plain", "stable", "tag", "release");
    private static final Set<String> PATCH_NOUNS = Set.of("patch", "patches", "series", "patchset", "patchsets",
            "fix", "fixes");
    private static final Set<String> ON = Set.of("with", "on", "onto", "to", "against");
    private static final Set<String> CURES = Set.of("fix", "fixes", "fixed", "fixing", "solves", "solved", "solving",
            "resolves", "resolved", "resolving", "cures", "cured");
    private static final Set<String> PROBLEM_NOUNS = Set.of("issue", "issues", "problem", "problems", "bug", "bugs",
            "it", "hang", "hangs", "crash", "crashes", "regression", "failure", "failures", "warning", "warnings");
    private static final Set<String> TURNS = Set.of("still", "but", "however", "except", "although", "though");
    private static final Set<String> BROUGHT = Set.of("backport", "backported", "backporting", "apply", "applied",
            "applying", "cherry-picked", "picked", "merged", "merging");

    private PatchedOutcomes() {
    }

    /** Withdraws the bad verdict of every judged mention its sentence names as a patched base cured or broken by it. */
    static void withdraw(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            if (out[k] != KernelVerdicts.BAD && out[k] != KernelVerdicts.RAN_BAD) {
                continue;
            }
            Candidate c = cs.get(k);
            List<Word> before = clauses.words(clauses.clauseStart(c.start()), c.start());
            if (!patchedBase(before)) {
                continue;
            }
            if (broughtByPatches(before)) {
                out[k] = KernelVerdicts.NONE; // "the issue happens after we backport ... patches to 5.3 kernel"
                continue;
            }
            List<Word> sentence = clauses.words(sentenceStart(t, c.start()), sentenceEnd(t, c.end()));
            if (cured(sentence)) {
                out[k] = KernelVerdicts.NONE;
            }
        }
    }

    /**
     * Whether the clause's words before the version end in a patch noun with "with"/"on"/"to"/"against" ("tested the
     * patch with", "some ... patches to", "the series applied on") or in "on top of" (what {@link PatchedRuns} reads).
     */
    static boolean patchedBase(List<Word> words) {
        int m = words.size();
        while (m > 0 && FILLER.contains(words.get(m - 1).text())) {
            m--;
        }
        if (PatchedRuns.patchedBefore(words)) {
            return true;
        }
        if (m < 2 || !ON.contains(words.get(m - 1).text())) {
            return false;
        }
        int v = m - 2;
        if (v >= 1 && words.get(v).text().equals("applied")) {
            v--; // "the series applied on"
        }
        return PATCH_NOUNS.contains(words.get(v).text());
    }

    /** Whether "after" comes before a backport or apply verb in the clause: the failure came with the patches. */
    private static boolean broughtByPatches(List<Word> words) {
        boolean after = false;
        for (Word w : words) {
            if (w.text().equals("after") || w.text().equals("once")) {
                after = true;
            } else if (after && BROUGHT.contains(w.text())) {
                return true;
            }
        }
        return false;
    }

    /** An un-negated cure verb with a problem noun within three words, and no "still"/"but" turn in the sentence. */
    private static boolean cured(List<Word> words) {
        if (VerdictClauses.any(words, TURNS)) {
            return false;
        }
        for (int j = 0; j < words.size(); j++) {
            Word w = words.get(j);
            if (!CURES.contains(w.text()) || VerdictClauses.negated(words, w)) {
                continue;
            }
            for (int q = j + 1; q < Math.min(words.size(), j + 4); q++) {
                if (PROBLEM_NOUNS.contains(words.get(q).text())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The start of the sentence holding {@code at}: after ". ", "? ", "! " or a blank line, at most WINDOW back. */
    private static int sentenceStart(VersionsText t, int at) {
        return Sentences.start(at, WINDOW, i -> stop(t.text, i)
                || t.text.charAt(i) == '\n' && i >= 1 && BlankLines.before(t.text, i, i - 40));
    }

    /** The end of the sentence from {@code at}: a sentence stop or a blank line, at most WINDOW on. */
    private static int sentenceEnd(VersionsText t, int at) {
        return Sentences.stopOrBreakEnd(t.text, at, WINDOW);
    }

    /** A full stop, question or exclamation mark before white space or the text's end. */
    private static boolean stop(String s, int i) {
        char c = s.charAt(i);
        return (c == '.' || c == '?' || c == '!') && (i + 1 == s.length() || Character.isWhitespace(s.charAt(i + 1)));
    }
}
