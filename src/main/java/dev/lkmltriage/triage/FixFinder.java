package dev.lkmltriage.triage;

import java.util.Deque;
import java.util.Set;

/**
 * Which cluster a patch outside any clustered thread fixes, and why: the first of, in order, a link to a member, a
 * commit a cluster blames (by hash, then by title), a commit only one cluster's messages mentioned, a bug entry a
 * cluster named, and a reference to a blamed commit. The order is the strength of the evidence.
 */
final class FixFinder {
    private final ClusterIndex ix;

    FixFinder(ClusterIndex ix) {
        this.ix = ix;
    }

    /** The cluster this patch fixes, or null. */
    ClusterState fixedBy(ReportFeatures f) {
        for (String link : f.links()) {
            String id = ix.byMessage.get(link);
            if (id != null && ix.clusters.containsKey(id)) {
                return ix.clusters.get(id);
            }
        }
        for (String hash : f.culprits()) {
            for (String id : ix.culprit(hash)) {
                if (ix.clusters.containsKey(id)) {
                    return ix.clusters.get(id);
                }
            }
        }
        for (String title : f.titles()) {
            ClusterState c = ix.byTitle(title);
            if (c != null) {
                return c;
            }
        }
        // Fixes: a commit only one cluster's messages mentioned (none blamed it: that was looked up above).
        for (String hash : f.culprits()) {
            Deque<String> q = ix.byMention.get(Hashes.key(hash));
            String id = q != null && q.size() == 1 ? ix.resolve(q.peekFirst()) : null;
            if (id != null && ix.clusters.containsKey(id)) {
                return ix.clusters.get(id);
            }
        }
        // A patch naming the report's bugzilla entry, or reverting / referring to the commit the cluster blames.
        for (String bug : f.bugs()) {
            for (String id : ClusterIndex.ids(ix.byBug, bug)) {
                if (ix.clusters.containsKey(id)) {
                    return ix.clusters.get(id);
                }
            }
        }
        for (String hash : f.refs()) {
            for (String id : ix.culprit(hash)) {
                ClusterState c = ix.clusters.get(id);
                if (c != null && c.blames(hash)) {
                    return c;
                }
            }
        }
        return null;
    }

    /** Why {@link #fixedBy} chose {@code c}: the same evidence, in the same order. */
    String reason(ClusterState c, ReportFeatures f) {
        for (String link : f.links()) {
            if (c.memberIds.contains(link)) {
                return "links to " + link;
            }
        }
        for (String hash : f.culprits()) {
            if (c.blames(hash)) {
                return "fixes suspect " + hash;
            }
        }
        for (String hash : f.culprits()) {
            Deque<String> q = ix.byMention.get(Hashes.key(hash));
            if (q != null && q.contains(c.id)) {
                return "fixes " + hash + ", which the cluster's messages mention";
            }
        }
        for (String title : f.titles()) {
            if (CommitTitles.intersect(Set.of(title), c.culpritTitles)) {
                return "undoes the blamed commit \"" + title + "\"";
            }
        }
        for (String bug : f.bugs()) {
            if (c.bugs.contains(bug)) {
                return "names " + bug;
            }
        }
        for (String hash : f.refs()) {
            if (c.blames(hash)) {
                return "refers to suspect " + hash;
            }
        }
        return "fixes a suspect";
    }
}
