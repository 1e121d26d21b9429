package dev.lkmltriage.actions;

import dev.lkmltriage.triage.Cluster;
import java.util.Arrays;
import java.util.List;

/** Small hand-made clusters for the action tests. */
final class Clusters {
    private Clusters() {
    }

    static Cluster of(String id, String driver, String updated, String... members) {
        List<Cluster.Member> ms = Arrays.stream(members).map(m -> new Cluster.Member(m, "report", "test", 1.0))
                .toList();
        return new Cluster(id, "title of " + id, "open", ms, List.of(driver), List.of("10ec:8169"),
                new Cluster.Kernels(List.of("2.6.22"), List.of("2.6.23")), new Cluster.Throughput(600e6, 250e6,
                -58.3), List.of(new Cluster.Suspect("6dccd16b", "culprit", 0.9, "bisected")),
                List.of(new Cluster.Fix("abcdef12", members[members.length - 1], "fix it")), List.of(),
                List.of(new Cluster.StatusChange("open", updated, members[0], "first report")),
                List.of("thread-" + id), "throughput", null, List.of("slow"), updated);
    }

    static TriageAction draft(ActionKind kind, String cluster, String target, List<String> members, String status,
                              String note) {
        return TriageAction.draft("alice", "because the bisection says so", kind, cluster, target, members, status,
                note);
    }
}
