package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@link LastPhrase} for several lists at once: where the last phrase of each list starts in a short text, in one
 * backward walk instead of one walk per list. Entry {@code g} of the answer is exactly {@code new
 * LastPhrase(groups.get(g)).in(hay)}. Session 44 (speed45): the regression statement reader asked three lists of the
 * same clause in turn, and the denial and cure lists, seldom found, each walked the clause to its start. Immutable and
 * thread-safe.
 */
final class LastPhrases {
    /** One-character phrases: the groups (bit per group) each character is a phrase of. */
    private final int[] single = new int[128];
    /** Longer phrases by first character, then by their second character's low seven bits (checked in full). */
    private final String[][][] byPair = new String[128][][];
    /** The group of each phrase in {@link #byPair}, in the same places. */
    private final int[][][] groupByPair = new int[128][][];
    private final int groups;

    LastPhrases(List<List<String>> groups) {
        if (groups.isEmpty() || groups.size() > 31) {
            throw new IllegalArgumentException("one to 31 lists of phrases, not " + groups.size());
        }
        this.groups = groups.size();
        List<List<List<int[]>>> lists = new ArrayList<>(128);
        List<String> all = new ArrayList<>();
        for (int c = 0; c < 128; c++) {
            lists.add(null);
        }
        for (int g = 0; g < groups.size(); g++) {
            for (String p : groups.get(g)) {
                if (p.isEmpty() || p.charAt(0) >= 128) {
                    throw new IllegalArgumentException("phrases must start with an ASCII character: '" + p + "'");
                }
                char first = p.charAt(0);
                if (p.length() == 1) {
                    single[first] |= 1 << g;
                    continue;
                }
                if (lists.get(first) == null) {
                    List<List<int[]>> second = new ArrayList<>(128);
                    for (int c = 0; c < 128; c++) {
                        second.add(new ArrayList<>());
                    }
                    lists.set(first, second);
                }
                lists.get(first).get(p.charAt(1) & 127).add(new int[] {all.size(), g});
                all.add(p);
            }
        }
        for (int c = 0; c < 128; c++) {
            if (lists.get(c) == null) {
                continue;
            }
            byPair[c] = new String[128][];
            groupByPair[c] = new int[128][];
            for (int d = 0; d < 128; d++) {
                List<int[]> here = lists.get(c).get(d);
                if (!here.isEmpty()) {
                    byPair[c][d] = new String[here.size()];
                    groupByPair[c][d] = new int[here.size()];
                    for (int k = 0; k < here.size(); k++) {
                        byPair[c][d][k] = all.get(here.get(k)[0]);
                        groupByPair[c][d][k] = here.get(k)[1];
                    }
                }
            }
        }
    }

    /**
     * The start of the last occurrence of any phrase of each list in {@code hay}, or -1 for a list with none, in
     * {@code last} (at least as long as the lists are many).
     */
    void in(String hay, int[] last) {
        Arrays.fill(last, 0, groups, -1);
        int open = (1 << groups) - 1; // the lists whose last phrase is still to be found
        int n = hay.length();
        for (int p = n - 1; p >= 0 && open != 0; p--) {
            char c = hay.charAt(p);
            if (c >= 128) {
                continue;
            }
            int one = single[c] & open;
            if (one != 0) {
                open = found(one, open, p, last);
            }
            String[][] second = byPair[c];
            if (second == null || p + 1 >= n) {
                continue;
            }
            int d = hay.charAt(p + 1) & 127;
            String[] candidates = second[d];
            if (candidates == null) {
                continue;
            }
            int[] of = groupByPair[c][d];
            for (int k = 0; k < candidates.length; k++) {
                if ((open & (1 << of[k])) != 0 && hay.startsWith(candidates[k], p)) {
                    open = found(1 << of[k], open, p, last);
                }
            }
        }
    }

    private static int found(int bits, int open, int p, int[] last) {
        for (int g = 0; g < 31; g++) {
            if ((bits & (1 << g)) != 0) {
                last[g] = p;
            }
        }
        return open & ~bits;
    }
}
