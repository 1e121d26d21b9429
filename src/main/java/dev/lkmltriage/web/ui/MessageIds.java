package dev.lkmltriage.web.ui;

/** A Message-ID as people paste it into a URL: bare, in angle brackets, or as a lore link. */
final class MessageIds {
    private MessageIds() {
    }

    static String clean(String raw) {
        String s = raw == null ? "" : raw.strip();
        for (String prefix : new String[] {"https://lore.kernel.org/r/", "http://lore.kernel.org/r/", "id:"}) {
            if (s.startsWith(prefix)) {
                s = s.substring(prefix.length());
            }
        }
        if (s.startsWith("<") && s.endsWith(">") && s.length() > 2) {
            s = s.substring(1, s.length() - 1);
        }
        if (s.endsWith("/")) {
            s = s.substring(0, s.length() - 1);
        }
        return s.length() > 998 ? "" : s;
    }
}
