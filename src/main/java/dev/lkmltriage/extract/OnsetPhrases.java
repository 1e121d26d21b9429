package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;

/**
 * Session 30 (verdict31): a problem said to begin at a kernel, the problem being the sentence's subject: "this bug
 * was introduced in v5.9", "the problem it solves is not in 5.5, it only showed up in 5.6-rc1", "apparently this
 * started in v5.8.0-rc1:". {@link OnsetKernels} reads the kernel-first forms ("5.9 is where the problem began",
 * "broken since 5.5") and the clause cues find no symptom word here ("introduced", "showed up" are none), so the
 * kernel had no verdict and the onset no window. The kernel is bad, and, as for the other onset forms, something
 * worked before it: {@link OnsetKernels} reads the same phrase as the window's bad end.
 *
 * <p>The phrase must end right before the version: a problem noun ("bug", "problem", "issue", "regression",
 * "hang", ...) or a pronoun, an optional auxiliary and adverb ("was", "only", "first"), an onset verb, then "in",
 * "with" or "on". Commits and features also "appear in" and are "introduced in" a release ("a15f2c08c708 appeared
 * in v4.19", "support introduced in v5.10-rc1"), so a pronoun subject takes only the verbs said of happenings
 * ("started", "began", "showed up"), never "appeared" or "introduced", and needs the message to name a problem.
 * A negation breaks the phrase ("wasn't introduced in" does not match); a condition or hypothetical before the
 * version in its sentence ("if the bug was introduced in 5.8"), or a question, states no result.
 */
final class OnsetPhrases {
    private static final String NOUN = "(?:problems?|issues?|bugs?|regressions?|breakage|hangs?|crash(?:es)?"
            + "|failures?|lockups?|splats?|freezes?|oops(?:es)?|corruption)";
    private static final String ADVERB = "(?:(?:first|only|originally|actually|apparently|already) )?";
    private static final String AUX = "(?:(?:was|were|got|is|has been|have been|had been) )?";
    private static final String HAPPENING = "(?:started|began|showed up|popped up|cropped up|turned up|crept in"
            + "|started happening|started to happen)";
    /** Tidied sentence text before a version (lowercase, quote marks and breaks blanked) ending in the phrase. */
    static final Pattern PHRASE = Pattern.compile("(?:^|[^\\w-])(?:" + NOUN + " " + ADVERB + AUX + ADVERB
            + "(?:introduced|first appeared|appeared|" + HAPPENING + ")|(?<pronoun>this|it|that) " + ADVERB + AUX
            + ADVERB + HAPPENING + ") (?:in|with|on)(?: (?:the )?(?:linux|kernel|version|release))? ?$");
    private static final Pattern UNSURE = Pattern.compile(
            "\\b(?:if|unless|whether|would|could|might|maybe|perhaps|suppose|assume|expect|wonder)\\b");
    /** How much sentence before the version is read: the phrase is short, its conditions are near. */
    private static final int REACH = 200;

    private OnsetPhrases() {
    }

    /** The words {@link #PHRASE} can end with, before its optional blank and its {@code $}. */
    private static final String[] LAST_WORDS = {"in", "with", "on", "linux", "kernel", "version", "release"};

    /**
     * Session 47 (speed48): a test {@link #PHRASE} needs to pass, so that the regex, which tries every offset of the
     * text, runs only on the few texts that may hold it. Every match ends with one of {@link #LAST_WORDS} and an
     * optional blank, at the text's end or (Java's {@code $} outside MULTILINE mode) before one line terminator
     * ending it ({@code \r\n}, or one of {@code \n \r U+0085 U+2028 U+2029}). True whenever PHRASE finds a match;
     * it may be true where PHRASE finds none.
     */
    static boolean mayEndPhrase(String s) {
        int e = s.length();
        if (e >= 2 && s.charAt(e - 2) == '\r' && s.charAt(e - 1) == '\n') {
            e -= 2;
        } else if (e >= 1 && LineMatches.terminator(s.charAt(e - 1))) {
            e--;
        }
        if (e >= 1 && s.charAt(e - 1) == ' ') {
            e--;
        }
        for (String w : LAST_WORDS) {
            if (e >= w.length() && s.startsWith(w, e - w.length())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the tidied text {@code before} (the version's sentence up to the version) ends in an onset phrase;
     * {@code problem} says whether the message names a problem, asked only for a pronoun subject.
     */
    static boolean marks(String before, BooleanSupplier problem) {
        if (before.length() > REACH) {
            before = before.substring(before.length() - REACH);
        }
        if (!mayEndPhrase(before)) {
            return false; // the phrase's last word is not at the end: PHRASE cannot match (session 47, speed48)
        }
        var m = PHRASE.matcher(before);
        if (!m.find() || UNSURE.matcher(before).find()) {
            return false;
        }
        return m.group("pronoun") == null || problem.getAsBoolean();
    }

    /** Bad for each verdictless kernel whose sentence, not a question, ends in an onset phrase right before it. */
    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out,
            BooleanSupplier problem) {
        for (int k = 0; k < n; k++) {
            Candidate c = cs.get(k);
            if (!ProblemSentences.open(t, c, out[k]) || !onsetWordBefore(t.wordsBefore(c.start(), 1)[0])) {
                continue; // the word-before check keeps the regex off all but a few candidates
            }
            int from = ProblemSentences.sentenceStart(t, clauses, c.start());
            if (AskedSentences.asked(t.text, c.end())) {
                continue;
            }
            String before = RegressionStatements.tidy(t.text.substring(Math.max(from, c.start() - REACH),
                    c.start()));
            if (marks(before, problem)) {
                out[k] = KernelVerdicts.BAD;
            }
        }
    }

    private static boolean onsetWordBefore(String w) {
        return "in".equals(w) || "with".equals(w) || "on".equals(w) || "the".equals(w) || "linux".equals(w)
                || "kernel".equals(w) || "version".equals(w) || "release".equals(w);
    }
}
