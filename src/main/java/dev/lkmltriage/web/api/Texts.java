package dev.lkmltriage.web.api;

/** Small text helpers for untrusted input echoed back in messages and XML. */
final class Texts {
    private static final int QUOTE_MAX = 200;

    private Texts() {
    }

    /** {@code s} in double quotes, shortened, control characters shown as {@code ?}: safe inside a log or message. */
    static String quote(String s) {
        if (s == null) {
            return "(none)";
        }
        StringBuilder b = new StringBuilder(Math.min(s.length(), QUOTE_MAX) + 4).append('"');
        s.codePoints().limit(QUOTE_MAX).forEach(c -> b.appendCodePoint(Character.isISOControl(c) ? '?' : c));
        return b.append(s.length() > QUOTE_MAX ? "…\"" : "\"").toString();
    }

    /** {@code s} without the characters XML 1.0 forbids (most control characters, lone surrogates, U+FFFE/F). */
    static String xmlSafe(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            boolean ok = c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF)
                    || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
            if (ok) {
                b.appendCodePoint(c);
            }
        }
        return b.toString();
    }

    /**
     * A Message-ID as people give it: bare, in angle brackets, or as a lore URL ({@code
     * https://lore.kernel.org/r/ID} or {@code .../list/ID/}); returns the bare id.
     *
     * @throws ApiException 400 for an empty or overlong id
     */
    static String messageId(String given) {
        String s = given == null ? "" : given.strip();
        int lore = s.indexOf("lore.kernel.org/");
        if (lore >= 0) {
            String[] parts = s.substring(lore + "lore.kernel.org/".length()).split("/");
            s = parts.length >= 2 ? java.net.URLDecoder.decode(parts[1], java.nio.charset.StandardCharsets.UTF_8)
                    : "";
        }
        if (s.startsWith("<") && s.endsWith(">") && s.length() > 2) {
            s = s.substring(1, s.length() - 1);
        }
        if (s.isEmpty() || s.length() > 1000) {
            throw ApiException.badRequest("not a Message-ID: " + quote(given)
                    + "; give it bare, in <angle brackets> or as a lore.kernel.org URL");
        }
        return s;
    }
}
