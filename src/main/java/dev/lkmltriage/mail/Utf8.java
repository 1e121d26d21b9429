package dev.lkmltriage.mail;

/** A linear UTF-8 validator, so a decision between UTF-8 and a legacy charset costs one pass. */
final class Utf8 {
    private Utf8() {
    }

    static boolean isValid(byte[] b, int off, int len) {
        return invalidCount(b, off, len, 1) == 0;
    }

    /** More well-formed multi-byte sequences than broken ones: UTF-8 with some damage rather than another charset. */
    static boolean mostlyUtf8(byte[] b, int off, int len) {
        int[] counts = count(b, off, len, Integer.MAX_VALUE);
        return counts[0] > 3 * counts[1];
    }

    /** {@code len} shortened so it does not end inside a multi-byte sequence (for text cut at a size bound). */
    static int trimIncompleteTail(byte[] b, int off, int len) {
        int back = 0;
        for (int i = off + len - 1; i >= off && back < 3; i--, back++) {
            int c = b[i] & 0xff;
            if (c < 0x80) {
                return len;
            }
            if (c >= 0xc0) {
                int need = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1;
                return back < need ? len - back - 1 : len;
            }
        }
        return len;
    }

    private static int invalidCount(byte[] b, int off, int len, int stopAt) {
        return count(b, off, len, stopAt)[1];
    }

    /** {valid multi-byte sequences, invalid sequences}, stopping once {@code stopAt} invalid ones are seen. */
    private static int[] count(byte[] b, int off, int len, int stopAt) {
        int valid = 0;
        int invalid = 0;
        int i = off;
        int end = off + len;
        while (i < end && invalid < stopAt) {
            int c = b[i] & 0xff;
            if (c < 0x80) {
                i++;
                continue;
            }
            int need;
            int min;
            if (c >= 0xc2 && c <= 0xdf) {
                need = 1;
                min = 0x80;
            } else if (c >= 0xe0 && c <= 0xef) {
                need = 2;
                min = 0x800;
            } else if (c >= 0xf0 && c <= 0xf4) {
                need = 3;
                min = 0x10000;
            } else {
                invalid++;
                i++;
                continue;
            }
            if (i + need >= end) {
                invalid++; // the sequence runs past the end
                break;
            }
            int cp = c & (0x3f >> need);
            boolean ok = true;
            for (int k = 1; k <= need; k++) {
                int cc = b[i + k] & 0xff;
                if ((cc & 0xc0) != 0x80) {
                    ok = false;
                    break;
                }
                cp = (cp << 6) | (cc & 0x3f);
            }
            if (ok && cp >= min && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff)) {
                valid++;
                i += need + 1;
            } else {
                invalid++;
                i++;
            }
        }
        return new int[] {valid, invalid};
    }
}
