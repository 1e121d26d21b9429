package dev.lkmltriage.extract;

import java.util.regex.Pattern;

/**
 * Session 42 (roles45): a change told by the state before it. "Before your change was merged, any operations on the
 * wait queue were safe because they all held the lock" answering a quoted "I changed that with X" (convention 69),
 * and "Before those patches I don't see the error:" over a list of one-line ids with "After those patches I see:"
 * and a splat below: what was safe, worked or showed no error before a change, in a message about a problem, says
 * the change brought the problem, so the change is its culprit.
 *
 * <p>Two sentence shapes, read on lowercase collapsed text (each a bounded regex over one sentence or line, no
 * backtracking beyond it):
 * <ul>
 *   <li>{@link #blamesBack}: a sentence opening (after "and", "but" or "so") "before your change/patch/commit
 *       (was merged, went in, ...)" whose rest holds a good state ({@link #GOOD}: "was safe", "worked", "was fine",
 *       "no problem", "I don't see the error") that nothing negates ("wasn't safe", "didn't work" say the change
 *       cured). Only "your": the addressee's change is the one the quote above names ("I changed that with X");
 *       "this patch" in a reply is the patch under review, "the commit above" may point past the nearest id.
 *   <li>{@link #headsList}: a line "Before these/those/the following patches/commits/changes (,) I don't/didn't see
 *       the error/problem/warning/...:" heading the ids listed under it.
 * </ul>
 * A question ("Before your change, was it safe?") blames nothing.
 */
final class GoodBeforeChanges {
    /** Characters of one sentence or line read. */
    static final int MAX = 400;

    private static final String CHANGE = "(?:change|patch|commit|rework|conversion)(?:e?s)?";
    private static final Pattern BACK = Pattern.compile("(?:(?:and|but|so),? )?before your " + CHANGE
            + "(?: (?:was|were|got|had been) (?:merged|applied|picked up|pulled|committed|added)| went in| landed"
            + "| came in)?,? (.*)");
    /** A good state: what held before the change. */
    private static final Pattern GOOD = Pattern.compile("\\b(?:(?:was|were|is|are|been) (?:\\w+ )?(?:safe|fine|ok"
            + "|okay|correct|working)|worked|work(?:s|ed)? (?:fine|well|correctly)|(?:had )?no (?:problem|issue|error)s?"
            + "|(?:don't|didn't|do not|did not|couldn't|could not) (?:see|get|hit|reproduce) (?:the|this|that|any|an)"
            + " (?:error|problem|issue|warning|crash|failure|oops|hang|splat)s?)\\b");
    /** Words that undo a good state: a negation before it, or the state said of the time after the change. */
    private static final Pattern UNDONE = Pattern.compile("\\b(?:not|never|wasn't|weren't|isn't|aren't|hasn't|haven't"
            + "|neither|nor|nothing|none|nobody)\\b|n't (?:work|safe)");
    private static final Pattern LIST_HEAD = Pattern.compile("(?:(?:and|but|so),? )?before (?:these|those|the "
            + "following|the above|the two|the three) (?:two |three |four )?(?:patches|commits|changes),? i (?:don't"
            + "|didn't|do not|did not|couldn't|could not) (?:see|get|hit) (?:the|this|that|any|an) (?:error|problem"
            + "|issue|warning|crash|failure|oops|hang|splat)s?\\s*:");

    private GoodBeforeChanges() {
    }

    /**
     * Whether {@code sentence} (lowercase, collapsed, opening at its first word) is "Before your change ..., &lt;good
     * state&gt;": the addressee's change is blamed for what went wrong after it.
     */
    static boolean blamesBack(String sentence) {
        if (sentence == null || sentence.length() > MAX || !sentence.contains("before your ")
                || sentence.contains("?")) {
            return false;
        }
        java.util.regex.Matcher m = BACK.matcher(sentence);
        if (!m.matches()) {
            return false;
        }
        String rest = m.group(1);
        java.util.regex.Matcher good = GOOD.matcher(rest);
        if (!good.find()) {
            return false;
        }
        // "didn't see the error" is a good state of its own; any other negation, before the state or in it
        // ("was not safe"), undoes it
        boolean denied = !good.group().contains(" see ") && UNDONE.matcher(good.group()).find();
        return !denied && !UNDONE.matcher(rest.substring(0, good.start())).find();
    }

    /** Whether {@code line} (lowercase, collapsed, quote marks off) heads a list of changes a problem came with. */
    static boolean headsList(String line) {
        return line != null && line.length() <= MAX && line.contains("before ") && LIST_HEAD.matcher(line).matches();
    }
}
