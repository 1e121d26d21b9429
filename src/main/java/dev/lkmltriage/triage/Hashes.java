package dev.lkmltriage.triage;

import java.util.Locale;

/** Abbreviated commit ids: the same commit may be written with 7, 12 or 40 digits. */
final class Hashes {
    static final int KEY = 7;

    private Hashes() {
    }

    /** The map key of a hash: its first {@value #KEY} digits, lowercase. */
    static String key(String hash) {
        String h = hash.toLowerCase(Locale.ROOT);
        return h.length() > KEY ? h.substring(0, KEY) : h;
    }

    /** True when one hash is a prefix of the other (and both have at least 7 digits). */
    static boolean samePrefix(String a, String b) {
        String x = a.toLowerCase(Locale.ROOT);
        String y = b.toLowerCase(Locale.ROOT);
        return x.length() >= KEY && y.length() >= KEY && (x.startsWith(y) || y.startsWith(x));
    }
}
