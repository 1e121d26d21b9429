package dev.lkmltriage.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Accepts a Message-ID in every natural form: {@code id}, {@code <id>}, a lore URL ({@code /r/id}, {@code /all/id/}). */
final class MessageIds {
    private static final Pattern URL = Pattern.compile("https?://[^/]+/(?:r|all|[A-Za-z0-9._-]+)/([^/?#]+)/?.*");

    private MessageIds() {
    }

    static String normalize(String input) {
        String s = input.strip();
        Matcher m = URL.matcher(s);
        if (m.matches()) {
            s = java.net.URLDecoder.decode(m.group(1), java.nio.charset.StandardCharsets.UTF_8);
        }
        if (s.startsWith("<") && s.endsWith(">")) {
            s = s.substring(1, s.length() - 1);
        }
        return s;
    }
}
