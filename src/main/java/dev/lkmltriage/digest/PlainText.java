package dev.lkmltriage.digest;

import java.util.ArrayList;
import java.util.List;

/**
 * Plain-text layout under kernel mail etiquette: lines of at most {@link #WIDTH} columns, words wrapped, a word
 * too long for its line broken into pieces, except a URL, which is put on a line of its own unbroken (so that it
 * stays clickable). Text from mail is cleaned first: control characters become spaces, so nothing a reporter wrote
 * can add lines, tabs or terminal escapes. Columns are counted in code points.
 */
public final class PlainText {
    public static final int WIDTH = 72;

    private PlainText() {
    }

    /** {@code s} with every control character (C0, DEL, C1, line and paragraph separators) replaced by a space. */
    public static String clean(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length());
        s.codePoints().forEach(cp -> b.appendCodePoint(isControl(cp) ? ' ' : cp));
        return b.toString();
    }

    static boolean isControl(int cp) {
        return cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || cp == 0x2028 || cp == 0x2029 || cp == 0xfeff
                || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
    }

    static boolean isUrl(String word) {
        return word.startsWith("https://") || word.startsWith("http://") || word.startsWith("<https://")
                || word.startsWith("mailto:");
    }

    /**
     * {@code text} (cleaned) laid out in lines of at most {@code width} columns; the first line starts with
     * {@code first}, the others with {@code rest} (a hanging indent). Returns at least one line.
     */
    public static List<String> wrap(String text, String first, String rest, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(first);
        int lineStart = 0;
        boolean empty = true;
        for (String word : clean(text).strip().split(" +")) {
            if (word.isEmpty()) {
                continue;
            }
            int col = cols(line);
            int need = cols(word) + (empty ? 0 : 1);
            if (col + need <= width) {
                if (!empty) {
                    line.append(' ');
                }
                line.append(word);
                empty = false;
                continue;
            }
            if (!empty) {
                lines.add(stripEnd(line));
                line = new StringBuilder(rest);
                empty = true;
            }
            if (isUrl(word) || cols(line) + cols(word) <= width) {
                // a URL that does not fit stays whole on its own line
                line.append(word);
                empty = false;
                if (isUrl(word) && cols(line) > width) {
                    lines.add(stripEnd(line));
                    line = new StringBuilder(rest);
                    empty = true;
                }
                continue;
            }
            String w = word;
            while (cols(line) + cols(w) > width) {
                int room = Math.max(1, width - cols(line));
                int cut = w.offsetByCodePoints(0, Math.min(room, w.codePointCount(0, w.length())));
                line.append(w, 0, cut);
                lines.add(stripEnd(line));
                line = new StringBuilder(rest);
                w = w.substring(cut);
            }
            line.append(w);
            empty = w.isEmpty();
        }
        if (!empty || lines.isEmpty()) {
            lines.add(stripEnd(line));
        }
        return lines;
    }

    /** Appends {@code text} wrapped at {@link #WIDTH} to {@code out}, one line per line. */
    static void append(StringBuilder out, String text, String first, String rest) {
        for (String l : wrap(text, first, rest, WIDTH)) {
            out.append(l).append('\n');
        }
    }

    static int cols(CharSequence s) {
        return Character.codePointCount(s, 0, s.length());
    }

    private static String stripEnd(StringBuilder b) {
        int end = b.length();
        while (end > 0 && b.charAt(end - 1) == ' ') {
            end--;
        }
        return b.substring(0, end);
    }

    /**
     * Whether every line of {@code body} fits the width, or holds one URL too long to fit (after at most a field
     * label such as {@code reports:}), which stays whole so that it can be clicked.
     */
    public static boolean fits(String body) {
        for (String l : body.split("\n", -1)) {
            String[] words = l.strip().split(" +");
            boolean url = isUrl(words[words.length - 1]) && (words.length == 1
                    || words.length == 2 && words[0].endsWith(":"));
            if (cols(l) > WIDTH && !url) {
                return false;
            }
        }
        return true;
    }
}
