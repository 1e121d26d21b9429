package dev.lkmltriage.triage;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;

/** What a report and a candidate cluster share ({@link Signals}), and the stable id of a new cluster. */
public final class Scoring {
    private Scoring() {
    }

    /** A line seen in more clusters than this is boilerplate (a boot banner, a common device), not a fingerprint. */
    static final int RARE_LINE_CLUSTERS = 3;
    /** Shared rare lines that make the log signal 1. */
    private static final double LOG_LINES_FOR_FULL = 3;
    /**
     * Shared rare lines a report whose pasted log is a whole boot log ({@link LogLines.Pasted#boot}) needs before its
     * log counts at all (session 14): half of the lines kept. What it keeps is the start of boot, where two unrelated
     * machines of one CPU family share the XSAVE feature lines, the memory-map header and more (on the linux-pci
     * archive two such reports shared 5, two ARM boards' logs 6), while the same log sent again shares all of them.
     */
    static final int BOOT_LOG_LINES = LogLines.MAX_LINES / 2;

    static Signals signals(ReportFeatures f, ClusterState c) {
        return signals(f, c, Set.of());
    }

    /** {@code rareLines}: the report's log-line fingerprints that few clusters carry so far. */
    static Signals signals(ReportFeatures f, ClusterState c, Set<Long> rareLines) {
        String culprit = c.mainCulprit();
        boolean sameCulprit = f.culprits().stream().anyMatch(c::blames)
                || CommitTitles.intersect(f.titles(), c.culpritTitles);
        // The cluster's trigger named by the report, or shown enabled in it while it blames nothing else.
        boolean sameTrigger = (f.trigger() != null && f.trigger().equals(c.trigger))
                || (f.trigger() == null && f.culprits().isEmpty() && c.trigger != null
                        && f.enabled().contains(c.trigger));
        // A link to a member or the same bug entry names the problem itself: two reporters of one bug often bisect
        // to different hashes (a stable backport and its upstream commit), which is no sign of another cause.
        // A report that ran with a fix applied and still failed (RanWithFix) links that fix as what it tried: a link
        // to a fix of the cluster names the problem the fix cured, not its own (session 33).
        boolean named = f.links().stream().anyMatch(l -> c.memberIds.contains(l) && !(f.ranWithFix() && fix(c, l)))
                || f.bugs().stream().anyMatch(c.bugs::contains);
        boolean conflict = !sameCulprit && !sameTrigger && !named
                && ((!f.culprits().isEmpty() && culprit != null)
                || (f.trigger() != null && (culprit != null || c.trigger != null))
                || (c.trigger != null && !f.culprits().isEmpty()));
        // One problem named the same way: a link to a member, the same bugzilla entry, or a mention of the commit
        // the cluster blames (a report of the same regression that did not bisect it itself).
        boolean link = named
                || (!sameCulprit && f.culprits().isEmpty() && f.refs().stream().anyMatch(h -> c.suspects.values()
                        .stream().anyMatch(s -> s.role().equals("culprit") && Hashes.samePrefix(h, s.hash()))));
        return new Signals(sameCulprit ? 1 : 0, sameTrigger ? 1 : 0, intersects(f.devices(), c.devices) ? 1 : 0,
                DriverFamily.intersects(f.drivers(), c.drivers) ? 1 : 0,
                KernelSort.overlap(f.good(), f.bad(), c.good, c.bad) ? 1 : 0,
                ReportFeatures.sameSymptom(f.symptom(), c.symptom) ? 1 : 0, jaccard(f.tokens(), c.tokens),
                link ? 1 : 0, conflict ? 1 : 0, logShare(rareLines, c, f.bootLog()));
    }

    /**
     * Whether member {@code id} of {@code c} is one of its fixes. Asked per link of a report scored against each
     * candidate: found by id ({@link MemberList#first}), not by a walk of the members (session 34).
     */
    static boolean fix(ClusterState c, String id) {
        Cluster.Member m = c.members.first(id);
        return m != null && m.role().equals("fix");
    }

    private static double logShare(Set<Long> rareLines, ClusterState c, boolean bootLog) {
        int shared = 0;
        for (Long h : rareLines) {
            if (c.logLines.contains(h)) {
                shared++;
            }
        }
        if (bootLog && shared < BOOT_LOG_LINES) {
            return 0;
        }
        return Math.min(1, shared / LOG_LINES_FOR_FULL);
    }

    private static boolean intersects(Set<String> a, Set<String> b) {
        for (String x : a) {
            if (b.contains(x)) {
                return true;
            }
        }
        return false;
    }

    public static double jaccard(Set<String> a, Set<String> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return 0;
        }
        int common = 0;
        for (String x : a) {
            if (b.contains(x)) {
                common++;
            }
        }
        return (double) common / (a.size() + b.size() - common);
    }

    static String idFor(String messageId) {
        try {
            byte[] h = MessageDigest.getInstance("SHA-1").digest(messageId.getBytes(StandardCharsets.UTF_8));
            return "c" + HexFormat.of().formatHex(h).substring(0, 10);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
