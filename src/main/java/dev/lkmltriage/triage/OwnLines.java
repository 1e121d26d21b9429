package dev.lkmltriage.triage;

import java.util.function.Predicate;

/**
 * The author's own lines of a message before its diff: quoted ({@code >}) lines and lines of 1000 characters or more
 * skipped, as the trailer readers ({@link TrackerIds}, {@link RobotIds}) want them.
 */
final class OwnLines {
    private static final int MAX_LINE = 1000;

    private OwnLines() {
    }

    /**
     * Gives each own line of {@code text} before its first {@code diff --git} to {@code line}, in order, until it
     * returns false.
     */
    static void beforeDiff(String text, Predicate<String> line) {
        int diff = text.indexOf("\ndiff --git ");
        int stop = diff < 0 ? text.length() : diff;
        int start = 0;
        while (start < stop) {
            int end = text.indexOf('\n', start);
            if (end < 0 || end > stop) {
                end = stop;
            }
            if (end - start < MAX_LINE) {
                String l = text.substring(start, end);
                if (!l.stripLeading().startsWith(">") && !line.test(l)) {
                    return;
                }
            }
            start = end + 1;
        }
    }
}
