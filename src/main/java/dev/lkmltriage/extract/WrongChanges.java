package dev.lkmltriage.extract;

import java.util.List;

/**
 * Session 38 (fixrole41): "where it erroneously got added by commit X", "the flag was wrongly cleared in X": a change
 * the words right before the id call a mistake names X as the one that brought the error in, a culprit (label
 * convention 15: "Fix A by moving it from B where it erroneously got added by commit X": X culprit, as "Fix X" is).
 * Reads only the words before the id, anchored at their end.
 */
final class WrongChanges {
    private static final TailCue WRONG = new TailCue("\\b(?:erroneously|wrongly|mistakenly|incorrectly"
            + "|accidentally|inadvertently|unintentionally)\\s+(?:(?:got|been|was|were|is|are|has been|have been)\\s+)?"
            + "(?:added|introduced|changed|removed|dropped|moved|converted|deleted|cleared|set|enabled|disabled"
            + "|reverted)\\s+(?:by|in|with)(?:\\s+(?:the\\s+)?(?:commit|patch|change))?\\s*$", List.of("ly ", "ly\t"));

    private WrongChanges() {
    }

    /** Whether {@code pre}, the lowercase words before an id (collapsed, at most a sentence), ends so. */
    static boolean blames(String pre) {
        return WRONG.endsIn(pre);
    }
}
