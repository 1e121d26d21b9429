package dev.lkmltriage.extract;

import java.util.regex.Pattern;

/**
 * Session 40 (roles43), label convention (20) in its active form told a sentence after the id: "The move of the
 * driver in commit X ("...") implied that ... . Unfortunately, a blind move of the code did not check that some of
 * the quirks ...", "Commit X converted the callers. This conversion forgot to update the stub": a sentence that opens
 * (after "Unfortunately," "However," or "But") with the change itself as its subject — "this/that", or a noun phrase
 * whose head is a change noun (move, change, commit, patch, conversion, rework, ...) — and a verb of work left undone
 * names X culprit, as "X forgot to update" does. Reads the head of one of the two sentences after the id's
 * (CommitRoles.brokeNext walks them). Near misses: another subject ("The driver did not check"), a verb of no
 * omission ("This change did not affect"), "it" (too often the device or the driver).
 */
final class OmittedNext {
    private static final Pattern HEAD = Pattern.compile(
            "^(?:(?:unfortunately|however|but),?\\s+)?(?:this|that|(?:the|a|this|that|its|the original)\\s+"
            + "(?:[a-z-]+\\s+){0,2}(?:move|change|commit|patch|conversion|rework|rename|refactoring|cleanup"
            + "|clean-up|split|switch)(?:\\s+of\\s+(?:the\\s+)?[a-z_-]+)?)\\s+(?:(?:did not|didn't|never|does not"
            + "|doesn't)\\s+(?:check|update|adjust|convert|consider|handle|remove|take into account|account for)"
            + "|(?:forgot|failed|neglected) to|missed|overlooked)\\b");

    private OmittedNext() {
    }

    /** Whether {@code head}, the lowercase collapsed opening of a sentence (about 120 characters), says so. */
    static boolean blames(String head) {
        return HEAD.matcher(head).lookingAt();
    }
}
