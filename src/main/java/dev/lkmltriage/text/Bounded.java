package dev.lkmltriage.text;

/**
 * Searches held to a range, for scanners that look for something on one line: {@code String.indexOf} from a line's
 * start reads on to the text's end when the line lacks it, and a scanner that asks that once per line of hostile
 * input (thousands of lines without the thing sought) turns quadratic.
 */
public final class Bounded {
    private Bounded() {
    }

    /** The first index in [{@code from}, {@code to}) holding {@code c}, or -1. */
    public static int indexOf(String s, char c, int from, int to) {
        int end = Math.min(to, s.length());
        for (int i = Math.max(0, from); i < end; i++) {
            if (s.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The last index in [{@code floor}, {@code from}] holding {@code c}, or -1: {@code String.lastIndexOf} held to
     * what a scanner has not read back over already (the previous hit on the same line).
     */
    public static int lastIndexOf(String s, char c, int from, int floor) {
        for (int i = Math.min(from, s.length() - 1); i >= Math.max(0, floor); i--) {
            if (s.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }

    /** The first index in [{@code from}, {@code to}) where the whole of {@code needle} starts and ends, or -1. */
    public static int indexOf(String s, String needle, int from, int to) {
        int last = Math.min(to, s.length()) - needle.length();
        char first = needle.charAt(0);
        for (int i = Math.max(0, from); i <= last; i++) {
            if (s.charAt(i) == first && s.startsWith(needle, i)) {
                return i;
            }
        }
        return -1;
    }
}
