package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 16 (fixtures invented, in the shape of a log flood reverted and then fixed otherwise): a revert of commit
 * C posted before any cluster blamed C joins the cluster a later fix of C is placed in, when the fix changes a file
 * the revert changes ({@link EarlierReverts}). Near misses: a fix of C in another file (C broke two things), a
 * "This reverts commit" line in a patch whose title says no revert, a quoted one, a revert of many commits, a fix of
 * another commit.
 */
class EarlierRevertsTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String MAINT = "Mo Maintainer <mo@example.org>";
    private static final String KAI = "Kai Author <kai.author@example.com>";
    private static final String C = "e1d2c3b4a5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0";
    private static final String NOTIFY = "drivers/pci/pcie/foo_notify.c";
    private static final String MAKEFILE = "drivers/pci/pcie/Makefile";

    private static Report mail(String id, String thread, String from, String date, String subject, String body) {
        return PatchText.mail(id, thread, from, date, subject, body);
    }

    private static String diff(String path, String lines) {
        return "diff --git a/" + path + " b/" + path + "\nindex 0123456..789abcd 100644\n--- a/" + path + "\n+++ b/"
                + path + "\n@@ -3,7 +3,6 @@\n context line\n" + lines + "\n";
    }

    private static String revert() {
        return "This reverts commit " + C + ".\n\nThe notification logs every link change, also the ones devices make"
                + " on purpose to save power, so the log fills up.\n\nSigned-off-by: Mo Maintainer <mo@example.org>\n"
                + "---\n 2 files changed\n\n" + diff(MAKEFILE, "-obj-$(CONFIG_PCIEPORTBUS) += foo_notify.o")
                + diff(NOTIFY, "-static void foo_notify_report(struct pci_dev *dev)");
    }

    private static String optionFix(String path) {
        return "Make the link notification an option, off by default: devices managing their link flood the log.\n\n"
                + "Fixes: e1d2c3b4a5f6 (\"PCI/LINK: Report link changes\")\nSigned-off-by: Kai Author"
                + " <kai.author@example.com>\n---\n 1 file changed\n\n"
                + diff(path, "-obj-$(CONFIG_PCIEPORTBUS) += foo_notify.o\n+obj-$(CONFIG_FOO_NOTIFY) += foo_notify.o");
    }

    /** Kai's fix posted twice, which starts its cluster: the second posting's placement. */
    private Clusterer.Placement options(String body) {
        return options(body, "[PATCH] PCI/LINK: Add a build switch (off by default)",
                "[PATCHv2] PCI/LINK: Add a build switch (off by default)");
    }

    private Clusterer.Placement options(String body, String v1, String v2) {
        assertNull(clusterer.place(mail("k1@x", null, KAI, "Wed, 1 May 2019 13:22:48 +0000", v1, body)));
        return clusterer.place(mail("k2@x", null, KAI, "Wed, 1 May 2019 14:29:42 +0000", v2, body));
    }

    /** The maintainer's revert under its own cover, with an answer to it. */
    private void revertThread() {
        assertNull(clusterer.place(mail("rv0@x", null, MAINT, "Mon, 29 Apr 2019 18:56:10 +0000",
                "[PATCH] Revert \"PCI/LINK: Report link changes\"", "The log fills up on some GPUs; revert it.\n")));
        assertNull(clusterer.place(mail("rv1@x", "rv0@x", MAINT, "Mon, 29 Apr 2019 18:56:11 +0000",
                "[PATCH] Revert \"PCI/LINK: Report link changes\"", revert())));
        assertNull(clusterer.place(mail("rv2@x", "rv0@x", KAI, "Tue, 30 Apr 2019 10:00:00 +0000",
                "Re: [PATCH] Revert \"PCI/LINK: Report link changes\"", "> revert it\n\nAn option instead?\n")));
    }

    @Test
    void aRevertJoinsTheClusterTheLaterFixesOfItsCommitStart() {
        revertThread();
        Clusterer.Placement v2 = options(optionFix(MAKEFILE));
        assertNotNull(v2, "two postings of one fix start its cluster");
        Map<String, Clusterer.Placement> linked = clusterer.drainLinked();
        assertEquals(Set.of("k1@x", "rv1@x", "rv0@x", "rv2@x"), linked.keySet(), "the revert with its thread");
        assertTrue(linked.get("rv1@x").reason().contains("earlier revert of e1d2c3b"), linked.get("rv1@x").reason());
        assertEquals(v2.clusterId(), clusterer.clusterOf("rv1@x"));
    }

    @Test
    void aRevertJoinsAReportsClusterWhenAFixOfItsCommitDoes() {
        revertThread();
        Clusterer.Placement report = clusterer.place(mail("rep@x", null, "Ada User <ada@example.net>",
                "Mon, 6 May 2019 09:00:00 +0000", "foo_notify floods dmesg since 5.1",
                "Since commit e1d2c3b4a5f6 (\"PCI/LINK: Report link changes\") my log fills with link messages;"
                        + " reverting it makes them go away. The bisect points at it.\n"));
        assertNotNull(report);
        Clusterer.Placement fix = clusterer.place(mail("k1@x", null, KAI, "Wed, 8 May 2019 13:22:48 +0000",
                "[PATCH] PCI/LINK: Add a build switch (off by default)", optionFix(MAKEFILE)));
        assertNotNull(fix);
        assertEquals(report.clusterId(), fix.clusterId(), fix.reason());
        assertEquals(report.clusterId(), clusterer.clusterOf("rv1@x"), "the earlier revert follows the fix");
    }

    @Test
    void aFixOfTheCommitInAnotherFileLeavesTheRevertOut() {
        revertThread();
        Clusterer.Placement v2 = options(optionFix("sound/pci/foo/foo_intel.c"), "[PATCH] sound: foo: Fix runtime suspend",
                "[PATCH v2] sound: foo: Fix runtime suspend");
        assertNotNull(v2);
        assertNull(clusterer.clusterOf("rv1@x"), "C broke two things: this fix is of the other one");
    }

    @Test
    void aRevertPostedAsASeriesPartJoinsAloneAndItsSiblingsStayOut() {
        assertNull(clusterer.place(mail("s0@x", null, MAINT, "Mon, 29 Apr 2019 18:56:10 +0000",
                "[PATCH 0/2] PCI/LINK: Rework the notification", "Revert it, then add it back behind a switch.\n")));
        assertNull(clusterer.place(mail("s1@x", "s0@x", MAINT, "Mon, 29 Apr 2019 18:56:11 +0000",
                "[PATCH 1/2] Revert \"PCI/LINK: Report link changes\"", revert())));
        assertNull(clusterer.place(mail("s2@x", "s0@x", MAINT, "Mon, 29 Apr 2019 18:56:12 +0000",
                "[PATCH 2/2] PCI/LINK: Add the notification behind a switch",
                "Add it back.\n\nSigned-off-by: Mo Maintainer <mo@example.org>\n---\n\n"
                        + diff(NOTIFY, "+static void foo_notify_report_once(struct pci_dev *dev)"))));
        Clusterer.Placement v2 = options(optionFix(MAKEFILE));
        assertNotNull(v2);
        assertEquals(v2.clusterId(), clusterer.clusterOf("s1@x"));
        assertNull(clusterer.clusterOf("s0@x"), "the cover stays out");
        assertNull(clusterer.clusterOf("s2@x"), "the sibling part stays out");
    }

    @Test
    void aRevertInAThreadAnotherClusterHoldsJoinsAloneAndLeavesTheThreadThere() {
        Clusterer.Placement report = clusterer.place(mail("bug@x", null, "Ada User <ada@example.net>",
                "Sun, 28 Apr 2019 09:00:00 +0000", "foo bridge hangs on resume",
                "My foo bridge hangs on resume since 5.1-rc1, see https://bugzilla.kernel.org/show_bug.cgi?id=200001"
                        + "\n\nThe machine needs a power cycle. 5.0 works.\n"));
        assertNotNull(report);
        assertNull(clusterer.place(mail("s0@x", null, MAINT, "Mon, 29 Apr 2019 18:56:10 +0000",
                "[PATCH 0/2] PCI: foo: two fixes", "Two fixes.\n")));
        Clusterer.Placement part = clusterer.place(mail("s1@x", "s0@x", MAINT, "Mon, 29 Apr 2019 18:56:11 +0000",
                "[PATCH 1/2] PCI: foo: Fix the resume hang", "Restore the bridge window on resume.\n\n"
                        + "Link: https://bugzilla.kernel.org/show_bug.cgi?id=200001\nSigned-off-by: Mo <mo@example.org>"
                        + "\n---\n\n" + diff("drivers/pci/foo.c", "+\tfoo_restore_windows(bridge);")));
        assertNotNull(part, "the part names the report's bug entry");
        assertEquals(report.clusterId(), part.clusterId());
        // A revert posted in that series' thread, answering the cover: not the part's answer, so placed by itself.
        assertNull(clusterer.place(mail("rv1@x", "s0@x", MAINT, "Mon, 29 Apr 2019 18:56:12 +0000",
                "[PATCH] Revert \"PCI/LINK: Report link changes\"", revert())));
        Clusterer.Placement v2 = options(optionFix(MAKEFILE));
        assertNotNull(v2);
        assertEquals(v2.clusterId(), clusterer.clusterOf("rv1@x"));
        Report reply = mail("re@x", "s1@x", "Ada User <ada@example.net>", "Thu, 2 May 2019 09:00:00 +0000",
                "Re: [PATCH 1/2] PCI: foo: Fix the resume hang",
                "> Restore the bridge window on resume.\n\nTested, the hang is gone.\n");
        // It answers the part, in the series' thread (rooted at the cover).
        Clusterer.Placement answer = clusterer.place(new Report(reply.mail(), "s0@x", reply.facts(), null));
        assertNotNull(answer);
        assertEquals(report.clusterId(), answer.clusterId(), "the part's answer stays with the part's cluster");
    }

    @Test
    void onlyARevertsOwnLineInARevertsPatchNamesTheCommit() {
        String diff = "---\n\n" + diff(MAKEFILE, "-obj-y += foo.o");
        assertEquals(Set.of("e1d2c3b"), EarlierReverts.reverted("[PATCH] Revert \"PCI: foo\"",
                "This reverts commit " + C + ".\n" + diff));
        assertEquals(Set.of("e1d2c3b"), EarlierReverts.reverted("[PATCH 2/2] PCI/PM: Revert \"PCI: foo\"",
                "This reverts commit e1d2c3b4a5f6.\n" + diff));
        assertTrue(EarlierReverts.reverted("[PATCH] PCI: foo: Rework the link check",
                "This reverts commit " + C + " in part.\n" + diff).isEmpty(), "the title says no revert");
        assertTrue(EarlierReverts.reverted("[PATCH] Revert \"PCI: foo\"",
                "> This reverts commit " + C + ".\n" + diff).isEmpty(), "a quoted line");
        assertTrue(EarlierReverts.reverted("[PATCH] Revert \"PCI: foo\"",
                "This reverts commit " + C + ".\n").isEmpty(), "no diff: a discussion");
        assertTrue(EarlierReverts.reverted("[PATCH AUTOSEL 5.4 12/30] Revert \"PCI: foo\"",
                "This reverts commit " + C + ".\n" + diff).isEmpty(), "a backport");
        assertTrue(EarlierReverts.reverted("[PATCH] Revert the foo series", ("This reverts commit " + C + ".\n"
                + "This reverts commit 0a1b2c3d4e5f.\nThis reverts commit 9f8e7d6c5b4a.\n") + diff).isEmpty(),
                "a whole series backed out: a list");
        assertTrue(Clusterer.maybeRevert("[PATCH] Revert \"PCI: foo\""));
        assertFalse(Clusterer.maybeRevert("[PATCH] PCI: foo: Add a switch"));
        assertFalse(Clusterer.maybeRevert(null));
        assertEquals(Set.of(MAKEFILE, NOTIFY), EarlierReverts.files(revert()));
    }

    @Test
    void aFixOfAnotherCommitLeavesTheRevertOut() {
        revertThread();
        String other = optionFix(MAKEFILE).replace("e1d2c3b4a5f6", "0a1b2c3d4e5f");
        assertNotNull(options(other));
        assertNull(clusterer.clusterOf("rv1@x"));
    }

    @Test
    void aRestoredRevertJoinsAsARememberedOne() {
        clusterer.restoreRevert("rv1@x", "rv0@x", "[PATCH] Revert \"PCI/LINK: Report link changes\"", revert());
        clusterer.restoreRevert("n1@x", "n1@x", null, revert());
        clusterer.restoreRevert("n2@x", "n2@x", "[PATCH] Revert \"x\"", null);
        clusterer.restoreLeftover("rv0@x", "rv0@x", "[PATCH] Revert \"PCI/LINK: Report link changes\"", true);
        clusterer.restoreLeftover("rv1@x", "rv0@x", "[PATCH] Revert \"PCI/LINK: Report link changes\"", true);
        Clusterer.Placement v2 = options(optionFix(MAKEFILE));
        assertNotNull(v2);
        assertEquals(Set.of("k1@x", "rv1@x", "rv0@x"), clusterer.drainLinked().keySet());
    }

    @Test
    void hostileTextStaysLinear() {
        String manyFiles = revert() + diff("x/y.c", "-int y;").repeat(50_000);
        String longLines = "This reverts commit " + C + ".\n" + ("x".repeat(10_000) + "\n").repeat(200)
                + "---\n" + ("diff --git a/" + "z".repeat(5_000) + " b/z\n").repeat(500);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            EarlierReverts reverts = new EarlierReverts(new ClusterIndex(), null);
            for (int i = 0; i < 10_000; i++) {
                reverts.remember("r" + i + "@x", "t" + i + "@x", "[PATCH] Revert \"PCI: foo\"",
                        i % 1000 == 0 ? manyFiles : i % 1000 == 1 ? longLines : revert(), i % 2 == 0);
            }
            assertTrue(EarlierReverts.files(manyFiles).size() <= 64);
            assertTrue(EarlierReverts.reverted("[PATCH] Revert " + "\"".repeat(100_000), longLines).isEmpty(),
                    "a title too long to read");
            assertEquals(Set.of("e1d2c3b"), EarlierReverts.reverted("[PATCH] Revert \"PCI: foo\"", longLines));
            assertEquals(0, EarlierReverts.files(longLines).size(), "file names too long to read");
        });
    }
}
