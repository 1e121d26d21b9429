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

    /** The cluster this patch fixes, or null (no author or files: every blamed commit counts). */
    ClusterState fixedBy(ReportFeatures f) {
        return fixedBy(f, null, Set.of());
    }

    /**
     * The cluster this patch by {@code author} changing {@code files} fixes, or null: a commit a cluster blames
     * ties the patch to it unless the cluster's fixes of that commit by other authors change none of these files
     * ({@link FixedFiles#otherProblem}: another problem of the same commit).
     */
    ClusterState fixedBy(ReportFeatures f, String author, Set<String> files) {
        for (String link : f.links()) {
            String id = ix.byMessage.get(link);
            if (id != null && ix.clusters.containsKey(id)) {
                return ix.clusters.get(id);
            }
        }
        for (String hash : f.culprits()) {
            for (String id : ix.culprit(hash)) {
                if (ix.clusters.containsKey(id) && blameCounts(ix.clusters.get(id), f)
                        && !FixedFiles.otherProblem(ix.clusters.get(id), hash, author, files)) {
                    return ix.clusters.get(id);
                }
            }
        }
        for (String title : f.titles()) {
            ClusterState c = ix.byTitle(title);
            if (c != null && blameCounts(c, f) && !otherProblemOfBlamed(c, author, files)) {
                return c;
            }
        }
        // Fixes: a commit only one cluster's messages mentioned (none blamed it: that was looked up above).
        for (String hash : f.culprits()) {
            Deque<String> q = ix.byMention.get(Hashes.key(hash));
            String id = q != null && q.size() == 1 ? ix.resolve(q.peekFirst()) : null;
            if (id != null && ix.clusters.containsKey(id) && blameCounts(ix.clusters.get(id), f)
                    && !FixedFiles.otherProblem(ix.clusters.get(id), hash, author, files)) {
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
                if (c != null && c.blames(hash) && blameCounts(c, f)
                        && !FixedFiles.otherProblem(c, hash, author, files)) {
                    return c;
                }
            }
        }
        return null;
    }

    /**
     * Whether a commit {@code c} blames ties a patch to it. In a cluster with a report the blame is the report's (a
     * bisect, "introduced by") or a fix's for that report: any patch fixing the commit fixes that problem. In a
     * cluster of fixes alone (postings of one fix, patches naming one bug entry) the commit is what those fixes'
     * {@code Fixes:} tags name, often a driver's first commit, which has many bugs fixed apart: there the patch's
     * title must also share {@value LinkedPatches#MIN_SHARED_WORDS} of its words with the cluster's (session 9: on
     * the whole archive a clock fix joined a reset-timing fix of the same driver this way). Reports scored against
     * candidate clusters ({@link CandidateSearch}) meet the same rule. Asked of every candidate cluster, so the roles
     * are counted ({@link MemberList#hasAny}), not walked: a cluster of fixes alone would be walked whole.
     */
    static boolean blameCounts(ClusterState c, ReportFeatures f) {
        if (c.members.hasAny("report", "duplicate")) {
            return true;
        }
        return PatchVersions.sharedWords(f.tokens(), c.tokens) >= LinkedPatches.MIN_SHARED_WORDS;
    }

    /**
     * A blamed commit named by its title: another problem of it when, for a commit the cluster blames, its fixes by
     * other authors change none of the patch's files ({@link FixedFiles#otherProblem}).
     */
    private static boolean otherProblemOfBlamed(ClusterState c, String author, Set<String> files) {
        if (files == null || files.isEmpty()) {
            return false;
        }
        for (String hash : c.suspects.keySet()) {
            if (FixedFiles.otherProblem(c, hash, author, files)) {
                return true;
            }
        }
        return false;
    }

    /** Why {@link #fixedBy} chose {@code c}: the same evidence, in the same order. */
    String reason(ClusterState c, ReportFeatures f) {
        return reason(c, f, null, Set.of());
    }

    /** Why {@link #fixedBy(ReportFeatures, String, Set)} chose {@code c}: the same evidence, in the same order. */
    String reason(ClusterState c, ReportFeatures f, String author, Set<String> files) {
        for (String link : f.links()) {
            if (c.memberIds.contains(link)) {
                return "links to " + link;
            }
        }
        for (String hash : f.culprits()) {
            if (c.blames(hash) && !FixedFiles.otherProblem(c, hash, author, files)) {
                return "fixes suspect " + hash;
            }
        }
        for (String hash : f.culprits()) {
            Deque<String> q = ix.byMention.get(Hashes.key(hash));
            if (q != null && q.contains(c.id) && !FixedFiles.otherProblem(c, hash, author, files)) {
                return "fixes " + hash + ", which the cluster's messages mention";
            }
        }
        for (String title : f.titles()) {
            if (CommitTitles.intersect(Set.of(title), c.culpritTitles) && !otherProblemOfBlamed(c, author, files)) {
                return "undoes the blamed commit \"" + title + "\"";
            }
        }
        for (String bug : f.bugs()) {
            if (c.bugs.contains(bug)) {
                return "names " + bug;
            }
        }
        for (String hash : f.refs()) {
            if (c.blames(hash) && !FixedFiles.otherProblem(c, hash, author, files)) {
                return "refers to suspect " + hash;
            }
        }
        return "fixes a suspect";
    }
}
