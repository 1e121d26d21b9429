package dev.lkmltriage.extract;

import dev.lkmltriage.text.LiteralHits;

/**
 * One literal searched for line after line in one text. The line scanners ask "does this line hold X?" for every
 * line; a character loop per line costs a pass over the text per literal. A literal listed in {@link TextLiterals}
 * is answered from the occurrences the shared pass found (one pass over the text for all of them); any other
 * remembers its next occurrence, found by {@link String#indexOf(String, int)}, so that as long as the questions move
 * forward the whole text is searched once for it. A question behind the remembered position falls back to a scan
 * bounded by the line, so the cost stays linear in any order of calls. Confined to one thread and one text.
 */
final class Needle {
    private final String text;
    private final String needle;
    /** The shared pass's occurrences, or null for a literal it does not look for. */
    private final LiteralHits.Cursor shared;
    /** The offset the last {@code indexOf} started from; -1 before the first. */
    private int searchedFrom = -1;
    /** The first occurrence at or after {@link #searchedFrom}, or -1 when there is none. */
    private int next;

    Needle(String text, String needle) {
        this(text, needle, TextLiterals.SHARED);
    }

    /** With the shared pass on or off, whatever the JVM (for tests: both must answer alike). */
    Needle(String text, String needle, boolean sharedPass) {
        this.text = text;
        this.needle = needle;
        int literal = sharedPass ? TextLiterals.SET.exactIndex(needle) : -1;
        this.shared = literal < 0 ? null : TextLiterals.of(text).cursor(literal);
    }

    /** Exactly {@link HardwareScan#find}: the first occurrence wholly inside {@code [from, to)}, or -1. */
    int in(int from, int to) {
        if (shared != null) {
            return shared.in(from, to);
        }
        int lo = Math.max(0, from);
        if (searchedFrom < 0 || lo < searchedFrom) {
            if (searchedFrom >= 0) {
                return HardwareScan.find(text, needle, lo, to);
            }
            searchedFrom = lo;
            next = text.indexOf(needle, lo);
        } else if (next >= 0 && next < lo) {
            searchedFrom = lo;
            next = text.indexOf(needle, lo);
        }
        if (next < 0 || next + needle.length() > Math.min(to, text.length())) {
            return -1;
        }
        return next;
    }
}
