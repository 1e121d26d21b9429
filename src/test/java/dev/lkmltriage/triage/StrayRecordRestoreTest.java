package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.DockSeries.ANA;
import static dev.lkmltriage.triage.DockSeries.DEV;
import static dev.lkmltriage.triage.DockSeries.OLA;
import static dev.lkmltriage.triage.DockSeries.REPORT;
import static dev.lkmltriage.triage.DockSeries.answer;
import static dev.lkmltriage.triage.DockSeries.lockFix;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 33 (cluster52; fixtures invented): the corner cases session 32 left in the record of answers that strayed
 * ({@link PartAnswers}), each placed in one run and in two runs split before every message. A reopened store knows
 * what was placed and what was not, not when: what the record keeps of a message must stop counting once the message
 * joins a cluster, in one run as after a reopen.
 */
class StrayRecordRestoreTest {
    private static final String FIX = "[PATCH 1/2] PCI: frob: Fix out of bound array access";
    private static final String FIX2 = "[PATCH v2 1/2] PCI: frob: Fix out of bound array access";
    private static final String LOCK = "[PATCH 2/2] thunderbolt: Fix lockdep circular locking warning";

    private static String frobFix() {
        return PatchText.oneFile("The register table has no entry for the newest controller revision, so the"
                + " lookup reads past its end.", "", "drivers/pci/controller/pcie-frob.c",
                "-\tif (reg >= ARRAY_SIZE(frob_regs))\n+\tif (reg >= ARRAY_SIZE(frob_regs) || !frob_regs[reg])");
    }

    /**
     * A report; a two-part series whose part 2 fixes it (the thread becomes the report's cluster by that part) and
     * whose part 1, a fix in another driver's file, is placed nowhere; a v2 of part 1 alone, which ties the earlier
     * part into a cluster of its own (a repost).
     */
    private static List<Report> seriesWithAPartThatJoinsElsewhere() {
        return new ArrayList<>(List.of(
                mail("lock@ana", ANA, "Fri, 30 Aug 2019 12:58:00 +0000", "[BUG] lockdep warning when docking on 5.3",
                        REPORT),
                mail("c1@dev", DEV, "Tue, 1 Oct 2019 10:29:00 +0000", "[PATCH 0/2] Two fixes",
                        "A frob fix and the dock lockdep fix.\n\nTomas\n"),
                answer("f1@dev", "c1@dev", "c1@dev", DEV, "Tue, 1 Oct 2019 10:29:01 +0000", FIX, frobFix()),
                answer("l1@dev", "c1@dev", "c1@dev", DEV, "Tue, 1 Oct 2019 10:29:02 +0000", LOCK,
                        lockFix("Link: https://lore.kernel.org/r/lock@ana\nReported-by: " + ANA + "\n")),
                mail("c2@dev", DEV, "Mon, 7 Oct 2019 10:00:00 +0000", "[PATCH v2 0/2] PCI: frob: Fixes",
                        "v2: the frob fix says which revision.\n\nTomas\n"),
                answer("f2@dev", "c2@dev", "c2@dev", DEV, "Mon, 7 Oct 2019 10:00:01 +0000", FIX2, frobFix())));
    }

    /**
     * Left by cluster50: one run kept the files of a part placed nowhere after it joined another cluster, so a review
     * of it arriving later strayed from the thread's cluster as an answer to a part of other files; a reopen reads no
     * files for a placed part, and the review joined the part's cluster. The review answers a member of that cluster.
     */
    @Test
    void aReviewOfAPartThatJoinedAnotherClusterLaterJoinsItsCluster() throws Exception {
        List<Report> mail = seriesWithAPartThatJoinsElsewhere();
        mail.add(answer("f1-r1@ola", "c1@dev", "f1@dev", OLA, "Wed, 9 Oct 2019 09:00:00 +0000", "Re: " + FIX,
                "Which revision lacks the entry?\n\nOla\n"));
        mail.add(answer("f1-r2@dev", "c1@dev", "f1-r1@ola", DEV, "Wed, 9 Oct 2019 11:00:00 +0000", "Re: " + FIX,
                "Revision 3, as v2 says.\n\nTomas\n"));
        Set<String> part = RestoreAcrossRunsTest.oneRunPlaces(mail, "f1@dev");
        assertNotNull(part, "the v2 ties the earlier part into a cluster");
        assertTrue(!part.contains("lock@ana"), "not the report's: " + part);
        Set<String> review = RestoreAcrossRunsTest.oneRunPlaces(mail, "f1-r1@ola");
        assertTrue(review != null && review.contains("f1@dev"), "the review follows the part: " + review);
        RestoreAcrossRunsTest.sameAtEverySplit(mail);
    }

