package dev.lkmltriage.extract;

import java.util.Locale;

/**
 * A data rate in bits per second, with the one parser and formatter the product uses for throughput figures.
 *
 * <p>{@link #parse(String)} reads a number and a rate unit as people and tools write them: {@code 463 Mbits/sec},
 * {@code 83MB/s}, {@code 1.09 Gbits/sec}, {@code 180KB/s}, {@code 900 KiB/s}, {@code 940Mbps}, {@code 400mbit},
 * {@code ~400mbit}. SI prefixes are powers of 1000 for bits and bytes alike (iperf and dd print {@code MB/s} that
 * way), {@code Ki/Mi/Gi} are powers of 1024, byte rates count 8 bits per byte, a lowercase {@code b} is a bit and an
 * uppercase {@code B} a byte. Volumes ({@code 832 MBytes}) and bare numbers are refused with an
 * {@link InvalidBandwidthException}. {@link #name()} is the canonical form, {@link #format()} the human one.
 *
 * @param bitsPerSecond finite and not negative
 */
public record Bandwidth(double bitsPerSecond) implements Comparable<Bandwidth> {
    private static final String[] BIT_UNITS = {"bit/s", "kbit/s", "Mbit/s", "Gbit/s", "Tbit/s"};

    public Bandwidth {
        if (!Double.isFinite(bitsPerSecond) || bitsPerSecond < 0) {
            throw new IllegalArgumentException("bits per second must be finite and >= 0: " + bitsPerSecond);
        }
    }

    /** A bandwidth of {@code bitsPerSecond}. */
    public static Bandwidth ofBitsPerSecond(double bitsPerSecond) {
        return new Bandwidth(bitsPerSecond);
    }

    /** True when {@link #parse(String)} would accept {@code text}. */
    public static boolean isBandwidth(String text) {
        return tryParse(text) != null;
    }

    /**
     * Parses a figure such as {@code "463 Mbits/sec"}, {@code "83MB/s"} or {@code "~400mbit"}; surrounding blanks
     * and a leading or trailing {@code ~} are allowed.
     *
     * @throws InvalidBandwidthException when the text is not a single number with a rate unit
     */
    public static Bandwidth parse(String text) {
        if (text == null) {
            throw new InvalidBandwidthException(null, "no text");
        }
        Bandwidth b = tryParse(text);
        if (b == null) {
            throw new InvalidBandwidthException(text, "expected a number followed by a rate unit");
        }
        return b;
    }

    /** Like {@link #parse(String)} but returns null instead of throwing. */
    static Bandwidth tryParse(String text) {
        if (text == null || text.length() > 64) {
            return null;
        }
        String t = text.strip();
        if (t.startsWith("~")) {
            t = t.substring(1).stripLeading();
        }
        if (t.endsWith("~")) {
            t = t.substring(0, t.length() - 1).stripTrailing();
        }
        FigureNumbers.Parsed num = FigureNumbers.at(t, 0);
        if (num == null) {
            return null;
        }
        int u = num.end();
        if (u < t.length() && t.charAt(u) == ' ') {
            u++;
        }
        RateUnit unit = RateUnit.at(t, u);
        if (unit == null || unit.end() != t.length()) {
            return null;
        }
        double bps = num.value() * unit.bitsPerUnit();
        return Double.isFinite(bps) ? new Bandwidth(bps) : null;
    }

    /** The canonical form: bits per second as a plain number and {@code bit/s}, e.g. {@code 463000000 bit/s}. */
    public String name() {
        if (bitsPerSecond == Math.rint(bitsPerSecond) && bitsPerSecond < 1e18) {
            return (long) bitsPerSecond + " bit/s";
        }
        return String.format(Locale.ROOT, "%.3f bit/s", bitsPerSecond);
    }

    /**
     * For people: the largest SI bit unit that keeps the number at least 1, with three significant digits and
     * trailing zeros dropped, e.g. {@code 463 Mbit/s}, {@code 1.2 Gbit/s}, {@code 54 Mbit/s}, {@code 664 Mbit/s}.
     */
    public String format() {
        double v = bitsPerSecond;
        int unit = 0;
        while (unit < BIT_UNITS.length - 1 && v >= 1000) {
            v /= 1000;
            unit++;
        }
        // Rounding may carry into the next unit (999.6 Mbit/s -> 1000): move up once more.
        double rounded = roundSignificant(v, 3);
        if (rounded >= 1000 && unit < BIT_UNITS.length - 1) {
            rounded = roundSignificant(rounded / 1000, 3);
            unit++;
        }
        return plain(rounded) + " " + BIT_UNITS[unit];
    }

    /** Bytes per second, for figures people think of in MB/s. */
    public double bytesPerSecond() {
        return bitsPerSecond / 8;
    }

    @Override
    public int compareTo(Bandwidth other) {
        return Double.compare(bitsPerSecond, other.bitsPerSecond);
    }

    @Override
    public String toString() {
        return format();
    }

    private static double roundSignificant(double v, int digits) {
        if (v == 0) {
            return 0;
        }
        double magnitude = Math.pow(10, digits - 1 - (int) Math.floor(Math.log10(Math.abs(v))));
        return Math.round(v * magnitude) / magnitude;
    }

    private static String plain(double v) {
        String s = String.format(Locale.ROOT, "%.3f", v);
        int end = s.length();
        while (s.charAt(end - 1) == '0') {
            end--;
        }
        if (s.charAt(end - 1) == '.') {
            end--;
        }
        return s.substring(0, end);
    }
}
