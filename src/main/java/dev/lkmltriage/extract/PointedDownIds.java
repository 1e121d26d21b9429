package dev.lkmltriage.extract;

import java.util.regex.Pattern;

/**
 * Session 51 (roles53): a sentence ending in a colon points down at the commit opening the next line, a bare id, a
 * {@code commit X} heading or a link to it ("For example following commit broke those cards:\nhttps://.../commit/?id=X"
 * and "And this commit fixed it (...):\nhttps://.../commit/?id=Y"). Two readings follow: the id under the colon
 * line may open its line with a link ({@link #urlOpener}), so {@link CommitRoles}'s colon-line reading reaches it;
 * and the cue words of such a colon line belong to the id below, not to an id written before it
 * ({@link #cueEnd}: the earlier id's cue reading stops where the colon line starts).
 *
 * <p>Each call reads at most {@link #REACH} characters back from one id (the opener before it on its line, the two
 * lines above): constant work per candidate, so a line of ten thousand ids stays linear.
 */
final class PointedDownIds {
    /** A link standing alone before the id on its line: "https://host/path/commit/?id=". */
    private static final Pattern URL_OPENER = Pattern.compile("(?:https?|git)://\\S+");
    /** A colon line longer than this is no pointer sentence (a pasted log, a wrapped paragraph). */
    static final int MAX_LINE = 300;
    /** How far back a line's start is looked for: a longer line holds no opener or pointer sentence this reads. */
    private static final int REACH = 2 * MAX_LINE;

    private PointedDownIds() {
    }

    /** Whether {@code opener}, the text before an id on its line (quote marks stripped), is a bare link to it. */
    static boolean urlOpener(String opener) {
        return opener.length() <= MAX_LINE && URL_OPENER.matcher(opener).matches();
    }

    /**
     * Where the cue reading after the id ending at {@code prevEnd} must stop: the start of the colon line that points
     * down at the next id (starting at {@code nextStart}), when that line lies wholly after {@code prevEnd}; else
     * {@code nextStart}.
     */
    static int cueEnd(String text, int prevEnd, int nextStart) {
        if (nextStart <= prevEnd || nextStart > text.length()) {
            return nextStart;
        }
        int ls = lineStart(text, nextStart);
        if (ls < 0) {
            return nextStart;
        }
        String opener = VersionsText.stripQuote(text.substring(ls, nextStart)).strip();
        if (!(opener.isEmpty() || opener.equalsIgnoreCase("commit") || urlOpener(opener))) {
            return nextStart;
        }
        // the line above, or the one above a blank (quote marks only) line
        int prevLineEnd = ls - 1;
        for (int hop = 0; hop < 2 && prevLineEnd > prevEnd; hop++) {
            int ps = lineStart(text, prevLineEnd);
            if (ps < 0) {
                return nextStart;
            }
            String line = VersionsText.stripQuote(text.substring(ps, prevLineEnd)).strip();
            if (!line.isEmpty()) {
                boolean points = ps >= prevEnd && line.length() <= MAX_LINE && line.endsWith(":")
                        && !line.endsWith("::");
                return points ? ps : nextStart;
            }
            prevLineEnd = ps - 1;
        }
        return nextStart;
    }

    /** The start of the line holding {@code at}, or -1 when it lies more than {@link #REACH} characters back. */
    private static int lineStart(String text, int at) {
        int k = Math.min(at, text.length());
        int stop = Math.max(0, k - REACH);
        while (k > stop && text.charAt(k - 1) != '\n') {
            k--;
        }
        return k == 0 || text.charAt(k - 1) == '\n' ? k : -1;
    }
}
