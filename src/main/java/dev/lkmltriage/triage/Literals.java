package dev.lkmltriage.triage;

/**
 * A cheap test that must pass before a case-insensitive regex is run over a whole message: the regexes below start
 * with a word boundary or a line start, which {@link java.util.regex.Matcher#find} tries at every position, while
 * most messages hold none of their words at all.
 */
final class Literals {
    private Literals() {
    }

    /**
     * Whether {@code text} may contain any of {@code needles} (lowercase ASCII) in any letter case. Never false when
     * an ASCII case-insensitive match ({@code (?i)} without UNICODE_CASE) exists; may be true for a few
     * non-letters (it compares {@code c | 0x20}), which only costs the regex run.
     */
    static boolean mayContainAny(String text, String... needles) {
        for (String needle : needles) {
            if (mayContain(text, needle)) {
                return true;
            }
        }
        return false;
    }

    static boolean mayContain(String text, String needle) {
        int last = text.length() - needle.length();
        char first = needle.charAt(0);
        outer:
        for (int i = 0; i <= last; i++) {
            if ((text.charAt(i) | 0x20) != first) {
                continue;
            }
            for (int j = 1; j < needle.length(); j++) {
                if ((text.charAt(i + j) | 0x20) != needle.charAt(j)) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
