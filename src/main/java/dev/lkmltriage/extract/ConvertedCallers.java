package dev.lkmltriage.extract;

/**
 * Whether a message names a driver by its module name outside the paths of its diffstat and diff headers: a
 * conversion patch's caller that the writer also names in prose or a log ("load the radeon module", a frame's
 * {@code [radeon]}) is named by those words, not by its file (session 36, drivers43). An occurrence counts when no
 * path or identifier character touches it ({@code /}, {@code .}, {@code _}, {@code -}, {@code @}, a letter or digit on
 * either side: a list's address, {@code nouveau@lists...}, is none either): {@code drm/radeon/radeon_bios.c} and
 * {@code radeon_read_bios()} are no mention. Linear: one literal search over the text, at most {@link #MAX_SEEN}
 * occurrences looked at.
 */
final class ConvertedCallers {
    /** Occurrences of the name looked at: a long diff of the driver repeats its directory in every header. */
    static final int MAX_SEEN = 64;
    /** Drivers looked up in one message at most: each look-up is a pass over the text. */
    static final int MAX_LOOKED_UP = 24;

    private ConvertedCallers() {
    }

    static boolean namedOutsidePaths(String text, String module) {
        if (module.isEmpty()) {
            return false;
        }
        int seen = 0;
        for (int at = text.indexOf(module); at >= 0 && seen++ < MAX_SEEN; at = text.indexOf(module, at + 1)) {
            int end = at + module.length();
            if ((at == 0 || !touches(text.charAt(at - 1))) && (end == text.length() || !touches(text.charAt(end)))) {
                return true;
            }
        }
        return false;
    }

    private static boolean touches(char c) {
        return Character.isLetterOrDigit(c) || c == '/' || c == '.' || c == '_' || c == '-' || c == '@';
    }
}
