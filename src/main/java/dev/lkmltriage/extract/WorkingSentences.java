package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * The twin of {@link ProblemSentences}: a kernel named in a sentence that states a working state, with nothing in the
 * sentence setting it apart, is good: "With 5.4 the card is detected again and everything works fine", "On 5.3.7 I
 * see no issues at all", "the box boots normally on 5.2.9". The clause rules read only the version's clause, so a
 * working state in the next clause of the same sentence escaped them; this stage runs after the problem sentences,
 * only for versions still without a verdict, and only in a message that names a problem at all (a good verdict says
 * the kernel does not show the problem, so without one there is nothing to be good against).
 *
 * <p>A sentence states a working state when it holds a working word ({@link #WORKING}, not negated), a state a
 * kernel should reach not negated ("is detected", "boots"), or a negated problem word ("no issues", "without
 * errors", "doesn't hang"); and nothing that says otherwise: a problem word not negated, a negated working or state
 * word, any other version, and all that {@link ProblemSentences} treats as setting a version apart (conditions,
 * questions, plans, order words, a fix's, commit's or patch's vocabulary, a path).
 */
final class WorkingSentences {
    /** Words that say a kernel works. Narrower than the clause cue set: no "good", "better", "fixed", "normal". */
    private static final Set<String> WORKING = Set.of(
            "works", "worked", "working", "fine", "ok", "okay", "normally", "flawlessly", "perfectly", "unaffected",
            "properly", "correctly", "smoothly");
    /** States a kernel should reach, said plainly ("the port is detected", "5.2 boots"). */
    private static final Set<String> REACHED = Set.of(
            "boots", "detected", "enumerated", "recognized", "recognised", "probes", "probed", "resumes");
    /**
     * Order words that put a kernel after them on the other side ("works again since 5.4", "fine after 5.4"). The
     * shared set already blocks "before" and "until" anywhere in the sentence, so "5.3 was fine until I upgraded"
     * stays unread too: a narrower reading of those two was not measured.
     */
    private static final Set<String> ORDER_BEFORE = Set.of("until", "till", "before", "since", "after");

    /** "into 5.0-rt": a target, as "for" is in {@link ProblemSentences}. */
    private static final Set<String> TARGET = Set.of("into", "onto", "rebase", "rebased", "based");
    /**
     * "This does not mean 5.5 does not have the problem, just that it booted": a denied inference says nothing of the
     * kernel, and its negated problem word is no working state.
     */
    private static final Set<String> INFERENCE = Set.of("mean", "means", "meant", "imply", "implies", "prove",
            "proves", "say", "says");
    /** Words before a plural that make "boots" a count of boots, not a verb. */
    private static final Set<String> COUNT = Set.of("the", "few", "several", "many", "multiple", "some", "all",
            "two", "three", "four", "five", "ten", "these", "those", "my", "our", "cold", "warm", "successful");
    private static final Set<String> FOR_WHOM = Set.of("me", "us", "him", "her", "them");

    private WorkingSentences() {
    }

    /**
     * Gives {@code GOOD} to each verdictless kernel stated in a working sentence, when {@code reportsProblem} says the
     * message names a problem at all. That whole-text check is asked last, only for a kernel that would turn good:
     * it lowercases the message, and asked for every message it doubled the kernel stage's cost on real mail.
     */
    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out,
            BooleanSupplier reportsProblem) {
        ProblemSentences.judgeGood(t, clauses, cs, n, out, WorkingSentences::working, reportsProblem);
    }

    static boolean working(List<Word> words, Candidate c) {
        boolean good = false;
        for (int k = 0; k < words.size(); k++) {
            Word w = words.get(k);
            String s = w.text();
            if (w.end() > c.start() && w.start() < c.end()) {
                continue;
            }
            if (s.equals("for") && k + 1 < words.size() && FOR_WHOM.contains(words.get(k + 1).text())) {
                continue; // "works for me on 5.4": a person, not a target release
            }
            boolean before = w.end() <= c.start();
            if (ProblemSentences.blocks(s) || TARGET.contains(s) || INFERENCE.contains(s) || s.endsWith("?") || (before && ORDER_BEFORE.contains(s))) {
                return false;
            }
            boolean neg = VerdictClauses.negated(words, w);
            if (WORKING.contains(s) || REACHED.contains(s)) {
                if (permission(words, k) || noun(words, k)) {
                    continue; // "it was ok to pick this into 5.0-rt", "5 boots, 4 on 5.8.5": no state of a kernel
                }
                if (neg || purpose(words, w)) {
                    return false; // "doesn't work", "not detected", "to work with": not a result
                }
                good = true;
            } else if (KernelVerdicts.badWhenNegated(s)) {
                if (neg) {
                    return false; // "does not boot"
                }
            } else if (ProblemSentences.symptom(s) || (KernelVerdicts.polarity(s) == KernelVerdicts.BAD
                    && !s.equals("still"))) {
                if (!neg) {
                    return false; // a problem stated in the same sentence: the version may be its kernel
                }
                good = true; // "no issues", "without errors", "doesn't hang"
            }
        }
        return good;
    }

    /** "it was ok to pick", "fine to merge": leave given, not a result. */
    private static boolean permission(List<Word> words, int k) {
        return k + 1 < words.size() && words.get(k + 1).text().equals("to") && !words.get(k).text().startsWith("work");
    }

    /** "5 boots, 4 on 5.8.5", "several boots": a count of boots, not a kernel that boots. */
    private static boolean noun(List<Word> words, int k) {
        if (!words.get(k).text().equals("boots") || k == 0) {
            return false;
        }
        String before = words.get(k - 1).text();
        return COUNT.contains(before) || Character.isDigit(before.charAt(0));
    }

    /** "to work with v5.3-rc1", "trying to get the port working": a purpose or an effort, not a result. */
    private static boolean purpose(List<Word> words, Word w) {
        int k = VerdictClauses.indexOf(words, w);
        if (k > 0 && words.get(k - 1).text().equals("to")) {
            return !(k > 1 && (words.get(k - 2).text().equals("seems") || words.get(k - 2).text().equals("used")
                    || words.get(k - 2).text().equals("continues") || words.get(k - 2).text().equals("appears")));
        }
        return VerdictClauses.fourBefore(words, w, EFFORT::contains);
    }

    private static final Set<String> EFFORT = Set.of("get", "getting", "make", "making", "trying", "attempt",
            "attempting");
}
