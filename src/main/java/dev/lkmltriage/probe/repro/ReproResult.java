package dev.lkmltriage.probe.repro;

import java.util.List;

/**
 * One reproduction attempt as stored beside its cluster and printed by {@code triage repro --json}.
 *
 * @param clusterId the cluster the report belongs to, or null for a message in no cluster
 * @param messageId the message whose invocation was planned from, or null when none had one
 * @param at        when it finished, ISO-8601 UTC
 * @param target    {@code host:port} as given; {@code address} is what was actually probed
 * @param plan      what was run and why
 * @param series    one per planned direction
 * @param compared  the direction compared with the reported figures
 * @param sentence  the verdict for people, e.g. {@code measured 690 Mbit/s ± 1% (5 runs): matches the reported good
 *                  figure 696 Mbit/s}
 */
public record ReproResult(String clusterId, String messageId, String at, String target, String address,
                          ProbePlan plan, List<RunSeries> series, ReportedFigures figures, String compared,
                          Verdict verdict, String sentence) {
    public ReproResult {
        series = List.copyOf(series);
    }

    /** The series that was compared with the report. */
    public RunSeries comparedSeries() {
        return series.stream().filter(s -> s.direction().equals(compared)).findFirst().orElse(series.get(0));
    }
}
