package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Session 37 (verdict39): a parenthesised aside in a kernel's sentence is no part of what the sentence says of that
 * kernel. "On next-20201026 (but also going back quite a while) I'm seeing this during boot:" over a log says what
 * ran and lets the log tell what went wrong, like the same sentence without the parenthesis; the aside's "but",
 * "going" and "back" only widen the claim, yet they made the sentence look like a contrast or a plan to the
 * neutrality test ({@link ProblemSentences#neutral}) that {@link ShownLogs} and the next-sentence reading share.
 *
 * <p>An aside is a bracket pair opened and closed inside the sentence, on one line or two (quote marks of a wrapped
 * quote between), at most {@value #MAX_ASIDE} characters, with no bracket or question mark inside, that holds
 * neither the kernel nor a version (a digit, a dot, a digit). An aside that holds a word of a patch or a change
 * ("with the patch applied", "after the revert"), a condition, a negation or a word of either verdict ("(works
 * fine)") stays in the sentence: it may make the run a patched one, a hypothesis or a good one, which the readers
 * must go on seeing. Only the neutrality test drops asides; the symptom reading still reads them. Each bracket is
 * looked at once, {@value #MAX_ASIDE} characters at most, so a sentence costs linear time.
 */
final class ParenthesisedAsides {
    static final int MAX_ASIDE = 120;
    /** Words that keep an aside in the sentence: the run may be patched, conditional or asked. */
    private static final Set<String> KEEP = Set.of(
            "if", "unless", "whether", "fix", "fixes", "fixed", "fixing", "patch", "patches", "patched", "applied",
            "apply", "applying", "revert", "reverted", "reverting", "commit", "commits", "backport", "backported",
            "backports", "bisect", "bisected", "debug", "hack", "hacked", "modified", "plus", "series", "diff");

    private ParenthesisedAsides() {
    }

    /** {@code words} (of the sentence {@code from..to}) without those inside an aside that may be dropped. */
    static List<Word> outside(String text, List<Word> words, Candidate c, int from, int to) {
        List<int[]> asides = asides(text, from, to, c);
        if (asides.isEmpty()) {
            return words;
        }
        List<Word> out = new ArrayList<>(words.size());
        int a = 0;
        for (Word w : words) {
            while (a < asides.size() && asides.get(a)[1] <= w.start()) {
                a++;
            }
            if (a < asides.size() && w.start() > asides.get(a)[0] && w.end() <= asides.get(a)[1]) {
                continue;
            }
            out.add(w);
        }
        return out;
    }

    /** The droppable asides of {@code from..to} as [open, close] offsets, in text order; one pass over the span. */
    static List<int[]> asides(String text, int from, int to, Candidate c) {
        List<int[]> out = new ArrayList<>();
        int end = Math.min(to, text.length());
        int k = Math.max(0, from);
        while (k < end) {
            if (text.charAt(k) != '(') {
                k++;
                continue;
            }
            int close = closing(text, k, end);
            if (close < 0) {
                k++;
                continue;
            }
            if (!(c.start() < close && c.end() > k) && droppable(text, k + 1, close)) {
                out.add(new int[] {k, close});
            }
            k = close + 1;
        }
        return out;
    }

    /** The offset of the ')' closing the '(' at {@code open} within the bounds, or -1 (nested, too long, 3 lines). */
    private static int closing(String text, int open, int end) {
        int limit = Math.min(end, open + 1 + MAX_ASIDE);
        int breaks = 0;
        for (int k = open + 1; k < limit; k++) {
            char ch = text.charAt(k);
            if (ch == ')') {
                return k;
            }
            if (ch == '(' || ch == '?' || (ch == '\n' && ++breaks > 1)) {
                return -1;
            }
        }
        return -1;
    }

    /** Whether the aside's text holds no digit-dot-digit (a version) and no word that must stay. */
    private static boolean droppable(String text, int from, int to) {
        int k = from;
        while (k < to) {
            char ch = text.charAt(k);
            if (ch == '.' && k > from && k + 1 < to && Character.isDigit(text.charAt(k - 1))
                    && Character.isDigit(text.charAt(k + 1))) {
                return false;
            }
            if (!Character.isLetter(ch)) {
                k++;
                continue;
            }
            int s = k;
            while (k < to && (Character.isLetter(text.charAt(k)) || text.charAt(k) == '-')) {
                k++;
            }
            String w = text.substring(s, k).toLowerCase(java.util.Locale.ROOT);
            if (KEEP.contains(w) || KernelVerdicts.polarity(w) != KernelVerdicts.NONE
                    || VerdictClauses.NEGATORS.contains(w) || w.endsWith("n")
                    && k + 2 < to && text.charAt(k) == '\'' && text.charAt(k + 1) == 't') {
                return false;
            }
        }
        return true;
    }
}
