package dev.lkmltriage.triage;

import java.util.Set;
import java.util.regex.Pattern;

/**
 * A report about a commit by its title (session 16): a report whose subject quotes a commit's title
 * ({@code Issues with "PCI/LINK: Report degraded links ..."}, {@code [bug report] <title>}) joins a cluster of fixes
 * alone whose {@code Fixes:} tags name that commit. The weighted search ({@link CandidateSearch}) finds such a cluster
 * by the title but drops it unless the report shares subject words with the fixes ({@link FixFinder#blameCounts}):
 * there the blamed commit is only what the fixes name, often a driver's first commit with many bugs fixed apart. A
 * subject quoting the title says the report is about that change itself, which a fix naming it in {@code Fixes:}
 * mends. The guard stays for what makes the blame weak: a title introducing a driver or a feature's support
 * ({@link #introduces}), a cluster whose fixes name other commits too, a cluster that already has a report (the
 * weighted search judged that one), and a report naming or blaming another commit by hash.
 */
final class QuotedCulprits {
    /** "Add driver for ...", "Add support for ...", "Introduce ... driver": a first commit, many later bugs. */
    private static final Pattern INTRODUCES = Pattern.compile(
            "(?:^|[\\s:])(?:add|adds|added|introduce|introduces|new)\\b.*\\b(?:drivers?|support|controller)\\b");

    private final ClusterIndex ix;

    QuotedCulprits(ClusterIndex ix) {
        this.ix = ix;
    }

    /** The cluster of fixes alone whose one blamed commit the report's subject quotes, not in {@code excluded}; or null. */
    ClusterState forReport(String subject, ReportFeatures f, Set<String> excluded) {
        if (!f.culprits().isEmpty() || !f.fixes().isEmpty()) {
            return null;
        }
        for (String title : CommitTitles.inSubject(subject)) {
            if (introduces(title)) {
                continue;
            }
            for (String id : ClusterIndex.ids(ix.byTitle, CommitTitles.key(title))) {
                ClusterState c = ix.clusters.get(ix.resolve(id));
                if (c != null && !excluded.contains(c.id) && fixesAlone(c) && onlyBlames(c, title)) {
                    return c;
                }
            }
        }
        return null;
    }

    /** Whether a (normalized) title introduces a driver or a feature's support. */
    static boolean introduces(String title) {
        return title.length() <= 1000 && INTRODUCES.matcher(title).find();
    }

    /** A cluster of patches and answers: no report or duplicate among its members. */
    private static boolean fixesAlone(ClusterState c) {
        return !c.members.hasAny("report", "duplicate") && c.members.count("fix") > 0;
    }

    /** Every title the cluster blames is {@code title}: its fixes mend that one commit. */
    private static boolean onlyBlames(ClusterState c, String title) {
        if (c.culpritTitles.isEmpty()) {
            return false;
        }
        for (String t : c.culpritTitles) {
            if (!CommitTitles.same(t, title)) {
                return false;
            }
        }
        return true;
    }
}
