package dev.lkmltriage.probe.repro;

import java.util.Locale;

/**
 * A {@code git bisect run} verdict from repeated measurements: good when the median reaches {@code threshold} of the
 * baseline, bad below. The median, not the mean, so one noisy run cannot flip the verdict.
 *
 * @param exitCode {@link #GOOD}, {@link #BAD} or {@link #SKIP}
 * @param line     one line for the bisect log, saying the verdict and the figures
 */
public record BisectVerdict(int exitCode, String line) {
    public static final int GOOD = 0;
    public static final int BAD = 1;
    /** git bisect's "cannot test this commit". */
    public static final int SKIP = 125;
    /** git bisect stops on 128 and above: for errors that no commit could fix (a refused target, bad options). */
    public static final int ABORT = 128;

    public static BisectVerdict of(Summary measured, double baselineBps, double threshold) {
        double need = baselineBps * threshold;
        boolean good = measured.median() >= need;
        String line = String.format(Locale.ROOT, "%s: median %s of %d runs %s %s (%s of baseline %s); runs: %s",
                good ? "good" : "bad", Comparison.fmt(measured.median()), measured.runs(), good ? ">=" : "<",
                Comparison.fmt(need), percent(threshold), Comparison.fmt(baselineBps), runs(measured));
        return new BisectVerdict(good ? GOOD : BAD, line);
    }

    public static BisectVerdict skip(String why) {
        return new BisectVerdict(SKIP, "skip: " + why);
    }

    /**
     * Reads {@code 80%}, {@code 80} or {@code 0.8} as a fraction of the baseline.
     *
     * @throws IllegalArgumentException unless it is a fraction in (0, 10]
     */
    public static double parseThreshold(String text) {
        String t = text == null ? "" : text.strip();
        boolean pct = t.endsWith("%");
        if (pct) {
            t = t.substring(0, t.length() - 1).strip();
        }
        double v;
        try {
            v = Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("threshold '" + text + "' is not a number: write e.g. 80% or 0.8");
        }
        if (pct || v > 1.5) {
            v /= 100;
        }
        if (!(v > 0 && v <= 10)) {
            throw new IllegalArgumentException("threshold '" + text + "' is out of range: write e.g. 80% or 0.8");
        }
        return v;
    }

    private static String percent(double fraction) {
        double p = fraction * 100;
        return (p == Math.rint(p) ? String.format(Locale.ROOT, "%.0f", p) : String.format(Locale.ROOT, "%.1f", p))
                + "%";
    }

    private static String runs(Summary s) {
        StringBuilder b = new StringBuilder();
        for (double x : s.samples()) {
            b.append(b.length() == 0 ? "" : ", ").append(Comparison.fmt(x));
        }
        return b.toString();
    }
}
