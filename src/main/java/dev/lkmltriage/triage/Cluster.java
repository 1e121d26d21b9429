package dev.lkmltriage.triage;

import java.util.List;

/**
 * One regression as the triage core sees it; the JSON of {@code ./triage clusters --json} (the fields after
 * {@code related} are kept for the core's own bookkeeping and for the UI).
 *
 * @param id         stable: derived from the first report's Message-ID
 * @param status     {@code open}, {@code fix-proposed} or {@code fixed}
 * @param kernels    last good and first bad versions reported, canonical, in kernel order
 * @param throughput the reported figures before and after, in bits/s, and the change in percent
 * @param history    every status change with its evidence
 * @param threads    the thread ids of its members
 * @param symptom    what kind of problem it is ({@code throughput}, {@code hang}, ...)
 * @param trigger    a config option that, rather than a commit, causes it, or null
 * @param tokens     the words its subjects share, for text similarity
 */
public record Cluster(String id, String title, String status, List<Member> members, List<String> drivers,
                      List<String> hardware, Kernels kernels, Throughput throughput, List<Suspect> suspects,
                      List<Fix> fixes, List<String> related, List<StatusChange> history, List<String> threads,
                      String symptom, String trigger, List<String> tokens, String updated) {

    public record Member(String messageId, String role, String reason, double score) {
    }

    public record Kernels(List<String> good, List<String> bad) {
    }

    public record Throughput(Double before, Double after, Double changePercent) {
    }

    public record Suspect(String hash, String role, double score, String evidence) {
    }

    public record Fix(String hash, String messageId, String subject) {
    }

    public record StatusChange(String status, String at, String messageId, String evidence) {
    }

    /** This cluster with other suspects and fixes (e.g. hashes expanded, suspects inferred from a git tree). */
    public Cluster withSuspects(List<Suspect> newSuspects, List<Fix> newFixes) {
        return new Cluster(id, title, status, members, drivers, hardware, kernels, throughput,
                List.copyOf(newSuspects), List.copyOf(newFixes), related, history, threads, symptom, trigger, tokens,
                updated);
    }
}
