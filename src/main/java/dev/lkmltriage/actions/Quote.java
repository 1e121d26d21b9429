package dev.lkmltriage.actions;

/** Quotes user input inside an error message: shortened, control characters shown as {@code ?}. */
final class Quote {
    private static final int MAX = 80;

    private Quote() {
    }

    static String of(String s) {
        if (s == null) {
            return "(none)";
        }
        StringBuilder b = new StringBuilder("\"");
        s.codePoints().limit(MAX).forEach(c -> b.appendCodePoint(Character.isISOControl(c) ? '?' : c));
        return b.append(s.length() > MAX ? "…\"" : "\"").toString();
    }
}
