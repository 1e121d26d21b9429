package dev.lkmltriage.triage;

import dev.lkmltriage.text.Bounded;
import java.util.Locale;

/**
 * The mainline commit a stable backport is a copy of, from the header the stable tools write at the top of its body:
 * {@code [ Upstream commit X ]} (AUTOSEL) or {@code commit X upstream.} (the stable queue). That commit is the patch
 * itself under another hash, so the patch neither refers to it nor cures it: when a cluster blames it (the backport
 * of the culprit, carried to an older tree), the backport is no fix of that cluster (session 31, cluster45: on the
 * archive, the AUTOSEL copies of a blamed pcitest change and of a blamed suspend-to-idle change joined as fixes).
 * Only the first {@value #MAX_LINES} non-blank lines of the first {@value #MAX_CHARS} characters are read: the
 * header is always there, and a hostile body costs no more than that.
 */
final class BackportOrigin {
    static final int MAX_CHARS = 4000;
    static final int MAX_LINES = 4;

    private BackportOrigin() {
    }

    /** The backport's mainline hash (lowercase, as written), or null when the body opens with no such header. */
    static String of(String body) {
        if (body == null) {
            return null;
        }
        int end = Math.min(body.length(), MAX_CHARS);
        int lines = 0;
        int start = 0;
        while (start < end && lines < MAX_LINES) {
            int nl = Bounded.indexOf(body, '\n', start, end);
            int stop = nl < 0 ? end : nl;
            String line = body.substring(start, stop).strip();
            start = stop + 1;
            if (line.isEmpty()) {
                continue;
            }
            lines++;
            String hash = header(line.toLowerCase(Locale.ROOT));
            if (hash != null) {
                return hash;
            }
        }
        return null;
    }

    private static String header(String line) {
        if (line.startsWith("[ upstream commit ") && line.endsWith("]")) {
            return hex(line.substring("[ upstream commit ".length(), line.length() - 1).strip());
        }
        if (line.startsWith("commit ") && (line.endsWith(" upstream.") || line.endsWith(" upstream"))) {
            String rest = line.substring("commit ".length(), line.lastIndexOf(" upstream")).strip();
            return hex(rest);
        }
        return null;
    }

    private static String hex(String s) {
        if (s.length() < 12 || s.length() > 40) {
            return null;
        }
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (!(ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f')) {
                return null;
            }
        }
        return s;
    }
}
