package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 26: a result compared with a kernel's: "it all works as it did on 5.4 and before", "the port hangs like it
 * did on 5.6". The comparison says how the named kernel behaved, whatever the sentence around it
 * says of today's kernel: a working word makes it good, a failing word bad, negated or not ("it no longer boots as
 * it did with 5.4" still says 5.4 booted), and a condition before it ("If I build the commit before it, it all works
 * as it did on 5.4") conditions today's run, not the kernel compared with.
 *
 * <p>Narrow on purpose: the verb of working or failing, then at most three words, then "as" or "like", "it", "they",
 * "things" or "everything", "did" or "used to", at most four words, then "in", "on", "with" or "under" right before
 * the version. Not in a question, only for versions still without a verdict, and the good side only in a message
 * naming a problem (a good verdict needs a problem to be good against). The look-back is bounded
 * ({@link #REACH} characters), so the cost stays linear.
 */
final class AsItDid {
    /** How far before the version the comparison is looked for. */
    static final int REACH = 120;
    private static final Pattern COMPARED = Pattern.compile(
            "(?:^|.*[^\\w])(works|worked|work|working|boots|booted|boot|runs|ran|behaves|behaved|fails|failed|fail"
                    + "|failing|hangs|hung|hang|crashes|crashed|crash|breaks|broke)"
                    + "(?: [\\w'-]+){0,3}? (?:as|like) (?:it|they|things|everything) (?:did|used to|always did)"
                    + "(?: [\\w'-]+){0,4}? (?:in|on|with|under) (?:v|kernel |linux )?$");
    private static final Set<String> FAILING = Set.of("fails", "failed", "fail", "failing",
            "hangs", "hung", "hang", "crashes", "crashed", "crash", "breaks", "broke");

    private AsItDid() {
    }

    static void judge(VersionsText t, List<Candidate> cs, int n, int[] out, BooleanSupplier reportsProblem) {
        for (int k = 0; k < n; k++) {
            Candidate c = cs.get(k);
            if (!ProblemSentences.open(t, c, out[k])) {
                continue;
            }
            int verdict = compared(t.text, c.start(), c.end());
            if (verdict == KernelVerdicts.BAD
                    || (verdict == KernelVerdicts.GOOD && reportsProblem.getAsBoolean())) {
                out[k] = verdict;
            }
        }
    }

    /** GOOD or BAD when the words before {@code start} compare a result with this kernel's; NONE otherwise. */
    static int compared(String text, int start, int end) {
        int from = start;
        int lo = Math.max(0, start - REACH);
        while (from > lo) {
            char ch = text.charAt(from - 1);
            if (ch == '.' || ch == '?' || ch == '!' || ch == ';' || ch == ':') {
                break;
            }
            from--;
        }
        String before = RegressionStatements.tidy(text.substring(from, start)).replace(",", "");
        Matcher m = COMPARED.matcher(before);
        if (!m.matches() || AskedSentences.asked(text, end)) {
            return KernelVerdicts.NONE;
        }
        return FAILING.contains(m.group(1)) ? KernelVerdicts.BAD : KernelVerdicts.GOOD;
    }

}
