package dev.lkmltriage.extract;

import java.util.List;

/**
 * Session 39 (roles42), label convention (20): a changelog saying what a commit left undone names that commit as the
 * one the patch corrects, a culprit ("Fix X"): "the else/endif comments were not updated in commit X", "the header was
 * never converted by X", "a caller missed in commit X", "forgotten in X". The active forms ("X forgot to update") are
 * read after the id elsewhere; this reads the passive ones, the words right before the id, anchored at their end.
 * A denial ("was not changed by X, so X is not it") has "changed" in no list: only verbs of work to be done.
 */
final class OmittedChanges {
    private static final TailCue NOT_DONE = new TailCue("\\b(?:not|never)\\s+(?:been\\s+)?(?:updated|adjusted"
            + "|converted|renamed|removed|cleaned up|taken into account|accounted for)\\s+(?:in|by|with)"
            + "(?:\\s+(?:the\\s+)?(?:commit|patch|change))?\\s*$", List.of("not ", "never "));
    private static final TailCue MISSED = new TailCue("\\b(?:was|were|got|been|is|are)\\s+(?:missed|forgotten"
            + "|overlooked|left behind|left over)\\s+(?:in|by|with)(?:\\s+(?:the\\s+)?(?:commit|patch|change))?\\s*$",
            List.of("missed", "forgotten", "overlooked", "left "));

    private OmittedChanges() {
    }

    /** Whether {@code pre}, the lowercase words before an id (collapsed, at most a sentence), ends so. */
    static boolean blames(String pre) {
        String tail = TailCue.tail(pre);
        return NOT_DONE.matches(tail) || MISSED.matches(tail);
    }
}
