package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Session 44 (verdict48): a problem's start told by the next sentence. "The Fixes: here is for the patch that added
 * pnv_php in 4.8. It's been a problem since then", "a partial revert of X that was first introduced in 5.3 kernel.
 * This fix the following regression since then.": the first sentence only dates a change (no problem word, so
 * {@link OnsetPhrases} reads nothing), the second says the problem has been there "since then". The version is bad.
 *
 * <p>The version's sentence must end in the dating: an arrival verb ("introduced", "added", "merged", "appeared",
 * "landed", "went in", "came in") at most three words before "in"/"with" and the version, and at most two words
 * after the version to the sentence's end ("in 5.3 kernel."). The next sentence, on the same line or the next, must
 * say "since then", "ever since" or "since that release/version/kernel/time" and name a problem (a problem noun or a
 * failure verb) before it, with no negation, condition or hypothesis there ("It hasn't been a problem since then",
 * "if it has been broken since then"; what follows, "..., but wasn't noticed until", is not read), and hold no
 * version of its own (that one is judged where it stands). A question states nothing. Each candidate reads two
 * sentences of at most {@link ProblemSentences#REACH} characters: linear.
 */
final class NextSentenceOnsets {
    /** Tidied text of the version's sentence up to the version, ending in the dating. */
    private static final Pattern DATING = Pattern.compile("(?:^|[^\\w-])(?:introduced|added|merged|appeared"
            + "|landed|went in|came in)(?: [^ ]+){0,3} (?:in|with)(?: (?:the )?(?:linux|kernel|version|release"
            + "|mainline))? ?$");
    private static final Pattern SINCE = Pattern.compile(
            "\\b(?:since then|ever since|since that (?:release|version|kernel|time|point))\\b");
    private static final Pattern PROBLEM = Pattern.compile("\\b(?:problems?|issues?|bugs?|regressions?|breakage"
            + "|broken|broke|breaks|fails?|failing|failed|hangs?|hung|crash(?:es|ed)?|lockups?|oops(?:es)?"
            + "|corruption|splats?)\\b");
    private static final Pattern DOUBT = Pattern.compile("(?:\\b(?:not|no|never|nothing|if|unless|whether|would"
            + "|could|might|maybe|perhaps|suppose|assume|wonder)\\b|n't\\b)");
    private static final Pattern VERSION = Pattern.compile("\\bv?\\d+\\.\\d+");

    private NextSentenceOnsets() {
    }

    /** Bad for each verdictless kernel dated by its sentence whose next sentence has the problem "since then". */
    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            Candidate c = cs.get(k);
            if (!ProblemSentences.open(t, c, out[k]) || !"in".equals(t.wordsBefore(c.start(), 1)[0])
                    && !"with".equals(t.wordsBefore(c.start(), 1)[0]) && !endsInHead(t, c)) {
                continue; // the word-before check keeps the regexes off all but a few candidates
            }
            int from = ProblemSentences.sentenceStart(t, clauses, c.start());
            int end = ProblemSentences.sentenceEnd(t, clauses, c.end());
            if (end >= t.text.length() || t.text.charAt(end) == '?' || AskedSentences.asked(t.text, c.end())) {
                continue;
            }
            String before = RegressionStatements.tidy(t.text.substring(from, c.start()));
            String after = RegressionStatements.tidy(t.text.substring(c.end(), end)).strip();
            if (after.split(" +").length > 2 || !DATING.matcher(before).find() || DOUBT.matcher(before).find()) {
                continue;
            }
            int nextFrom = end + 1;
            while (nextFrom < t.text.length() && nextFrom - end < 80
                    && (Character.isWhitespace(t.text.charAt(nextFrom)) || t.text.charAt(nextFrom) == '>')) {
                nextFrom++; // the next sentence may start on the next line ("... in 5.3 kernel.\nThis fixes ...")
            }
            int nextEnd = ProblemSentences.sentenceEnd(t, clauses, nextFrom);
            if (nextFrom >= nextEnd || nextEnd < t.text.length() && t.text.charAt(nextEnd) == '?') {
                continue;
            }
            String next = RegressionStatements.tidy(t.text.substring(nextFrom, nextEnd));
            var since = SINCE.matcher(next);
            if (!since.find() || VERSION.matcher(next).find()) {
                continue;
            }
            // the problem and any doubt are read up to "since then": "It's been a problem since then, but wasn't
            // noticed until ..." keeps its problem; "It hasn't been a problem since then" denies it
            String told = next.substring(0, since.end());
            if (PROBLEM.matcher(told).find() && !DOUBT.matcher(told).find()) {
                out[k] = KernelVerdicts.BAD;
            }
        }
    }

    /** "in the 5.3 kernel", "in Linux 5.3": a release word between "in" and the version. */
    private static boolean endsInHead(VersionsText t, Candidate c) {
        String[] pre = t.wordsBefore(c.start(), 2);
        return ("linux".equals(pre[0]) || "kernel".equals(pre[0]) || "version".equals(pre[0])
                || "release".equals(pre[0]) || "mainline".equals(pre[0]) || "the".equals(pre[0]))
                && ("in".equals(pre[1]) || "with".equals(pre[1]) || "the".equals(pre[1]));
    }
}
