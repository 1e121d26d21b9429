package dev.lkmltriage.text;

/**
 * Whether a line break stands next to a blank line, the paragraph break that ends a sentence in mail: a line holding
 * nothing but white space and quote markers ({@code '>'}, and {@code '|'} that some clients quote with), since a
 * quoted blank line ("> ", "> >") breaks a quoted paragraph as an empty one breaks prose. Each read goes over one
 * line at most and never past the bound its caller gives, so a scanner that asks at every line break of a window
 * stays linear in the window: a 10 MB line of blanks is read only up to the bound.
 *
 * <p>The two directions differ on purpose at the edge of what they may read. Read back, the text's start begins a
 * line, so a quiet run from there is a blank line; a bound inside the text leaves the line's start unseen, so the
 * answer is no. Read on, the text's end and the bound alike leave the line unfinished: a trailing run of blanks is
 * the end of the mail, not a break between two paragraphs, so the answer is no.
 */
public final class BlankLines {
    private BlankLines() {
    }

    /**
     * Whether the line after the break at {@code nl} is blank, read in ({@code nl}, {@code to}): true at the next
     * {@code '\n'} with only quote markers and white space before it; false at anything else or at {@code to} (the
     * caller's bound or the text's end, whichever is nearer).
     */
    public static boolean after(String s, int nl, int to) {
        int end = Math.min(to, s.length());
        for (int k = Math.max(0, nl + 1); k < end; k++) {
            char c = s.charAt(k);
            if (c == '\n') {
                return true;
            }
            if (!quiet(c)) {
                return false;
            }
        }
        return false;
    }

    /**
     * Whether the line before the break at {@code nl} is blank, read back over [{@code from}, {@code nl}): true at the
     * previous {@code '\n'} with only quote markers and white space after it, or at the text's start when
     * {@code from} is 0; false at anything else or at a {@code from} inside the text.
     */
    public static boolean before(String s, int nl, int from) {
        int floor = Math.max(0, from);
        for (int k = Math.min(nl, s.length()) - 1; k >= floor; k--) {
            char c = s.charAt(k);
            if (c == '\n') {
                return true;
            }
            if (!quiet(c)) {
                return false;
            }
        }
        return floor == 0;
    }

    /** A character a blank line may hold: white space or a quote marker. */
    public static boolean quiet(char c) {
        return c == '>' || c == '|' || Character.isWhitespace(c);
    }
}
