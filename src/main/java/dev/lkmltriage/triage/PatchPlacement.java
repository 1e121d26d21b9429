package dev.lkmltriage.triage;

import dev.lkmltriage.report.Report;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
    private final Merges merges;

    PatchPlacement(ClusterIndex ix, FixFinder fixes, Membership members, LinkedPatches linkedPatches,
                   Reporters reporters, Merges merges) {
        this.ix = ix;
        this.merges = merges;
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
        // A change saying it alters no behaviour fixes nothing, whatever discussion of a fix it links to.
        // What it changes, read only when it names commits (a fix of a blamed commit in other files than that
        // cluster's fixes of it fixes another problem of the commit: FixedFiles).
        Set<String> files = f.culprits().isEmpty() && f.refs().isEmpty() ? Set.of() : FixedFiles.of(r.mail().text());
        ClusterState fixed = ChangelogProse.saysNoChange(r.mail().text()) ? null : fixes.fixedBy(f, author, files);
        String reason = fixed == null ? null : fixes.reason(fixed, f, author, files);
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
            if (earlier == null && fixesSomething(f, r.mail().subject()) && r.threadId().equals(r.messageId())
                    && !PatchVersions.backport(r.mail().subject())) {
                // What the patch changes, read once for every look-up below and for remembering it unplaced.
                Diff d = Diff.of(r);
                List<String> attempts = linkedPatches.othersLinked(f.links(), sender, r.threadId());
                if (!attempts.isEmpty()) {
                    return startFromAttempts(r, f, version, attempts, at, d);
                }
                List<String> alike = linkedPatches.othersSameHunk(sender, d.hunks(), at, r.threadId());
                if (!alike.isEmpty()) {
                    return startWith(r, f, version, alike, at, d,
                            "fixes the same commit in the same hunk or function as earlier fixes by other authors: ",
                            "an earlier fix by another author of the same commit, in the same hunk or function as fix "
                                    + r.messageId());
                }
                // A part carried in another sender's series (session 15) is its author's posting of that fix.
                List<String> own = !PatchVersions.inSeries(r.mail().subject())
                        || SeriesParts.carried(r.mail().subject(), r.mail().from(), r.mail().text())
                        ? linkedPatches.ownEarlier(sender, version, d.lines(), f.links(), d.fixed(), r.threadId(),
                        d.removed())
                        : creditedSmallSeriesPart(r.mail().subject(), f, k)
                        ? linkedPatches.ownEarlier(sender, version, Set.of(), Set.of(), Set.of(), r.threadId(),
                        d.removed())
                        : List.of();
                if (!own.isEmpty()) {
                    return startFromOwnPostings(r, f, version, own, at, d);
                }
                linkedPatches.unplaced(r.messageId(), r.threadId(), sender, version, bugs, d.lines(), d.fixed(), series,
                        d.hunks(), at, d.removed());
                return null;
            }
            if (earlier == null) {
                if (r.threadId().equals(r.messageId())) {
                    Diff d = Diff.of(r);
                    linkedPatches.unplaced(r.messageId(), r.threadId(), sender, version, bugs, d.lines(), d.fixed(),
                            series, d.hunks(), at, d.removed());
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
        ClusterState own = laterPosting(version);
        Clusterer.Placement p = members.join(fixed, r, f, "fix", reason, 1.0, at);
        linkedPatches.pull(fixed, f, r.messageId(), at);
        linkedPatches.versions(fixed, version, lines(r), removed(r), r.messageId(), at);
        if (own != null && own != fixed && fixesOnly(own)) {
            // Its earlier postings started a cluster of their own (no report reached the list then); this posting
            // names the report: one fix of one problem, so the two clusters are one.
            merges.bridge(Set.of(fixed.id, own.id), r.messageId());
            p = new Clusterer.Placement(ix.resolve(p.clusterId()), p.role(), p.reason(), p.score());
        }
        return p;
    }

    /** Whether a cluster holds only patches and replies: started by a fix's postings, no report in it. */
    private static boolean fixesOnly(ClusterState c) {
        return c.members.count("fix") + c.members.count("reply") == c.members.size();
    }

    /**
     * A fix that is another posting of the same author's patch placed nowhere before (v2 of a v1 that named no
     * report, a re-titled v3 whose changelog links v1 and v2, a RESEND): the postings are one fix of one problem, so
     * they start its cluster together, as two patches naming one bug entry do, even when no report reached the list.
     * One posting alone still starts nothing, nor does a series' cover or part ({@link PatchVersions#inSeries}): a
     * series re-posted is a feature's next round far more often than one fix's, and it brings its threads.
     */
    private Clusterer.Placement startFromOwnPostings(Report r, ReportFeatures f, String version, List<String> own,
                                                     String at, Diff d) {
        return startWith(r, f, version, own, at, d, "a later posting of the same author's fix ",
                "an earlier posting of fix " + r.messageId() + " (same author)");
    }

    /**
     * A fix that links to other authors' earlier patches (a cover's "previous attempts: <lore links>", a "Link:" to
     * the RFC it replaces) names earlier fixes of its own problem: they start that problem's cluster, even when no
     * report of it reached the list. Their own earlier postings follow ({@link LinkedPatches#versions}).
     */
    private Clusterer.Placement startFromAttempts(Report r, ReportFeatures f, String version, List<String> attempts,
                                                  String at, Diff d) {
        return startWith(r, f, version, attempts, at, d, "links to earlier fixes by other authors: ",
                "an earlier fix by another author that fix " + r.messageId() + " links to");
    }

    /** Starts a cluster with the fix {@code r} and takes in the earlier patches it names, with their postings. */
    private Clusterer.Placement startWith(Report r, ReportFeatures f, String version, List<String> earlier, String at,
                                          Diff d, String why, String whyEarlier) {
        Clusterer.Placement p = members.create(r, f, at, "fix", why + String.join(", ", earlier));
        ClusterState c = ix.clusters.get(p.clusterId());
        linkedPatches.versions(c, version, d.lines(), d.removed(), r.messageId(), at);
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
     * A patch that says it fixes something: a {@code Fixes:} tag, "fix" in its title, or a title that says which
     * failure it avoids ({@link #avoidsFailure}). Only a thread-starting one that is no backport links to earlier
     * attempts: a backport's {@code Link:} names the upstream posting of itself, and one patch of a series would
     * take the whole series' thread into the cluster it started.
     */
    static boolean fixesSomething(ReportFeatures f, String subject) {
        return fixesSomething(!f.culprits().isEmpty(), f.tokens(), subject);
    }

    /**
     * {@link #fixesSomething(ReportFeatures, String)} from what it reads: whether the patch names a culprit, and its
     * subject's {@link ReportFeatures#tokens}.
     */
    static boolean fixesSomething(boolean culprit, Set<String> tokens, String subject) {
        return culprit || tokens.contains("fix") || tokens.contains("fixes") || avoidsFailure(subject);
    }

    /**
     * A title saying what goes wrong without the patch, as kernel people title fixes that do not say "fix":
     * "Avoid torn updates to MSI pairs", "Don't disable the device during shutdown", "Prevent deadlock on
     * disconnect", "Retry D0 entry when the first attempt failed", "Work around ... hang". A feature's title names
     * what it adds ("Add", "Support", "Introduce") and none of these words, so its re-posted rounds still start
     * nothing. Read from the title without its tags. Not for a request for comments ("[RFC PATCH]"): it asks
     * whether the approach is right, and its rounds, re-titled once the approach settles, would start a cluster of
     * their own before the posting that ties them to the later ones arrives (the whole-archive check found a GPU
     * power-state fix split in two that way).
     */
    static boolean avoidsFailure(String subject) {
        if (subject == null || subject.length() > 1000) {
            return false;
        }
        Matcher tags = ReportFeatures.TAG.matcher(subject);
        while (tags.find()) {
            if (RFC.matcher(tags.group()).find()) {
                return false;
            }
        }
        return AVOIDS.matcher(ReportFeatures.TAG.matcher(subject).replaceAll(" ")).find();
    }

    private static final Pattern RFC = Pattern.compile("(?i)\\brfc\\b");

    private static final Pattern AVOIDS = Pattern.compile(
            "(?i)\\b(?:avoid|prevent|don'?t|do not|retry|work ?around|fail(?:s|ed|ure|ures)?|hangs?|crash(?:es)?"
                    + "|deadlocks?|lockups?|oops|panic|corrupt(?:s|ion)?|broken)\\b");

    /** The sender an unplaced patch is known by as an earlier attempt: none for a backport ({@link LinkedPatches}). */
    static String attemptSender(String from, String subject) {
        return PatchVersions.backport(subject) ? null : Reporters.email(from);
    }

    /**
     * What a thread-starting patch changes, read once from its text: the added and removed line keys, the commits
     * it says it fixes and its hunk keys (each a pass over the diff, so not read again per look-up).
     */
    record Diff(Set<Long> lines, Set<Long> removed, Set<String> fixed, Set<Long> hunks) {
        static Diff of(Report r) {
            return new Diff(PatchPlacement.lines(r), PatchPlacement.removed(r),
                    unplacedFixed(r.mail().subject(), r.mail().text()), PatchPlacement.hunks(r));
        }
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

    /**
     * A part of a series larger than {@value #MAX_CREDITED_SERIES} in its cover's thread that is a later posting of
     * a cluster's fix (same author and title): a lone fix carried into a feature's next round ("Another round of
     * clean-ups"). It joins that cluster standing alone, as a part naming its bug entry does ({@link SeriesParts}),
     * so the cover, the sibling parts and the answers to them stay out (session 17). A small series keeps its
     * thread, as before: its cover and companion parts are usually the one fix's.
     */
    boolean repostedPart(Report r) {
        return SeriesParts.part(r.mail().subject()) > 0
                && PatchVersions.seriesSize(r.mail().subject()) > MAX_CREDITED_SERIES
                && laterPosting(PatchVersions.key(author(r), r.mail().subject())) != null;
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
