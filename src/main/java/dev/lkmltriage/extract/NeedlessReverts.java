package dev.lkmltriage.extract;

import dev.lkmltriage.text.QuoteMarks;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Session 35 (roles38): a revert patch's own "This reverts commit X." names a culprit because a revert is written to
 * undo what X broke. Some are not: the changelog gives a reason that is no breakage at all, and X is then only the
 * change taken out (the label conventions: "a revert that cures names culprits"). Three reasons, each seen in its own
 * series of the linux-pci archive:
 * <ul>
 *   <li>X is no longer needed: "No need to directly call the firmware routine through a pci quirk", "The vl805 routine
 *       has moved to drivers/reset/...", "is now handled through a reset controller";</li>
 *   <li>the problem X worked around is cured elsewhere: "The root cause of this bug is fixed by the following two
 *       commits";</li>
 *   <li>a later change needs X's old behaviour: "In preparation to detect the number of iATU regions ... we need to
 *       keep reading 'num-viewport'".</li>
 * </ul>
 * The changelog is the run of lines at the trailer's quote depth around it (up to a header, a {@code Signed-off-by:}
 * or {@code ---} line, {@link #LINES} lines or {@link #SPAN} characters each way), less its address and link lines
 * ("Cc: Ben <benh@kernel.crashing.org>" crashes nothing). Any word of breakage in it ("broke", "regression", "caused",
 * "crash", "fails", "wrong", "side effect", ...; not "root cause", the bug a workaround was for) keeps the culprit: a
 * revert that says both ("no need for it, and it breaks resume") is still a cure. A bare trailer keeps it too.
 */
final class NeedlessReverts {
    static final int LINES = 25;
    static final int SPAN = 1500;

    private static final Pattern NEEDLESS = Pattern.compile("\\b(?:no need (?:to|for)|no longer (?:needed|necessary"
            + "|required|used)|not (?:needed|necessary|required) any ?more|(?:has|have)(?: been)? moved (?:to|into)"
            + "|(?:is|are) now (?:handled|done|run) (?:by|through|in)|in preparation (?:to|for)|to prepare for"
            + "|root cause (?:of this (?:bug|issue|problem) )?(?:is|has been|was) fixed by|superseded by"
            + "|(?:is|are) obsolete)");
    private static final Pattern BREAKAGE = Pattern.compile("\\b(?:regress\\w*|broke|breaks|breaking"
            + "|(?<!root )caus(?:e|ed|es|ing)|crash\\w*|hangs?|hung|panic\\w*|oops|fail(?:s|ed|ure|ures)?"
            + "|doesn't work|does not work|stopped working|not working|wrong\\w*|incorrect\\w*|typo|mistake\\w*"
            + "|side[ -]?[ae]ffect\\w*|lock ?ups?|freez\\w*|hazard\\w*)\\b");

    private NeedlessReverts() {
    }

    /** Whether the revert trailer holding {@code at} stands in a changelog whose only reason is no breakage. */
    static boolean needless(VersionsText t, int at) {
        String log = changelog(t, at).toLowerCase(Locale.ROOT);
        return NEEDLESS.matcher(log).find() && !BREAKAGE.matcher(log).find();
    }

    /** The lines at the quote depth of {@code at}'s line around it, quote marks stripped, joined by blanks. */
    static String changelog(VersionsText t, int at) {
        String s = t.text;
        int home = t.lineStart(at);
        int depth = QuoteMarks.depth(s, home);
        StringBuilder up = new StringBuilder();
        int start = home;
        for (int n = 0; n < LINES && start > 0 && home - start < SPAN; n++) {
            int prev = t.lineStart(start - 1);
            String line = VersionsText.stripQuote(s.substring(prev, start - 1)).strip();
            if (QuoteMarks.depth(s, prev) != depth || header(line) || line.startsWith("---")) {
                break;
            }
            if (!address(line)) {
                up.insert(0, line + " ");
            }
            start = prev;
        }
        StringBuilder down = new StringBuilder(up);
        int from = home;
        for (int n = 0; n <= LINES && from < s.length() && from - home < SPAN; n++) {
            int end = t.lineEnd(from);
            String line = VersionsText.stripQuote(s.substring(from, end)).strip();
            if (QuoteMarks.depth(s, from) != depth || line.startsWith("Signed-off-by:") || line.startsWith("---")) {
                break;
            }
            if (!address(line)) {
                down.append(line).append(' ');
            }
            from = end + 1;
        }
        return down.toString();
    }

    /** A trailer or link line ("Cc: Ben <benh@kernel.crashing.org>"): its words are no reason given. */
    private static boolean address(String line) {
        return line.indexOf('@') >= 0 || line.startsWith("Link:") || line.startsWith("BugLink:")
                || line.startsWith("http");
    }

    private static boolean header(String line) {
        return line.startsWith("Subject:") || line.startsWith("From:") || line.startsWith("Date:")
                || line.endsWith(" wrote:") || line.endsWith("wrote:");
    }
}
