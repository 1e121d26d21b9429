package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Session 37 (verdict40): "since 5.11.1 my machine freezes after resume", "starting with 5.11-rc3 the card vanishes",
 * "ever since 5.11 the link drops": an onset word right before the version and a symptom, not negated, in the same
 * clause make the version bad, in a message that reports a problem. Only a version with no verdict yet; a working
 * word, a condition, a hypothesis, a patch or a question in the clause leaves it.
 */
final class SinceOnsets {
    private static final Set<String> SYMPTOMS = Set.of("vanishes", "vanished", "disappears", "disappeared",
            "disconnects", "disconnected", "drops", "dropped", "freezes", "froze", "hangs", "hung", "crashes",
            "crashed", "fails", "failed", "breaks", "broke", "broken", "stalls", "stalled", "flaps", "dies", "died",
            "resets", "loses", "lost", "panics", "oopses", "reboots", "stutters", "errors", "timeouts", "warns",
            "splat", "splats", "regression", "problem", "problems", "issue", "issues", "bug");
    private static final Set<String> BLOCK = Set.of("if", "unless", "whether", "would", "could", "should",
            "might", "may", "maybe", "perhaps", "please", "try", "will", "expect", "assume", "hope", "supposed",
            "patch", "patches", "patched", "revert", "reverted", "reverting", "fix", "fixed", "fixes", "works",
            "working", "worked", "fine", "ok", "okay", "good", "no", "not", "never", "nothing", "support",
            "supported", "added", "merged", "applied", "removed", "renamed", "deprecated", "available");

    private SinceOnsets() {
    }

    /** Words that tell a move to a kernel: "the upgrade to X", "upgrading to X", "I updated to X". */
    private static final Set<String> MOVES = Set.of("upgrade", "upgrading", "upgraded", "update", "updating",
            "updated", "switch", "switching", "switched", "move", "moving", "moved");
    /** Words that may stand between "since"/"after" and the move: "since the upgrade", "after I updated". */
    private static final Set<String> MOVE_GAP = Set.of("the", "my", "our", "an", "a", "i", "we");

    /**
     * Session 51 (verdict53): "Since the upgrade to 5.4.0-14-generic the drive disappears", "after I updated to 5.4 the
     * link drops": "since" or "after", then a move to the version (at most one small word between), dates the onset
     * as "since X" does. {@code pre} holds the four words before the version, nearest first.
     */
    private static boolean upgradeOnset(String[] pre) {
        if (!"to".equals(pre[0]) || pre[1] == null || !MOVES.contains(pre[1])) {
            return false;
        }
        boolean onsetWord = "since".equals(pre[2]) || "after".equals(pre[2]);
        return onsetWord || pre[2] != null && MOVE_GAP.contains(pre[2])
                && ("since".equals(pre[3]) || "after".equals(pre[3]));
    }

    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out,
            BooleanSupplier reportsProblem) {
        for (int k = 0; k < n; k++) {
            if (out[k] != KernelVerdicts.NONE && out[k] != KernelVerdicts.WEAK_GOOD) {
                continue;
            }
            Candidate c = cs.get(k);
            String[] pre = t.wordsBefore(c.start(), 4);
            boolean onset = "since".equals(pre[0])
                    || ("with".equals(pre[0]) && ("starting".equals(pre[1]) || "beginning".equals(pre[1])))
                    || (("kernel".equals(pre[0]) || "linux".equals(pre[0])) && "since".equals(pre[1]))
                    || upgradeOnset(pre);
            if (!onset || AskedSentences.asked(t.text, c.end())) {
                continue;
            }
            List<Word> words = clauses.words(clauses.clauseStart(c.start()), clauses.clauseEnd(c.end()));
            if (words.size() > 30) {
                continue;
            }
            boolean symptom = false;
            boolean blocked = false;
            for (Word w : words) {
                blocked |= BLOCK.contains(w.text()) || w.text().endsWith("n't");
                symptom |= SYMPTOMS.contains(w.text());
            }
            if (symptom && !blocked && reportsProblem.getAsBoolean()) {
                out[k] = KernelVerdicts.BAD;
            }
        }
    }
}
