package dev.lkmltriage.extract;

/**
 * The comparable form of an lspci slot line: {@code 00:01.0 PCI bridge [0604]: Intel Corporation Foo [8086:1901]
 * (rev 07)} and {@code 00:01.0 PCI bridge: Intel Corporation Foo (rev 07) (prog-if 00 [Normal decode])} both give
 * {@code 00:01.0 PCI bridge: Intel Corporation Foo}: slot, class and name, without bracketed codes and ids, the
 * revision and what follows it. Used to tell that a quoted device's line is repeated in own text.
 */
final class SlotLines {
    /** Length of a slot without domain, {@code bb:dd.f}. */
    static final int SLOT_LENGTH = 7;
    private static final int MAX_LINE = 300;

    private SlotLines() {
    }

    /**
     * The key of the slot line that starts at {@code at}, or of the line holding {@code at} when {@code at} is not
     * at a slot (quote markers and blanks before the slot skipped); null when there is no slot line there.
     */
    static String key(String text, int at) {
        if (at < 0 || at >= text.length()) {
            return null;
        }
        int from = isSlot(text, at) ? at : lineStart(text, at);
        while (from < text.length() && (text.charAt(from) == '>' || text.charAt(from) == ' '
                || text.charAt(from) == '\t')) {
            from++;
        }
        if (!isSlot(text, from) && from + 5 + SLOT_LENGTH <= text.length() && hex(text, from, 4)
                && text.charAt(from + 4) == ':' && isSlot(text, from + 5)) {
            from += 5; // a domain before the slot
        }
        if (!isSlot(text, from)) {
            return null;
        }
        int end = text.indexOf('\n', from);
        end = end < 0 ? text.length() : end;
        if (end - from > MAX_LINE) {
            return null;
        }
        String rest = normalise(text.substring(from + SLOT_LENGTH, end));
        int colon = rest.indexOf(": ");
        if (colon <= 0 || colon + 2 >= rest.length()) {
            return null; // needs a class and a name
        }
        return text.substring(from, from + SLOT_LENGTH) + " " + rest;
    }

    /** {@code bb:dd.f} at {@code i}, followed by a blank. */
    static boolean isSlot(String text, int i) {
        return i + SLOT_LENGTH < text.length() && hex(text, i, 2) && text.charAt(i + 2) == ':' && hex(text, i + 3, 2)
                && text.charAt(i + 5) == '.' && hex(text, i + 6, 1) && text.charAt(i + 7) == ' ';
    }

    /** Drops bracketed groups and everything from the first parenthesis, and collapses blanks. */
    private static String normalise(String s) {
        StringBuilder b = new StringBuilder(s.length());
        int depth = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(') {
                break;
            }
            if (c == '[') {
                depth++;
            } else if (c == ']' && depth > 0) {
                depth--;
            } else if (depth == 0) {
                boolean blank = c == ' ' || c == '\t';
                if (!blank || (b.length() > 0 && b.charAt(b.length() - 1) != ' ')) {
                    b.append(blank ? ' ' : c);
                }
            }
        }
        String out = b.toString().strip();
        return out.replace(" :", ":");
    }

    /** The start of the line holding {@code at}, looking back at most {@value #MAX_LINE} characters. */
    private static int lineStart(String text, int at) {
        int i = at;
        while (i > 0 && at - i < MAX_LINE && text.charAt(i - 1) != '\n') {
            i--;
        }
        return i;
    }

    private static boolean hex(String text, int from, int n) {
        if (from + n > text.length()) {
            return false;
        }
        for (int i = from; i < from + n; i++) {
            if (!VersionsText.isHex(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
