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
}
