package dev.lkmltriage.extract;

import java.util.regex.Pattern;

/**
 * The kernel test robot's blame column, pasted above the flagged line: {@code f130420e51df30 Marc Zyngier
 * 2015-07-28   8  #include <linux/msi.h>}. Each row opens with the abbreviated id of the commit that last touched
 * the line (8 to 14 digits), then an optional file path, the author's name, the commit's date and the line number.
 * Each distinct id is a commit the mail names, a reference (convention (205)): the line's history, neither culprit
 * nor fix. Near misses: a hex word followed by prose, a date with no line number, a `git log --oneline` row (a
 * subject after the id, which {@link CommitCandidates}' one-line reading owns), words before the id.
 */
final class BlameColumns {
    /**
     * After the id and its blank: [a path ending in .c or .h] the author's name, blanks, the date, blanks, the line
     * number (an "@" before the flagged one), then two blanks, a tab or the line's end (the code follows).
     */
    private static final Pattern REST = Pattern.compile(
            "(?:[\\w./-]{1,120}\\.[ch] )?\\p{L}[\\p{L}.' -]{0,48}? +\\d{4}-\\d\\d-\\d\\d +@?\\d{1,6}(?:  |\\t|$)");
    private static final int MIN_DIGITS = 8;
    private static final int MAX_DIGITS = 14;
    /** How far after the id the rest of a row may reach. */
    private static final int MAX_REST = 200;

    private BlameColumns() {
    }

    /**
     * Whether the hex word {@code [start, end)} of the text opens a blame row: first on its line after nothing but
     * blanks and quote marks, and the rest of a row after it.
     */
    static boolean opensRow(VersionsText t, int start, int end) {
        String s = t.text;
        int len = end - start;
        if (len < MIN_DIGITS || len > MAX_DIGITS || end >= s.length() || s.charAt(end) != ' ') {
            return false;
        }
        int lineStart = t.wholeLineStart(start);
        // backwards, stopping at the first other character: a line of many hex words costs one step each
        for (int i = start - 1; i >= lineStart; i--) {
            char c = s.charAt(i);
            if (c != ' ' && c != '\t' && c != '>') {
                return false;
            }
        }
        int lineEnd = t.wholeLineEnd(end);
        return REST.matcher(s).region(end + 1, Math.min(lineEnd, end + 1 + MAX_REST)).lookingAt();
    }
}
