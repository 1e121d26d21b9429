package dev.lkmltriage.web.ui;

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

    /** Three significant digits at most, no trailing zeros: 380, 55.8, 1.25. (No regex: a log has 10,000 figures.) */
    static String number(double x) {
        int decimals = x >= 100 ? 0 : x >= 10 ? 1 : 2;
        String s = java.math.BigDecimal.valueOf(x).setScale(decimals, java.math.RoundingMode.HALF_UP).toPlainString();
        if (s.indexOf('.') >= 0) {
            int end = s.length();
            while (s.charAt(end - 1) == '0') {
                end--;
            }
            if (s.charAt(end - 1) == '.') {
                end--;
            }
            s = s.substring(0, end);
        }
        return s;
    }
}
