package dev.lkmltriage.text;

/**
 * The quote depth of a mail line: how many {@code '>'} marks open it, blanks between them allowed ("> > text" is two
 * deep, as is ">> text"). At most {@link #REACH} characters of the line are read, so a line of a million marks costs
 * no more than a short one; deeper nesting than that reads as that deep.
 */
public final class QuoteMarks {
    /** Characters read at most from the line's start. */
    public static final int REACH = 64;

    private QuoteMarks() {
    }

    /**
     * Where a quoted line's text begins: past its {@code '>'} marks and the blanks among and after them; {@code
     * lineStart} itself for a line that opens with no mark (a diff's context line keeps its leading blank). At most
     * {@link #REACH} characters are read.
     */
    public static int body(String text, int lineStart) {
        int start = Math.max(0, lineStart);
        if (start >= text.length() || text.charAt(start) != '>') {
            return start;
        }
        int end = (int) Math.min(text.length(), (long) start + REACH);
        int i = start;
        while (i < end && (text.charAt(i) == '>' || text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    /** The number of {@code '>'} marks before the first character of the line that is neither a mark nor a blank. */
    public static int depth(String text, int lineStart) {
        int d = 0;
        int end = (int) Math.min(text.length(), (long) Math.max(0, lineStart) + REACH);
        for (int i = Math.max(0, lineStart); i < end; i++) {
            char c = text.charAt(i);
            if (c == '>') {
                d++;
            } else if (c != ' ' && c != '\t') {
                break;
            }
        }
        return d;
    }
}
