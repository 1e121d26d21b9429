package dev.lkmltriage.probe.repro;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Sizes as iperf, iperf3 and netperf read them: {@code 32k}, {@code 256K}, {@code 1.5M}, {@code 1400}; K = 1024. */
final class SizeArg {
    private static final Pattern SIZE = Pattern.compile("(\\d{1,10}(?:\\.\\d{1,6})?)([kKmMgG]?)[bB]?");

    private SizeArg() {
    }

    /** The size in bytes, or -1 when {@code text} is not a size or exceeds {@link Integer#MAX_VALUE}. */
    static long parse(String text) {
        if (text == null) {
            return -1;
        }
        Matcher m = SIZE.matcher(text.strip());
        if (!m.matches()) {
            return -1;
        }
        double v = Double.parseDouble(m.group(1));
        switch (m.group(2).toLowerCase(java.util.Locale.ROOT)) {
            case "k" -> v *= 1024;
            case "m" -> v *= 1024 * 1024;
            case "g" -> v *= 1024.0 * 1024 * 1024;
            default -> { }
        }
        return v > Integer.MAX_VALUE ? -1 : (long) v;
    }

    /** A whole number of seconds, or -1 (iperf accepts {@code -t 10.5}; the probe runs whole seconds). */
    static long seconds(String text) {
        try {
            double d = Double.parseDouble(text.strip());
            return Double.isFinite(d) && d >= 0 && d < 1e9 ? Math.round(d) : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
