package dev.lkmltriage.extract;

/** A small number scanner shared by the figure extractors: no regex, bounded length, never throws. */
final class FigureNumbers {
    /** More digits than any real figure has; longer runs (hex dumps, ids) are not numbers to us. */
    static final int MAX_DIGITS = 12;

    private FigureNumbers() {
    }

    /**
     * A decimal number as written.
     *
     * @param value the value
     * @param start where it starts
     * @param end   just past its last digit
     */
    record Parsed(double value, int start, int end) {
    }

    /**
     * Reads a number at {@code from}: digits, an optional fraction ({@code 1.09}, or {@code 1,5} with a decimal
     * comma), thousands groups ({@code 1,000}). Returns null when there is no digit at {@code from} or the run of
     * digits is too long to be a figure.
     */
    static Parsed at(CharSequence s, int from) {
        int n = s.length();
        int i = from;
        long whole = 0;
        int digits = 0;
        while (i < n && isDigit(s.charAt(i))) {
            if (++digits > MAX_DIGITS) {
                return null;
            }
            whole = whole * 10 + (s.charAt(i) - '0');
            i++;
        }
        if (digits == 0) {
            return null;
        }
        // Thousands groups: "1,000" but not "1,5".
        while (i < n && s.charAt(i) == ',' && isGroup(s, i + 1)) {
            for (int k = 1; k <= 3; k++) {
                whole = whole * 10 + (s.charAt(i + k) - '0');
            }
            digits += 3;
            if (digits > MAX_DIGITS) {
                return null;
            }
            i += 4;
        }
        double value = whole;
        if (i + 1 < n && (s.charAt(i) == '.' || s.charAt(i) == ',') && isDigit(s.charAt(i + 1))) {
            int j = i + 1;
            double scale = 0.1;
            int frac = 0;
            while (j < n && isDigit(s.charAt(j))) {
                if (++frac > MAX_DIGITS) {
                    return null;
                }
                value += (s.charAt(j) - '0') * scale;
                scale /= 10;
                j++;
            }
            // "2.6.22" is a version, not a figure.
            if (j < n && s.charAt(j) == '.' && j + 1 < n && isDigit(s.charAt(j + 1))) {
                return null;
            }
            i = j;
        }
        return new Parsed(value, from, i);
    }

    /** Exactly three digits at {@code i} and no fourth. */
    private static boolean isGroup(CharSequence s, int i) {
        int n = s.length();
        if (i + 3 > n) {
            return false;
        }
        for (int k = 0; k < 3; k++) {
            if (!isDigit(s.charAt(i + k))) {
                return false;
            }
        }
        return i + 3 >= n || !isDigit(s.charAt(i + 3));
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
