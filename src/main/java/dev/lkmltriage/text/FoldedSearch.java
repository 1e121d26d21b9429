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

    /**
     * Several needles asked of one range at once (session 46, speed47): {@link #anyIn} answers exactly what
     * {@code indexOf(text, w, from, to) >= 0} for some {@code w} of the list answers, in one walk of the range instead
     * of one per needle. The callers ask it of every line of a log (31 failure words, {@code LogBystanders}) or of
     * every line with ": " (four class words, {@code HardwareScan}), and most lines hold none, so each of those walks
     * read the whole line; now each character's folded form is looked up once in a bit set of the needles' first
     * characters. A needle whose first character lacks the 0x20 bit matches nothing, as in {@link #indexOf}.
     */
    public static final class Words {
        /** The needles by their first character (below 128), in the list's order. */
        private final String[][] byFirst = new String[128][];
        /** Bits of the first characters below 64 and from 64 to 127. */
        private final long low;
        private final long high;
        /** A needle whose first character is 128 or above: asked one by one through {@link #indexOf}. */
        private final String[] all;
        private final boolean wide;

        public Words(String... needles) {
            all = needles.clone();
            long lo = 0;
            long hi = 0;
            boolean anyWide = false;
            for (String w : all) {
                char first = w.charAt(0); // an empty needle throws, as indexOf does
                if ((first & 0x20) == 0) {
                    continue; // matches nothing
                }
                if (first >= 128) {
                    anyWide = true;
                    continue;
                }
                String[] had = byFirst[first];
                String[] now = had == null ? new String[1] : java.util.Arrays.copyOf(had, had.length + 1);
                now[now.length - 1] = w;
                byFirst[first] = now;
                if (first < 64) {
                    lo |= 1L << first;
                } else {
                    hi |= 1L << (first - 64);
                }
            }
            low = lo;
            high = hi;
            wide = anyWide;
        }

        /** Whether some needle starts in [{@code from}, {@code to}) and ends by {@code to}: any {@link #indexOf} >= 0. */
        public boolean anyIn(String text, int from, int to) {
            if (wide) {
                for (String w : all) {
                    if (indexOf(text, w, from, to) >= 0) {
                        return true;
                    }
                }
                return false;
            }
            int end = Math.min(to, text.length());
            for (int i = Math.max(0, from); i < end; i++) {
                int c = text.charAt(i) | 0x20;
                if (c >= 128 || ((c < 64 ? low >>> c : high >>> (c - 64)) & 1L) == 0) {
                    continue;
                }
                for (String w : byFirst[c]) {
                    if (i + w.length() <= end && rest(text, w, i)) {
                        return true;
                    }
                }
            }
            return false;
        }

        /** Whether the needle's characters after the first match at {@code i}, folded as {@link #indexOf} folds. */
        private static boolean rest(String text, String w, int i) {
            for (int j = 1; j < w.length(); j++) {
                if ((text.charAt(i + j) | 0x20) != w.charAt(j)) {
                    return false;
                }
            }
            return true;
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
