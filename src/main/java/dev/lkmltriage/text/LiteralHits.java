package dev.lkmltriage.text;

/**
 * Where each literal of a {@link LiteralSet} occurs in one text: the start offsets of every occurrence, ascending.
 * Immutable once built; cheap questions by literal index.
 */
public final class LiteralHits {
    private static final int[] NONE = new int[0];

    private final LiteralSet set;
    private final String text;
    private final int[][] positions;
    private final int[] counts;

    LiteralHits(LiteralSet set, String text, int[][] positions, int[] counts) {
        this.set = set;
        this.text = text;
        this.positions = positions;
        this.counts = counts;
    }

    /** The text these hits are of (the very object scanned). */
    public String text() {
        return text;
    }

    public LiteralSet set() {
        return set;
    }

    /** Whether the literal with this index occurs. */
    public boolean has(int literal) {
        return counts[literal] > 0;
    }

    /** How often the literal occurs. */
    public int count(int literal) {
        return counts[literal];
    }

    /** The start of its {@code k}th occurrence, {@code 0 <= k < count(literal)}. */
    public int at(int literal, int k) {
        if (k < 0 || k >= counts[literal]) {
            throw new IndexOutOfBoundsException(k);
        }
        return positions[literal][k];
    }

    /** The number of occurrences starting before {@code offset}: the index of the first at or after it. */
    public int rank(int literal, int offset) {
        int[] p = positions[literal] == null ? NONE : positions[literal];
        int lo = 0;
        int hi = counts[literal];
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (p[mid] < offset) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The first occurrence starting at or after {@code from}, or -1. */
    public int next(int literal, int from) {
        int k = rank(literal, from);
        return k < counts[literal] ? positions[literal][k] : -1;
    }

    /** Whether the exact literal occurs; false for a literal the set lacks would be a lie, so that throws. */
    public boolean contains(String exactLiteral) {
        return has(index(set.exactIndex(exactLiteral), exactLiteral));
    }

    /** Whether the lowercase literal occurs in any ASCII case. */
    public boolean containsIgnoringCase(String lowercaseLiteral) {
        return has(index(set.foldedIndex(lowercaseLiteral), lowercaseLiteral));
    }

    private static int index(int i, String literal) {
        if (i < 0) {
            throw new IllegalArgumentException("not in the literal set: " + literal);
        }
        return i;
    }

    /**
     * A cursor over one literal's occurrences for a walk that asks line after line, mostly forward: see {@link
     * Cursor#in}.
     */
    public Cursor cursor(int literal) {
        return new Cursor(positions[literal] == null ? NONE : positions[literal], counts[literal],
                set.length(literal), text.length());
    }

    /** One literal's occurrences, asked about range after range; confined to one thread. */
    public static final class Cursor {
        private final int[] at;
        private final int count;
        private final int length;
        private final int textLength;
        /** The index of the first occurrence at or after the last question's start (or before it, going back). */
        private int k;

        private Cursor(int[] at, int count, int length, int textLength) {
            this.at = at;
            this.count = count;
            this.length = length;
            this.textLength = textLength;
        }

        /**
         * The first occurrence lying wholly inside {@code [from, to)} (clipped to the text), or -1: the answer of a
         * scan of that range. Questions that move forward cost the occurrences stepped over; others a binary
         * search.
         */
        public int in(int from, int to) {
            int lo = Math.max(0, from);
            int i = k;
            if (i > 0 && at[i - 1] >= lo) {
                i = rank(lo);
            } else {
                int steps = 0;
                while (i < count && at[i] < lo) {
                    if (++steps == 8) {
                        i = rank(lo);
                        break;
                    }
                    i++;
                }
            }
            k = i;
            if (i >= count) {
                return -1;
            }
            int p = at[i];
            return p + length <= Math.min(to, textLength) ? p : -1;
        }

        private int rank(int offset) {
            int lo = 0;
            int hi = count;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (at[mid] < offset) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
        }
    }
}
