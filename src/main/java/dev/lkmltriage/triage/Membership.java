package dev.lkmltriage.triage;

import dev.lkmltriage.extract.Regression;
import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.report.Report;
import java.util.regex.Pattern;

/**
 * Adds messages to clusters and takes them out: what a member lends its cluster (facts, suspects, status, title)
 * by its role, and the index entries for just what it added (re-indexing a whole cluster on every join would make
 * a big cluster cost its size on each message).
 */
final class Membership {
    /** Runs of white space; compiled once, as this is asked per message. */
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");
    /** A report subject shorter than this is too generic ("PCI bug") to find its orphan replies by. */
    static final int MIN_SUBJECT_WORDS = 3;
    /** A message naming more commits than this is listing them (a git log, a bisect), not pointing at one. */
    static final int MAX_MENTIONS = 3;

    private final ClusterIndex ix;

    Membership(ClusterIndex ix) {
        this.ix = ix;
    }

    /** Starts a cluster with this report as its first report. */
    Clusterer.Placement create(Report r, ReportFeatures f, String at) {
        return create(r, f, at, "report", "first report");
    }

    /**
     * Starts a cluster with this message in {@code role}: a report, or a fix of a bug entry no report on the list
     * named (its subject then finds no orphan replies: they would discuss the patch, not a problem).
     */
    Clusterer.Placement create(Report r, ReportFeatures f, String at, String role, String reason) {
        ClusterState c = new ClusterState(Scoring.idFor(r.messageId()));
        c.symptom = f.symptom();
        c.trigger = f.trigger();
        c.history.add(new Cluster.StatusChange("open", at, r.messageId(), reason));
        ix.clusters.put(c.id, c);
        Clusterer.Placement p = join(c, r, f, role, reason, 1.0, at);
        String subject = Subjects.normalize(r.mail().subject());
        if (role.equals("report") && WHITESPACE.split(subject).length >= MIN_SUBJECT_WORDS) {
            if (ix.byReportSubject.putIfAbsent(subject, c.id) == null) {
                c.reportSubjects.add(subject);
            }
        }
        relate(c, f);
        return p;
    }

    /**
     * Adds a message with its facts: every role lends tokens (a reply only to an empty cluster), bug entries,
     * mentions and titles; reports and duplicates also lend drivers, devices, kernels, throughput and log lines.
     */
    Clusterer.Placement join(ClusterState c, Report r, ReportFeatures f, String role, String reason, double score,
                             String at) {
        c.members.add(new Cluster.Member(r.messageId(), role, reason, score));
        c.memberIds.add(r.messageId());
        c.threads.add(r.threadId());
        c.updated = at;
        boolean reports = role.equals("report") || role.equals("duplicate");
        if (!role.equals("reply") || c.members.size() == 1) {
            c.tokens.addAll(f.tokens());
        }
        if (reports) {
            c.drivers.addAll(f.drivers());
            c.devices.addAll(f.devices());
            c.good.addAll(f.good());
            c.bad.addAll(f.bad());
            Regression window = c.before == null ? Regressions.forClustering(r.facts()) : null;
            if (window != null) {
                c.before = window.before();
                c.after = window.after();
            }
        }
        Facts2Cluster.suspects(c, r);
        Facts2Cluster.status(c, r, role, at);
        if (role.equals("fix") && !f.culprits().isEmpty() && f.culprits().size() <= FixedFiles.MAX_COMMITS) {
            FixedFiles.remember(c, f.culprits(), PatchPlacement.author(r), FixedFiles.of(r.mail().text()));
        }
        c.title = Titles.title(c, r);
        ix.byMessage.put(r.messageId(), c.id);
        ix.joinedNow.add(r.messageId());
        ix.byThread.put(r.threadId(), c.id);
        c.suspects.keySet().forEach(h -> ClusterIndex.push(ix.byCulprit, Hashes.key(h), c.id));
        f.devices().forEach(d -> {
            if (c.devices.contains(d)) {
                ClusterIndex.push(ix.byDevice, d, c.id);
            }
        });
        f.drivers().forEach(d -> {
            if (c.drivers.contains(d)) {
                ix.pushDriver(d, c.id);
            }
        });
        if (reports) {
            c.logLines.addAll(f.logLines());
            f.logLines().forEach(h -> ClusterIndex.push(ix.byLog, h, c.id));
        }
        c.bugs.addAll(f.bugs());
        f.bugs().forEach(b -> ClusterIndex.push(ix.byBug, b, c.id));
        if (!role.equals("fix") && f.refs().size() <= MAX_MENTIONS) {
            f.refs().forEach(h -> {
                ClusterIndex.push(ix.byMention, Hashes.key(h), c.id);
                c.mentions.add(Hashes.key(h));
            });
        }
        c.culpritTitles.addAll(f.titles());
        f.titles().forEach(t -> ClusterIndex.push(ix.byTitle, CommitTitles.key(t), c.id));
        ix.changed.add(c.id);
        return new Clusterer.Placement(c.id, role, reason, score);
    }

    /** Membership only: no facts, suspects or status taken from the message ({@code at} null: not an update). */
    Clusterer.Placement attach(ClusterState c, String messageId, String threadId, String role, String reason,
                               String at) {
        c.members.add(new Cluster.Member(messageId, role, reason, 1.0));
        c.memberIds.add(messageId);
        c.threads.add(threadId);
        if (at != null) {
            c.updated = at;
        }
        ix.byMessage.put(messageId, c.id);
        ix.joinedNow.add(messageId);
        ix.byThread.put(threadId, c.id);
        ix.changed.add(c.id);
        return new Clusterer.Placement(c.id, role, reason, 1.0);
    }

    /** Takes a message out; a cluster left empty is removed, and its related clusters forget it. */
    void leave(ClusterState c, String messageId) {
        c.members.removeIf(m -> m.messageId().equals(messageId));
        c.memberIds.remove(messageId);
        if (!c.members.isEmpty()) {
            ix.changed.add(c.id);
            return;
        }
        ix.remove(c);
        for (String r : c.related) {
            ClusterState o = ix.clusters.get(r);
            if (o != null && o.related.remove(c.id)) {
                ix.changed.add(o.id);
            }
        }
    }

    /**
     * A report that ran with a fix applied and still failed ({@link RanWithFix}) and was placed outside the fix's
     * cluster: that cluster is related to its own, both ways (the fix cured one problem, the report shows what is
     * left), so the two are read together though neither is a duplicate of the other.
     */
    void relateTriedFixes(ClusterState c, ReportFeatures f) {
        if (!f.ranWithFix()) {
            return;
        }
        for (String link : f.links()) {
            ClusterState o = ix.clusters.get(ix.resolve(ix.byMessage.get(link)));
            if (o != null && o != c && Scoring.fix(o, link) && c.related.add(o.id)) {
                o.related.add(c.id);
                ix.changed.add(o.id);
                ix.changed.add(c.id);
            }
        }
    }

    /** Clusters with the same driver and symptom but another cause are related, both ways. */
    private void relate(ClusterState c, ReportFeatures f) {
        for (String d : f.drivers()) {
            for (String other : ClusterIndex.ids(ix.byDriver, d)) {
                ClusterState o = ix.clusters.get(other);
                if (o != null && o != c && ReportFeatures.sameSymptom(o.symptom, c.symptom)) {
                    c.related.add(o.id);
                    o.related.add(c.id);
                    ix.changed.add(o.id);
                }
            }
        }
    }
}
