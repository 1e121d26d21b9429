package dev.lkmltriage.web.ui;

import java.util.Locale;

/** Throughput in the units people write: 463 Mbit/s, 23.4 Gbit/s. */
final class Rates {
    private Rates() {
    }

    static String human(double bitsPerSecond) {
        if (!Double.isFinite(bitsPerSecond) || bitsPerSecond < 0) {
            return "?";
        }
        double[] scale = {1e12, 1e9, 1e6, 1e3};
        String[] unit = {"Tbit/s", "Gbit/s", "Mbit/s", "kbit/s"};
        for (int i = 0; i < scale.length; i++) {
            if (bitsPerSecond >= scale[i]) {
                return number(bitsPerSecond / scale[i]) + " " + unit[i];
            }
        }
        return number(bitsPerSecond) + " bit/s";
    }

    /** Three significant digits at most, no trailing zeros: 380, 55.8, 1.25. */
    static String number(double x) {
        String s = x >= 100 ? String.format(Locale.ROOT, "%.0f", x)
                : x >= 10 ? String.format(Locale.ROOT, "%.1f", x) : String.format(Locale.ROOT, "%.2f", x);
        if (s.contains(".")) {
            s = s.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        return s;
    }
}
