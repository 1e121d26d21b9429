package dev.lkmltriage.triage;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Earlier fixes a later one links to: another author's patch (or series cover) for the same report, which itself
 * named no report and so was placed nowhere when it arrived. Thread-starting patches placed nowhere are remembered
 * (at most {@value #MAX_UNPLACED_PATCHES}, the most recent, so memory stays flat on any archive) until a fix of a
 * cluster links to one.
 */
final class LinkedPatches {
    static final int MAX_UNPLACED_PATCHES = 65_536;

    private final ClusterIndex ix;
    private final Membership members;
    /** Message id → thread id of thread-starting patches placed nowhere, most recent last. */
    private final Map<String, String> unplaced = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
            return size() > MAX_UNPLACED_PATCHES;
        }
    };
    private final Map<String, Clusterer.Placement> linked = new LinkedHashMap<>();

    LinkedPatches(ClusterIndex ix, Membership members) {
        this.ix = ix;
        this.members = members;
    }

    /** A thread-starting patch that was placed nowhere. */
    void unplaced(String messageId, String threadId) {
        unplaced.put(messageId, threadId);
    }

    /** Cluster {@code c} got fix {@code by}: the unplaced patches it links to join {@code c} as fixes too. */
    void pull(ClusterState c, ReportFeatures f, String by, String at) {
        for (String link : f.links()) {
            String thread = unplaced.remove(link);
            if (thread != null && !ix.byMessage.containsKey(link)) {
                linked.put(link, members.attach(c, link, thread, "fix", "an earlier fix that fix " + by
                        + " links to", at));
            }
        }
    }

    /** The patches placed since the last call. */
    Map<String, Clusterer.Placement> drain() {
        Map<String, Clusterer.Placement> out = Map.copyOf(linked);
        linked.clear();
        return out;
    }
}