    private static final String C = "e1d2c3b4a5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0";
    private static final String REVERT = "[PATCH 1/2] Revert \"PCI/LINK: Report link changes\"";
    private static final String QUIET = "[PATCH 2/2] PCI/LINK: Rate-limit the bandwidth messages";

    private static String diff(String path, String lines) {
        return "diff --git a/" + path + " b/" + path + "\nindex 0123456..789abcd 100644\n--- a/" + path + "\n+++ b/"
                + path + "\n@@ -3,7 +3,6 @@\n context line\n" + lines + "\n";
    }

    /**
     * Left by cluster49: an answer kept below a part placed nowhere stayed an answer in one run after the part was
     * taken into a cluster by a route other than a reposted part (here session 16's: a later fix of the commit the
     * part reverts), while a reopen keeps no answer below a placed part. The answers now follow the part whatever
     * tied it in, as they do after a repost: the review of the revert and the answer to it join the fix's cluster;
     * the review of the other part stays out.
     */
    @Test
    void theAnswersToAPartFollowItWhateverTiesItInLater() throws Exception {
        String revert = "This reverts commit " + C + ".\n\nThe notification logs every link change, also the ones"
                + " devices make on purpose to save power, so the log fills up.\n\nSigned-off-by: " + DEV + "\n"
                + "---\n 2 files changed\n\n" + diff("drivers/pci/pcie/Makefile",
                "-obj-$(CONFIG_PCIEPORTBUS) += foo_notify.o") + diff("drivers/pci/pcie/foo_notify.c",
                "-static void foo_notify_report(struct pci_dev *dev)");
        String option = "Make the link notification an option, off by default: devices managing their link flood"
                + " the log.\n\nFixes: e1d2c3b4a5f6 (\"PCI/LINK: Report link changes\")\nSigned-off-by: " + OLA
                + "\n---\n 1 file changed\n\n" + diff("drivers/pci/pcie/Makefile",
                "-obj-$(CONFIG_PCIEPORTBUS) += foo_notify.o\n+obj-$(CONFIG_FOO_NOTIFY) += foo_notify.o");
        List<Report> mail = new ArrayList<>(List.of(
                mail("c1@dev", DEV, "Mon, 29 Apr 2019 18:56:10 +0000", "[PATCH 0/2] PCI/LINK: Quieter link reports",
                        "The log fills up on some GPUs.\n\nTomas\n"),
                answer("f1@dev", "c1@dev", "c1@dev", DEV, "Mon, 29 Apr 2019 18:56:11 +0000", REVERT, revert),
                answer("g1@dev", "c1@dev", "c1@dev", DEV, "Mon, 29 Apr 2019 18:56:12 +0000", QUIET,
                        PatchText.oneFile("Print the bandwidth message once a second at most.", "",
                                "drivers/pci/pcie/bw_notification.c", "-\tpci_info(dev, \"bw\");\n"
                                        + "+\tpci_info_ratelimited(dev, \"bw\");")),
                answer("f1-r1@ola", "c1@dev", "f1@dev", OLA, "Tue, 30 Apr 2019 10:00:00 +0000", "Re: " + REVERT,
                        "An option instead of the revert?\n\nOla\n"),
                answer("f1-r2@dev", "c1@dev", "f1-r1@ola", DEV, "Tue, 30 Apr 2019 11:00:00 +0000", "Re: " + REVERT,
                        "Fine with me, if it is off by default.\n\nTomas\n"),
                answer("g1-r1@ola", "c1@dev", "g1@dev", OLA, "Tue, 30 Apr 2019 12:00:00 +0000", "Re: " + QUIET,
                        "Once a second is still a lot.\n\nOla\n"),
                mail("k1@ola", OLA, "Wed, 1 May 2019 13:22:48 +0000",
                        "[PATCH] PCI/LINK: Add a build switch (off by default)", option),
                mail("k2@ola", OLA, "Wed, 1 May 2019 14:29:42 +0000",
                        "[PATCHv2] PCI/LINK: Add a build switch (off by default)", option)));
        Set<String> joined = RestoreAcrossRunsTest.oneRunPlaces(mail, "k2@ola");
        assertNotNull(joined, "the fix posted twice starts its cluster");
        assertTrue(joined.contains("f1@dev"), "the earlier revert of its commit joins: " + joined);
        assertTrue(joined.contains("f1-r1@ola") && joined.contains("f1-r2@dev"), "its answers follow: " + joined);
        assertTrue(!joined.contains("g1-r1@ola") && !joined.contains("g1@dev"),
                "near miss: the other part and its review stay out: " + joined);
        RestoreAcrossRunsTest.sameAtEverySplit(mail);
    }

