package dev.lkmltriage.extract;

/** Character classes the scanners test on every character, with an ASCII table before the general Unicode test. */
final class Chars {
    private static final boolean[] ASCII_LETTER_OR_DIGIT = new boolean[128];

    static {
        for (char c = 0; c < 128; c++) {
            ASCII_LETTER_OR_DIGIT[c] = Character.isLetterOrDigit(c);
        }
    }

    private Chars() {
    }

    /** Exactly {@link Character#isLetterOrDigit(char)}, faster for ASCII, which most mail text is. */
    static boolean letterOrDigit(char c) {
        return c < 128 ? ASCII_LETTER_OR_DIGIT[c] : Character.isLetterOrDigit(c);
    }
}
