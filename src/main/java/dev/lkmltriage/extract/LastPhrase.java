package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the last of a fixed list of ASCII phrases starts in a short text: exactly the largest
 * {@code hay.lastIndexOf(phrase)} over the list, found in one backward walk that tries at each character only the
 * phrases starting with it (instead of one full backward search per phrase). Immutable and thread-safe.
 */
final class LastPhrase {
    private final String[][] byFirst = new String[128][];

    LastPhrase(List<String> phrases) {
        List<List<String>> lists = new ArrayList<>(128);
        for (int c = 0; c < 128; c++) {
            lists.add(new ArrayList<>());
        }
        for (String p : phrases) {
            if (p.isEmpty() || p.charAt(0) >= 128) {
                throw new IllegalArgumentException("phrases must start with an ASCII character: '" + p + "'");
            }
            lists.get(p.charAt(0)).add(p);
        }
        for (int c = 0; c < 128; c++) {
            if (!lists.get(c).isEmpty()) {
                byFirst[c] = lists.get(c).toArray(new String[0]);
            }
        }
    }

    /** The start of the last occurrence of any phrase in {@code hay}, or -1. */
    int in(String hay) {
        for (int p = hay.length() - 1; p >= 0; p--) {
            char c = hay.charAt(p);
            String[] candidates = c < 128 ? byFirst[c] : null;
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
