package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * Session 41 (verdict44): a report's failing kernel told as the setting of a symptom, next to an older kernel the
 * same writer calls good: "on 6.3.2 the panel stays black after boot. 6.2.15 is good on the same machine", "the
 * wireless is gone after resume on 6.2.5; 6.1.18 resumes fine", "gives read errors on 5.15.12, 5.14 was ok". The
 * good kernel's own clause judged it; the other kernel's sentence only describes what goes wrong on it, so it is the
 * bad side of the contrast the writer draws. Only a kernel with no verdict yet, opened by a setting word ("on",
 * "with", "since", "to", "running", ..., fillers such as "kernel" or "linux" between), with a symptom of its own
 * outside the good kernel's clause, not negated; the good kernel must be its neighbour in the text (no kernel
 * between, at most {@value #REACH} characters away), an earlier release, in the same sentence or a later or earlier
 * one.
 *
 * <p>Not a contrast: a word of sameness ("same", "also", "too", "both", ...; not "the same machine"), a condition, a
 * hypothetical, a plan or a question, or a patch's, commit's or target's vocabulary in the bad side's sentence, the
 * good one's or any sentence between (the
 * sentence is about a change, not a kernel's state; the withdrawing stages ran before this one, so it asks itself).
 * Runs after every other stage but the plan marker.
 */
final class GoodContrasts {
    /** What goes wrong, beyond {@link ProblemSentences#symptom}: what a user sees of a device or a screen. */
    static final Set<String> SEEN = Set.of("black", "blank", "dark", "gone", "dead", "missing", "silent",
            "lost", "loses", "vanishes", "vanished", "disappears", "disappeared", "disconnects", "disconnected",
            "drops", "dropped", "flickers", "flicker", "flaps", "dies", "died", "resets", "reboots", "stutters",
            "crackles", "garbled", "corrupt", "slow", "slower", "flood", "floods", "spams", "warns", "warning",
            "warnings", "splats", "unstable", "unresponsive", "unavailable", "drop", "vanish", "disappear",
            "disconnect", "die", "stutter", "reboot", "reset", "lose",
            // session 42 (verdict46): the past forms QuietKernels' denied symptom verbs held beside the rest
            "flickered", "stuttered", "oopsed");
    /**
     * Session 42 (verdict46): a user's symptom word, the one reading of "what goes wrong" the contrasts, the denied
     * symptom verbs ({@link QuietKernels}) and a return's "again" ({@link ReturnedKernels}) share:
     * {@link ProblemSentences#symptom} or what a user sees ({@link #SEEN}).
     */
    static boolean usersSymptom(String s) {
        return ProblemSentences.symptom(s) || SEEN.contains(s);
    }

    /** Words that put the kernel in a setting: the clause tells what happens on it. */
    private static final Set<String> SETTING = Set.of("on", "with", "since", "to", "under", "running", "using",
            "in", "booting", "installed", "installing");
    private static final Set<String> FILLER = Set.of("kernel", "linux", "v", "the", "a", "version", "mainline",
            "vanilla", "upstream", "stable", "release", "my", "distro", "distribution's", "new", "latest");
    private static final Set<String> BLOCK = Set.of(
            "same", "also", "too", "both", "either", "neither", "similar", "similarly", "identical", "nor",
            "if", "unless", "whether", "would", "could", "should", "might", "may", "maybe", "perhaps", "please",
            "try", "suppose", "supposed", "wonder", "assume", "expect", "expected", "will", "plan", "want",
            "fix", "fixes", "fixed", "fixing", "patch", "patches", "patched", "commit", "commits", "revert",
            "reverted", "reverting", "applied", "apply", "merged", "merge", "pull", "series", "backport",
            "backported", "queued", "rebased", "based", "build", "builds");
    /** "on the same machine", "with the same cable": a sameness of setting, not of result. */
    private static final Set<String> SAME_SETTING = Set.of("machine", "box", "laptop", "system", "hardware", "setup",
            "computer", "host", "board", "desktop", "notebook", "server", "network", "cable", "switch", "config",
            "configuration", "card", "device", "drive", "disk", "firmware", "userspace", "distro", "ap", "router");
    /** The good side: a neighbour at most this far away. */
    static final int REACH = 400;

    private GoodContrasts() {
    }

    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            if (out[k] != KernelVerdicts.NONE || !t.factsAllowed(cs.get(k).start())) {
                continue;
            }
            Candidate c = cs.get(k);
            if ((k + 1 < n && contrasted(t, clauses, c, cs.get(k + 1), out[k + 1]))
                    || (k > 0 && contrasted(t, clauses, c, cs.get(k - 1), out[k - 1]))) {
                out[k] = KernelVerdicts.BAD;
                // session 48 (verdict53): "resets on 5.4.2 and 5.5.1, 4.19.88 unaffected": the members of the
                // bad side's own list, undecided, are the bad side too
                for (int j = k - 1; j >= 0 && out[j] == KernelVerdicts.NONE
                        && SharedVerdicts.listGap(t, cs.get(j).end(), cs.get(j + 1).start()); j--) {
                    out[j] = KernelVerdicts.BAD;
                }
            }
        }
    }

    /** Whether undecided {@code c} is the bad side of its good neighbour {@code g}. */
    private static boolean contrasted(VersionsText t, VerdictClauses clauses, Candidate c, Candidate g, int judged) {
        if (judged != KernelVerdicts.GOOD || !t.factsAllowed(g.start()) || !laterRelease(c, g)
                || Math.max(c.start(), g.start()) - Math.min(c.end(), g.end()) > REACH || !set(clauses, c)) {
            return false;
        }
        int cFrom = ProblemSentences.sentenceStart(t, clauses, c.start());
        int cTo = ProblemSentences.sentenceEnd(t, clauses, c.end());
        int gFrom = ProblemSentences.sentenceStart(t, clauses, g.start());
        int gTo = ProblemSentences.sentenceEnd(t, clauses, g.end());
        boolean same = cFrom == gFrom;
        if (asked(t, cTo) || asked(t, gTo)) {
            return false;
        }
        int gClauseFrom = clauses.clauseStart(g.start());
        int gClauseTo = clauses.clauseEnd(g.end());
        boolean symptom = false;
        List<Word> words = clauses.words(cFrom, cTo);
        for (int j = 0; j < words.size(); j++) {
            Word w = words.get(j);
            String s = w.text();
            if (blocks(words, j) || s.endsWith("?")) {
                return false;
            }
            boolean inGood = w.start() >= gClauseFrom && w.end() <= gClauseTo;
            if (!inGood && usersSymptom(s) && !VerdictClauses.negated(words, w)) {
                symptom = true;
            }
        }
        if (!symptom) {
            return false;
        }
        if (!same) {
            // the good kernel's sentence and every sentence between: no sameness, condition, plan or change
            List<Word> rest = g.start() > c.end() ? clauses.words(cTo, gTo) : clauses.words(gFrom, cFrom);
            for (int j = 0; j < rest.size(); j++) {
                if (blocks(rest, j) || rest.get(j).text().endsWith("?")) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A blocking word, but not "same" before a setting noun ("6.2.15 is good on the same machine"). */
    private static boolean blocks(List<Word> words, int j) {
        String s = words.get(j).text();
        return BLOCK.contains(s) && !(s.equals("same") && j + 1 < words.size()
                && SAME_SETTING.contains(words.get(j + 1).text()));
    }

    /** A question mark ends the sentence. */
    private static boolean asked(VersionsText t, int end) {
        return end < t.text.length() && t.text.charAt(end) == '?';
    }

    /** {@code c} names a release after {@code g}'s (a later stable update of the good release is not one). */
    private static boolean laterRelease(Candidate c, Candidate g) {
        KernelVersion a = c.version();
        KernelVersion b = g.version();
        if (a.isNext() || b.isNext()) {
            return false;
        }
        return a.major() > b.major() || a.major() == b.major() && a.minor() > b.minor();
    }

    /**
     * Session 48 (verdict53): an earlier member of the version's own list and its joining word ("on 5.4.2 and
     * 5.5.1", "on 5.4, 5.5"): the setting word before the list sets every member.
     */
    private static boolean listed(List<Word> head, int p) {
        String s = head.get(p).text();
        if (s.equals("and") || s.equals("or")) {
            return p > 0 && versionWord(head.get(p - 1).text());
        }
        return versionWord(s);
    }

    private static boolean versionWord(String s) {
        return !s.isEmpty() && Character.isDigit(s.charAt(0)) && s.indexOf('.') > 0;
    }

    /** A setting word right before the version, only fillers between ("on 6.3.2", "since linux 6.3.4", "to kernel-6.0.7"). */
    private static boolean set(VerdictClauses clauses, Candidate c) {
        List<Word> head = clauses.words(Math.max(0, c.start() - 60), c.start());
        int p = head.size() - 1;
        while (p >= 0 && (FILLER.contains(head.get(p).text()) || listed(head, p))) {
            p--;
        }
        return p >= 0 && SETTING.contains(head.get(p).text());
    }
}
