package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.report.Report;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One fix re-posted as a part of each version of a series (session 15). A driver's author often sends a bug fix
 * together with the feature work it was found in: "[PATCH 1/3] PCI: foo: Fix out of bound array access", then v2
 * and v3 of the whole series months apart, the fix each time a part. The series' rounds are a feature's, and the
 * postings rules leave them alone ({@link PatchPlacement}); but the fix part of each round is one fix of one bug.
 * <p>
 * A series part is a <em>fix part</em> when its title's summary (after the {@code "PCI: iproc: "} prefixes) starts
 * with "Fix": kernel titles start with what the change does, and a feature part carrying a {@code Fixes:} tag ("Add
 * support for ...", "Define some ... params") or fixing by the way ("Add power saving functions and fix ...") is a
 * feature's round (the whole-archive check: with {@code Fixes:} alone, a feature series' postings became a cluster
 * that absorbed the regression report blaming that very feature). A later part by the same sender in <em>another</em> series thread is a posting of that fix when it has
 * the same title once tags, {@code vN} and {@code k/n} are dropped ({@link PatchVersions#key}), or when it is a fix
 * part too that changes a line the earlier one changed, in the same file and function, for the same {@code Fixes:}
 * commit ({@link PatchHunks#keys}: a reworded title). The two are tied part to part, by their own text: a part's
 * siblings (the other parts of its series, in the same thread, by the same author, often in the same files) never
 * are, since the thread is what they share, and only a part in another thread is looked up. A part that says it
 * fixes nothing ties nothing (a feature's next round).
 * <p>
 * The parts are kept in memory (bounded: the most recent {@value #MAX_PARTS}). A reopened store restores them
 * (issue 4): a fix part is known by its subject alone ({@link #fixPart}), so the store remembers again, oldest first,
 * each stored patch whose subject makes it one, from its stored sender, subject and thread, reading the texts of
 * those few parts alone for their hunk keys ({@link #remember(String, String, String, String, String)}).
 */
final class RepostedFixParts {
    static final int MAX_PARTS = 20_000;
    private static final int MAX_PER_KEY = 8;
    /** The subsystem prefixes of a kernel patch title: {@code "PCI: iproc: "}, {@code "tools: PCI: "}. */
    private static final Pattern PREFIX = Pattern.compile("^(?:[\\w./,+-]{1,40}: ){1,4}");
    /** A summary whose first word says it fixes something: "Fix out of bound array access". */
    private static final Pattern FIX_SUMMARY = Pattern.compile("(?i)fix(?:es|ed)?(?![\\w-])");

    /** A remembered fix part: who sent it and the series thread it was posted in. */
    private record Part(String sender, String series, Set<Long> hunks) {
    }

    private final Map<String, Part> parts = new CappedMap<>(MAX_PARTS);
    private final Map<String, Deque<String>> byTitle = new HashMap<>();
    private final Map<Long, Deque<String>> byHunk = new HashMap<>();
    private final ClusterIndex ix;
    private final Membership members;

    RepostedFixParts(ClusterIndex ix, Membership members) {
        this.ix = ix;
        this.members = members;
    }

    /** True for a part of a series (not its cover, not a backport) that says it fixes something. */
    static boolean fixPart(String subject, String text) {
        if (SeriesParts.part(subject) <= 0 || PatchVersions.backport(subject)) {
            return false;
        }
        String title = ReportFeatures.TAG.matcher(Subjects.normalize(subject)).replaceAll(" ").strip();
        return FIX_SUMMARY.matcher(PREFIX.matcher(title).replaceFirst("")).lookingAt();
    }

    /**
     * The most recent remembered part that patch {@code mail} (posted in thread {@code series}) is a later posting
     * of, or null: see the class comment.
     */
    String earlier(Mail mail, String series, String messageId) {
        String subject = mail.subject();
        String sender = Reporters.email(mail.from());
        if (sender == null || SeriesParts.part(subject) <= 0 || PatchVersions.backport(subject)) {
            return null;
        }
        String version = PatchVersions.key(mail.from(), subject);
        boolean fix = fixPart(subject, mail.text());
        if (version != null) {
            for (String id : ClusterIndex.ids(byTitle, version)) {
                Part p = parts.get(id);
                if (p != null && !id.equals(messageId) && !p.series().equals(series)) {
                    return id;
                }
            }
        }
        if (!fix) {
            return null;
        }
        for (Long h : PatchHunks.keys(mail.text())) {
            for (String id : ClusterIndex.ids(byHunk, h)) {
                Part p = parts.get(id);
                if (p != null && !id.equals(messageId) && p.sender().equals(sender) && !p.series().equals(series)) {
                    return id;
                }
            }
        }
        return null;
    }

    /** Remembers patch {@code r} (posted in thread {@code series}) when it is a fix part. */
    void remember(Report r, String series) {
        Mail mail = r.mail();
        remember(r.messageId(), series, mail.subject(), mail.from(), mail.text());
    }

    /**
     * Remembers the patch stored as {@code messageId} (posted in thread {@code series}, with this subject, sender
     * and text) when it is a fix part: {@link #remember(Report, String)} of an earlier run, for a reopened store
     * (oldest first, as they were ingested). Whether it is a fix part is read from the subject alone
     * ({@link #fixPart}), so a reopen needs only the texts of those parts, for their hunk keys.
     */
    void remember(String messageId, String series, String subject, String from, String text) {
        String sender = Reporters.email(from);
        if (sender == null || subject == null || series == null || !fixPart(subject, text)) {
            return;
        }
        Set<Long> hunks = text == null ? Set.of() : PatchHunks.keys(text);
        parts.put(messageId, new Part(sender, series, Set.copyOf(hunks)));
        String version = PatchVersions.key(from, subject);
        if (version != null) {
            ClusterIndex.pushCapped(byTitle, version, messageId, MAX_PER_KEY);
        }
        hunks.forEach(h -> ClusterIndex.pushCapped(byHunk, h, messageId, MAX_PER_KEY));
    }

    /**
     * Places part {@code r} (standing alone under its own id) as a later posting of part {@code earlier}: it joins
     * the earlier part's cluster, or the two start one (the earlier part, placed nowhere so far, is attached under
     * its own id and reported through {@code pulled}). Neither part's series thread is taken along, nor are other
     * patches sharing lines with it ({@link LinkedPatches#versions} is not asked: a series' rounds share lines
     * across their parts).
     */
    Clusterer.Placement place(Report r, String earlier, String at, Map<String, Clusterer.Placement> pulled) {
        return place(r, earlier, at, pulled, "a later posting of fix part " + earlier
                + " (same sender; same title, or the same hunk and Fixes: commit)",
                "an earlier posting of fix part " + r.messageId());
    }

    /**
     * {@link #place(Report, String, String, Map)} with the reasons given: {@code why} for part {@code r},
     * {@code whyEarlier} for the earlier part when the two start a cluster (another author's fix of the same bug,
     * {@link OtherAuthorsFixParts}, is placed the same way).
     */
    Clusterer.Placement place(Report r, String earlier, String at, Map<String, Clusterer.Placement> pulled,
                              String why, String whyEarlier) {
        ReportFeatures f = ReportFeatures.of(r);
        String held = ix.resolve(ix.byMessage.get(earlier));
        ClusterState c = held == null ? null : ix.clusters.get(held);
        Clusterer.Placement p;
        if (c != null) {
            p = members.join(c, r, f, "fix", why, 1.0, at);
        } else {
            p = members.create(r, f, at, "fix", why);
            c = ix.clusters.get(p.clusterId());
            if (!ix.byMessage.containsKey(earlier)) {
                pulled.put(earlier, members.attach(c, earlier, earlier, "fix", whyEarlier, at));
            }
        }
        return p;
    }
}
