package dev.lkmltriage.extract;

import java.util.regex.Pattern;

/**
 * A subject that says something broke after a change: a problem word, then "after" and a change of the kernel: a
 * commit id ("Lost PME after 1a2b3c4d5e6f (...)"), a quoted commit subject ("broken with X after \"rework the
 * frobs\""), "commit", "merging", or an upgrade or update to a kernel ("hangs after upgrading to kernel 5.9"); or
 * "by" / "due to" a change: a commit id, a quoted commit subject, "commit", or a few words naming a patch or commit
 * ("functionality broken by runtime PM patch on 4.20.2", "boot crash due to \"x86/msi: ...\""). That is a regression
 * stated in the title. Not an event ("hang after resume", "oops after hot-unplug"), an update of something else
 * ("fails after firmware update"), the way a fix works ("fix panic by calling X", "workaround fail by disabling"),
 * a cause that is no change ("issue due to CLKREQ# signal"), nor a problem word after the "after" ("after commit X
 * the frob is fine"). Subjects are short (the caller reads at most 2000 characters), so a regex over one is cheap.
 */
final class BrokenAfterChange {
    private static final Pattern SHAPE = Pattern.compile(
            "\\b(?:broken|broke|breaks|lost|loses|losing|fails?|failed|failing|failures?|hangs?|hung|crash(?:es|ed)?"
                    + "|panics?|oops|stopped|stops|no longer|slow(?:er|down)?|missing|not working|doesn't work"
                    + "|does not work|unusable|freezes?|lockups?|timeouts?|drops?|dropped)\\b"
                    + "[^\"]{0,80}?(?:\\bafter\\s+"
                    + "(?:\"\\S|commit\\b|merging\\b|the merge\\b|[0-9a-f]{7,40}\\b"
                    + "|(?:upgrad|updat)\\w*\\s+(?:to\\s+)?(?:the\\s+)?(?:kernel\\b|linux\\b|v?\\d+\\.\\d+))"
                    // "broken by <change>", "boot failure due to <change>": the change itself, or a few words
                    // naming it as a patch or commit (not "by calling", "due to a conflict")
                    + "|\\b(?:by|due to)\\s+(?:\"\\S|commits?\\b|[0-9a-f]{7,40}\\b"
                    + "|(?:the\\s+|a\\s+|an\\s+)?(?:(?![a-z]+ing\\b)[\\w/.+-]+\\s+){0,5}?"
                    + "(?:patch|patches|commit)\\b))");

    private BrokenAfterChange() {
    }

    /** True when the lowercase subject states a break after a change of the kernel. */
    static boolean states(String lowerSubject) {
        if (lowerSubject.indexOf("after") < 0 && lowerSubject.indexOf("by") < 0
                && lowerSubject.indexOf("due to") < 0) {
            return false; // the literal pre-check: most subjects never run the regex
        }
        var m = SHAPE.matcher(lowerSubject);
        while (m.find()) {
            String id = hexAfter(lowerSubject, m.end());
            if (id == null || hasDigit(id)) {
                return true; // a bare hex word counts only with a digit in it ("after deadbeef" is a word)
            }
        }
        return false;
    }

    /** The hex id the match ended on, or null when it ended on another change word. */
    private static String hexAfter(String s, int end) {
        int start = end;
        while (start > 0 && Character.digit(s.charAt(start - 1), 16) >= 0) {
            start--;
        }
        if (end - start < 7 || start == 0 || !Character.isWhitespace(s.charAt(start - 1))) {
            return null;
        }
        return s.substring(start, end);
    }

    private static boolean hasDigit(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isDigit(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }
}
