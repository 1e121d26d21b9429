package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * A working state that lasted "until" something: "The port worked fine until kernel 5.4.12 came along", "It was ok on
 * 5.4 until I upgraded to 5.5", "I thought all was good with 5.9 until I suspended the box". The nearest-cue reading
 * gave every version of such a clause the working word's "good"; the turn says otherwise for two of them:
 *
 * <ul>
 * <li>a version after "until" is where the working state ended: bad ("until 5.4.12 came along", "until I upgraded to
 * 5.5");
 * <li>a version before "until", when what came after is an event on the same kernel and no change of kernel ("until I
 * suspended the box", "until the second card was plugged in"), is the kernel the problem then showed on: bad, run-only
 * ({@link KernelVerdicts#RAN_BAD}: it states no regression). When the turn is a change of kernel, commit or patch
 * ("until I upgraded", "until commit X landed", "until 5.5") it keeps its good.
 * </ul>
 *
 * <p>Only a working word not negated and stating a state counts: "fine to wait until 5.5" (leave given), "fine with
 * deferring it until 5.5" (agreement), "didn't work until 5.5" (negated: left to the clause rules), a hypothetical
 * or a question anywhere in the clause ("should be fine until 5.5?") state no turn. Vague times ("until recently",
 * "until now") say nothing of which kernel changed: left alone.
 */
final class UntilTurns {
    private static final Set<String> TURN = Set.of("until", "till", "til");
    /** A working word followed by these gives leave or agrees: "fine to wait", "ok with deferring", "good for me". */
    private static final Set<String> NOT_A_STATE = Set.of("to", "with", "for", "by");
    /** After "until": the kernel (or its code) changed, so the kernel before the turn was the working one. */
    private static final Set<String> CHANGE = Set.of("upgrade", "upgraded", "upgrading", "update", "updated",
            "updating", "switch", "switched", "switching", "move", "moved", "moving", "went", "installed",
            "installing", "kernel", "kernels", "commit", "commits", "patch", "patches", "patched", "release",
            "released", "version", "versions", "merge", "merged", "rebase", "rebased", "pulled", "bisect", "rc",
            "backport", "backported", "stable", "mainline", "upstream", "tree", "introduced", "landed");
    /** Times that say something changed without saying what: left to the clause rules. */
    private static final Set<String> VAGUE = Set.of("recently", "now", "today", "yesterday", "lately", "then",
            "later", "some", "a", "the");
    private static final Set<String> HYPOTHETICAL = Set.of("if", "unless", "should", "would", "could", "might",
            "may", "will", "please", "try", "whether", "maybe", "perhaps", "supposed", "wait", "postpone",
            "defer", "hold");

    private UntilTurns() {
    }

    /** The verdict the turn gives version {@code c} of a clause of {@code words}, or NONE when there is no turn. */
    static int judge(List<Word> words, Candidate c) {
        int u = -1;
        for (int j = 1; j < words.size(); j++) {
            if (TURN.contains(words.get(j).text())) {
                u = j;
                break;
            }
        }
        if (u < 0) {
            return KernelVerdicts.NONE;
        }
        boolean working = false;
        for (int j = 0; j < words.size(); j++) {
            String w = words.get(j).text();
            if (HYPOTHETICAL.contains(w) || w.endsWith("?")) {
                return KernelVerdicts.NONE;
            }
            if (j < u && KernelVerdicts.polarity(w) == KernelVerdicts.GOOD && !inVersion(words.get(j), c)) {
                if (VerdictClauses.negated(words, words.get(j)) || leaveOrAgreement(words, j, c)) {
                    return KernelVerdicts.NONE;
                }
                working = true;
            }
        }
        if (!working) {
            return KernelVerdicts.NONE;
        }
        if (c.start() >= words.get(u).end()) {
            return KernelVerdicts.BAD;
        }
        if (u + 1 >= words.size() || VAGUE.contains(words.get(u + 1).text())) {
            return KernelVerdicts.NONE;
        }
        for (int j = u + 1; j < words.size(); j++) {
            String w = words.get(j).text();
            if (CHANGE.contains(w) || versionLike(w)) {
                return KernelVerdicts.NONE; // the kernel changed: the one before the turn keeps the working word
            }
        }
        return KernelVerdicts.RAN_BAD;
    }

    /**
     * "fine to wait", "ok with deferring", "good for me": leave or agreement, no state of a kernel. "good with 5.9",
     * "fine on kernel 5.4" name the kernel the state held on.
     */
    private static boolean leaveOrAgreement(List<Word> words, int j, Candidate c) {
        if (j + 1 >= words.size() || !NOT_A_STATE.contains(words.get(j + 1).text())) {
            return false;
        }
        if (words.get(j + 1).text().equals("to") || j + 2 >= words.size()) {
            return true;
        }
        Word object = words.get(j + 2);
        return !inVersion(object, c) && !versionLike(object.text()) && !KERNEL_WORDS.contains(object.text());
    }

    private static final Set<String> KERNEL_WORDS = Set.of("kernel", "kernels", "linux", "mainline", "stable",
            "upstream", "v");

    private static boolean inVersion(Word w, Candidate c) {
        return w.end() > c.start() && w.start() < c.end();
    }

    /** "5.5", "v5.5-rc1": a dotted number, which after "until" is a kernel change even when no candidate. */
    private static boolean versionLike(String w) {
        int k = w.startsWith("v") ? 1 : 0;
        return w.length() > k + 2 && Character.isDigit(w.charAt(k)) && w.indexOf('.') > k;
    }
}
