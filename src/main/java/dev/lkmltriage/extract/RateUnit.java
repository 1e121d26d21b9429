package dev.lkmltriage.extract;

/**
 * A rate unit found right after a number: how many bits per second one of it is, and where it ends.
 *
 * <p>Conventions: SI prefixes (k, M, G, T, in either case) are powers of 1000, for bit rates and for byte rates
 * alike ({@code MB/s}, {@code MBytes/sec}), as iperf and dd print them; binary prefixes ({@code KiB/s},
 * {@code MiB/s}) are powers of 1024. A lowercase {@code b} means bits ({@code Mb/s}), an uppercase {@code B}
 * bytes ({@code MB/s}). A unit needs a "per second" ({@code /s}, {@code /sec}, {@code ps}) except the spoken
 * bit forms with a prefix ({@code 400mbit}, {@code 40 Mbits}), which are rates in how people write; byte units
 * without one are volumes ({@code 832 MBytes}) and are not rates.
 *
 * @param bitsPerUnit bits per second of one unit
 * @param end         offset just past the unit in the scanned text
 * @param bytes       true for byte units (MB/s), false for bit units (Mbit/s)
 */
record RateUnit(double bitsPerUnit, int end, boolean bytes) {
    /** The longest unit we read ("Mbytes/second" and a little slack); bounds the scan. */
    private static final int MAX_UNIT = 24;

    /**
     * Reads a rate unit at {@code from} (no leading space) in {@code s}, or returns null. The unit must end at a word
     * boundary: "5Mbps1Ya" in base64 is no unit.
     */
    static RateUnit at(CharSequence s, int from) {
        int n = s.length();
        int i = from;
        if (i >= n) {
            return null;
        }
        double scale = 1;
        char p = s.charAt(i);
        boolean prefixed = true;
        int spelled = spelledPrefix(s, i);
        switch (Character.toLowerCase(p)) {
            case 'k' -> scale = 1e3;
            case 'm' -> scale = 1e6;
            case 'g' -> scale = 1e9;
            case 't' -> scale = 1e12;
            default -> prefixed = false;
        }
        if (spelled > 0) {
            i += spelled; // "megabits per second", "100 kilobytes/s"
        } else if (prefixed) {
            i++;
            if (i < n && s.charAt(i) == 'i' && i + 1 < n && (s.charAt(i + 1) == 'B' || s.charAt(i + 1) == 'b')) {
                scale = binary(p);
                i++;
            }
        }
        if (i >= n) {
            return null;
        }
        boolean bytes;
        boolean spoken = false;
        int wordEnd = i;
        if (startsWithIgnoreCase(s, i, "bits")) {
            bytes = false;
            wordEnd = i + 4;
            spoken = true;
        } else if (startsWithIgnoreCase(s, i, "bit")) {
            bytes = false;
            wordEnd = i + 3;
            spoken = true;
        } else if (startsWithIgnoreCase(s, i, "bytes")) {
            bytes = true;
            wordEnd = i + 5;
        } else if (startsWithIgnoreCase(s, i, "byte")) {
            bytes = true;
            wordEnd = i + 4;
        } else if (s.charAt(i) == 'b') {
            bytes = false;
            wordEnd = i + 1;
        } else if (s.charAt(i) == 'B') {
            bytes = true;
            wordEnd = i + 1;
        } else {
            return null;
        }
        int perEnd = perSecond(s, wordEnd);
        if (perEnd < 0) {
            // "ps" glued to the base: Mbps, MBps, kbps.
            if (wordEnd == i + 1 && wordEnd + 1 < n && (s.charAt(wordEnd) == 'p' || s.charAt(wordEnd) == 'P')
                    && (s.charAt(wordEnd + 1) == 's' || s.charAt(wordEnd + 1) == 'S')) {
                perEnd = wordEnd + 2;
            } else if (spoken && prefixed) {
                perEnd = wordEnd;
            } else {
                return null;
            }
        }
        if (perEnd - from > MAX_UNIT || !boundary(s, perEnd)) {
            return null;
        }
        return new RateUnit(scale * (bytes ? 8 : 1), perEnd, bytes);
    }

    private static double binary(char prefix) {
        return switch (prefix) {
            case 'k', 'K' -> 1024d;
            case 'm', 'M' -> 1024d * 1024;
            case 'g', 'G' -> 1024d * 1024 * 1024;
            default -> 1024d * 1024 * 1024 * 1024;
        };
    }

    private static final String[] SPELLED = {"kilo", "mega", "giga", "tera"};

    /** The length of a spelled-out prefix ("mega") at {@code i}, or 0. */
    private static int spelledPrefix(CharSequence s, int i) {
        for (String w : SPELLED) {
            if (startsWithIgnoreCase(s, i, w)) {
                return w.length();
            }
        }
        return 0;
    }

    /** The end of "/s", "/sec", "/second", " per second", " per sec" at {@code i}, or -1. */
    private static int perSecond(CharSequence s, int i) {
        if (startsWithIgnoreCase(s, i, " per second")) {
            return i + 11;
        }
        if (startsWithIgnoreCase(s, i, " per sec")) {
            return i + 8;
        }
        if (i >= s.length() || s.charAt(i) != '/') {
            return -1;
        }
        if (startsWithIgnoreCase(s, i + 1, "second")) {
            return i + 7;
        }
        if (startsWithIgnoreCase(s, i + 1, "sec")) {
            return i + 4;
        }
        if (i + 1 < s.length() && (s.charAt(i + 1) == 's' || s.charAt(i + 1) == 'S')) {
            return i + 2;
        }
        return -1;
    }

    private static boolean boundary(CharSequence s, int i) {
        return i >= s.length() || !Character.isLetterOrDigit(s.charAt(i)) && s.charAt(i) != '_';
    }

    static boolean startsWithIgnoreCase(CharSequence s, int at, String word) {
        if (at < 0 || at + word.length() > s.length()) {
            return false;
        }
        for (int k = 0; k < word.length(); k++) {
            if (Character.toLowerCase(s.charAt(at + k)) != word.charAt(k)) {
                return false;
            }
        }
        return true;
    }
}
