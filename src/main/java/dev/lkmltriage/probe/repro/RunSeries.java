package dev.lkmltriage.probe.repro;

/**
 * The repeated runs of one direction of a plan: each run's figure (what the receiving end counted, bits/s) and their
 * summary.
 *
 * @param direction {@code forward}, {@code reverse} or {@code bidir}
 */
public record RunSeries(String direction, Summary summary) {
}
