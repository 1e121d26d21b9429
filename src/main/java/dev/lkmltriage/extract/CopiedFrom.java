package dev.lkmltriage.extract;

import java.util.List;

/**
 * A driver named as where code came from ("legacy code copied from e1000e", "based on the pcie-altera driver",
 * "taken from pci-tegra.c"), or as one more user of the code at issue ("the aer code is shared by the GHES
 * driver"): the message is about the code, not about the driver it came from or that shares it.
 */
final class CopiedFrom {
    private CopiedFrom() {
    }

    /** The phrases, lowercase; each must stand after a non-letter ("supported from D0" is no "ported from"). */
    private static final List<String> PHRASES = List.of("copied from", "borrowed from", "taken from", "derived from",
            "lifted from", "stolen from", "ported from", "cloned from", "based on", "modelled on", "modeled on",
            "inspired by", "shared by");
    private static final int MAX_BLANKS = 12;

    /**
     * True when the name starting at {@code start} follows one of the phrases, with at most "the" and blanks
     * between; nothing before {@code floor} is read. Constant work: at most a few dozen characters back.
     */
    static boolean before(CharSequence text, int floor, int start) {
        int i = blanksBack(text, floor, start);
        if (i > floor && i < start && text.charAt(i - 1) == ':') {
            i = blanksBack(text, floor, i - 1); // "Based on: pcie-altera.c"
        }
        if (i < start && wordEndsAt(text, floor, i, "the")) {
            int j = blanksBack(text, floor, i - 3);
            if (j == i - 3) {
                return false;
            }
            i = j;
        }
        if (i == start) {
            return false;
        }
        for (String p : PHRASES) {
            if (wordEndsAt(text, floor, i, p)) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code text[end - word.length(), end)} is {@code word} (lowercase), ignoring case, with no letter before it;
     * nothing before {@code floor} is read. Shared with {@link ExampleNames}.
     */
    static boolean wordEndsAt(CharSequence text, int floor, int end, String word) {
        int from = end - word.length();
        if (from < floor) {
            return false;
        }
        for (int k = 0; k < word.length(); k++) {
            if (Character.toLowerCase(text.charAt(from + k)) != word.charAt(k)) {
                return false;
            }
        }
        return from == floor || !Character.isLetter(text.charAt(from - 1));
    }

    private static int blanksBack(CharSequence text, int floor, int from) {
        int i = from;
        while (i > floor && i > from - MAX_BLANKS && Character.isWhitespace(text.charAt(i - 1))) {
            i--;
        }
        return i;
    }
}
