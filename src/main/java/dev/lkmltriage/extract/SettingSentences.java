package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import dev.lkmltriage.text.BlankLines;
import dev.lkmltriage.text.Sentences;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Session 33 (verdict35): a report's setting sentence. A report often opens by naming the machine, the distribution
 * and the kernel in one fronted phrase, and says what happens in the main clause after its comma: "On a Dell XPS 13
 * with Debian Sid/unstable and Linux 5.7.6, there are two delays of 100 ms", "Trying to decrease the boot time on
 * an Acer laptop with Debian and Linux 5.7.6, ...". {@link FrontedPhrases} reads short phrases ("With 5.7-rc2, ...
 * I get:") and only by a cue word of the main clause; the setting phrase is longer than its five words, and its main
 * clause usually describes the symptom in the report's own words ("running lspci takes quite some time", "Linux
 * logs the message below"), which no cue list holds.
 *
 * <p>So: a version at the end of a phrase of three words or more that opens its sentence with "On", "With", "Using",
 * "Running", "Under", "Trying" or "Testing", named as "Linux X" or "kernel X" after "with", "and", "on", "running",
 * "using" or "under" (filler such as "the", "stable" between), and followed by the comma that ends the phrase, takes
 * the main clause's cue word (negation read as in {@link FrontedPhrases}); with none, it is the kernel the writer
 * ran, bad as a run ({@link KernelVerdicts#RAN_BAD}) when the message names a problem. Not: a phrase of more than {@value #MAX_WORDS} words, a phrase holding a condition
 * or comparison ("if", "when", "compared", "since", "before", ...), a cue word or another version; a main clause
 * holding a condition, a request or a version of its own, or one that goes on with the phrase (", built with");
 * an attribution line ("On Mon, ... wrote:"). A bare version ("On 2.6.23, built with CONFIG_X=y, it receives
 * ...") is left to {@link FrontedPhrases}: there the kernel is often only the setting of a configuration's fault.
 */
final class SettingSentences {
    private static final Set<String> OPENERS = Set.of("on", "with", "using", "running", "under", "trying",
            "testing");
    /** The word before "Linux"/"kernel" that ties the kernel to the setting. */
    private static final Set<String> TIES = Set.of("with", "and", "on", "running", "using", "under");
    private static final Set<String> NAMES = Set.of("linux", "kernel");
    /** First words after the comma that continue the phrase rather than open the main clause. */
    private static final Set<String> CONTINUED = Set.of("built", "compiled", "configured", "patched", "with", "and",
            "or", "plus", "including", "without");
    private static final Set<String> FILLER = Set.of("v", "the", "a", "stable", "mainline", "vanilla", "upstream",
            "plain", "version", "latest");
    private static final Set<String> NOT_A_SETTING = Set.of("if", "unless", "when", "whether", "compared",
            "relative", "unlike", "than", "since", "until", "before", "after", "fixed", "fix", "patch", "patches",
            "wrote", "please", "could", "would", "should", "might", "maybe", "perhaps");
    private static final Set<String> WEEKDAYS = Set.of("mon", "tue", "wed", "thu", "fri", "sat", "sun", "monday",
            "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday");
    static final int MAX_WORDS = 40;
    /** How far back the sentence start is looked for. */
    private static final int REACH = 400;

    private SettingSentences() {
    }

    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out,
            BooleanSupplier reportsProblem) {
        for (int k = 0; k < n; k++) {
            if (out[k] == KernelVerdicts.NONE) {
                int v = setting(t, clauses, cs, k);
                if (v == KernelVerdicts.RAN_BAD && !reportsProblem.getAsBoolean()) {
                    v = KernelVerdicts.NONE;
                }
                out[k] = v;
            }
        }
    }

    private static int setting(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int k) {
        Candidate c = cs.get(k);
        int end = clauses.clauseEnd(c.end());
        if (end >= t.text.length() || t.text.charAt(end) != ',' || end - c.end() > 2) {
            return KernelVerdicts.NONE; // the version ends the phrase, its comma right after
        }
        int start = sentenceStart(t.text, c.start());
        if (k > 0 && cs.get(k - 1).end() > start) {
            return KernelVerdicts.NONE; // another version in the phrase: which one the clause is about is unclear
        }
        List<Word> phrase = clauses.words(start, c.start());
        int m = phrase.size();
        if (m < 1 || m > MAX_WORDS) {
            return KernelVerdicts.NONE;
        }
        int tie = m - 1;
        while (tie > 0 && (NAMES.contains(phrase.get(tie).text()) || FILLER.contains(phrase.get(tie).text()))) {
            tie--;
        }
        // "Linux X" or "kernel X": a bare "On 2.6.23, built with ..." is a short fronted phrase, FrontedPhrases' case
        boolean named = NAMES.contains(phrase.get(m - 1).text());
        if (m < 3 || !named || !OPENERS.contains(phrase.get(0).text()) || !TIES.contains(phrase.get(tie).text())
                || WEEKDAYS.contains(phrase.get(1).text()) || Character.isDigit(phrase.get(1).text().charAt(0))) {
            return KernelVerdicts.NONE;
        }
        for (Word w : phrase) {
            if (NOT_A_SETTING.contains(w.text()) || KernelVerdicts.polarity(w.text()) != KernelVerdicts.NONE) {
                return KernelVerdicts.NONE;
            }
        }
        int mainStart = end + 1;
        int mainEnd = clauses.clauseEnd(mainStart);
        if (k + 1 < cs.size() && cs.get(k + 1).start() < mainEnd) {
            return KernelVerdicts.NONE; // the main clause names a kernel of its own
        }
        List<Word> main = clauses.words(mainStart, mainEnd);
        if (main.isEmpty() || CONTINUED.contains(main.get(0).text())) {
            return KernelVerdicts.NONE; // "..., built with CONFIG_X=y": the phrase goes on, no main clause yet
        }
        for (Word w : main) {
            if (FrontedPhrases.CONDITIONAL.contains(w.text()) || KernelVerdicts.CONDITION.contains(w.text())) {
                return KernelVerdicts.NONE;
            }
        }
        if (AskedSentences.asked(t.text, c.end())) {
            return KernelVerdicts.NONE;
        }
        int cue = FrontedPhrases.cue(main);
        return cue != KernelVerdicts.NONE ? cue : KernelVerdicts.RAN_BAD;
    }

    /**
     * The start of the sentence holding {@code at}: after a full stop, "?" or "!" before a blank, after a blank line
     * (quote markers aside) or a line ending in ":", at most {@value #REACH} characters back.
     */
    static int sentenceStart(String s, int at) {
        int floor = Math.max(0, at - REACH);
        return Sentences.start(at, REACH, i -> endsAt(s, i, floor));
    }

    /**
     * Whether a sentence ends at {@code i} for {@link #sentenceStart}. Not {@link Sentences#stopBefore}: a line
     * ending in ":" and a blank line end a sentence here (the phrase starts a line after "Setup:"), and the blank
     * after a mark may be any in the text; neither line test reads below {@code floor}.
     */
    private static boolean endsAt(String s, int i, int floor) {
        char ch = s.charAt(i);
        if ((ch == '.' || ch == '?' || ch == '!') && i + 1 < s.length() && Character.isWhitespace(s.charAt(i + 1))) {
            return true;
        }
        return ch == '\n' && (colonBefore(s, i, floor) || BlankLines.before(s, i, floor));
    }

    /** Whether the line ending at the newline {@code nl} ends in ":" (trailing blanks aside). */
    private static boolean colonBefore(String s, int nl, int floor) {
        int j = nl;
        while (j > floor && (s.charAt(j - 1) == ' ' || s.charAt(j - 1) == '\t' || s.charAt(j - 1) == '\r')) {
            j--;
        }
        return j > floor && s.charAt(j - 1) == ':';
    }
}
