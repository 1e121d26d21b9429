package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * A failure said of a kernel through a pronoun (session 17): "I went back to 4.12, the first release that boots
 * the board, and even on that both cards were failing". "even on that" points
 * at the kernel named last before it in the sentence; a symptom after it, not negated, is that kernel's: bad,
 * run-only ({@link KernelVerdicts#RAN_BAD}), since it states no regression by itself, and it replaces the weak good
 * that "went back to 4.12" reads as. The order word "back" that sets a version apart for {@link ProblemSentences}
 * is what "even" answers here, so this reading owns the shape.
 *
 * <p>Only "even" followed by a setting preposition and a pronoun ("even on that", "even with it", "even in this
 * one"); no other kernel between the version and the pronoun; nothing in the rest of the sentence that makes it a
 * condition, a hypothetical or a question ("even on that, it would fail", "even if ...").
 */
final class EvenOnThat {
    private static final Set<String> PREPOSITIONS = Set.of("on", "with", "in", "under", "using");
    private static final Set<String> PRONOUNS = Set.of("that", "this", "it", "those", "these");
    private static final Set<String> UNSURE = Set.of("if", "unless", "whether", "would", "could", "should",
            "might", "may", "maybe", "perhaps", "expect", "expected", "suppose", "supposed", "try", "please", "will",
            "going");

    private EvenOnThat() {
    }

    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            Candidate c = cs.get(k);
            // "went back to 4.10" reads as a weak baseline good; the failure said of it beats that
            int weak = out[k] == KernelVerdicts.WEAK_GOOD ? KernelVerdicts.NONE : out[k];
            if (!ProblemSentences.open(t, c, weak)) {
                continue;
            }
            int from = ProblemSentences.sentenceStart(t, clauses, c.start());
            if (VerdictClauses.any(clauses.words(from, c.start()), UNSURE)) {
                continue;
            }
            int to = ProblemSentences.sentenceEnd(t, clauses, c.end());
            if (to < t.text.length() && t.text.charAt(to) == '?') {
                continue;
            }
            int next = k + 1 < n ? cs.get(k + 1).start() : Integer.MAX_VALUE;
            if (failsThere(clauses.words(c.end(), to), next)) {
                out[k] = KernelVerdicts.RAN_BAD;
            }
        }
    }

    /** Whether the words after the kernel hold "even on that" before {@code next} and then a plain symptom. */
    private static boolean failsThere(List<Word> words, int next) {
        int at = -1;
        for (int i = 0; i + 2 < words.size() && at < 0; i++) {
            if (words.get(i).start() >= next) {
                return false;
            }
            if (words.get(i).text().equals("even") && PREPOSITIONS.contains(words.get(i + 1).text())
                    && PRONOUNS.contains(words.get(i + 2).text())) {
                at = i + 3;
            }
        }
        if (at < 0) {
            return false;
        }
        boolean symptom = false;
        for (int i = at; i < words.size(); i++) {
            Word w = words.get(i);
            String s = w.text();
            if (UNSURE.contains(s) || s.endsWith("?")) {
                return false;
            }
            boolean negated = VerdictClauses.negated(words, w);
            if (ProblemSentences.symptom(s) && !negated || KernelVerdicts.badWhenNegated(s) && negated) {
                symptom = true;
            } else if (KernelVerdicts.polarity(s) == KernelVerdicts.GOOD && !negated) {
                return false;
            }
        }
        return symptom;
    }
}
