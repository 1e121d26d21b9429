package dev.lkmltriage.extract;

import java.util.List;

/**
 * The regression a report describes.
 *
 * @param good          canonical kernel versions that work
 * @param bad           canonical kernel versions that do not
 * @param metric        what got worse, e.g. {@code send throughput}
 * @param before        the good figure in bits/s, or null
 * @param after         the bad figure in bits/s, or null
 * @param changePercent {@code (after - before) / before * 100}, or null
 * @param culprit       the culprit commit's hash, or null
 * @param trigger       a config option or setting that, rather than a version, causes it, or null
 */
public record Regression(List<String> good, List<String> bad, String metric, Double before, Double after,
                         Double changePercent, String culprit, String trigger) {
    public Regression {
        good = List.copyOf(good);
        bad = List.copyOf(bad);
    }
}
