package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Session 28 (verdict28): a kernel named in a sentence that introduces a log with a colon, the log showing trouble:
 * "With 5.8-rc2, resizing the frob window results in:" over an oops, "On next-20201026 I see this during boot:" over
 * a probe failure, "Here are three boots on 5.8.5:" over the lines that fail. The writer tells what ran and lets the
 * pasted output tell what went wrong, so the sentence holds no symptom word of its own and the sentence readings
 * ({@link ProblemSentences}) leave the kernel alone. This stage runs after them, only for kernels still without a
 * verdict, and reads the block of lines right after the colon.
 *
 * <p>The kernel's sentence must say nothing either way ({@link ProblemSentences#neutral}: no good word, no
 * hypothetical, condition, plan, order word or patch vocabulary such as "based", "fix" or "for"), must name no other
 * version, must not be a question, and its colon must end its line. The block is the run of non-blank lines after it
 * (one blank line may stand between), at most {@value #MAX_LINES} lines; it shows trouble when a line holds an oops,
 * BUG or WARNING title, a call trace, or a symptom word that nothing negates ("failed", "error", "timeout", "hung").
 * The verdict is {@link KernelVerdicts#RAN_BAD}: printed bad, a run that states no regression by itself.
 */
final class ShownLogs {
    static final int MAX_LINES = 60;
    private static final int MAX_CHARS = 8000;
    /** Titles of the kernel's own trouble reports, matched as written. */
    private static final String[] TITLES = {"BUG:", "WARNING:", "Oops", "Unable to handle", "Call Trace",
        "Kernel panic", "general protection fault", "Internal error:", "circular locking", "kernel BUG"};
    /** Words that deny the symptom after them on a log line ("no errors", "0 errors" is a count, not denied). */
    private static final Set<String> DENY = Set.of("no", "not", "without", "0", "zero");
    /** Block words beyond {@link ProblemSentences}' that make the colon introduce something else than a run's log. */
    private static final Set<String> NOT_A_RUN = Set.of("based", "available", "branch", "tree", "diff",
            "config", "expected", "correct", "reference", "comparison", "working", "good");

    private ShownLogs() {
    }

    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            Candidate c = cs.get(k);
            if (!ProblemSentences.open(t, c, out[k])) {
                continue;
            }
            int to = ProblemSentences.sentenceEnd(t, clauses, c.end());
            if (to >= t.text.length() || t.text.charAt(to) != ':' || !restBlank(t.text, to + 1)) {
                continue;
            }
            int from = ProblemSentences.sentenceStart(t, clauses, c.start());
            if (!ProblemSentences.alone(cs, n, k, from, to)) {
                continue;
            }
            List<VerdictClauses.Word> words = clauses.words(from, to);
            // session 37 (verdict39): "On next-20201026 (but also going back quite a while) I'm seeing this during
            // boot:" — the aside widens the claim; it neither contrasts nor plans
            List<VerdictClauses.Word> said = ParenthesisedAsides.outside(t.text, words, c, from, to);
            if (!ProblemSentences.neutral(said, c) || VerdictClauses.any(said, NOT_A_RUN)) {
                continue;
            }
            if (troubleBelow(t.text, t.text.indexOf('\n', to))) {
                out[k] = KernelVerdicts.RAN_BAD;
            }
        }
    }

    /** Whether nothing but white space follows {@code from} on its line. */
    private static boolean restBlank(String s, int from) {
        for (int k = from; k < s.length() && s.charAt(k) != '\n'; k++) {
            if (!Character.isWhitespace(s.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    /** Whether the block of lines after the line break at {@code nl} shows trouble. */
    static boolean troubleBelow(String s, int nl) {
        if (nl < 0) {
            return false;
        }
        int limit = Math.min(s.length(), nl + 1 + MAX_CHARS);
        int k = nl + 1;
        int lines = 0;
        int blanksBefore = 0;
        boolean started = false;
        while (k < limit && lines < MAX_LINES) {
            int end = s.indexOf('\n', k);
            if (end < 0 || end > limit) {
                end = limit;
            }
            String line = VersionsText.stripQuote(s.substring(k, end)).strip();
            k = end + 1;
            if (line.isEmpty()) {
                if (started || ++blanksBefore > 1) {
                    return false;
                }
                continue;
            }
            started = true;
            lines++;
            if (troubleLine(line)) {
                return true;
            }
        }
        return false;
    }

    static boolean troubleLine(String line) {
        for (String title : TITLES) {
            if (line.contains(title)) {
                return true;
            }
        }
        String lower = line.toLowerCase(Locale.ROOT);
        String prev = "";
        int k = 0;
        while (k < lower.length()) {
            while (k < lower.length() && !Character.isLetterOrDigit(lower.charAt(k))) {
                k++;
            }
            int start = k;
            while (k < lower.length() && (Character.isLetterOrDigit(lower.charAt(k)) || lower.charAt(k) == '\'')) {
                k++;
            }
            if (k > start) {
                String w = lower.substring(start, k);
                if (ProblemSentences.symptom(w) && !DENY.contains(prev)) {
                    return true;
                }
                prev = w;
            }
        }
        return false;
    }
}
