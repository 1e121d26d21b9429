package dev.lkmltriage.mail;

import java.util.Locale;

/** Subject normalisation for threading by subject (placeholder until the mail stage lands). */
public final class Subjects {
    private Subjects() {
    }

    public static String normalize(String subject) {
        String s = subject == null ? "" : subject.strip();
        boolean changed = true;
        while (changed) {
            changed = false;
            String lower = s.toLowerCase(Locale.ROOT);
            for (String p : new String[] {"re:", "aw:", "sv:", "fwd:", "fw:"}) {
                if (lower.startsWith(p)) {
                    s = s.substring(p.length()).strip();
                    changed = true;
                }
            }
        }
        return s.replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
