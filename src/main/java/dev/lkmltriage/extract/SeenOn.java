package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.Set;

/**
 * Session 40 (verdict43): the writer found the report's problem on a kernel, told by a perception verb and an object
 * that points back at the problem rather than by a cue word: "i think i found this in 5.3.8 kernel", "We hit the same
 * issue on 5.10-rc2", "I also see it with linux 5.8.3", "I noticed similar errors on v5.9". The kernel is where the
 * problem was seen: bad, run-only (the caller gives it only where no cue word in the clause decided and the message
 * names a problem).
 *
 * <p>Shape, read backwards from the version within its sentence: filler ("the", "kernel", "latest"), a preposition
 * (in, on, with, under), an object of at most four words made of back-pointing words (this, it, them, the same,
 * similar) and problem nouns (issue, error, behaviour, ...), a perception verb (found, see, hit, noticed, got, ...),
 * and its subject "I"/"we" (or "I've", "we're", with "also", "still", "can", "think I" between). Not: a negation
 * or a condition anywhere in the walk ("I don't see it on 5.8", "if you see this on 5.8"), an object that is no
 * problem ("I found the patch in 5.8"), a question, another person's sighting. Constant work per mention.
 */
final class SeenOn {
    private static final Set<String> FILLER = Set.of("the", "a", "kernel", "linux", "latest", "mainline", "stable",
            "vanilla", "upstream", "current", "v", "version", "release", "plain", "our", "my");
    private static final Set<String> PREP = Set.of("in", "on", "with", "under");
    /** Words of an object that points back at the report's problem. */
    private static final Set<String> OBJECT = Set.of("this", "it", "that", "them", "these", "those", "same",
            "similar", "the", "identical", "issue", "issues", "problem", "problems", "bug", "error", "errors",
            "behavior", "behaviour", "crash", "crashes", "hang", "hangs", "warning", "warnings", "symptom",
            "symptoms", "failure", "failures", "oops", "splat", "messages", "too", "also", "again", "well", "as",
            "here", "now");
    private static final Set<String> PERCEIVE = Set.of("found", "find", "see", "saw", "seeing", "seen", "hit",
            "hitting", "noticed", "notice", "noticing", "observe", "observed", "observing", "encountered",
            "encounter", "experienced", "experience", "experiencing", "get", "got", "getting", "triggered");
    private static final Set<String> SUBJECT = Set.of("i", "we", "i've", "we've", "i'm", "we're", "ive");
    /** Words between the subject and the verb ("I also see", "we can still see", "I think I found"). */
    private static final Set<String> BETWEEN = Set.of("also", "still", "can", "could", "just", "now", "then",
            "first", "have", "had", "did", "do", "actually", "finally", "think", "believe", "guess", "again", "too");
    private static final Set<String> CONDITION = Set.of("if", "when", "unless", "whether", "once", "until",
            "should", "would", "might", "expect");
    private static final int WORDS = 12;

    private SeenOn() {
    }

    /** Whether the writer says they found the problem on {@code c}. */
    static boolean seen(VersionsText t, Candidate c) {
        String[] w = new String[WORDS];
        int[] at = new int[WORDS];
        int n = RanKernels.wordsBefore(t, c.start(), w, at);
        for (int j = 0; j < n; j++) {
            if (CONDITION.contains(w[j]) || VerdictClauses.NEGATORS.contains(w[j]) || w[j].endsWith("n't")) {
                return false;
            }
        }
        int i = RanKernels.skipped(w, n, 3, FILLER);
        if (i >= n || !PREP.contains(w[i])) {
            return false;
        }
        i++;
        int object = 0;
        boolean pointer = false;
        while (i < n && object < 4 && OBJECT.contains(w[i]) && !PERCEIVE.contains(w[i])) {
            pointer |= !w[i].equals("too") && !w[i].equals("also") && !w[i].equals("as") && !w[i].equals("well")
                    && !w[i].equals("again") && !w[i].equals("here") && !w[i].equals("now");
            i++;
            object++;
        }
        if (!pointer || i >= n || !PERCEIVE.contains(w[i])) {
            return false;
        }
        i++;
        for (int k = i; k < n && k <= i + 3; k++) {
            if (SUBJECT.contains(w[k])) {
                return !AskedSentences.asked(t.text, c.end());
            }
            if (!BETWEEN.contains(w[k])) {
                return false;
            }
        }
        return false;
    }
}
