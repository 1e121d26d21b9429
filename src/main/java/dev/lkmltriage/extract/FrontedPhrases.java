package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * A version in a fronted phrase takes the verdict of the clause the phrase belongs to (session 12): "reference boot
 * with 4.5, it works fine", "On 5.10-rc2, the link never trains". The comma after the phrase ends the version's
 * clause for {@link VerdictClauses}, but the phrase is only an adverbial of the main clause after it, so that
 * clause's cue words judge the version (nearest first, negation read as in the clause rules).
 *
 * <p>A contrast: when the phrase opens with "but" or "however" ("But with kernel 4.19.133, the port driver doesn't
 * print anything") and the main clause has no cue word but negates its verb, the version is the opposite of the
 * version judged just before (within {@value #CONTRAST_REACH} characters): the writer sets the two against each
 * other. A negated trying verb ("but on 4.19 I haven't tried") states no result.
 *
 * <p>Left alone: a phrase with more than {@value #MAX_PHRASE} words before the version or anything after it, a phrase
 * whose last word before the version is no preposition, a phrase right after a parenthesis (it ends the clause
 * before it: "... (\"subject\") in v5.10-rc1, and to which I bisected a failure"), a main clause naming a version of its own, a condition or a
 * hypothetical in either ("If with 5.4, ...", "with 5.4, it should work"). Each version reads at most two clauses.
 */
final class FrontedPhrases {
    private static final Set<String> PREPOSITIONS = Set.of("with", "on", "in", "under", "using");
    /** Words that may stand between the preposition and the version. */
    private static final Set<String> FILLER = Set.of("kernel", "linux", "v", "the", "a", "stable", "mainline",
            "vanilla", "upstream", "plain", "version");
    /** Words that make the whole phrase something else than a setting ("if with 5.4", "compared with 5.4"). */
    private static final Set<String> NOT_A_SETTING = Set.of("if", "unless", "when", "whether", "compared",
            "relative", "unlike", "than", "since", "until", "before", "after", "for", "to", "fixed", "fix");
    private static final Set<String> CONTRAST = Set.of("but", "however");
    /** Negated, these say the writer has not looked, not that the kernel failed. */
    private static final Set<String> UNTRIED = Set.of("tried", "try", "tested", "test", "checked", "check",
            "verified", "verify", "looked", "bisected", "know", "sure", "seen");
    static final Set<String> CONDITIONAL = Set.of("if", "unless", "please", "try", "could", "would",
            "should", "might", "whether", "maybe", "perhaps", "wonder", "supposed");
    static final int MAX_PHRASE = 5;
    static final int CONTRAST_REACH = 400;

    private FrontedPhrases() {
    }

    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            if (out[k] == KernelVerdicts.NONE) {
                out[k] = fronted(t, clauses, cs, k, out);
            }
        }
    }

    private static int fronted(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int k, int[] out) {
        Candidate c = cs.get(k);
        int end = clauses.clauseEnd(c.end());
        if (end >= t.text.length() || t.text.charAt(end) != ',') {
            return KernelVerdicts.NONE;
        }
        int start = clauses.clauseStart(c.start());
        if (afterParenthesis(t, start)) {
            return KernelVerdicts.NONE; // "(...) in v5.10-rc1, and ...": the phrase ends a clause, it opens none
        }
        List<Word> phrase = clauses.words(start, end);
        int at = -1;
        for (int j = 0; j < phrase.size(); j++) {
            if (phrase.get(j).start() >= c.start()) {
                at = j;
                break;
            }
        }
        // session 27 (verdict27): "with the 5.4 kernel," ends on the noun after the version
        boolean nounAfter = at == phrase.size() - 2 && phrase.get(at + 1).text().equals("kernel");
        if (at < 1 || at > MAX_PHRASE || (at != phrase.size() - 1 && !nounAfter) || phrase.get(at).end() < c.end()) {
            return KernelVerdicts.NONE; // nothing before the version, too long, or words after it
        }
        int p = at - 1;
        while (p >= 0 && FILLER.contains(phrase.get(p).text())) {
            p--;
        }
        boolean asFor = asFor(phrase, p);
        if (p < 0 || !(PREPOSITIONS.contains(phrase.get(p).text()) || asFor)) {
            return KernelVerdicts.NONE;
        }
        for (int j = 0; j < at; j++) {
            String w = phrase.get(j).text();
            if ((NOT_A_SETTING.contains(w) && !(asFor && j == p))
                    || KernelVerdicts.polarity(w) != KernelVerdicts.NONE) {
                return KernelVerdicts.NONE;
            }
        }
        int mainStart = end + 1;
        int mainEnd = clauses.clauseEnd(mainStart);
        if (k + 1 < cs.size() && cs.get(k + 1).start() < mainEnd) {
            return KernelVerdicts.NONE; // the main clause names a kernel of its own: it judges that one
        }
        List<Word> main = clauses.words(mainStart, mainEnd);
        for (Word w : main) {
            if (CONDITIONAL.contains(w.text())) {
                return KernelVerdicts.NONE;
            }
        }
        int cue = cue(main);
        if (cue != KernelVerdicts.NONE) {
            return cue;
        }
        if (CONTRAST.contains(phrase.get(0).text()) && negatedVerb(main)) {
            int before = judgedBefore(cs, k, out);
            if (before == KernelVerdicts.GOOD) {
                return KernelVerdicts.BAD;
            }
            if (before == KernelVerdicts.BAD) {
                return KernelVerdicts.GOOD;
            }
        }
        return KernelVerdicts.NONE;
    }

    /**
     * Session 27 (verdict27): "But for the 5.11 kernel, the bridge refuses to probe", "As for 5.4, it
     * hangs": "for" opening the phrase right after "but" or "as" turns to a case, as "with" does; a bare "for 5.4"
     * is a target and stays out.
     */
    private static boolean asFor(List<Word> phrase, int p) {
        return p == 1 && phrase.get(1).text().equals("for")
                && (phrase.get(0).text().equals("but") || phrase.get(0).text().equals("as"));
    }

    /** Whether a parenthesis (spaces, quote markers and line breaks aside) stands right before {@code start}. */
    private static boolean afterParenthesis(VersionsText t, int start) {
        int k = start;
        while (k > 0 && start - k < 40 && " \t\n>".indexOf(t.text.charAt(k - 1)) >= 0) {
            k--;
        }
        return k > 0 && (t.text.charAt(k - 1) == ')' || t.text.charAt(k - 1) == '(');
    }

    /** The nearest cue word of the main clause, negation applied; "to work" (a purpose) is no cue. */
    static int cue(List<Word> main) {
        for (int j = 0; j < main.size(); j++) {
            Word w = main.get(j);
            boolean negated = VerdictClauses.negated(main, w);
            int polarity = KernelVerdicts.polarity(w.text());
            if (polarity == KernelVerdicts.NONE && negated && KernelVerdicts.badWhenNegated(w.text())) {
                return KernelVerdicts.BAD;
            }
            if (polarity == KernelVerdicts.NONE || (j > 0 && main.get(j - 1).text().equals("to"))
                    || w.text().equals("still")) {
                continue;
            }
            if (negated) {
                polarity = polarity == KernelVerdicts.GOOD ? KernelVerdicts.BAD : KernelVerdicts.GOOD;
            }
            return polarity;
        }
        return KernelVerdicts.NONE;
    }

    /** A negator in the clause that is not about trying ("doesn't print", "never trains", not "haven't tried"). */
    private static boolean negatedVerb(List<Word> main) {
        boolean negated = false;
        for (int j = 0; j < main.size(); j++) {
            String w = main.get(j).text();
            if (VerdictClauses.NEGATORS.contains(w) || w.endsWith("n't")) {
                for (int i = j + 1; i < main.size() && i <= j + 3; i++) {
                    if (UNTRIED.contains(main.get(i).text())) {
                        return false;
                    }
                }
                negated = true;
            }
        }
        return negated;
    }

    /** The verdict (good or bad) of the nearest version judged before {@code k}, within the contrast's reach. */
    private static int judgedBefore(List<Candidate> cs, int k, int[] out) {
        int from = cs.get(k).start();
        for (int j = k - 1; j >= 0 && from - cs.get(j).end() <= CONTRAST_REACH; j--) {
            if (cs.get(j).version().equals(cs.get(k).version())) {
                continue;
            }
            if (out[j] == KernelVerdicts.GOOD || out[j] == KernelVerdicts.BAD) {
                return out[j];
            }
        }
        return KernelVerdicts.NONE;
    }
}
