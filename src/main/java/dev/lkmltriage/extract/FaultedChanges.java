package dev.lkmltriage.extract;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The words right before a commit id that name it as the change a patch corrects, a culprit (as "Fix X" is), read by
 * {@link TailCue}s anchored at their end. Session 41 (roles44) joined three readers of this one shape here (sessions
 * 38-39 had written one class per wording):
 * <ul>
 *   <li>a mistake (fixrole41, label convention 15): "where it erroneously got added by commit X", "the flag was
 *       wrongly cleared in X";
 *   <li>an omission in the passive (roles42, convention 20): "the else/endif comments were not updated in commit X",
 *       "the header was never converted by X", "a caller missed in commit X", "forgotten in X". The active forms ("X
 *       forgot to update") are read after the id elsewhere. A denial ("was not changed by X, so X is not it") has
 *       "changed" in no list: only verbs of work to be done;
 *   <li>a fix folded into a commit still on a branch (roles42): "I fixed these by folding the patch below into X", "I
 *       squashed your fix into X" (the answer to a build robot's warning, whose {@code commit:} header alone is only
 *       the patch under test, convention 38). The words must speak of a fix: "I folded the rename into X" names no
 *       problem.
 *   <li>a fix named for a commit (session 48, roles51): "This looks like a bugfix for X", "a follow-up fix to commit
 *       X", "the fix for X": what a fix is for is the change it corrects, as "Fix X" reads ({@link #fixFor}, which
 *       refuses a denied "not a fix for X"; the caller refuses a question);
 *   <li>a {@code Fixes:} tag written in a sentence (session 48, roles51): "I added a Fixes: X (...) since it refines
 *       that patch", the tag's target as on the tag's own line ({@link #proseTag}); a denied, dropped or removed tag
 *       ("no Fixes: X needed", "I dropped the Fixes: X") names none.
 * </ul>
 */
final class FaultedChanges {
    private static final TailCue WRONG = new TailCue("\\b(?:erroneously|wrongly|mistakenly|incorrectly"
            + "|accidentally|inadvertently|unintentionally)\\s+(?:(?:got|been|was|were|is|are|has been|have been)\\s+)?"
            + "(?:added|introduced|changed|removed|dropped|moved|converted|deleted|cleared|set|enabled|disabled"
            + "|reverted)\\s+(?:by|in|with)(?:\\s+(?:the\\s+)?(?:commit|patch|change))?\\s*$", List.of("ly ", "ly\t"));
    private static final TailCue NOT_DONE = new TailCue("\\b(?:not|never)\\s+(?:been\\s+)?(?:updated|adjusted"
            + "|converted|renamed|removed|cleaned up|taken into account|accounted for)\\s+(?:in|by|with)"
            + "(?:\\s+(?:the\\s+)?(?:commit|patch|change))?\\s*$", List.of("not ", "never "));
    private static final TailCue MISSED = new TailCue("\\b(?:was|were|got|been|is|are)\\s+(?:missed|forgotten"
            + "|overlooked|left behind|left over)\\s+(?:in|by|with)(?:\\s+(?:the\\s+)?(?:commit|patch|change))?\\s*$",
            List.of("missed", "forgotten", "overlooked", "left "));
    private static final TailCue FOLDED = new TailCue(Pattern.compile(
            "\\b(?:fold|folded|folding|squash|squashed|squashing)\\s+(?:[a-z-]+\\s+){0,4}into"
            + "(?:\\s+(?:the\\s+)?(?:commit|patch|original commit))?\\s*$"),
            List.of("fold", "squash"), List.of("fix"));
    private static final List<TailCue> CUES = List.of(WRONG, NOT_DONE, MISSED, FOLDED);
    /** "a bugfix for", "fixes to the commit", "a follow-up fix for": a fix's object, ending right before the id. */
    private static final Pattern FIX_FOR = Pattern.compile("\\b(?:bug\\s?|regression\\s|follow-?up\\s|build\\s)?"
            + "(?:fix|fixes|fixup|fixups|fix-up)\\s+(?:for|to)(?:\\s+(?:the\\s+)?(?:commit|patch|change))?\\s*$");

    private FaultedChanges() {
    }

    /** Whether {@code pre}, the lowercase words before an id (collapsed, at most a sentence), ends in one of them. */
    static boolean blames(String pre) {
        String tail = TailCue.tail(pre);
        for (TailCue cue : CUES) {
            if (cue.matches(tail)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code pre} (as {@link #blames} reads it) ends in a {@code Fixes:} tag's word inside a sentence. */
    static boolean proseTag(String pre) {
        if (!pre.endsWith("fixes:") || pre.length() == 6) {
            return false;
        }
        String head = TailCue.tail(pre);
        head = head.substring(Math.max(0, head.length() - 6 - 30), head.length() - 6);
        return !(head.contains("not ") || head.contains("n't ") || head.contains("never ") || head.contains("no ")
                || head.contains("drop") || head.contains("remov") || head.contains("without"));
    }

    /**
     * Whether {@code pre} (as {@link #blames} reads it) ends in a fix named for the id that follows ({@link #FIX_FOR}),
     * not denied in the few words before it ("this is not a fix for X", "isn't really a fix to X").
     */
    static boolean fixFor(String pre) {
        String tail = TailCue.tail(pre);
        if (!tail.contains("fix")) {
            return false;
        }
        java.util.regex.Matcher m = FIX_FOR.matcher(tail);
        if (!m.find()) {
            return false;
        }
        String head = tail.substring(Math.max(0, m.start() - 24), m.start());
        return !(head.contains("not ") || head.contains("n't ") || head.contains("never ") || head.contains("no "));
    }
}
