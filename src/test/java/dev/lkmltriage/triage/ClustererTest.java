package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.KernelFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.extract.Regression;
import dev.lkmltriage.ingest.TestMails;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClustererTest {
    static final String CULPRIT = "6dccd16b7c2703e8bbf8bca62b5cf248332afbe2";
    private final Clusterer clusterer = new Clusterer(ClusterWeights.DEFAULT);

    static Report report(String id, String subject, String thread, MessageKind kind, List<CommitFact> commits,
                         Regression regression, String text) {
        Mail m = TestMails.mail(id, subject, thread.equals(id) ? null : thread,
                thread.equals(id) ? List.of() : List.of(thread), text);
        List<KernelFact> kernels = regression == null ? List.of() : List.of(
                new KernelFact(regression.good().get(0), regression.good().get(0), "good", false, 0, 1),
                new KernelFact(regression.bad().get(0), regression.bad().get(0), "bad", false, 0, 1));
        return new Report(m, thread, new Facts(kind, List.of(), kernels, commits, List.of(), List.of("r8169"),
                List.of(), regression), null);
    }

    static CommitFact culprit(String hash) {
        return new CommitFact(hash, "culprit", null, "git bisect", false, 0, 1);
    }

    static Regression send(String culprit, String trigger) {
        return new Regression(List.of("2.6.22"), List.of("2.6.23-rc8"), "send throughput", 664e6, 256e6, -61.4,
                culprit, trigger);
    }

    @Test
    void twoReportersOfOneCulpritShareACluster() {
        Clusterer.Placement first = clusterer.place(report("a@x", "commit 6dccd16b kills r8169 sendperformance",
                "a@x", MessageKind.REPORT, List.of(culprit(CULPRIT)), send(CULPRIT, null), "bisected"));
        Clusterer.Placement second = clusterer.place(report("b@x", "r8168 send speed dropped in 2.6.23-rc8",
                "b@x", MessageKind.REPORT, List.of(culprit("6dccd16b7c27")), send("6dccd16b7c27", null), "me too"));
        assertEquals("report", first.role());
        assertEquals(first.clusterId(), second.clusterId());
        assertEquals("duplicate", second.role());
        assertTrue(second.reason().contains("culprit"), second.reason());
        Cluster c = clusterer.get(first.clusterId());
        assertEquals(1, c.suspects().size(), "the abbreviated and the full hash are one suspect");
        assertEquals(CULPRIT, c.suspects().get(0).hash());
        assertTrue(c.suspects().get(0).score() > 0.6, "two reporters agree: " + c.suspects());
        assertEquals("r8169: send throughput \u221261% between 2.6.22 and 2.6.23-rc8", c.title());
    }

    @Test
    void aConfigTriggerIsRelatedNotADuplicate() {
        String commitCluster = clusterer.place(report("a@x", "commit 6dccd16b kills r8169 sendperformance", "a@x",
                MessageKind.REPORT, List.of(culprit(CULPRIT)), send(CULPRIT, null), "")).clusterId();
        Clusterer.Placement hrtimers = clusterer.place(report("h@x", "r8169 slow with High Resolution Timers",
                "h@x", MessageKind.REPORT, List.of(), new Regression(List.of("2.6.22"), List.of("2.6.23-rc4"),
                        "throughput", 463e6, 54e6, -88.3, null, "CONFIG_HIGH_RES_TIMERS"), ""));
        assertNotEquals(commitCluster, hrtimers.clusterId());
        assertEquals("report", hrtimers.role());
        assertTrue(clusterer.get(hrtimers.clusterId()).related().contains(commitCluster));
        assertTrue(clusterer.get(commitCluster).related().contains(hrtimers.clusterId()));
    }

    @Test
    void repliesFollowTheirThreadAndAFixPatchMovesTheStatus() {
        String id = clusterer.place(report("a@x", "commit 6dccd16b kills r8169 sendperformance", "a@x",
                MessageKind.REPORT, List.of(culprit(CULPRIT)), send(CULPRIT, null), "")).clusterId();
        Clusterer.Placement reply = clusterer.place(report("r@x", "Re: commit 6dccd16b kills r8169", "a@x",
                MessageKind.REPLY, List.of(), null, "Can you send ethtool -k?"));
        assertEquals(id, reply.clusterId());
        assertEquals("reply", reply.role());
        Clusterer.Placement fix = clusterer.place(report("p@x", "[PATCH] r8169: revert part of 6dccd16b", "p@x",
                MessageKind.PATCH, List.of(new CommitFact("6dccd16b7c27", "culprit", null, "Fixes:", false, 0, 1)),
                null, "Fixes: 6dccd16b7c27 (\"r8169: merge with version 6.001.00\")"));
        assertEquals(id, fix.clusterId());
        assertEquals("fix", fix.role());
        assertEquals("fix-proposed", clusterer.get(id).status());
        clusterer.place(report("ap@x", "Re: [PATCH] r8169: revert part of 6dccd16b", "p@x", MessageKind.REPLY,
                List.of(), null, "Applied, thanks."));
        Cluster c = clusterer.get(id);
        assertEquals("fixed", c.status());
        assertEquals(List.of("open", "fix-proposed", "fixed"), c.history().stream().map(Cluster.StatusChange::status)
                .toList());
    }

    @Test
    void unrelatedPatchesAndPullsJoinNothing() {
        assertNull(clusterer.place(report("p@x", "[PATCH] tg3: cleanup", "p@x", MessageKind.PATCH, List.of(), null,
                "")));
        assertNull(clusterer.place(report("g@x", "[GIT PULL] net", "g@x", MessageKind.PULL, List.of(), null, "")));
        assertTrue(clusterer.all().isEmpty());
    }

    @Test
    void restoredClustersKeepPlacing() {
        String id = clusterer.place(report("a@x", "commit 6dccd16b kills r8169 sendperformance", "a@x",
                MessageKind.REPORT, List.of(culprit(CULPRIT)), send(CULPRIT, null), "")).clusterId();
        Clusterer again = new Clusterer(ClusterWeights.DEFAULT);
        again.restore(clusterer.all());
        assertEquals(id, again.place(report("b@x", "r8169 slow", "b@x", MessageKind.REPORT,
                List.of(culprit(CULPRIT)), send(CULPRIT, null), "")).clusterId());
        assertEquals(id, again.place(report("r@x", "Re: x", "a@x", MessageKind.REPLY, List.of(), null, ""))
                .clusterId());
    }

    @Test
    void aHugeClusterCostsNoMorePerMessageThanASmallOne() {
        // Regression: every join re-indexed all members, so 40,000 look-alike reports took many minutes.
        assertTimeoutPreemptively(TimeBudget.seconds(60), () -> {
            String first = null;
            for (int i = 0; i < 30_000; i++) {
                Clusterer.Placement p = clusterer.place(report("m" + i + "@x", "r8169: send slow on box " + i,
                        "m" + i + "@x", MessageKind.REPORT, List.of(culprit(CULPRIT)), send(CULPRIT, null), ""));
                first = first == null ? p.clusterId() : first;
                assertEquals(first, p.clusterId());
            }
            assertEquals(30_000, clusterer.drainChanged().get(0).members().size());
        });
    }

    @Test
    void kernelOrder() {
        assertEquals(List.of("2.6.22", "2.6.22.5", "2.6.23-rc4", "2.6.23-rc8", "2.6.23", "2.6.23.1", "next-20231010"),
                KernelSort.sorted(List.of("2.6.23.1", "next-20231010", "2.6.23", "2.6.23-rc8", "2.6.22.5",
                        "2.6.23-rc4", "2.6.22")));
    }
}
