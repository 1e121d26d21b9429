package dev.lkmltriage.kafka;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The Message-ID of raw mail, found without parsing it (the process role parses; the publisher only needs a key):
 * the first {@code Message-ID:} field of the header block, unfolded, without angle brackets. Looks at no more than
 * the first 64 KiB; null when there is none (the record is then keyed by nothing and spread round-robin).
 */
final class HeaderScan {
    private static final int LIMIT = 64 * 1024;
    private static final int MAX_ID = 998;

    private HeaderScan() {
    }

    static String messageId(byte[] raw) {
        int end = Math.min(raw.length, LIMIT);
        int line = 0;
        while (line < end) {
            int eol = line;
            while (eol < end && raw[eol] != '\n') {
                eol++;
            }
            int len = eol - line - (eol > line && raw[eol - 1] == '\r' ? 1 : 0);
            if (len == 0) {
                return null;
            }
            if (len >= 11 && new String(raw, line, 11, StandardCharsets.ISO_8859_1).toLowerCase(Locale.ROOT)
                    .equals("message-id:")) {
                StringBuilder v = new StringBuilder(new String(raw, line + 11, len - 11, StandardCharsets.UTF_8));
                int next = eol + 1;
                while (next < end && (raw[next] == ' ' || raw[next] == '\t') && v.length() < MAX_ID) {
                    int e2 = next;
                    while (e2 < end && raw[e2] != '\n') {
                        e2++;
                    }
                    v.append(new String(raw, next, e2 - next, StandardCharsets.UTF_8));
                    next = e2 + 1;
                }
                return clean(v.toString());
            }
            line = eol + 1;
        }
        return null;
    }

    private static String clean(String v) {
        String s = v.strip();
        int lt = s.indexOf('<');
        int gt = s.indexOf('>', lt + 1);
        if (lt >= 0 && gt > lt) {
            s = s.substring(lt + 1, gt);
        }
        s = s.strip();
        if (s.isEmpty() || s.length() > MAX_ID) {
            return null;
        }
        return s;
    }
}
