package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;

/**
 * A result told in the sentence after the one naming the kernel, with "it" as its subject: "I had to reboot today
 * and tried my 5.7.11 kernel 6 times. It never booted and each time got stuck on ...", "Booted next-20201030 on the
 * board. It hangs after the PCI scan." The kernel's own sentence must say nothing either way (the caller checks);
 * the next one must start with the pronoun, name no version and state a problem as {@link ProblemSentences} reads
 * one (a symptom not negated, or a negated state a kernel should reach, and nothing that sets the pronoun apart: no
 * hypothetical, plan, order word, patch vocabulary or question). The verdict is the caller's, a bad one that states
 * no regression by itself.
 */
final class ItsResult {
    private ItsResult() {
    }

    /** Whether the sentence after the one ending at {@code end} starts with "It" and states a problem. */
    static boolean follows(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int k, int end) {
        String text = t.text;
        int i = end < text.length() ? end + 1 : end;
        int limit = Math.min(text.length(), i + 40);
        while (i < limit && (Character.isWhitespace(text.charAt(i)) || text.charAt(i) == '>')) {
            i++; // a line break and, in a quote, its markers
        }
        if (i + 3 > text.length() || !(text.startsWith("It ", i) || text.startsWith("it ", i))) {
            return false;
        }
        int to = ProblemSentences.sentenceEnd(t, clauses, i + 3);
        if (to < text.length() && text.charAt(to) == '?') {
            return false;
        }
        for (int j = k + 1; j < Math.min(n, k + 20); j++) {
            Candidate o = cs.get(j);
            if (o.start() < to && o.end() > i) {
                return false; // the next sentence names a kernel of its own
            }
        }
        List<Word> words = clauses.words(i, to);
        return ProblemSentences.problem(words, cs.get(k));
    }
}
