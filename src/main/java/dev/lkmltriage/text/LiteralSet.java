package dev.lkmltriage.text;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A fixed set of literals (Latin-1; in practice ASCII), each matched exactly or ignoring ASCII case, found in a text in one pass: a table
 * indexed by a character's low byte lists the literals that can start with it, so a character no literal starts with
 * costs one array read, whatever the number of literals. Built once and shared (immutable, thread-safe); {@link
 * #scan} gives every occurrence of every literal in one text.
 *
 * <p>Why: the batch commands run under C1, where {@code String.indexOf(String)} is a plain loop (not the vectorised
 * intrinsic C2 makes of it) and {@code charAt} on a text holding one non-Latin-1 character is a call with an index
 * check. Twenty literals searched one by one are twenty such loops over every message; here the text is copied to one
 * byte per character once (an array copy for a Latin-1 string) and read once.
 *
 * <p>A literal ignoring case is given in lowercase and matches where {@code (c | 0x20)} equals each of its
 * characters, exactly as the character loops it replaces compared (so "fixed in " also matches "FIXED\0IN": a NUL
 * or a space both give a space). Literals may not contain '?', the stand-in for characters above U+00FF, and a literal ignoring case only
 * characters {@code c} with {@code (c | 0x20) == c} (any other could never match).
 */
public final class LiteralSet {
    private final String[] literals;
    private final byte[][] bytes;
    private final boolean[] ignoreCase;
    /** Candidates by first byte: the literals for byte value {@code b} are {@code heads[headStart[b]..headStart[b+1])}. */
    private final int[] headStart;
    private final int[] heads;
    private final Map<String, Integer> exact = new HashMap<>();
    private final Map<String, Integer> folded = new HashMap<>();

    private LiteralSet(List<String> literalList, List<Boolean> caseFlags) {
        int n = literalList.size();
        literals = literalList.toArray(new String[0]);
        bytes = new byte[n][];
        ignoreCase = new boolean[n];
        List<List<Integer>> byFirst = new ArrayList<>();
        for (int b = 0; b < 256; b++) {
            byFirst.add(new ArrayList<>());
        }
        for (int i = 0; i < n; i++) {
            String s = literals[i];
            boolean ci = caseFlags.get(i);
            check(s, ci);
            ignoreCase[i] = ci;
            bytes[i] = s.getBytes(StandardCharsets.ISO_8859_1);
            Map<String, Integer> index = ci ? folded : exact;
            if (index.putIfAbsent(s, i) != null) {
                throw new IllegalArgumentException("literal given twice: " + s);
            }
            int first = s.charAt(0);
            for (int b = 0; b < 256; b++) {
                if (ci ? (b | 0x20) == first : b == first) {
                    byFirst.get(b).add(i);
                }
            }
        }
        headStart = new int[257];
        List<Integer> all = new ArrayList<>();
        for (int b = 0; b < 256; b++) {
            headStart[b] = all.size();
            all.addAll(byFirst.get(b));
        }
        headStart[256] = all.size();
        heads = all.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void check(String s, boolean ci) {
        if (s.isEmpty()) {
            throw new IllegalArgumentException("empty literal");
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c > 0xFF || c == '?') {
                throw new IllegalArgumentException("literals are Latin-1 without '?': " + s);
            }
            if (ci && (c | 0x20) != c) {
                // (c | 0x20) of a text's character can never equal it
                throw new IllegalArgumentException("a literal ignoring case is given in lowercase: " + s);
            }
        }
    }

    /** A builder: {@link Builder#exact} and {@link Builder#ignoringCase} literals, in any order. */
    public static Builder builder() {
        return new Builder();
    }

    public static final class Builder {
        private final List<String> literals = new ArrayList<>();
        private final List<Boolean> caseFlags = new ArrayList<>();

        private Builder() {
        }

        /** Literals matched character for character. */
        public Builder exact(String... ls) {
            for (String l : ls) {
                literals.add(l);
                caseFlags.add(false);
            }
            return this;
        }

        /** Lowercase literals matched ignoring ASCII case. */
        public Builder ignoringCase(String... ls) {
            for (String l : ls) {
                literals.add(l);
                caseFlags.add(true);
            }
            return this;
        }

        public LiteralSet build() {
            return new LiteralSet(literals, caseFlags);
        }
    }

    int size() {
        return literals.length;
    }

    int length(int literal) {
        return bytes[literal].length;
    }

    /** The index of an exact literal, or -1 when this set has no such literal. */
    public int exactIndex(String literal) {
        Integer i = exact.get(literal);
        return i == null ? -1 : i;
    }

    /** The index of a literal ignoring case, or -1 when this set has no such literal. */
    public int foldedIndex(String literal) {
        Integer i = folded.get(literal);
        return i == null ? -1 : i;
    }

    /** Every occurrence (overlapping ones too) of every literal in {@code text}; linear in its length. */
    public LiteralHits scan(String text) {
        byte[] b = oneBytePerChar(text);
        int n = b.length;
        int count = literals.length;
        int[][] pos = new int[count][];
        int[] found = new int[count];
        int[] hs = headStart;
        for (int i = 0; i < n; i++) {
            int c = b[i] & 0xFF;
            int k = hs[c];
            int kEnd = hs[c + 1];
            for (; k < kEnd; k++) {
                int lit = heads[k];
                byte[] p = bytes[lit];
                int len = p.length;
                if (i + len > n) {
                    continue;
                }
                int j = 1;
                if (ignoreCase[lit]) {
                    while (j < len && (b[i + j] | 0x20) == p[j]) {
                        j++;
                    }
                } else {
                    while (j < len && b[i + j] == p[j]) {
                        j++;
                    }
                }
                if (j == len) {
                    int[] a = pos[lit];
                    if (a == null) {
                        a = pos[lit] = new int[4];
                    } else if (found[lit] == a.length) {
                        a = pos[lit] = java.util.Arrays.copyOf(a, a.length * 2);
                    }
                    a[found[lit]++] = i;
                }
            }
        }
        return new LiteralHits(this, text, pos, found);
    }

    /**
     * The text at one byte per character: a Latin-1 string's own bytes (an array copy), else each character above
     * U+00FF as '?', which no literal contains, so offsets stay those of the text.
     */
    static byte[] oneBytePerChar(String text) {
        byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
        if (b.length == text.length()) {
            return b;
        }
        // surrogate pairs were encoded as one '?' each: keep one byte per char instead
        char[] cs = text.toCharArray();
        b = new byte[cs.length];
        for (int i = 0; i < cs.length; i++) {
            char c = cs[i];
            b[i] = c <= 0xFF ? (byte) c : (byte) '?';
        }
        return b;
    }
}
