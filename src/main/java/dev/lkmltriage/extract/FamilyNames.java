package dev.lkmltriage.extract;

import java.util.Locale;
import java.util.Set;

/**
 * A product-family name as vendors and writers spell it, with its model digits wildcarded by two or three x's: "CN88xx",
 * "CN99XX", "CN11xxx", "RTL81xx". The shape: one to six letters, one to four digits, then two or three x's, the
 * whole a word of its own. Session 50 (hw60).
 */
final class FamilyNames {
    private FamilyNames() {
    }

    /** True when {@code s[from, to)} is exactly a family name. */
    static boolean is(CharSequence s, int from, int to) {
        int i = from;
        while (i < to && i - from < 6 && isAsciiLetter(s.charAt(i))) {
            i++;
        }
        if (i == from) {
            return false;
        }
        int digits = i;
        while (i < to && i - digits < 4 && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            i++;
        }
        if (i == digits) {
            return false;
        }
        int xs = i;
        while (i < to && (s.charAt(i) == 'x' || s.charAt(i) == 'X')) {
            i++;
        }
        return i == to && i - xs >= 2 && i - xs <= 3;
    }

    private static boolean isAsciiLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    /** Adds the family names a pci.ids device name carries, lowercased; nothing for null. */
    static void collect(String name, Set<String> out) {
        if (name != null) {
            each(name, 0, name.length(), (from, to) -> out.add(name.substring(from, to).toLowerCase(Locale.ROOT)));
        }
    }

    /** The last family name written in {@code s[from, to)}, or null. */
    static String last(CharSequence s, int from, int to) {
        int[] at = {-1, -1};
        each(s, from, to, (a, b) -> {
            at[0] = a;
            at[1] = b;
        });
        return at[0] < 0 ? null : s.subSequence(at[0], at[1]).toString();
    }

    /**
     * The other family names of {@code s[from, to)} that share {@code family}'s letters ("CN99xx" for "CN11xxx": one
     * maker's naming), in order, {@code family} itself left out.
     */
    static java.util.List<String> siblings(CharSequence s, int from, int to, String family) {
        String prefix = letters(family);
        java.util.List<String> out = new java.util.ArrayList<>();
        each(s, from, to, (a, b) -> {
            String f = s.subSequence(a, b).toString();
            if (!f.equalsIgnoreCase(family) && letters(f).equalsIgnoreCase(prefix) && !out.contains(f)) {
                out.add(f);
            }
        });
        return out;
    }

    /** The leading letters of a family name. */
    private static String letters(String family) {
        int i = 0;
        while (i < family.length() && isAsciiLetter(family.charAt(i))) {
            i++;
        }
        return family.substring(0, i);
    }

    private interface Span {
        void at(int from, int to);
    }

    /** Each family name of {@code s[from, to)}, a word of letters and digits, in order. */
    private static void each(CharSequence s, int from, int to, Span span) {
        WordRuns.each(s, from, to, (start, end) -> {
            if (is(s, start, end)) {
                span.at(start, end);
            }
        });
    }
}
