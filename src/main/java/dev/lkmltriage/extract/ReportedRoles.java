package dev.lkmltriage.extract;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Two roles stated around a commit rather than next to it: a test robot's report blaming the commit in its
 * {@code commit:} header line, and a commit offered to a reporter as the cure. Every look is bounded (a few hundred
 * characters around the id), so the work per commit is constant; never throws on any offsets inside the text.
 */
final class ReportedRoles {
    /**
     * What a test robot writes after its header block when the commit under test did harm: "caused below changes",
     * "caused a regression" (LKP's wording). "FYI, we noticed the following commit" alone blames nothing.
     */
    private static final String[] ROBOT_AFTER = {"caused below changes", "caused a regression", "caused regressions"};
    /** How far after the header line the robot's verdict may stand: the url/base/testcase lines come between. */
    private static final int ROBOT_REACH = 1500;
    /** An offer to try a commit; "whether" or "if" after it makes it a question about the tree, not an offer. */
    private static final String[] OFFERS = {"can you try", "could you try", "would you try", "please try",
        "can you test", "could you test", "please test", "can you give", "could you give"};
    /** A promise that the offered commit cures: "it should fix this", "this one should at least get it down". */
    private static final Pattern PROMISE = Pattern.compile(
        "\\bshould (?:at least |also |hopefully |probably )?(?:fix|help|solve|resolve|cure|get it down|get rid"
            + "|improve|reduce|make it work|take care of)");
    /**
     * Where the last offer starts (session 44, speed45): nine {@code lastIndexOf} walks over the 160 characters before
     * every commit id were a per cent of the synthetic corpus's extraction.
     */
    private static final LastPhrase LAST_OFFER = new LastPhrase(List.of(OFFERS));
    private static final int OFFER_REACH = 160;
    private static final int PROMISE_REACH = 400;

    private ReportedRoles() {
    }

    /**
     * "commit: X ("subject")" as the header line of a robot's report, own or quoted, when the report says the commit
     * did harm: a later line "caused below changes" / "caused a regression", or the line above "... regression of
     * ... due to commit:". Near misses: "improvement of ... due to commit:", a build report's header with no such
     * verdict, "commit: X" in running text.
     */
    static boolean robotBlames(String text, int start, int end, int nextStart) {
        if (!robotHeader(text, start)) {
            return false;
        }
        if (robotGain(text, start)) {
            return false;
        }
        String back = robotLead(text, start);
        if (back.endsWith("due to commit:")) {
            int sentence = Math.max(back.lastIndexOf(". "), back.lastIndexOf("! "));
            return back.indexOf(" regression of ", Math.max(0, sentence)) >= 0;
        }
        int hi = Math.min(text.length(), Math.min(end + ROBOT_REACH, Math.max(end, nextStart)));
        String ahead = CommitRoles.collapsedLower(text, end, hi);
        for (String cue : ROBOT_AFTER) {
            if (ahead.contains(cue)) {
                return true;
            }
        }
        return false;
    }

    /**
     * "FYI, we noticed a 9.1% improvement of ... due to commit:" above a robot's {@code commit:} header: the robot
     * credits the commit with a gain, so the "due to commit" that blames elsewhere says nothing of harm here.
     */
    static boolean robotGain(String text, int start) {
        if (!robotHeader(text, start)) {
            return false;
        }
        String back = robotLead(text, start);
        int sentence = Math.max(back.lastIndexOf(". "), back.lastIndexOf("! "));
        return back.endsWith("due to commit:") && back.indexOf(" improvement of ", Math.max(0, sentence)) >= 0;
    }

    /** Whether the line holding {@code start} is "commit:" up to it (its start looked for 40 characters back). */
    private static boolean robotHeader(String text, int start) {
        int limit = Math.max(0, start - 40);
        int ls = start;
        while (ls > limit && text.charAt(ls - 1) != '\n') {
            ls--;
        }
        return start - ls < 40 && CommitRoles.collapse(text.substring(ls, start)).strip().equalsIgnoreCase("commit:");
    }

    /** Up to 300 characters before the header's line, collapsed and lowercase. */
    private static String robotLead(String text, int start) {
        int ls = text.lastIndexOf('\n', start - 1) + 1;
        return CommitRoles.collapsedLower(text, Math.max(0, ls - 300), ls).strip();
    }

    /**
     * "Can you try this commit? <url id=X> ... this one should at least get it down": a commit offered to try (the
     * offer in the sentence or line before the id, the id possibly inside a URL) with a promise in the text after it
     * that it cures. Near misses: "can you test whether X is in your tree" (a question about the tree), an offer with
     * no promise, "it should be in mainline" (no cure).
     */
    static boolean offeredCure(String text, int start, int end, int nextStart) {
        int token = start;
        while (token > 0 && token > start - 200 && !Character.isWhitespace(text.charAt(token - 1))) {
            token--;
        }
        String pre = CommitRoles.collapsedLower(text, Math.max(0, token - OFFER_REACH), token);
        int offer = LAST_OFFER.in(pre); // the largest lastIndexOf of the offers, in one backward walk
        if (offer < 0) {
            return false;
        }
        String gap = pre.substring(offer);
        if (gap.contains(" whether ") || gap.contains(" if ") || gap.contains("revert") || gap.contains(". ")
                || gap.contains("! ")) {
            return false;
        }
        int hi = Math.min(text.length(), Math.min(end + PROMISE_REACH, Math.max(end, nextStart)));
        String post = CommitRoles.collapsedLower(text, end, hi);
        return PROMISE.matcher(post).find() && !post.contains("should not") && !post.contains("shouldn't");
    }
}
