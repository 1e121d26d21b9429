package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.text.Bounded;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Session 35 (conventions35): a reply that blames the thread's patch itself for a regression, in its own or quoted
 * text: a tester's failure with a patch a tree carries ({@link TreePatchFailures}: "I have noticed a regression in both
 * the mainline and -next branches ... The bisect is point to this commit", "I'm afraid this commit breaks booting my
 * board. I bisected the problem to this patch merged as [1]"), or "a regression in this patch" said outright ("This
 * is a regression in the $subject patch"). The regression such a message states is the patch's own, so the commit
 * the patch's {@code Fixes:} tag names, which is what the patch cures, is not its culprit: the culprit is the patch's
 * own id where one is written, else none (convention (1) of session 34, settled for the culprit in session 35).
 *
 * <p>A posted patch failing in review states no regression (convention (1)), so it does not count here: there any
 * regression the message states is another one (a quoted changelog's "After commit X, the HDA won't be suspended"),
 * and the tag's target may well be its culprit.
 *
 * <p>Linear: {@link TreePatchFailures} reads each hit once within its bounds; here each "egression" hit reads at most
 * {@link #AHEAD} characters after it and {@link #BACK} before, at most {@link #MAX_HITS} hits; each occurrence of a
 * culprit's id (at most {@link #MAX_HITS}) at most {@link #TAG_BACK} characters back.
 */
final class PatchSelfBlame {
    static final int AHEAD = 60;
    static final int BACK = 200;
    static final int TAG_BACK = 40;
    static final int MAX_HITS = 200;

    /** After "regression": the patch under discussion named as where it lies. */
    private static final Pattern IN_PATCH = Pattern.compile(
            "^egressions? (?:is |was )?(?:in|with|from|caused by|introduced by|due to) (?:this|the \\$subject"
                    + "|the subject|your) (?:patch|commit|change|series)\\b");
    /** Conditions, denials and modals before it: "if this is a regression in this patch", "not a regression in". */
    private static final List<String> DENY = List.of(" if ", " not ", "n't ", " no ", " never ", " whether ",
            " would ", " could ", " might ", " may ", " unless ", " in case ", " should ", " maybe ", " perhaps ");
    /** A line's head up to a tagged id: quote marks and blanks, "Fixes:", maybe "commit". */
    private static final Pattern TAG_LINE = Pattern.compile("[>|\\s]*Fixes:\\s*(?:commit\\s+)?",
            Pattern.CASE_INSENSITIVE);

    private PatchSelfBlame() {
    }

    /** Whether this reply blames its thread's patch itself for a regression, own or quoted. */
    static boolean blames(Mail mail, boolean reply) {
        if (!reply) {
            return false; // a changelog's "this patch causes ..." says what the patch does
        }
        return TreePatchFailures.find(mail, true, false, false).any() || regressionInPatch(mail.text());
    }

    /** "a regression in this patch", "This is a regression in the $subject patch": not denied, not asked. */
    static boolean regressionInPatch(String text) {
        int hits = 0;
        for (int at = text.indexOf("egression"); at > 0 && hits < MAX_HITS; at = text.indexOf("egression", at + 9)) {
            hits++;
            char r = text.charAt(at - 1);
            if ((r != 'r' && r != 'R') || (at > 1 && Character.isLetterOrDigit(text.charAt(at - 2)))) {
                continue;
            }
            String after = RegressionStatements.tidy(text.substring(at, Math.min(text.length(), at + AHEAD)));
            if (!IN_PATCH.matcher(after).find()) {
                continue;
            }
            String clause = " " + RegressionStatements.clauseBefore(text, at - 1, BACK) + " ";
            if (!RegressionStatements.containsAny(clause, DENY) && !AskedSentences.asked(text, at)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code hash} (its first eight digits) stands in a {@code Fixes:} tag of the text, own or quoted: "Fixes:
     * 1a2b3c4d5e6f (\"...\")", "> > Fixes: commit 1a2b3c4d". The tag must open its line (after quote marks), within
     * {@link #TAG_BACK} characters of the id.
     */
    static boolean fixesTarget(String text, String hash) {
        if (hash == null || hash.length() < 8) {
            return false;
        }
        String head = hash.substring(0, 8).toLowerCase(Locale.ROOT);
        int hits = 0;
        for (int at = text.indexOf(head); at >= 0 && hits < MAX_HITS; at = text.indexOf(head, at + head.length())) {
            hits++;
            int nl = Bounded.lastIndexOf(text, '\n', at - 1, at - TAG_BACK);
            if (nl < 0 && at > TAG_BACK) {
                continue; // the line runs on further back than a tag's head
            }
            if (TAG_LINE.matcher(text.substring(nl + 1, at)).matches()) {
                return true;
            }
        }
        return false;
    }
}
