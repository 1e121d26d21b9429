package dev.lkmltriage.extract;

import java.util.regex.Pattern;

/**
 * Session 47 (roles50), convention (123): "Commit X (...) merged fatal and non-fatal error recovery paths ... But this
 * change also complicated the error recovery path and which in turn led to the following issues.": a sentence after
 * the one naming {@code commit X} that points back at it ("this change", "this commit", "that change", "it"; after
 * an opening "But", "However," or "Unfortunately,", and an "also") and says it led to, resulted in or caused issues,
 * problems or failures blames X by its consequence, as "This broke ..." does ({@code CommitRoles.brokeNext}). The
 * consequence must be stated: a modal or a negation in the sentence ("this change could lead to problems", "it did
 * not cause any issues") blames nothing, and neither does a consequence that is no problem ("led to the following
 * clean-ups"). Reads one window of at most 240 characters (lowercase, collapsed); the pattern is anchored at its
 * start.
 */
final class ConsequenceNext {
    private static final Pattern SHAPE = Pattern.compile(
            "^(?:(?:but|however|unfortunately|and)\\s*,?\\s+)?(?:this|that)\\s+(?:change|commit|patch|conversion"
                    + "|rework|move)\\s+(?:also\\s+|then\\s+|unfortunately\\s+)?[^.?!;]{0,160}?\\b(?:led\\s+to|leads\\s+to"
                    + "|resulted\\s+in|results\\s+in|caused|causes)\\s+(?:the\\s+following\\s+|several\\s+|some\\s+"
                    + "|various\\s+|multiple\\s+|many\\s+|a\\s+few\\s+|two\\s+|three\\s+|a\\s+number\\s+of\\s+)?"
                    + "(?:[a-z-]+\\s+)?(?:issues|problems|failures|regressions|crashes|hangs|panics|deadlocks)\\b");
    private static final Pattern STOPPED = Pattern.compile(
            "\\b(?:could|may|might|would|can|will|should|not|never|no|n't|if|whether)\\b|n't\\b");

    private ConsequenceNext() {
    }

    /** Whether the window (lowercase, collapsed), starting at a sentence's start, blames the commit named before. */
    static boolean blames(String window) {
        if (!(window.startsWith("this") || window.startsWith("that") || window.startsWith("but")
                || window.startsWith("however") || window.startsWith("unfortunately") || window.startsWith("and"))) {
            return false;
        }
        var m = SHAPE.matcher(window);
        if (!m.find()) {
            return false;
        }
        return !STOPPED.matcher(window.substring(0, m.end())).find();
    }
}
