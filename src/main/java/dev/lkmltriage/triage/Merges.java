package dev.lkmltriage.triage;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Bridges: one patch pointing at two clusters by explicit evidence says they are one problem, so the younger is
 * merged into the older ({@link Bridges} holds the rules and the union of their state; this re-points the maps and
 * records the merge for the store).
 */
final class Merges {
    private final ClusterIndex ix;
    private final List<Clusterer.Merge> merged = new ArrayList<>();

    Merges(ClusterIndex ix) {
        this.ix = ix;
    }

    /** True when a patch reaching these clusters undoes a cause one of them names (a revert, a fix of a culprit). */
    boolean undoesACause(String subject, ReportFeatures f, Set<String> reached) {
        return Bridges.undoesACause(subject, f.culprits(), ix.live(reached));
    }

    /**
     * Merges the two clusters a message links, names the bug of, or names the blamed commit of (a revert citing
     * one report and blaming the commit another report bisected; a fix linking two reports), unless they name
     * different causes: then they stay apart as related problems. The older cluster keeps its id.
     */
    void bridge(Set<String> ids, String by) {
        List<ClusterState> two = ix.live(ids);
        if (two.size() != 2 || Bridges.conflicting(two.get(0), two.get(1))) {
            return;
        }
        ClusterState a = two.get(0);
        ClusterState b = two.get(1);
        boolean aOlder = a.history.isEmpty() || b.history.isEmpty()
                || a.history.get(0).at().compareTo(b.history.get(0).at()) <= 0;
        absorb(aOlder ? a : b, aOlder ? b : a, by);
    }

    private void absorb(ClusterState into, ClusterState from, String by) {
        Bridges.union(into, from, by);
        from.memberIds.forEach(m -> ix.byMessage.put(m, into.id));
        from.threads.forEach(t -> ix.byThread.put(t, into.id));
        into.suspects.keySet().forEach(h -> ClusterIndex.push(ix.byCulprit, Hashes.key(h), into.id));
        into.devices.forEach(d -> ClusterIndex.push(ix.byDevice, d, into.id));
        into.drivers.forEach(d -> ix.pushDriver(d, into.id));
        into.bugs.forEach(x -> ClusterIndex.push(ix.byBug, x, into.id));
        into.culpritTitles.forEach(t -> ClusterIndex.push(ix.byTitle, CommitTitles.key(t), into.id));
        from.logLines.forEach(h -> ClusterIndex.push(ix.byLog, h, into.id));
        for (String rel : from.related) {
            ClusterState o = ix.clusters.get(rel);
            if (o != null && o != into) {
                o.related.remove(from.id);
                o.related.add(into.id);
                into.related.add(o.id);
                ix.changed.add(o.id);
            }
        }
        into.related.remove(from.id);
        ix.remove(from);
        ix.mergedInto.put(from.id, into.id);
        from.fixVersions.forEach(v -> ClusterIndex.push(ix.byFixVersion, v, into.id));
        into.merged.add(from.id);
        ix.changed.add(into.id);
        merged.add(new Clusterer.Merge(from.id, into.id, by));
    }

    /** The merges since the last call, oldest first. */
    List<Clusterer.Merge> drain() {
        List<Clusterer.Merge> out = List.copyOf(merged);
        merged.clear();
        return out;
    }
}
