package dev.lkmltriage.probe;

import java.util.Locale;

/** iperf3's adaptive units: bytes in powers of 1024, bits in powers of 1000, always four significant places. */
final class Units {
    private static final String[] BYTES = {"Byte", "KByte", "MByte", "GByte", "TByte"};
    private static final String[] BITS = {"bit", "Kbit", "Mbit", "Gbit", "Tbit"};

    private Units() {
    }

    /** "1.19 GByte": append "s" for the plural iperf3 prints. */
    static String bytes(double n) {
        return scale(n, 1024.0, BYTES);
    }

    /** "5.10 Gbit" for a rate given in bits per second: append "s/sec". */
    static String bits(double bitsPerSecond) {
        return scale(bitsPerSecond, 1000.0, BITS);
    }

    private static String scale(double v, double step, String[] labels) {
        int i = 0;
        while (v >= step && i < labels.length - 1) {
            v /= step;
            i++;
        }
        String f = v < 9.995 ? "%4.2f %s" : v < 99.95 ? "%4.1f %s" : "%4.0f %s";
        return String.format(Locale.ROOT, f, v, labels[i]);
    }
}
