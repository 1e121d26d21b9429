package dev.lkmltriage.triage;

/**
 * A reply in a report's thread that links to another cluster's report ("this looks like the same problem as
 * https://lore.kernel.org/.../&lt;report&gt;"): a maintainer or the reporter saying the two threads are one problem
 * (session 9, from new5's RK3399 pair). Only a link from a report's thread to a report's start counts: a link to a
 * patch, a reply or a fix says "see also", and a patch's thread discusses a change, not a problem.
 */
final class ReportLinks {
    private final ClusterIndex ix;

    ReportLinks(ClusterIndex ix) {
        this.ix = ix;
    }

    /**
     * The other cluster whose report (or duplicate) thread-starting message a reply in {@code c}'s thread
     * {@code threadId} links to, when that thread is itself a report's; null when there is none, or more than one.
     */
    String linkedReport(ClusterState c, String threadId, ReportFeatures f) {
        if (f.links().isEmpty() || !startsWithReport(c, threadId)) {
            return null;
        }
        String found = null;
        for (String link : f.links()) {
            String id = ix.resolve(ix.byMessage.get(link));
            ClusterState other = id == null ? null : ix.clusters.get(id);
            if (other == null || other == c || !other.threads.contains(link) || !startsWithReport(other, link)) {
                continue;
            }
            if (found != null && !found.equals(other.id)) {
                return null;
            }
            found = other.id;
        }
        return found;
    }

    /**
     * Whether thread {@code threadId} of cluster {@code c} starts with one of its reports (or duplicates): the root's
     * first member record, looked up by id ({@link MemberList#first}) rather than walked for on every linking reply.
     */
    private static boolean startsWithReport(ClusterState c, String threadId) {
        Cluster.Member m = c.members.first(threadId);
        return m != null && (m.role().equals("report") || m.role().equals("duplicate"));
    }
}
