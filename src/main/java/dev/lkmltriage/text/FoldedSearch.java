package dev.lkmltriage.text;

/**
 * One literal found ignoring ASCII case, for the literals that are not in a stage's {@link LiteralSet}: a plain
 * loop comparing {@code c | 0x20}, so that a needle of lowercase ASCII letters matches either case of each letter.
 * Never misses an ASCII case-insensitive match; may also match a few non-letters ({@code c | 0x20} maps '@'
 * onto '`'), which costs a caller only the closer look it would take anyway.
 */
public final class FoldedSearch {
    private FoldedSearch() {
    }

    /** The first index in [{@code from}, {@code to}) where {@code needle} (lowercase ASCII) starts, or -1. */
    public static int indexOf(String text, String needle, int from, int to) {
        int last = Math.min(to, text.length()) - needle.length();
        char first = needle.charAt(0);
        outer:
        for (int i = Math.max(0, from); i <= last; i++) {
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
