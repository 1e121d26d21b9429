package dev.lkmltriage.extract;

/**
 * A device line of {@code lspci -tv}: the tree's branch drawing, then the device's number and two spaces before the
 * vendor and device names, e.g. {@code +-02.2-[07]----00.0  Hewlett-Packard Company Smart Array Gen9 Controllers}.
 * Without {@code -v} the tree has no names and nothing is found. Linear in the line; no regex.
 */
final class LspciTree {
    private LspciTree() {
    }

    /**
     * The start of the device name on the tree line {@code [from, to)}, or -1: the line begins with the tree's drawing
     * ({@code [}, {@code +}, {@code |}, {@code \} or {@code -} after any indentation), and its last {@code -dd.f}
     * followed by two spaces is the device the name belongs to.
     */
    static int nameStart(CharSequence text, int from, int to) {
        int i = from;
        while (i < to && text.charAt(i) == ' ') {
            i++;
        }
        if (i >= to || "[+|\\-".indexOf(text.charAt(i)) < 0) {
            return -1;
        }
        // Only the last "dd.f  " counts: branches before it lead to the bus the device sits on.
        for (int k = to - 7; k > i; k--) {
            if (text.charAt(k) == '-' && hex(text.charAt(k + 1)) && hex(text.charAt(k + 2))
                    && text.charAt(k + 3) == '.' && text.charAt(k + 4) >= '0' && text.charAt(k + 4) <= '7'
                    && text.charAt(k + 5) == ' ' && text.charAt(k + 6) == ' '
                    && k + 7 < to && text.charAt(k + 7) != ' ') {
                return k + 7;
            }
        }
        return -1;
    }

    private static boolean hex(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
    }
}
