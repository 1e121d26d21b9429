package dev.lkmltriage.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 47 (speed48): the matches of a line-anchored pattern over a whole text, as {@code
 * pattern.matcher(text).find()} gives them in turn, trying only the lines that hold a literal every match holds.
 * {@code find()} over a whole text tries the pattern at every character (a {@code (?m)^} fails at most of them, one
 * at a time: the driver stage's Kconfig-file search was 2.4 % of the real archive's extraction); this finds the
 * literal with {@link String#indexOf(String, int)} and tries the pattern once, at the start of the literal's line.
 *
 * <p>Exact under three conditions the caller's pattern must meet (the tests hold one against its plain {@code
 * find}): it opens with {@code ^} in {@code MULTILINE} mode (without {@code UNIX_LINES}), so a match starts only at
 * the text's start or after a line terminator ({@code \n}, {@code \r}, U+0085, U+2028, U+2029); no match holds a
 * line terminator; every match holds {@code literal}. A match then lies inside the one line where it starts and
 * holds the literal there, so the lines without it cannot match; on a line that holds it, {@code lookingAt} from the
 * line's start (the region running to the text's end, as {@code find}'s does) is the attempt {@code find} makes
 * there, and the next match starts on a later line. Linear: every character is read at most once backward and once
 * forward beside the literal searches.
 */
final class LineMatches {
    private final Matcher m;
    private final String text;
    private final String literal;
    /** Where the next literal search starts; -1 when there is none left. */
    private int at;

    LineMatches(Pattern pattern, String text, String literal) {
        if (literal.isEmpty()) {
            throw new IllegalArgumentException("empty literal");
        }
        this.m = pattern.matcher(text);
        this.text = text;
        this.literal = literal;
        this.at = 0;
    }

    /** The next match, as the plain matcher's {@code find()} would give it; false when none is left. */
    boolean find() {
        int n = text.length();
        while (at >= 0 && at < n) {
            int k = text.indexOf(literal, at);
            if (k < 0) {
                break;
            }
            int lineStart = k;
            while (lineStart > 0 && !terminator(text.charAt(lineStart - 1))) {
                lineStart--;
            }
            int lineEnd = k;
            while (lineEnd < n && !terminator(text.charAt(lineEnd))) {
                lineEnd++;
            }
            at = lineEnd;
            m.region(lineStart, n);
            if (m.lookingAt()) {
                return true;
            }
        }
        at = -1;
        return false;
    }

    String group(int group) {
        return m.group(group);
    }

    int start() {
        return m.start();
    }

    int end() {
        return m.end();
    }

    /** The line terminators of {@link Pattern}'s {@code ^} in {@code MULTILINE} mode without {@code UNIX_LINES}. */
    static boolean terminator(char c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    /**
     * Session 47 (speed48): the matches of {@code pattern} in the line region {@code [from, to)}, as {@code
     * pattern.matcher(text).region(from, to).find()} gives them in turn, trying only where a match can start: at each
     * occurrence of {@code literal} in the region and {@code lead.length()} characters before it when {@code lead}
     * stands there. Exact for a pattern each of whose matches starts either with {@code literal} or with {@code lead}
     * right before it (the caller vouches: {@code (?<!...)(# )?(CONFIG_...)...} with the literal {@code "CONFIG_"}
     * and the lead {@code "# "}), and whose look-arounds read at most one character outside the match, which at the
     * region's end is a line's end: the attempt at an inner offset reads the character before it as {@code find}'s
     * does (transparent bounds there), the one at {@code from} sees nothing before it (opaque bounds, as the plain
     * region's). Every other offset {@code find} tries fails.
     */
    static final class InLine {
        private final Matcher m;
        private final String text;
        private final String literal;
        private final String lead;
        private final int from;
        private final int to;
        /** Where the next match may start (the last match's end). */
        private int next;
        /** An occurrence of the literal whose own offset is still to be tried after its lead's, or -1. */
        private int pending = -1;
        /** Where the next literal search starts: past every occurrence already taken. */
        private int search;

        InLine(Pattern pattern, String text, int from, int to, String literal, String lead) {
            if (literal.isEmpty() || from < 0 || to > text.length() || from > to) {
                throw new IllegalArgumentException("empty literal or bad region");
            }
            this.m = pattern.matcher(text);
            this.text = text;
            this.literal = literal;
            this.lead = lead;
            this.from = from;
            this.to = to;
            this.next = from;
            this.search = from;
            // the attempts' transparent bounds read the character at the region's end: only a line's end (or the
            // text's) leaves it unread by every look-ahead; elsewhere the plain region's find answers
            this.plain = to < text.length() && !terminator(text.charAt(to));
            if (plain) {
                m.region(from, to);
            }
        }

        /** The region does not end a line: every call is the plain region's {@code find()}. */
        private final boolean plain;

        boolean find() {
            if (plain) {
                return m.find();
            }
            while (true) {
                int at;
                if (pending >= 0) {
                    at = pending;
                    pending = -1;
                    if (at < next) {
                        continue;
                    }
                } else {
                    int k = text.indexOf(literal, Math.max(next, search));
                    if (k < 0 || k + literal.length() > to) {
                        search = to + 1;
                        return false;
                    }
                    search = k + 1;
                    int before = k - lead.length();
                    if (!lead.isEmpty() && before >= next && text.startsWith(lead, before)) {
                        at = before;
                        pending = k;
                    } else {
                        at = k;
                    }
                }
                m.useTransparentBounds(at > from);
                m.region(at, to);
                if (m.lookingAt()) {
                    next = m.end() > at ? m.end() : at + 1;
                    pending = -1;
                    return true;
                }
            }
        }

        Matcher matcher() {
            return m;
        }
    }
}
