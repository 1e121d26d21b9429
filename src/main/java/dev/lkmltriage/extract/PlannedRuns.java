package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.Set;

/**
 * Session 40 (verdict43): a kernel the writer still means to run, or asks someone to run, has shown nothing yet: "I
 * will now try a compile of 5.4-rc1", "I'll go back to 5.8 for a few days and see if the problem disappears", "I'm
 * going to test 5.10-rc2 next", "could you try 5.9?". Its mention gets {@link KernelVerdicts#PLANNED}: no verdict of
 * its own, whatever cue the sentence's question holds ("see if the problem disappears"), and no guess of the trained
 * fallback for that version (it read such plans as runs). Other mentions of the version keep theirs.
 *
 * <p>A plan is a future or wish marker with a first-person subject ("I will", "I'll", "we're going to", "I plan
 * to", "let me") or a request to the reader ("please", "can you", "could you"), then a run verb (try, test, build,
 * compile, boot, go back, switch, ...) before the version, all within ten words of its sentence. Not a plan: a past
 * run ("I tried 5.4-rc1", "I will say that 5.8 failed": no run verb after the marker), a marker cut off by a
 * relative or a new clause ("I'll send it to you, 5.8 fails"), and a sentence that states the kernel's result after
 * it before any "if"/"whether" ("I'll go back to 5.8, which works"). Constant work per mention; never throws.
 */
final class PlannedRuns {
    /** Verbs of a run still to do ("try", "go back to", "give ... a try"). */
    private static final Set<String> RUN = Set.of("try", "retry", "test", "retest", "build", "rebuild", "compile",
            "recompile", "boot", "run", "bisect", "install", "go", "switch", "move", "downgrade", "upgrade",
            "update", "use", "give", "check");
    /** A contracted first-person future: the subject is in the word. */
    private static final Set<String> OWN_FUTURE = Set.of("i'll", "we'll", "i'd", "we'd");
    /** Markers that want a first-person subject after them in the walk (nearer the start of the sentence). */
    private static final Set<String> FUTURE = Set.of("will", "shall", "would", "gonna");
    /** "going to", "plan to", "want to", "about to", "like to": a marker with "to" between it and the verb. */
    private static final Set<String> BEFORE_TO = Set.of("going", "plan", "planning", "want", "like", "about");
    private static final Set<String> PERSON = Set.of("i", "we", "i'm", "we're", "am", "are", "now", "then", "also",
            "next", "probably", "just", "first", "and");
    /** A request: the reader is asked to run it. */
    private static final Set<String> ASKED = Set.of("please", "pls");
    private static final Set<String> MODAL = Set.of("can", "could", "would", "will");
    /** Words that start another clause between the marker and the version. */
    private static final Set<String> CUT = Set.of("which", "where", "that", "but", "since", "because", "when",
            "while", "after", "until", "if", "though", "although", "so");
    private static final int WORDS = 10;

    private PlannedRuns() {
    }

    /** Marks the mentions of a planned or requested run {@link KernelVerdicts#PLANNED}. */
    static void mark(VersionsText t, java.util.List<Candidate> cs, int n, int[] out) {
        String[] w = new String[WORDS];
        int[] at = new int[WORDS];
        for (int k = 0; k < n; k++) {
            Candidate c = cs.get(k);
            if (planned(t, c, w, at) && !resultAfter(t.text, c.end())) {
                out[k] = KernelVerdicts.PLANNED;
            }
        }
    }

    /** Whether {@code c} is the object of a planned or requested run (see {@link #planned(VersionsText, Candidate,
     * String[], int[])}). */
    static boolean planned(VersionsText t, Candidate c) {
        return planned(t, c, new String[WORDS], new int[WORDS]);
    }

    /** Whether the words before {@code c} in its sentence make it the object of a planned or requested run. */
    static boolean planned(VersionsText t, Candidate c, String[] w, int[] at) {
        int n = RanKernels.wordsBefore(t, c.start(), w, at);
        boolean verb = false;
        for (int i = 0; i < n; i++) {
            String s = w[i];
            if (CUT.contains(s)) {
                return false;
            }
            if (verb && (OWN_FUTURE.contains(s) || s.equals("let") && i > 0 && (w[i - 1].equals("me")
                    || w[i - 1].equals("us")) || ASKED.contains(s))) {
                return true;
            }
            if (verb && FUTURE.contains(s) && i + 1 < n && PERSON.contains(w[i + 1])) {
                return true;
            }
            if (verb && BEFORE_TO.contains(s) && i > 0 && w[i - 1].equals("to") && i + 1 < n
                    && PERSON.contains(w[i + 1])) {
                return true;
            }
            if (verb && s.equals("you") && i + 1 < n && MODAL.contains(w[i + 1])) {
                return true;
            }
            if (RUN.contains(s)) {
                verb = true;
            }
        }
        return false;
    }

    /**
     * Whether the rest of the sentence after {@code from} (at most 120 characters) holds a verdict word before any
     * "if"/"whether": "I'll go back to 5.8, which works" states a result, "... and see if the problem disappears"
     * asks one.
     */
    private static boolean resultAfter(String text, int from) {
        String w = RunSettings.firstWordAfter(text, from, 120, s -> s.equals("if") || s.equals("whether")
                || KernelVerdicts.polarity(s) != KernelVerdicts.NONE);
        return w != null && !w.equals("if") && !w.equals("whether");
    }
}
