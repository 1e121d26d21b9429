package dev.lkmltriage.text;

/**
 * One literal found ignoring ASCII case, for the literals that are not in a stage's {@link LiteralSet}: a plain
 * loop comparing {@code c | 0x20}, so that a needle of lowercase ASCII letters matches either case of each letter.
 * Never misses an ASCII case-insensitive match; may also match a few non-letters ({@code c | 0x20} maps '@'
 * onto '`'), which costs a caller only the closer look it would take anyway.
 *
 * <p>Session 45 (speed46): a search over most of what is left of the text (a whole message's "is there a 'fail'
 * anywhere", {@code FailedBuilds}; 4 % of the real archive's extraction was this loop) finds the needle's first
 * character with {@link String#indexOf(int, int)}, the JDK's vectorised scan, once for each of the two characters
 * {@code c} with {@code (c | 0x20) == first}, each position remembered until the walk passes it. {@code indexOf}
 * reads on to the text's end, so a short range in a long text keeps the plain loop (a range of at least a quarter
 * of the rest bounds that read to four times the range). Same answer as the loop for every text, needle and range
 * ({@code ExactCuts46Test} keeps the old loop and holds the two to each other).
 */
public final class FoldedSearch {
    private FoldedSearch() {
    }

    /** The first index in [{@code from}, {@code to}) where {@code needle} (lowercase ASCII) starts, or -1. */
    public static int indexOf(String text, String needle, int from, int to) {
        int end = Math.min(to, text.length());
        int last = end - needle.length();
        char first = needle.charAt(0);
        int start = Math.max(0, from);
        if (start > last) {
            return -1;
        }
        if ((first & 0x20) == 0) {
            // no character c has (c | 0x20) == first: the loop would match nothing
            return -1;
        }
        if ((long) (end - start) * 4 < text.length() - start) {
            return plain(text, needle, start, last);
        }
        // the two characters whose (c | 0x20) is first: first itself and first with bit 0x20 cleared
        char lower = first;
        char upper = (char) (first & ~0x20);
        int nextLower = text.indexOf(lower, start);
        int nextUpper = text.indexOf(upper, start);
        outer:
        while (true) {
            int i;
            if (nextLower < 0) {
                i = nextUpper;
            } else if (nextUpper < 0) {
                i = nextLower;
            } else {
                i = Math.min(nextLower, nextUpper);
            }
            if (i < 0 || i > last) {
                return -1;
            }
            if (i == nextLower) {
                nextLower = text.indexOf(lower, i + 1);
            } else {
                nextUpper = text.indexOf(upper, i + 1);
            }
            for (int j = 1; j < needle.length(); j++) {
                if ((text.charAt(i + j) | 0x20) != needle.charAt(j)) {
                    continue outer;
                }
            }
            return i;
        }
    }

    /** The plain loop over [{@code start}, {@code last}] (both within the text). */
    private static int plain(String text, String needle, int start, int last) {
        char first = needle.charAt(0);
        outer:
        for (int i = start; i <= last; i++) {
            if ((text.charAt(i) | 0x20) != first) {
                continue;
            }
            for (int j = 1; j < needle.length(); j++) {
                if ((text.charAt(i + j) | 0x20) != needle.charAt(j)) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
