package dev.lkmltriage.extract;

import java.util.regex.Pattern;

/**
 * Session 36 (fixrole39), label convention (15b): a commit told as the cure of a problem like this one, elsewhere ("A
 * similar issue is met and solved by commit X", "That looks similar to the race you fixed with X", "radeon/amdgpu
 * devices can cause the same problem, and commit X can resolve it") is a precedent the writer points to, not the cure
 * of this message's problem: a reference. A triager who took it for the fix would mark the report fixed by a commit
 * that never touched it (the clusterer moves a cluster to "fixed" on an own fix role).
 *
 * <p>Read only on the words of the id's own sentence before it. Cues: "similar"/"similarly", "likewise", "just like",
 * and "cause(s|d) the same" (something else that causes the same problem). Guards: a sentence that names this
 * message's problem as the one cured ("this issue", "my problem", "the reported ...") or denies the likeness ("not
 * similar") keeps the fix; "the same problem" without a cause verb ("I hit the same problem, fixed by X") keeps it too.
 */
final class AnalogousCures {
    /** A likeness word, at a word start. */
    private static final Pattern ALIKE = Pattern.compile(
            "\\b(?:similar(?:ly)?|likewise|just like|(?:can |could |may |might )?caus(?:e|es|ed) the same)\\b");
    /** The message's own problem named in the sentence: the cure is then this problem's. */
    private static final Pattern OWN = Pattern.compile("\\b(?:this|my|our|your|the reported|the same)"
            + " (?:issue|problem|bug|regression|crash|hang|failure|warning)\\b");
    private static final Pattern CAUSE_SAME = Pattern.compile("caus(?:e|es|ed) the same");
    private static final Pattern DENIED = Pattern.compile(
            "\\b(?:not|no|isn't|is not|nothing)\\s+(?:very |at all )?similar");
    /** The sentence part read is bounded: the caller passes at most this much. */
    static final int MAX = 400;

    private AnalogousCures() {
    }

    /**
     * Whether {@code before}, the lowercase words of an id's sentence before the id (quote marks and line breaks
     * collapsed), tells the cure as one of a like problem elsewhere.
     */
    static boolean elsewhere(String before) {
        String s = before.length() > MAX ? before.substring(before.length() - MAX) : before;
        if (!ALIKE.matcher(s).find() || DENIED.matcher(s).find()) {
            return false;
        }
        // "radeon devices can cause the same problem": "the same problem" there is the likeness, not this one
        String own = CAUSE_SAME.matcher(s).replaceAll("");
        return !OWN.matcher(own).find();
    }
}
