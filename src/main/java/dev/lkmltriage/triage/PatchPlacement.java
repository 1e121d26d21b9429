package dev.lkmltriage.triage;

import dev.lkmltriage.report.Report;
import java.util.List;
import java.util.Set;

/**
 * Where a patch outside any clustered thread goes ({@link Clusterer} decides that it is one): the cluster it fixes
 * ({@link FixFinder}, then {@link Reporters}, then a later posting of a cluster's fix), else a cluster it starts with
 * the earlier unplaced patches naming its bug entry or the other authors' earlier attempts it links to, else nowhere
 * ({@link LinkedPatches} remembers it).
 */
final class PatchPlacement {
    private final ClusterIndex ix;
    private final FixFinder fixes;
    private final Membership members;
    private final LinkedPatches linkedPatches;
    private final Reporters reporters;

    PatchPlacement(ClusterIndex ix, FixFinder fixes, Membership members, LinkedPatches linkedPatches,
                   Reporters reporters) {
        this.ix = ix;
        this.fixes = fixes;
        this.members = members;
        this.linkedPatches = linkedPatches;
        this.reporters = reporters;
    }

    /**
     * A patch outside any clustered thread: the cluster it fixes, with the earlier fixes it links to and its own
     * earlier postings; else, when an earlier unplaced patch named the same bug entry, the two start that entry's
     * cluster; else it is remembered as unplaced. {@code series} is the thread the patch was posted in (a part
     * standing alone under its own id is placed with {@code r}'s thread its own id; else {@code r.threadId()}): no
     * unplaced patch of that thread (its cover, its sibling parts) counts as another posting naming the entry.
     */
    Clusterer.Placement place(Report r, ReportFeatures f, Reporters.Clues k, String at, String series) {
        String author = author(r);
        String version = PatchVersions.key(author, r.mail().subject());
        ClusterState fixed = fixes.fixedBy(f);
        String reason = fixed == null ? null : fixes.reason(fixed, f);
        if (fixed == null && (fixed = reporters.fixedBy(k, f)) != null) {
            reason = reporters.reason(fixed, k, f);
        }
        if (fixed == null && (fixed = laterPosting(version)) != null) {
            reason = "a later posting of one of its fixes (same author and title)";
        }
        if (fixed == null) {
            Set<String> bugs = unplacedBugs(r.mail().subject(), r.mail().text());
            String earlier = bugs.size() > PatchVersions.MAX_BUGS ? null
                    : linkedPatches.namingBug(bugs, r.threadId(), series);
            String sender = attemptSender(author, r.mail().subject());
            if (earlier == null && fixesSomething(f) && r.threadId().equals(r.messageId())
                    && !PatchVersions.backport(r.mail().subject())) {
                List<String> attempts = linkedPatches.othersLinked(f.links(), sender, r.threadId());
                if (!attempts.isEmpty()) {
                    return startFromAttempts(r, f, version, attempts, at);
                }
                List<String> alike = linkedPatches.othersSameHunk(sender, hunks(r), at, r.threadId());
                if (!alike.isEmpty()) {
                    return startWith(r, f, version, alike, at,
                            "fixes the same commit with the same hunk as earlier fixes by other authors: ",
                            "an earlier fix by another author of the same commit, with the same hunk as fix "
                                    + r.messageId());
                }
                // A part carried in another sender's series (session 15) is its author's posting of that fix.
                List<String> own = !PatchVersions.inSeries(r.mail().subject())
                        || SeriesParts.carried(r.mail().subject(), r.mail().from(), r.mail().text())
                        ? linkedPatches.ownEarlier(sender, version, lines(r), f.links(),
                        unplacedFixed(r.mail().subject(), r.mail().text()), r.threadId(), removed(r))
                        : creditedSmallSeriesPart(r.mail().subject(), f, k)
                        ? linkedPatches.ownEarlier(sender, version, Set.of(), Set.of(), Set.of(), r.threadId(),
                        removed(r))
                        : List.of();
                if (!own.isEmpty()) {
                    return startFromOwnPostings(r, f, version, own, at);
                }
            }
            if (earlier == null) {
                if (r.threadId().equals(r.messageId())) {
                    linkedPatches.unplaced(r.messageId(), r.threadId(), sender, version, bugs, lines(r),
                            unplacedFixed(r.mail().subject(), r.mail().text()), series, hunks(r), at, removed(r));
                }
                return null;
            }
            // Two patches naming one bug entry fix one problem even when no report of it reached the list.
            Clusterer.Placement p = members.create(r, f, at, "fix", "fixes " + String.join(", ", bugs)
                    + ", which an earlier patch also named");
            ClusterState c = ix.clusters.get(p.clusterId());
            linkedPatches.versions(c, version, lines(r), removed(r), r.messageId(), at);
            linkedPatches.take(c, earlier, "an earlier patch naming the bug entry fix " + r.messageId() + " names",
                    at);
            return p;
        }
        Clusterer.Placement p = members.join(fixed, r, f, "fix", reason, 1.0, at);
        linkedPatches.pull(fixed, f, r.messageId(), at);
        linkedPatches.versions(fixed, version, lines(r), removed(r), r.messageId(), at);
        return p;
    }

