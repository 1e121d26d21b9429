package dev.lkmltriage.probe.repro;

/**
 * The figures a report gives for the working and the broken case, in bits/s (either may be null), what they measure
 * ({@code send throughput}, {@code receive throughput}, or null) and where they came from.
 */
public record ReportedFigures(Double good, Double bad, String metric, String source) {
    public ReportedFigures {
        good = usable(good);
        bad = usable(bad);
    }

    public static ReportedFigures none(String source) {
        return new ReportedFigures(null, null, null, source);
    }

    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean isEmpty() {
        return good == null && bad == null;
    }

    /** True when the figures describe what the receiving side of the reporter's run saw. */
    public boolean aboutReceiving() {
        return metric != null && metric.toLowerCase(java.util.Locale.ROOT).matches(".*\\b(receive|rx|download).*");
    }

    private static Double usable(Double d) {
        return d != null && Double.isFinite(d) && d > 0 ? d : null;
    }
}
