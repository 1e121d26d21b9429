package dev.lkmltriage.triage;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The call-trace fingerprint as a tie (session 14, {@link TraceFrames}). A cluster keeps the trace keys of its
 * reports and fixes among its log-line fingerprints ({@link ClusterState#logLines}, under their own "trace|" hashes,
 * so the store keeps and restores them as {@link ClusterKeys#logLines} and {@link ClusterIndex#byLog} finds them):
 * <ul>
 * <li>a report that nothing else placed joins the cluster sharing one of its rare keys (carried by at most
 * {@value #RARE_CLUSTERS} clusters so far), changed within {@value #WINDOW_DAYS} days, blaming no commit the report
 * does not ({@link TextTies#blamesOther});</li>
 * <li>a thread-starting patch placed nowhere joins the cluster of a report whose trace its changelog pastes, when
 * that cluster has no fix yet (one hang's trace is also pasted by fixes of neighbouring races);</li>
 * <li>a placed report pulls in the most recent unplaced patch pasting its trace ({@link LinkedPatches#tracing}).</li>
 * </ul>
 * The guard against common chains is twofold: generic frames never enter a key ({@link TraceFrames#GENERIC}), and a
 * key carried by more than {@value #RARE_CLUSTERS} clusters ties nothing (the same rule as rare log lines).
 */
final class TraceTies {
    /** As {@link Scoring#RARE_LINE_CLUSTERS}: a key more clusters carry is a common path, not a fingerprint. */
    static final int RARE_CLUSTERS = Scoring.RARE_LINE_CLUSTERS;
    /**
     * Two reports of one crash come within months; the archive's one unrelated pair sharing a key (a thunderbolt
     * resume path pasted by two reports of other problems) is 14 months apart.
     */
    static final long WINDOW_DAYS = 180;

    private final ClusterIndex ix;

    TraceTies(ClusterIndex ix) {
        this.ix = ix;
    }

    /** Of {@code keys}, those few clusters carry so far (none: a new fingerprint, rare too). */
    Set<Long> rare(Set<Long> keys) {
        Set<Long> out = new LinkedHashSet<>();
        for (Long k : keys) {
            Deque<String> q = ix.byLog.get(k);
            if (q == null || q.size() <= RARE_CLUSTERS) {
                out.add(k);
            }
        }
        return out;
    }

    /** The most recent cluster sharing a rare key with a report, within the window, not in {@code excluded}; or null. */
    ClusterState forReport(Set<Long> keys, ReportFeatures f, String at, Set<String> excluded) {
        return find(keys, f, at, excluded, false);
    }

    /** The most recent cluster without a fix whose report shares a rare key with a patch's changelog; or null. */
    ClusterState forPatch(Set<Long> keys, ReportFeatures f, String at) {
        return find(keys, f, at, Set.of(), true);
    }

    private ClusterState find(Set<Long> keys, ReportFeatures f, String at, Set<String> excluded, boolean patch) {
        for (Long k : rare(keys)) {
            for (String id : ClusterIndex.ids(ix.byLog, k)) {
                ClusterState c = ix.clusters.get(ix.resolve(id));
                if (c == null || excluded.contains(c.id) || !recent(c.updated, at) || TextTies.blamesOther(c, f)) {
                    continue;
                }
                if (patch && (!c.fixes.isEmpty() || c.members.hasAny("fix"))) {
                    continue;
                }
                return c;
            }
        }
        return null;
    }

    /** Cluster {@code c} carries these trace keys from now on. */
    void add(ClusterState c, Set<Long> keys) {
        if (c == null || keys.isEmpty()) {
            return;
        }
        c.logLines.addAll(keys);
        keys.forEach(k -> ClusterIndex.push(ix.byLog, k, c.id));
        ix.changed.add(c.id);
    }

    /** Whether a cluster changed at {@code updated} is within {@value #WINDOW_DAYS} days of {@code at}. */
    static boolean recent(String updated, String at) {
        if (updated == null || at == null) {
            return true;
        }
        try {
            return Duration.between(Instant.parse(updated), Instant.parse(at)).abs().toDays() <= WINDOW_DAYS;
        } catch (DateTimeParseException e) {
            return true;
        }
    }
}
