package dev.lkmltriage.probe.repro;

/** How a measurement compares with a report's figures. */
public enum Verdict {
    /** Within tolerance of the reported good figure (and closer to it than to the bad one). */
    GOOD,
    /** Within tolerance of the reported bad figure (and closer to it than to the good one). */
    BAD,
    /** Near neither figure. */
    NEITHER,
    /** The runs varied so much that the interval covers both figures: more or longer runs are needed. */
    INCONCLUSIVE;

    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
