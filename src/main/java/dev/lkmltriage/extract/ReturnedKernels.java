package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import dev.lkmltriage.text.Sentences;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Session 38 (verdict41): a user who goes back to an older kernel and says the problem went away calls that kernel
 * good, in a message that reports a problem: "going back to 5.15 fixes it", "rolling back to 5.15.80 makes the
 * problem go away", "switching back to v5.15 cures it", "booting 5.15.80 again, everything works". The version ends
 * a return ("back to", "reverting/downgrading to") or is booted "again"; the rest of its sentence names a cure (a cure
 * verb with an object, "go away", a working verb), nothing in the sentence is negated, doubted, conditional, still
 * failing or patched, and the sentence is no question. A cure said of the returned kernel outweighs the problem word
 * the nearest-cue reading found in the same sentence ("makes the problem go away" is no problem on it).
 *
 * <p>Session 51: a return whose cure is denied ("going back to 5.18.10 does not fix it", "didn't help") withdraws the
 * weak good the return alone gave the kernel (a baseline's): beside a bad kernel that weak good was read as good.
 */
final class ReturnedKernels {
    /** Sentences longer than this after the version are not read (a plain statement is short). */
    private static final int REACH = 160;
    private static final Set<String> RETURNS = Set.of("back", "reverting", "reverted", "revert", "downgrading",
            "downgraded", "downgrade", "returning", "returned");
    private static final Set<String> ARTICLES = Set.of("the", "linux", "kernel", "mainline", "stable", "an", "a",
            "old", "older");
    private static final Set<String> BOOTS = Set.of("booting", "booted", "boot", "running", "ran");
    private static final Set<String> CURE_VERBS = Set.of("fixes", "fixed", "solves", "solved", "cures", "cured",
            "resolves", "resolved");
    private static final Set<String> CURE_OBJECTS = Set.of("it", "this", "that", "the", "everything", "my", "all",
            "things", "them");
    private static final Set<String> WORKING = Set.of("works", "worked", "working", "fine");
    /** Cures a return can fail to bring: "does not fix it", "didn't help", "doesn't work either". */
    private static final Set<String> DENIABLE = Set.of("fix", "fixes", "fixed", "help", "helps", "helped", "work",
            "works", "worked", "cure", "cures", "solve", "solves", "resolve", "resolves");
    private static final Set<String> AWAY = Set.of("go", "goes", "went", "gone");
    /**
     * Session 41 (verdict45): a return that gives the lost thing back, "again" after it: "going back to 6.2.16
     * gives me a picture again", "downgrading to 5.10.30 brings the adapter up again".
     */
    private static final Set<String> RESTORES = Set.of("gives", "gave", "brings", "brought", "restores",
            "restored");
    /** Doubt, condition, negation, persistence or a patch anywhere in the sentence: no plain result. */
    private static final Set<String> BLOCK = Set.of("if", "unless", "whether", "would", "could", "should", "might",
            "may", "maybe", "perhaps", "please", "try", "will", "wonder", "expect", "assume", "hope", "supposed",
            "not", "no", "never", "nothing", "still", "but", "however", "only", "sometimes", "less", "partially",
            "patch", "patches", "patched", "commit", "commits", "top", "applied", "bisect", "bisecting", "also",
            "too", "plan", "planning");

    private ReturnedKernels() {
    }

    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out,
            BooleanSupplier reportsProblem) {
        for (int k = 0; k < n; k++) {
            if (out[k] == KernelVerdicts.GOOD) {
                continue;
            }
            Candidate c = cs.get(k);
            int from = clauses.clauseStart(c.start());
            List<Word> before = clauses.words(Math.max(from, c.start() - 80), c.start());
            List<Word> after = clauses.words(c.end(), sentenceEnd(t.text, c.end()));
            if (before.isEmpty() || after.isEmpty() || after.size() > 25) {
                continue;
            }
            int lead;
            if (returned(before)) {
                lead = 0;
            } else if (BOOTS.contains(before.get(before.size() - 1).text()) && again(after)) {
                lead = after.get(0).text().equals("kernel") ? 2 : 1;
            } else {
                continue;
            }
            if (out[k] == KernelVerdicts.WEAK_GOOD && lead == 0 && deniedCure(after)) {
                out[k] = KernelVerdicts.PLANNED;
                continue;
            }
            if (blocked(before, 0, before.size() - 1) || blocked(after, 0, after.size())
                    || !cured(after, lead) || AskedSentences.asked(t.text, c.end())
                    || !reportsProblem.getAsBoolean()) {
                continue;
            }
            out[k] = KernelVerdicts.GOOD;
        }
    }

    /** "(going) back to [the] X", "reverting/downgrading to X": "to" last, a return word at most two words before. */
    private static boolean returned(List<Word> w) {
        int i = w.size() - 1;
        while (i >= 0 && ARTICLES.contains(w.get(i).text())) {
            i--;
        }
        if (i < 1 || !w.get(i).text().equals("to")) {
            return false;
        }
        return RETURNS.contains(w.get(i - 1).text())
                || (i >= 2 && RETURNS.contains(w.get(i - 2).text()) && w.get(i - 1).text().equals("back"));
    }

    /** "does not fix it", "didn't help", "never worked": a cure word at most two words after a negation. */
    private static boolean deniedCure(List<Word> w) {
        for (int i = 0; i < w.size(); i++) {
            if (!DENIABLE.contains(w.get(i).text())) {
                continue;
            }
            for (int j = Math.max(0, i - 2); j < i; j++) {
                String s = w.get(j).text();
                if (s.equals("not") || s.equals("never") || s.endsWith("n't")) {
                    return true;
                }
            }
        }
        return false;
    }

    /** "X again", "X kernel again". */
    private static boolean again(List<Word> w) {
        int i = w.get(0).text().equals("kernel") ? 1 : 0;
        return i < w.size() && w.get(i).text().equals("again");
    }

    /** A cure after the version: "fixes it", "solves the problem", "makes it go away", "everything works". */
    private static boolean cured(List<Word> w, int from) {
        for (int i = from; i < w.size(); i++) {
            String s = w.get(i).text();
            if (CURE_VERBS.contains(s) && i + 1 < w.size() && CURE_OBJECTS.contains(w.get(i + 1).text())) {
                return true;
            }
            if (AWAY.contains(s) && i + 1 < w.size() && w.get(i + 1).text().equals("away")) {
                return true;
            }
            if (WORKING.contains(s) && !(i > 0 && w.get(i - 1).text().equals("to"))) {
                return true;
            }
            if (RESTORES.contains(s) && restoredAgain(w, i + 1)) {
                return true;
            }
        }
        return false;
    }

    /** "again" closes what a restoring verb gives back, and nothing given back is a symptom ("the hang again"). */
    private static boolean restoredAgain(List<Word> w, int from) {
        for (int i = from; i < w.size() && i < from + 6; i++) {
            String s = w.get(i).text();
            if (s.equals("again")) {
                return i > from;
            }
            if (GoodContrasts.usersSymptom(s) || ProblemWords.in(s)) {
                return false;
            }
        }
        return false;
    }

    private static boolean blocked(List<Word> w, int from, int to) {
        for (int i = from; i < to; i++) {
            String s = w.get(i).text();
            if (BLOCK.contains(s) || s.endsWith("n't") || (s.equals("going") && i + 1 < w.size()
                    && w.get(i + 1).text().equals("to") && i + 2 < w.size() && !w.get(i + 2).text().equals("to"))) {
                return true;
            }
        }
        return false;
    }

    /** The end of the sentence going on from {@code at}: {@link Sentences#stopOrBreak}, at most REACH on. */
    private static int sentenceEnd(String text, int at) {
        return Sentences.stopOrBreakEnd(text, at, REACH);
    }
}
