package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.DockSeries.ANA;
import static dev.lkmltriage.triage.DockSeries.DEV;
import static dev.lkmltriage.triage.DockSeries.OLA;
import static dev.lkmltriage.triage.DockSeries.REPORT;
import static dev.lkmltriage.triage.DockSeries.answer;
import static dev.lkmltriage.triage.DockSeries.lockFix;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 32 (cluster48; fixtures invented, in the shape of a dock lockdep report answered by a three-fix series and
 * of a two-part series whose parts fix two reports): an answer follows what it answers. A reply to a series' part
 * that its thread's cluster does not hold is placed by its own evidence, as the part was, and a reply to a part
 * another cluster holds joins that cluster. Near misses: answers to the part that fixes the report and to the cover
 * join as before; when the series' cover joined by its own evidence the answers to every part follow the thread; a
 * reply quoting a revert part's "This reverts commit" still joins by the thread.
 */
class PartAnswersTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String TESTED = "Works here on the iMac with both monitors.\n\nTested-by: " + OLA + "\n";

    private static String dpRead() {
        return PatchText.oneFile("Reading the DP IN adapter's first two double words one at a time fails on"
                + " Light Ridge; read both in one go.", "", "drivers/thunderbolt/switch.c",
                "-\tret = tb_port_read(port, &data, TB_CFG_PORT, cap, 1);\n"
                        + "+\tret = tb_port_read(port, data, TB_CFG_PORT, cap, 2);");
    }

    /** The report, then a cover (placed nowhere), its part 1 (another change), its part 2 (the report's fix). */
    private Clusterer.Placement seriesAnsweringTheReport(String cover) {
        Clusterer.Placement report = clusterer.place(mail("lock@ana", ANA, "Fri, 30 Aug 2019 12:58:00 +0000",
                "[BUG] lockdep warning when docking on 5.3-rc6", REPORT));
        assertNotNull(report);
        clusterer.place(mail("cover@dev", DEV, "Tue, 1 Oct 2019 10:29:00 +0000",
                "[PATCH 0/3] thunderbolt: Fixes for a few reported issues", cover));
        assertNull(clusterer.place(answer("p1@dev", "cover@dev", "cover@dev", DEV, "Tue, 1 Oct 2019 10:29:01 +0000",
                "[PATCH 1/3] thunderbolt: Read DP IN adapter first two dwords in one go", dpRead())));
        Clusterer.Placement fix = clusterer.place(answer("p2@dev", "cover@dev", "cover@dev", DEV,
                "Tue, 1 Oct 2019 10:29:02 +0000", "[PATCH 2/3] thunderbolt: Fix lockdep circular locking warning",
                lockFix("Link: https://lore.kernel.org/r/lock@ana\nReported-by: " + ANA + "\n")));
        assertNotNull(fix);
        assertEquals(report.clusterId(), fix.clusterId(), "the part names the report");
        return report;
    }

    @Test
    void anAnswerToAnotherPartOfTheSeriesStaysOutWithThatPart() {
        Clusterer.Placement report = seriesAnsweringTheReport("Three fixes people reported.\n\nTomas\n");
        assertEquals(report.clusterId(), clusterer.clusterOf("cover@dev"), "the cover follows the thread");
        assertNull(clusterer.clusterOf("p1@dev"));
        Clusterer.Placement tested = clusterer.place(answer("p1-r1@ola", "cover@dev", "p1@dev", OLA,
                "Fri, 4 Oct 2019 02:43:00 +0000",
                "Re: [PATCH 1/3] thunderbolt: Read DP IN adapter first two dwords in one go", TESTED));
        assertTrue(tested == null || !tested.clusterId().equals(report.clusterId()),
                "a Tested-by on another part is about that part's problem: " + tested);
        Clusterer.Placement deeper = clusterer.place(answer("p1-r2@dev", "cover@dev", "p1-r1@ola", DEV,
                "Fri, 4 Oct 2019 08:00:00 +0000",
                "Re: [PATCH 1/3] thunderbolt: Read DP IN adapter first two dwords in one go", "Thanks!\n\nTomas\n"));
        assertTrue(deeper == null || !deeper.clusterId().equals(report.clusterId()),
                "an answer to that answer strays with it: " + deeper);
        // Near misses: the answers to the report's fix and to the cover are the cluster's, as before.
        Clusterer.Placement toFix = clusterer.place(answer("p2-r1@ana", "cover@dev", "p2@dev", ANA,
                "Fri, 4 Oct 2019 09:00:00 +0000", "Re: [PATCH 2/3] thunderbolt: Fix lockdep circular locking warning",
                "The splat is gone with this.\n\nTested-by: " + ANA + "\n"));
        assertNotNull(toFix);
        assertEquals(report.clusterId(), toFix.clusterId());
        Clusterer.Placement toCover = clusterer.place(answer("cover-r1@dev", "cover@dev", "cover@dev", DEV,
                "Tue, 8 Oct 2019 09:15:00 +0000", "Re: [PATCH 0/3] thunderbolt: Fixes for a few reported issues",
                "Applied to the fixes branch.\n\nTomas\n"));
        assertNotNull(toCover);
        assertEquals(report.clusterId(), toCover.clusterId());
    }

    @Test
    void whenTheCoverJoinedByItselfTheAnswersToItsPartsFollowTheThread() {
        Clusterer.Placement report = seriesAnsweringTheReport(
                "Three fixes, the second for Ana's splat.\n\nLink: https://lore.kernel.org/r/lock@ana\n\nTomas\n");
        Clusterer.Placement tested = clusterer.place(answer("p1-r1@ola", "cover@dev", "p1@dev", OLA,
                "Fri, 4 Oct 2019 02:43:00 +0000",
                "Re: [PATCH 1/3] thunderbolt: Read DP IN adapter first two dwords in one go", TESTED));
        assertNotNull(tested, "the series as a whole named the report");
        assertEquals(report.clusterId(), tested.clusterId());
    }

    @Test
    void anAnswerQuotingARevertPartStillLendsItsCommit() {
        Clusterer.Placement report = seriesAnsweringTheReport("Three fixes people reported.\n\nTomas\n");
        assertNull(clusterer.place(answer("p3@dev", "cover@dev", "cover@dev", DEV, "Tue, 1 Oct 2019 10:29:03 +0000",
                "[PATCH 3/3] Revert \"thunderbolt: Drop the LC command read\"",
                PatchText.oneFile("This reverts commit 0a1b2c3d4e5f60718293a4b5c6d7e8f901234567.\n\nThe read is"
                        + " needed on Ice Lake after all.", "", "drivers/thunderbolt/lc.c",
                        "+\tval = tb_sw_read(sw, TB_CFG_SWITCH, cap, 1);"))));
        Clusterer.Placement quoting = clusterer.place(answer("p3-r1@ola", "cover@dev", "p3@dev", OLA,
                "Wed, 2 Oct 2019 10:00:00 +0000", "Re: [PATCH 3/3] Revert \"thunderbolt: Drop the LC command read\"",
                "On Tue, Oct 01, 2019 Tomas wrote:\n> This reverts commit 0a1b2c3d4e5f60718293a4b5c6d7e8f901234567.\n"
                        + "\nThis is not the correct way to submit patches for inclusion in the stable tree.\n"));
        assertNotNull(quoting, "a reply quoting a culprit lends it, as before");
        assertEquals(report.clusterId(), quoting.clusterId());
    }

    private static String deadlockFix(String link) {
        return PatchText.oneFile("Removing the slot while the reset lock is held deadlocks against the IRQ thread."
                + "\n\nLink: https://lore.kernel.org/r/" + link, "", "drivers/pci/hotplug/pciehp_hpc.c",
                "-\tdown_read(&ctrl->reset_lock);\n+\tif (!down_read_trylock(&ctrl->reset_lock))\n+\t\treturn;");
    }

    @Test
    void anAnswerToAPartAnotherClusterHoldsJoinsThatCluster() {
        Clusterer.Placement irq = clusterer.place(mail("irq@ana", ANA, "Mon, 12 Aug 2019 10:00:00 +0000",
                "pciehp: irq 122 disabled twice on suspend with 5.3-rc4",
                "Hi,\n\nOn 5.3-rc4 suspending my laptop warns:\n\n[  88.120001] Unbalanced enable for IRQ 122\n"
                        + "[  88.120044] WARNING: CPU: 2 PID: 1805 at kernel/irq/manage.c:774\n\nAna\n"));
        Clusterer.Placement hang = clusterer.place(mail("hang@ola", OLA, "Tue, 13 Aug 2019 10:00:00 +0000",
                "pciehp: hang on surprise removal of a Thunderbolt chain",
                "Hi,\n\nUnplugging a chain of two Thunderbolt devices hangs the machine on 5.3-rc4:\n\n"
                        + "[ 140.000001] INFO: task irq/122-pciehp:94 blocked for more than 120 seconds.\n\nOla\n"));
        assertNotEquals(irq.clusterId(), hang.clusterId());
        Clusterer.Placement first = clusterer.place(mail("s1@dev", DEV, "Wed, 14 Aug 2019 10:00:00 +0000",
                "[PATCH 1/2] PCI: pciehp: Do not disable interrupt twice on suspend",
                PatchText.oneFile("The interrupt is disabled twice on suspend.\n\nLink: https://lore.kernel.org/r/"
                        + "irq@ana", "", "drivers/pci/hotplug/pciehp_core.c", "-\tpciehp_disable_interrupt(ctrl);")));
        assertNotNull(first);
        assertEquals(irq.clusterId(), first.clusterId());
        Clusterer.Placement second = clusterer.place(answer("s2@dev", "s1@dev", "s1@dev", DEV,
                "Wed, 14 Aug 2019 10:00:01 +0000", "[PATCH 2/2] PCI: pciehp: Prevent deadlock on disconnect",
                deadlockFix("hang@ola")));
        assertNotNull(second, "the part names the other report");
        assertEquals(hang.clusterId(), second.clusterId());
        Clusterer.Placement review = clusterer.place(answer("s2-r1@ola", "s1@dev", "s2@dev", OLA,
                "Thu, 15 Aug 2019 10:00:00 +0000", "Re: [PATCH 2/2] PCI: pciehp: Prevent deadlock on disconnect",
                "This is racy if the link comes back while the slot is being removed.\n\nOla\n"));
        assertNotNull(review);
        assertEquals(hang.clusterId(), review.clusterId(), "the review answers the part that fixes the hang");
        Clusterer.Placement toFirst = clusterer.place(answer("s1-r1@ana", "s1@dev", "s1@dev", ANA,
                "Thu, 15 Aug 2019 11:00:00 +0000", "Re: [PATCH 1/2] PCI: pciehp: Do not disable interrupt twice on"
                        + " suspend", "The warning is gone.\n\nTested-by: " + ANA + "\n"));
        assertEquals(irq.clusterId(), toFirst.clusterId(), "near miss: the answer to the root part stays with it");
    }

    /** The report, a cover, its part 1 (another change) and its part 2 (the report's fix), as mail to place. */
    private static List<Report> series(String cover) {
        return new ArrayList<>(List.of(mail("lock@ana", ANA, "Fri, 30 Aug 2019 12:58:00 +0000",
                        "[BUG] lockdep warning when docking on 5.3-rc6", REPORT),
                mail("cover@dev", DEV, "Tue, 1 Oct 2019 10:29:00 +0000",
                        "[PATCH 0/3] thunderbolt: Fixes for a few reported issues", cover),
                answer("p1@dev", "cover@dev", "cover@dev", DEV, "Tue, 1 Oct 2019 10:29:01 +0000",
                        "[PATCH 1/3] thunderbolt: Read DP IN adapter first two dwords in one go", dpRead()),
                answer("p2@dev", "cover@dev", "cover@dev", DEV, "Tue, 1 Oct 2019 10:29:02 +0000",
                        "[PATCH 2/3] thunderbolt: Fix lockdep circular locking warning",
                        lockFix("Link: https://lore.kernel.org/r/lock@ana\nReported-by: " + ANA + "\n"))));
    }

    private static final String P1 = "Re: [PATCH 1/3] thunderbolt: Read DP IN adapter first two dwords in one go";

    /**
     * Session 32 (cluster49): the service ingests across restarts, so each shape above placed in two runs, the
     * store closed and reopened before any message, places every message as one run does: an answer that strayed
     * with a part placed nowhere still strays after a reopen, and so do the answers to it.
     */
    @Test
    void theAnswersPlaceTheSameInTwoRunsSplitAnywhere() throws Exception {
        List<Report> other = series("Three fixes people reported.\n\nTomas\n");
        other.add(answer("p1-r1@ola", "cover@dev", "p1@dev", OLA, "Fri, 4 Oct 2019 02:43:00 +0000", P1, TESTED));
        other.add(answer("p1-r2@dev", "cover@dev", "p1-r1@ola", DEV, "Fri, 4 Oct 2019 08:00:00 +0000", P1,
                "Thanks!\n\nTomas\n"));
        other.add(answer("p1-r3@ola", "cover@dev", "p1-r2@dev", OLA, "Sat, 5 Oct 2019 08:00:00 +0000", P1,
                "Any chance this goes to stable as well?\n\nOla\n"));
        other.add(answer("p2-r1@ana", "cover@dev", "p2@dev", ANA, "Fri, 4 Oct 2019 09:00:00 +0000",
                "Re: [PATCH 2/3] thunderbolt: Fix lockdep circular locking warning",
                "The splat is gone with this.\n\nTested-by: " + ANA + "\n"));
        other.add(answer("cover-r1@dev", "cover@dev", "cover@dev", DEV, "Tue, 8 Oct 2019 09:15:00 +0000",
                "Re: [PATCH 0/3] thunderbolt: Fixes for a few reported issues", "Applied to the fixes branch.\n"));
        RestoreAcrossRunsTest.sameAtEverySplit(other);
        assertTrue(RestoreAcrossRunsTest.oneRunPlaces(other, "p1-r3@ola") == null, "the chain strays in one run");

        List<Report> joined = series(
                "Three fixes, the second for Ana's splat.\n\nLink: https://lore.kernel.org/r/lock@ana\n\nTomas\n");
        joined.add(answer("p1-r1@ola", "cover@dev", "p1@dev", OLA, "Fri, 4 Oct 2019 02:43:00 +0000", P1, TESTED));
        RestoreAcrossRunsTest.sameAtEverySplit(joined);

        List<Report> revert = series("Three fixes people reported.\n\nTomas\n");
        revert.add(answer("p3@dev", "cover@dev", "cover@dev", DEV, "Tue, 1 Oct 2019 10:29:03 +0000",
                "[PATCH 3/3] Revert \"thunderbolt: Drop the LC command read\"",
                PatchText.oneFile("This reverts commit 0a1b2c3d4e5f60718293a4b5c6d7e8f901234567.\n\nThe read is"
                        + " needed on Ice Lake after all.", "", "drivers/thunderbolt/lc.c",
                        "+\tval = tb_sw_read(sw, TB_CFG_SWITCH, cap, 1);")));
        revert.add(answer("p3-r1@ola", "cover@dev", "p3@dev", OLA, "Wed, 2 Oct 2019 10:00:00 +0000",
                "Re: [PATCH 3/3] Revert \"thunderbolt: Drop the LC command read\"",
                "On Tue, Oct 01, 2019 Tomas wrote:\n> This reverts commit 0a1b2c3d4e5f60718293a4b5c6d7e8f901234567.\n"
                        + "\nThis is not the correct way to submit patches for inclusion in the stable tree.\n"));
        RestoreAcrossRunsTest.sameAtEverySplit(revert);
    }

    /** A report of a double-disabled interrupt and of a hang, and a two-part series fixing one each. */
    private static List<Report> twoReportsTwoParts() {
        return new ArrayList<>(List.of(mail("irq@ana", ANA, "Mon, 12 Aug 2019 10:00:00 +0000",
                        "pciehp: irq 122 disabled twice on suspend with 5.3-rc4",
                        "Hi,\n\nOn 5.3-rc4 suspending my laptop warns:\n\n[  88.120001] Unbalanced enable for IRQ 122\n"
                                + "[  88.120044] WARNING: CPU: 2 PID: 1805 at kernel/irq/manage.c:774\n\nAna\n"),
                mail("hang@ola", OLA, "Tue, 13 Aug 2019 10:00:00 +0000",
                        "pciehp: hang on surprise removal of a Thunderbolt chain",
                        "Hi,\n\nUnplugging a chain of two Thunderbolt devices hangs the machine on 5.3-rc4:\n\n"
                                + "[ 140.000001] INFO: task irq/122-pciehp:94 blocked for more than 120 seconds.\n\n"
                                + "Ola\n"),
                mail("s1@dev", DEV, "Wed, 14 Aug 2019 10:00:00 +0000",
                        "[PATCH 1/2] PCI: pciehp: Do not disable interrupt twice on suspend",
                        PatchText.oneFile("The interrupt is disabled twice on suspend.\n\nLink: "
                                + "https://lore.kernel.org/r/irq@ana", "", "drivers/pci/hotplug/pciehp_core.c",
                                "-\tpciehp_disable_interrupt(ctrl);")),
                answer("s2@dev", "s1@dev", "s1@dev", DEV, "Wed, 14 Aug 2019 10:00:01 +0000",
                        "[PATCH 2/2] PCI: pciehp: Prevent deadlock on disconnect", deadlockFix("hang@ola"))));
    }

    @Test
    void answersToPartsOfTwoClustersPlaceTheSameInTwoRunsSplitAnywhere() throws Exception {
        List<Report> mail = twoReportsTwoParts();
        mail.add(answer("s2-r1@ola", "s1@dev", "s2@dev", OLA, "Thu, 15 Aug 2019 10:00:00 +0000",
                "Re: [PATCH 2/2] PCI: pciehp: Prevent deadlock on disconnect",
                "This is racy if the link comes back while the slot is being removed.\n\nOla\n"));
        mail.add(answer("s1-r1@ana", "s1@dev", "s1@dev", ANA, "Thu, 15 Aug 2019 11:00:00 +0000",
                "Re: [PATCH 1/2] PCI: pciehp: Do not disable interrupt twice on suspend",
                "The warning is gone.\n\nTested-by: " + ANA + "\n"));
        RestoreAcrossRunsTest.sameAtEverySplit(mail);
    }

    /**
     * Session 32 (cluster49): a fix part of a feature series is placed nowhere and reviewed; its later posting in
     * the series' next round ties the two parts into a cluster ({@link RepostedFixParts}), and the review and the
     * answer to it, placed nowhere when they came, follow their part now. A review of the round's other part and of
     * its cover stay out. Split anywhere, two runs place the same.
     */
    @Test
    void theAnswersToAPartFollowItWhenItJoinsLater() throws Exception {
        String fix = "[PATCH 1/2] PCI: frob: Fix out of bound array access";
        String fix2 = "[PATCH v2 1/2] PCI: frob: Fix out of bound array access";
        String feature = "[PATCH 2/2] PCI: frob: Add support for the second link";
        String text = PatchText.oneFile("The register table has no entry for the newest controller revision, so the"
                + " lookup reads past its end.", "", "drivers/pci/controller/pcie-frob.c",
                "-\tif (reg >= ARRAY_SIZE(frob_regs))\n+\tif (reg >= ARRAY_SIZE(frob_regs) || !frob_regs[reg])");
        List<Report> mail = new ArrayList<>(List.of(
                mail("c1@dev", DEV, "Mon, 2 Mar 2020 10:00:00 +0000", "[PATCH 0/2] PCI: frob: Second link support",
                        "Support for the second link, and a fix found on the way.\n\nTomas\n"),
                answer("f1@dev", "c1@dev", "c1@dev", DEV, "Mon, 2 Mar 2020 10:00:01 +0000", fix, text),
                answer("g1@dev", "c1@dev", "c1@dev", DEV, "Mon, 2 Mar 2020 10:00:02 +0000", feature,
                        PatchText.oneFile("The second link has its own register block.", "",
                                "drivers/pci/controller/pcie-frob.c", "+\tfrob->link[1] = devm_ioremap(dev, r);")),
                answer("f1-r1@ola", "c1@dev", "f1@dev", OLA, "Tue, 3 Mar 2020 09:00:00 +0000", "Re: " + fix,
                        "Please say which revision lacks the entry.\n\nOla\n"),
                answer("f1-r2@dev", "c1@dev", "f1-r1@ola", DEV, "Tue, 3 Mar 2020 11:00:00 +0000", "Re: " + fix,
                        "Revision 3; will add it in v2.\n\nTomas\n"),
                answer("g1-r1@ola", "c1@dev", "g1@dev", OLA, "Tue, 3 Mar 2020 12:00:00 +0000", "Re: " + feature,
                        "Does the second link share the interrupt?\n\nOla\n"),
                answer("c1-r1@ola", "c1@dev", "c1@dev", OLA, "Tue, 3 Mar 2020 13:00:00 +0000",
                        "Re: [PATCH 0/2] PCI: frob: Second link support", "Is there a v2 coming?\n\nOla\n"),
                mail("c2@dev", DEV, "Mon, 9 Mar 2020 10:00:00 +0000", "[PATCH v2 0/2] PCI: frob: Second link support",
                        "v2: the fix says which revision.\n\nTomas\n"),
                answer("f2@dev", "c2@dev", "c2@dev", DEV, "Mon, 9 Mar 2020 10:00:01 +0000", fix2, text)));
        java.util.Set<String> joined = RestoreAcrossRunsTest.oneRunPlaces(mail, "f2@dev");
        assertNotNull(joined, "the later posting ties the two fix parts");
        assertTrue(joined.contains("f1@dev"), "the earlier part joins: " + joined);
        assertTrue(joined.contains("f1-r1@ola") && joined.contains("f1-r2@dev"), "its answers follow: " + joined);
        assertTrue(!joined.contains("g1-r1@ola") && !joined.contains("c1-r1@ola"),
                "near miss: the other part's and the cover's answers stay out: " + joined);
        RestoreAcrossRunsTest.sameAtEverySplit(mail);
    }

    @Test
    void aLongChainOfAnswersFollowsALateJoiningPartFast() {
        String text = PatchText.oneFile("The lookup reads past the table's end.", "",
                "drivers/pci/controller/pcie-frob.c", "-\tif (reg > ARRAY_SIZE(frob_regs))\n"
                        + "+\tif (reg >= ARRAY_SIZE(frob_regs))");
        clusterer.place(mail("c1@dev", DEV, "Mon, 2 Mar 2020 10:00:00 +0000", "[PATCH 0/2] PCI: frob: Second link",
                "Two changes.\n"));
        clusterer.place(answer("f1@dev", "c1@dev", "c1@dev", DEV, "Mon, 2 Mar 2020 10:00:01 +0000",
                "[PATCH 1/2] PCI: frob: Fix out of bound array access", text));
        String parent = "f1@dev";
        long t0 = System.nanoTime();
        for (int i = 0; i < 5_000; i++) {
            String id = "late" + i + "@ola";
            clusterer.place(answer(id, "c1@dev", parent, OLA, "Tue, 3 Mar 2020 09:00:00 +0000",
                    "Re: [PATCH 1/2] PCI: frob: Fix out of bound array access", "+1\n"));
            parent = id;
        }
        clusterer.place(mail("c2@dev", DEV, "Mon, 9 Mar 2020 10:00:00 +0000", "[PATCH v2 0/2] PCI: frob: Second link",
                "v2.\n"));
        Clusterer.Placement v2 = clusterer.place(answer("f2@dev", "c2@dev", "c2@dev", DEV,
                "Mon, 9 Mar 2020 10:00:01 +0000", "[PATCH v2 1/2] PCI: frob: Fix out of bound array access", text));
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(30).toNanos(), "a chain of answers follows fast");
        assertNotNull(v2);
        assertEquals(v2.clusterId(), clusterer.clusterOf("late4999@ola"), "the whole chain follows its part");
    }

    @Test
    void manyAnswersToPartsEndFast() {
        seriesAnsweringTheReport("Three fixes people reported.\n\nTomas\n");
        String parent = "p1@dev";
        long t0 = System.nanoTime();
        for (int i = 0; i < 5_000; i++) {
            String id = "flood" + i + "@ola";
            clusterer.place(answer(id, "cover@dev", parent, OLA, "Fri, 4 Oct 2019 02:43:00 +0000",
                    "Re: [PATCH 1/3] thunderbolt: Read DP IN adapter first two dwords in one go", "+1\n"));
            parent = id;
        }
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(30).toNanos(), "a chain of answers ends fast");
        assertNull(clusterer.clusterOf("flood4999@ola"), "the whole chain answers the other part");
    }
}