    /**
     * Left by cluster50: one run added no files for a patch taken into a cluster as its thread's leftover, while a
     * reopen counts every placed patch of the thread. A cover-less series: part 1/3 (the thread's root) and a fixup
     * posted in its thread, both in the frob driver's file, are placed nowhere; part 2/3 names the report and the
     * thread becomes its cluster, taking the fixup in. A review of part 1/3 answers a part in a file the cluster's
     * patches change: it follows the thread, in one run as after a reopen.
     */
    @Test
    void aPatchTakenInAsALeftoverCountsAmongItsThreadsFiles() throws Exception {
        String p1 = "[PATCH 1/3] PCI: frob: Fix out of bound array access";
        String p2 = "[PATCH 2/3] thunderbolt: Fix lockdep circular locking warning";
        List<Report> mail = new ArrayList<>(List.of(
                mail("lock@ana", ANA, "Fri, 30 Aug 2019 12:58:00 +0000", "[BUG] lockdep warning when docking on 5.3",
                        REPORT),
                mail("p1@dev", DEV, "Tue, 1 Oct 2019 10:29:00 +0000", p1, frobFix()),
                answer("fx@dev", "p1@dev", "p1@dev", DEV, "Tue, 1 Oct 2019 10:29:01 +0000",
                        "[PATCH] PCI: frob: Fold the revision check into the lookup",
                        PatchText.oneFile("The check belongs to the lookup helper.", "",
                                "drivers/pci/controller/pcie-frob.c", "-\tif (!frob_regs[reg])\n+\tif (bad(reg))")),
                answer("p2@dev", "p1@dev", "p1@dev", DEV, "Tue, 1 Oct 2019 10:29:02 +0000", p2,
                        lockFix("Link: https://lore.kernel.org/r/lock@ana\nReported-by: " + ANA + "\n")),
                answer("p1-r1@ola", "p1@dev", "p1@dev", OLA, "Wed, 2 Oct 2019 09:00:00 +0000", "Re: " + p1,
                        "Which revision lacks the entry?\n\nOla\n"),
                answer("p1-r2@dev", "p1@dev", "p1-r1@ola", DEV, "Wed, 2 Oct 2019 11:00:00 +0000", "Re: " + p1,
                        "Revision 3.\n\nTomas\n")));
        Set<String> joined = RestoreAcrossRunsTest.oneRunPlaces(mail, "p2@dev");
        assertNotNull(joined, "part 2/3 names the report");
        assertTrue(joined.contains("lock@ana") && joined.contains("fx@dev"), "the fixup follows the thread: " + joined);
        RestoreAcrossRunsTest.sameAtEverySplit(mail);
    }
}
