package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the last of a fixed list of ASCII phrases starts in a short text: exactly the largest
 * {@code hay.lastIndexOf(phrase)} over the list, found in one backward walk that tries at each character only the
 * phrases starting with it and the character after it (most phrases start with a blank, so the first character
 * alone left a score of candidates at every blank). Immutable and thread-safe.
 */
final class LastPhrase {
    /** One-character phrases, by that character. */
    private final boolean[] single = new boolean[128];
    /** Longer phrases by first character, then by their second character's low seven bits (checked in full). */
    private final String[][][] byPair = new String[128][][];

    LastPhrase(List<String> phrases) {
        List<List<List<String>>> lists = new ArrayList<>(128);
        for (int c = 0; c < 128; c++) {
            lists.add(null);
        }
        for (String p : phrases) {
            if (p.isEmpty() || p.charAt(0) >= 128) {
                throw new IllegalArgumentException("phrases must start with an ASCII character: '" + p + "'");
            }
            char first = p.charAt(0);
            if (p.length() == 1) {
                single[first] = true;
                continue;
            }
            if (lists.get(first) == null) {
                List<List<String>> second = new ArrayList<>(128);
                for (int c = 0; c < 128; c++) {
                    second.add(new ArrayList<>());
                }
                lists.set(first, second);
            }
            lists.get(first).get(p.charAt(1) & 127).add(p);
        }
        for (int c = 0; c < 128; c++) {
            if (lists.get(c) == null) {
                continue;
            }
            byPair[c] = new String[128][];
            for (int d = 0; d < 128; d++) {
                if (!lists.get(c).get(d).isEmpty()) {
                    byPair[c][d] = lists.get(c).get(d).toArray(new String[0]);
                }
            }
        }
    }

    /** The start of the last occurrence of any phrase in {@code hay}, or -1. */
    int in(String hay) {
        int n = hay.length();
        for (int p = n - 1; p >= 0; p--) {
            char c = hay.charAt(p);
            if (c >= 128) {
                continue;
            }
            if (single[c]) {
                return p;
            }
            String[][] second = byPair[c];
            if (second == null || p + 1 >= n) {
                continue;
            }
            String[] candidates = second[hay.charAt(p + 1) & 127];
            if (candidates == null) {
                continue;
            }
            for (String phrase : candidates) {
                if (hay.startsWith(phrase, p)) {
                    return p;
                }
            }
        }
        return -1;
    }
}
