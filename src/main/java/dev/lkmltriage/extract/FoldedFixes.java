package dev.lkmltriage.extract;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Session 39 (roles42): "I fixed these by folding the patch below into X", "I squashed your fix into X": a fix merged
 * into a commit still on a branch names that commit as the one with the problem, a culprit (as "Fix X" does; the
 * answer to a build robot's warning on a development branch, whose {@code commit:} header alone is only the patch
 * under test, convention 38). The sentence before the id must speak of a fix ("fixed", "fix"): "I folded the rename
 * into X" names no problem. Reads only the words right before the id, anchored at their end.
 */
final class FoldedFixes {
    private static final TailCue FOLDED = new TailCue(Pattern.compile(
            "\\b(?:fold|folded|folding|squash|squashed|squashing)\\s+(?:[a-z-]+\\s+){0,4}into"
            + "(?:\\s+(?:the\\s+)?(?:commit|patch|original commit))?\\s*$"),
            List.of("fold", "squash"), List.of("fix"));

    private FoldedFixes() {
    }

    /** Whether {@code pre}, the lowercase words before an id (collapsed, at most a sentence), ends so. */
    static boolean blames(String pre) {
        return FOLDED.endsIn(pre);
    }
}
