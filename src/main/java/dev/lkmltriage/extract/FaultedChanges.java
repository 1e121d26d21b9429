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
}
