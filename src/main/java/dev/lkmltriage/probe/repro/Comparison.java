package dev.lkmltriage.probe.repro;

import dev.lkmltriage.extract.Bandwidth;
import java.util.Locale;

/**
 * Compares a measured {@link Summary} with a report's figures. A figure matches when it lies within the measurement's
 * 95% confidence interval widened to at least {@code tolerance} of the figure: the reporter's hardware and ours are
 * never identical, so an exact match inside a ±1% interval would almost never happen. When both figures match, the
 * nearer one wins, unless the interval itself covers both: then the runs cannot tell them apart
 * ({@link Verdict#INCONCLUSIVE}).
 *
 * @param sentence e.g. {@code measured 690 Mbit/s ± 1% (5 runs): matches the reported good figure 696 Mbit/s}
 */
public record Comparison(Verdict verdict, String sentence) {
    /** The default tolerance: 10% of the reported figure. */
    public static final double DEFAULT_TOLERANCE = 0.10;

    public static Comparison of(Summary measured, ReportedFigures figures, double tolerance) {
        String head = "measured " + measuredText(measured);
        double ci = Double.isNaN(measured.ciHalfWidth()) ? 0 : measured.ciHalfWidth();
        if (figures.good() != null && figures.bad() != null && Math.abs(measured.mean() - figures.good()) <= ci
                && Math.abs(measured.mean() - figures.bad()) <= ci) {
            return new Comparison(Verdict.INCONCLUSIVE, head + ": too noisy to tell the reported good figure "
                    + fmt(figures.good()) + " from the bad figure " + fmt(figures.bad()) + "; use more or longer runs");
        }
        boolean good = matches(measured, figures.good(), tolerance);
        boolean bad = matches(measured, figures.bad(), tolerance);
        if (good && bad) {
            boolean nearerGood = Math.abs(measured.mean() - figures.good()) <= Math.abs(measured.mean()
                    - figures.bad());
            good = nearerGood;
            bad = !nearerGood;
        }
        if (good) {
            return new Comparison(Verdict.GOOD, head + ": matches the reported good figure " + fmt(figures.good()));
        }
        if (bad) {
            return new Comparison(Verdict.BAD, head + ": matches the reported bad figure " + fmt(figures.bad()));
        }
        StringBuilder s = new StringBuilder(head).append(": matches neither");
        if (figures.good() != null) {
            s.append(" the reported good figure ").append(fmt(figures.good()));
        }
        if (figures.bad() != null) {
            s.append(figures.good() != null ? " nor" : "").append(" the reported bad figure ")
                    .append(fmt(figures.bad()));
        }
        return new Comparison(Verdict.NEITHER, s.toString());
    }

    static boolean matches(Summary m, Double figure, double tolerance) {
        if (figure == null) {
            return false;
        }
        double ci = Double.isNaN(m.ciHalfWidth()) ? 0 : m.ciHalfWidth();
        return Math.abs(m.mean() - figure) <= Math.max(ci, tolerance * figure);
    }

    /** {@code 690 Mbit/s ± 1% (5 runs)}, or {@code 690 Mbit/s (1 run)} when the spread is unknown. */
    public static String measuredText(Summary m) {
        String runs = m.runs() == 1 ? "1 run" : m.runs() + " runs";
        if (Double.isNaN(m.ciPercent())) {
            return fmt(m.mean()) + " (" + runs + ")";
        }
        double p = m.ciPercent();
        String pct = p < 1 ? String.format(Locale.ROOT, "%.1f", p) : String.format(Locale.ROOT, "%.0f", p);
        return fmt(m.mean()) + " ± " + pct + "% (" + runs + ")";
    }

    static String fmt(double bps) {
        return Bandwidth.ofBitsPerSecond(bps).format();
    }
}
