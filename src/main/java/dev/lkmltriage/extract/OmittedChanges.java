package dev.lkmltriage.extract;

import java.util.regex.Pattern;

/**
 * Session 39 (roles42), label convention (20): a changelog saying what a commit left undone names that commit as the
 * one the patch corrects, a culprit ("Fix X"): "the else/endif comments were not updated in commit X", "the header was
 * never converted by X", "a caller missed in commit X", "forgotten in X". The active forms ("X forgot to update") are
 * read after the id elsewhere; this reads the passive ones, the words right before the id, anchored at their end.
 * A denial ("was not changed by X, so X is not it") has "changed" in no list: only verbs of work to be done.
 */
final class OmittedChanges {
    private static final Pattern NOT_DONE = Pattern.compile("\\b(?:not|never)\\s+(?:been\\s+)?(?:updated|adjusted"
            + "|converted|renamed|removed|cleaned up|taken into account|accounted for)\\s+(?:in|by|with)"
            + "(?:\\s+(?:the\\s+)?(?:commit|patch|change))?\\s*$");
    private static final Pattern MISSED = Pattern.compile("\\b(?:was|were|got|been|is|are)\\s+(?:missed|forgotten"
            + "|overlooked|left behind|left over)\\s+(?:in|by|with)(?:\\s+(?:the\\s+)?(?:commit|patch|change))?\\s*$");

    private OmittedChanges() {
    }

    /** Whether {@code pre}, the lowercase words before an id (collapsed, at most a sentence), ends so. */
    static boolean blames(String pre) {
        int k = pre.length() > 120 ? pre.length() - 120 : 0;
        String tail = pre.substring(k);
        if (tail.contains("not ") || tail.contains("never ")) {
            if (NOT_DONE.matcher(tail).find()) {
                return true;
            }
        }
        return (tail.contains("missed") || tail.contains("forgotten") || tail.contains("overlooked")
                || tail.contains("left ")) && MISSED.matcher(tail).find();
    }
}
