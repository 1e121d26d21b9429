package dev.lkmltriage.triage;

import java.util.Map;
import java.util.Set;

/**
 * A revert a report links to (session 16, from new12's bandwidth-notification group): a report that blames a commit
 * (by hash or title, or joins a cluster blaming it) and links by its archive URL to a patch placed nowhere whose
 * subject is {@code Revert "<that commit's title>"} brings the revert into its cluster as a fix. Reverts often go
 * out as a part of a short series or under a cover and so start no cluster of their own; the report pointing at the
 * revert's discussion is the maintainer's own tie. Only the revert moves, under its own id: its thread (a cover, the
 * series' other parts) is not lent. A linked patch that is no revert, a revert of another commit, or a revert placed
 * in a cluster already is left where it is.
 * <p>
 * Kept apart from {@link EarlierReverts}, the other memory of reverts: this one reads a subject alone, of any patch
 * placed nowhere (restored from every leftover, without its text), and is asked by the Message-ID a report links to;
 * that one reads the changelog's "This reverts commit C" and the files the diff changes, of no backport, and is asked
 * by commit. They overlap only in the reverts both read, and each checks that a revert is still placed nowhere before
 * it moves one. One memory would hold one cap (20,000 here, 4,096 there) and one eviction order, so which reverts a
 * long run still holds would change; kept two, each bounded by what it reads.
 */
final class LinkedReverts {
    /** The most recent unplaced reverts kept (a list sees a few hundred a year). */
    static final int MAX_KEPT = 20_000;

    private final ClusterIndex ix;
    private final Membership members;
    /** Message-ID of a revert placed nowhere → the normalized title it reverts. */
    private final Map<String, String> unplaced = new CappedMap<>(MAX_KEPT);

    LinkedReverts(ClusterIndex ix, Membership members) {
        this.ix = ix;
        this.members = members;
    }

    /** A patch placed nowhere (in this run, or restored as a leftover of an earlier one): kept when it is a revert. */
    void remember(String messageId, String subject, boolean patch) {
        String title = patch ? CommitTitles.reverted(subject) : null;
        if (title != null) {
            unplaced.put(messageId, title);
        }
    }

    /**
     * The unplaced reverts report {@code report} (features {@code f}) links to whose reverted title cluster {@code c}
     * blames join {@code c} as fixes; their placements go to {@code pulled}.
     */
    void pull(ClusterState c, String report, ReportFeatures f, String at, Map<String, Clusterer.Placement> pulled) {
        if (c == null || c.culpritTitles.isEmpty()) {
            return;
        }
        for (String link : f.links()) {
            String title = unplaced.get(link);
            if (title == null || ix.byMessage.containsKey(link)
                    || !CommitTitles.intersect(Set.of(title), c.culpritTitles)) {
                continue;
            }
            unplaced.remove(link);
            pulled.put(link, members.attach(c, link, link, "fix",
                    "a revert of the blamed commit, linked by report " + report, at));
        }
    }
}
