package dev.lkmltriage.probe.repro;

import java.util.ArrayList;
import java.util.List;

/**
 * Repeated measurements summarised: mean, sample standard deviation, median and the half-width of the 95% confidence
 * interval of the mean from Student's t-distribution (so 3 or 5 runs are not treated as if they were hundreds).
 * With one sample the spread is unknown: {@code stddev} and {@code ciHalfWidth} are NaN.
 */
public record Summary(List<Double> samples, double mean, double stddev, double median, double ciHalfWidth) {
    /** Two-sided 95% critical values of t for 1..30 degrees of freedom. */
    private static final double[] T95 = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060,
        2.056, 2.052, 2.048, 2.045, 2.042};

    public Summary {
        samples = List.copyOf(samples);
    }

    /** @throws IllegalArgumentException for no samples or a sample that is not a finite number */
    public static Summary of(List<Double> samples) {
        if (samples.isEmpty()) {
            throw new IllegalArgumentException("no measurements to summarise");
        }
        double sum = 0;
        for (double s : samples) {
            if (!Double.isFinite(s)) {
                throw new IllegalArgumentException("measurement " + s + " is not a finite number");
            }
            sum += s;
        }
        int n = samples.size();
        double mean = sum / n;
        List<Double> sorted = new ArrayList<>(samples);
        sorted.sort(null);
        double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        if (n == 1) {
            return new Summary(samples, mean, Double.NaN, median, Double.NaN);
        }
        double sq = 0;
        for (double s : samples) {
            sq += (s - mean) * (s - mean);
        }
        double sd = Math.sqrt(sq / (n - 1));
        return new Summary(samples, mean, sd, median, t95(n - 1) * sd / Math.sqrt(n));
    }

    /** The two-sided 95% critical value of Student's t for {@code df} degrees of freedom (df >= 1). */
    static double t95(int df) {
        if (df < 1) {
            throw new IllegalArgumentException("degrees of freedom must be at least 1");
        }
        if (df <= T95.length) {
            return T95[df - 1];
        }
        // table values for 40, 60, 120 and the normal limit, interpolated in 1/df as the tables advise
        double[] dfs = {30, 40, 60, 120, Double.POSITIVE_INFINITY};
        double[] ts = {2.042, 2.021, 2.000, 1.980, 1.960};
        for (int i = 1; i < dfs.length; i++) {
            if (df <= dfs[i]) {
                double x = 1.0 / df;
                double x0 = 1.0 / dfs[i - 1];
                double x1 = 1.0 / dfs[i];
                return ts[i - 1] + (ts[i] - ts[i - 1]) * (x - x0) / (x1 - x0);
            }
        }
        return 1.960;
    }

    public int runs() {
        return samples.size();
    }

    /** The interval's half-width as a percentage of the mean; NaN with one sample. */
    public double ciPercent() {
        return mean == 0 ? Double.NaN : ciHalfWidth / mean * 100;
    }
}
