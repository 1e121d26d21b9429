package dev.lkmltriage.index;

import java.text.BreakIterator;
import java.text.CharacterIterator;
import java.text.StringCharacterIterator;
import java.util.Arrays;

/**
 * Snippet passage boundaries for mail: the end of every line, and inside a line longer than {@link #CHUNK}
 * characters a break every {@code CHUNK} characters (after a space when one is near). Kernel mail is logs, diffs
 * and quoted lines more than sentences: the JDK's sentence iterator finds no boundary in a megabyte of log lines,
 * and the snippet became the whole text. All boundaries are found in one pass when the text is set; every query
 * after that is a binary search, so a hostile single-line body costs one scan, not one per match.
 */
final class LineBreaks extends BreakIterator {
    /** The longest passage piece a line is cut into. */
    static final int CHUNK = 300;
    /** How far back from a forced cut a space is looked for, so that words stay whole. */
    private static final int SPACE_WINDOW = 40;

    private String text = "";
    private int[] bounds = {0};
    private int count = 1;
    private int current;

    @Override
    public void setText(String newText) {
        text = newText;
        compute();
    }

    @Override
    public void setText(CharacterIterator it) {
        StringBuilder b = new StringBuilder(Math.max(16, it.getEndIndex() - it.getBeginIndex()));
        for (char c = it.first(); c != CharacterIterator.DONE; c = it.next()) {
            b.append(c);
        }
        setText(b.toString());
    }

    @Override
    public CharacterIterator getText() {
        return new StringCharacterIterator(text);
    }

    /**
     * Line ends found with {@code indexOf} (a vector scan in the JDK) instead of looking at every character: this
     * ran over the first 100,000 characters of every hit and was 5% of the search API's CPU. Only a line longer
     * than a chunk is cut, and a cut depends only on the boundary before it, so the boundaries are the same as a
     * character-by-character scan gives ({@code LineBreaksTest} compares the two).
     */
    private void compute() {
        int n = text.length();
        int[] out = new int[Math.max(4, n / 64 + 2)];
        int size = 0;
        out[size++] = 0;
        int last = 0;
        int pos = 0;
        while (true) {
            int newline = text.indexOf('\n', pos);
            int i = newline < 0 ? n : newline; // the line's end: its newline, or the end of the text
            while (i + 1 - last > CHUNK && last + CHUNK < n) {
                int cut = last + CHUNK;
                for (int j = cut; j > cut - SPACE_WINDOW; j--) {
                    if (text.charAt(j - 1) == ' ') {
                        cut = j;
                        break;
                    }
                }
                if (size == out.length) {
                    out = Arrays.copyOf(out, out.length * 2);
                }
                out[size++] = cut;
                last = cut;
            }
            int end = Math.min(n, i + 1);
            if (end > last) {
                if (size == out.length) {
                    out = Arrays.copyOf(out, out.length * 2);
                }
                out[size++] = end;
                last = end;
            }
            if (newline < 0) {
                break;
            }
            pos = newline + 1;
        }
        bounds = out;
        count = size;
        current = 0;
    }

    @Override
    public int first() {
        current = 0;
        return bounds[0];
    }

    @Override
    public int last() {
        current = count - 1;
        return bounds[current];
    }

    @Override
    public int next(int n) {
        return moveTo(current + n);
    }

    /** Moves to boundary {@code target}; past either end, to that end, answering {@code DONE} as the contract asks. */
    private int moveTo(int target) {
        if (target < 0 || target >= count) {
            current = target < 0 ? 0 : count - 1;
            return DONE;
        }
        current = target;
        return bounds[current];
    }

    @Override
    public int next() {
        return next(1);
    }

    @Override
    public int previous() {
        return next(-1);
    }

    @Override
    public int current() {
        return bounds[current];
    }

    @Override
    public int following(int offset) {
        check(offset);
        int i = Arrays.binarySearch(bounds, 0, count, offset);
        return moveTo(i >= 0 ? i + 1 : -i - 1); // never below 0
    }

    @Override
    public int preceding(int offset) {
        check(offset);
        int i = Arrays.binarySearch(bounds, 0, count, offset);
        return moveTo(i >= 0 ? i - 1 : -i - 2); // never past the last
    }

    @Override
    public boolean isBoundary(int offset) {
        check(offset);
        int i = Arrays.binarySearch(bounds, 0, count, offset);
        if (i >= 0) {
            current = i;
            return true;
        }
        following(offset);
        return false;
    }

    private void check(int offset) {
        if (offset < 0 || offset > text.length()) {
            throw new IllegalArgumentException("offset " + offset + " outside 0.." + text.length());
        }
    }
}
