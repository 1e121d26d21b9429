package dev.lkmltriage.triage;

import java.util.function.Predicate;

/**
 * Where a patch's diff starts, and its changelog (the text before it): the one reading of "before the first
 * {@code diff --git}" the triage readers share. Several readers look at one message's changelog in turn (its
 * {@code Fixes:}, its bug trailers, its credits, its diagnostics), so the last cut is remembered: a reader handed the
 * same text, or the changelog another reader cut from it, does not search the text again.
 *
 * <p>Readers that stop elsewhere keep their own stop and say so: {@link ChangelogProse#lines} also stops at a
 * {@code ---} line (and reads a capped prefix first), {@link EarlierReverts#reverted} reads nothing without a diff.
 *
 * <p>{@link #beforeDiff(String, Predicate)} walks the author's own lines of the changelog: quoted ({@code >}) lines
 * and lines of 1000 characters or more skipped, as the trailer readers ({@link TrackerIds}, {@link RobotIds}) want
 * them.
 */
final class OwnLines {
    private static final int MAX_LINE = 1000;
    private static final String DIFF = "\ndiff --git ";

    /** The last text cut: {@code text}, where its diff starts (-1 for none) and the changelog before it. */
    private record Cut(String text, int diff, String changelog) {
    }

    private static volatile Cut last = new Cut("", -1, "");

    private OwnLines() {
    }

    /**
     * Where {@code text}'s diff starts: the newline before its first {@code diff --git}; -1 when it has none (or is
     * null).
     */
    static int diffAt(String text) {
        return text == null ? -1 : cut(text).diff();
    }

    /** {@code text} before its first {@code diff --git}: all of it when it has none; null for null. */
    static String changelog(String text) {
        return text == null ? null : cut(text).changelog();
    }

    private static Cut cut(String text) {
        Cut c = last;
        if (c.text() == text) {
            return c;
        }
        if (c.changelog() == text) {
            // A changelog holds no diff: its first diff would have been the text's first.
            return new Cut(text, -1, text);
        }
        int diff = text.indexOf(DIFF);
        c = new Cut(text, diff, diff < 0 ? text : text.substring(0, diff));
        last = c;
        return c;
    }

    /**
     * Gives each own line of {@code text} before its first {@code diff --git} to {@code line}, in order, until it
     * returns false.
     */
    static void beforeDiff(String text, Predicate<String> line) {
        int diff = diffAt(text);
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