    /**
     * A fix that is another posting of the same author's patch placed nowhere before (v2 of a v1 that named no
     * report, a re-titled v3 whose changelog links v1 and v2, a RESEND): the postings are one fix of one problem, so
     * they start its cluster together, as two patches naming one bug entry do, even when no report reached the list.
     * One posting alone still starts nothing, nor does a series' cover or part ({@link PatchVersions#inSeries}): a
     * series re-posted is a feature's next round far more often than one fix's, and it brings its threads.
     */
    private Clusterer.Placement startFromOwnPostings(Report r, ReportFeatures f, String version, List<String> own,
                                                     String at) {
        return startWith(r, f, version, own, at, "a later posting of the same author's fix ",
                "an earlier posting of fix " + r.messageId() + " (same author)");
    }

    /**
     * A fix that links to other authors' earlier patches (a cover's "previous attempts: <lore links>", a "Link:" to
     * the RFC it replaces) names earlier fixes of its own problem: they start that problem's cluster, even when no
     * report of it reached the list. Their own earlier postings follow ({@link LinkedPatches#versions}).
     */
    private Clusterer.Placement startFromAttempts(Report r, ReportFeatures f, String version, List<String> attempts,
                                                  String at) {
        return startWith(r, f, version, attempts, at, "links to earlier fixes by other authors: ",
                "an earlier fix by another author that fix " + r.messageId() + " links to");
    }

    /** Starts a cluster with the fix {@code r} and takes in the earlier patches it names, with their postings. */
    private Clusterer.Placement startWith(Report r, ReportFeatures f, String version, List<String> earlier, String at,
                                          String why, String whyEarlier) {
        Clusterer.Placement p = members.create(r, f, at, "fix", why + String.join(", ", earlier));
        ClusterState c = ix.clusters.get(p.clusterId());
        linkedPatches.versions(c, version, lines(r), removed(r), r.messageId(), at);
        for (String id : earlier) {
            linkedPatches.take(c, id, whyEarlier, at);
        }
        return p;
    }

    /** Series larger than this are a feature's rounds, not one fix's postings, even when a part credits a reporter. */
    static final int MAX_CREDITED_SERIES = 3;

    /**
     * A part of a small series (no cover letter: it starts its thread) that credits a reporter and has a
     * {@code Fixes:} tag is a reported bug's fix posted with a companion patch: its earlier postings under the same
     * sender and title are that fix's, as a lone patch's are. A series part is otherwise left alone (a re-posted
     * series is a feature's next round far more often than one fix's); only the exact title finds earlier
     * postings here, not shared lines or links, which a series' parts share among themselves.
     */
    private static boolean creditedSmallSeriesPart(String subject, ReportFeatures f, Reporters.Clues k) {
        return PatchVersions.seriesSize(subject) <= MAX_CREDITED_SERIES && !k.reportedBy().isEmpty()
                && !f.culprits().isEmpty();
    }

    /**
     * A patch that says it fixes something: a {@code Fixes:} tag, or "fix" in its title. Only a thread-starting one
     * that is no backport links to earlier attempts: a backport's {@code Link:} names the upstream posting of itself,
     * and one patch of a series would take the whole series' thread into the cluster it started.
     */
    private static boolean fixesSomething(ReportFeatures f) {
        return !f.culprits().isEmpty() || f.tokens().contains("fix") || f.tokens().contains("fixes");
    }

    /** The sender an unplaced patch is known by as an earlier attempt: none for a backport ({@link LinkedPatches}). */
    static String attemptSender(String from, String subject) {
        return PatchVersions.backport(subject) ? null : Reporters.email(from);
    }

    /** The patch's author ({@link PatchAuthor}): the in-body From of a carried patch, else the sender. */
    static String author(Report r) {
        return PatchAuthor.of(r.mail().from(), r.mail().text());
    }

    static Set<Long> lines(Report r) {
        return PatchVersions.addedLines(author(r), r.mail().subject(), r.mail().text());
    }

    /** The lines a patch removes, keyed as {@link #lines} are (see {@link LinkedPatches#followsUp}). */
    static Set<Long> removed(Report r) {
        return PatchVersions.removedLines(author(r), r.mail().subject(), r.mail().text());
    }

    /** The {@link PatchHunks} keys a lone patch is found by: none for a backport or a series part. */
    static Set<Long> hunks(Report r) {
        return PatchHunks.of(r.mail().subject(), r.mail().text());
    }

    /** The most recent cluster one of whose fixes had this author and title, or null. */
    private ClusterState laterPosting(String version) {
        if (version == null) {
            return null;
        }
        for (String id : ClusterIndex.ids(ix.byFixVersion, version)) {
            ClusterState c = ix.clusters.get(ix.resolve(id));
            if (c != null) {
                return c;
            }
        }
        return null;
    }

    /** The commits an unplaced patch says it fixes: none for a backport (see {@link PatchVersions#fixed}). */
    static Set<String> unplacedFixed(String subject, String text) {
        return PatchVersions.backport(subject) ? Set.of() : PatchVersions.fixed(text);
    }

    /** The bug entries an unplaced patch is found by: none for a backport (see {@link PatchVersions}). */
    static Set<String> unplacedBugs(String subject, String text) {
        return PatchVersions.backport(subject) ? Set.of() : PatchVersions.bugs(text);
    }
}
