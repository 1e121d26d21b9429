package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.CarriedPatchesTest.inThread;
import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 23 (class H of session 22's table, culprit by title; fixtures invented): a reply in a patch's thread, a
 * series cover's too, saying a bisect landed on a commit it names by its title alone ("I've bisected this to the
 * following patch:" with the title on the next line, or the title in quotes) reports a regression that commit caused:
 * it stands alone, and a later fix whose {@code Fixes:} names that title joins it. Near misses: a question, a plan, a
 * quoted bisect, a line that is no commit title, a thread that is no patch's; hostile text.
 */
class BisectedToTitleTest {
    private static final String AUTHOR = "Rune Dahl <rune@example.org>";
    private static final String REPORTER = "Jens Holm <jholm@example.com>";
    private static final String TITLE = "PCI: frob: Use the common config accessors";

    private static List<Report> series() {
        return List.of(mail("cover@rune", AUTHOR, "Fri, 21 Aug 2020 09:00:00 +0200", "[PATCH v2 00/12] PCI: frob:"
                        + " Driver clean-ups", "Clean-ups of the frob host driver, compile tested only.\n"),
                inThread("p3@rune", "cover@rune", AUTHOR, "Fri, 21 Aug 2020 09:00:03 +0200", "[PATCH v2 03/12] "
                        + TITLE, PatchText.oneFile("Drop the private accessors.", "",
                        "drivers/pci/controller/frob/pcie-frob-host.c", "-\treturn frob_rd_own_conf(pp);")));
    }

    private static Report onCover(String id, String body) {
        return inThread(id, "cover@rune", REPORTER, "Tue, 15 Sep 2020 11:12:18 +0200",
                "Re: [PATCH v2 00/12] PCI: frob: Driver clean-ups", body);
    }

    private static final String BOARD = "Hi Rune,\n\nwith the latest linux-next my board does not boot anymore.\n\n"
            + "I've bisected this to the following patch:\n  " + TITLE + "\n\nIt seems config reads hit an unmapped"
            + " address.\n";

    private static Report fix() {
        return mail("linkup@hou", "Hou Li <hou@example.com>", "Wed, 16 Sep 2020 13:41:30 +0800",
                "[PATCH] PCI: frob: Check the link before config reads of child buses",
                PatchText.oneFile("Config reads on a bus whose link is down fault on our boards.",
                        "Fixes: c2b0aaaa0001 (\"" + TITLE + "\")\n", "drivers/pci/controller/frob/pcie-frob-host.c",
                        "+\tif (!frob_link_up(pp))\n+\t\treturn NULL;"));
    }

    @Test
    void aCoversReplyBisectedToANamedTitleStandsAloneAndItsFixJoins() throws Exception {
        List<Report> mail = new ArrayList<>(series());
        mail.add(onCover("board@jens", BOARD));
        mail.add(fix());
        Clusterer c = placed(mail);
        assertNotNull(c.clusterOf("board@jens"), "the bisected reply is a report");
        assertEquals(c.clusterOf("board@jens"), c.clusterOf("linkup@hou"), "Fixes: the title it bisected to");
        RestoreAcrossRunsTest.sameAcrossRuns(mail, "board@jens", "linkup@hou");
    }

    @Test
    void theTitleIsReadOnItsLineOrInQuotes() {
        assertEquals("pci: frob: use the common config accessors",
                CulpritReplies.bisectedToTitle(onCover("a@jens", BOARD).mail()));
        assertEquals("x86/frob: drop the legacy irq path", CulpritReplies.bisectedToTitle(onCover("b@jens",
                "Hi,\n\nMy box hangs at boot. I bisected it to \"x86/frob: Drop the legacy irq path\", reverting it"
                        + " helps.\n").mail()));
        assertEquals("pci: frob: use the common config accessors", CulpritReplies.bisectedToTitle(onCover("c@jens",
                "Bisecting landed on this commit:\n\n\t" + TITLE + "\n").mail()));
    }

    @Test
    void nearMissesNameNoCulprit() {
        for (String body : List.of("Could you bisect to the following commit:\n  " + TITLE + "\n",
                "I will bisect on this patch tomorrow:\n  " + TITLE + "\n",
                "> I've bisected this to the following patch:\n>   " + TITLE + "\n\nThanks, queued.\n",
                "I've bisected this to the following patch:\n\nThanks for looking.\n",
                "I did not bisect to \"" + TITLE + "\", it was a guess.\n")) {
            assertNull(CulpritReplies.bisectedToTitle(onCover("n@jens", body).mail()), body);
        }
        Report notPatch = inThread("q@jens", "rep@ada", REPORTER, "Tue, 15 Sep 2020 11:12:18 +0200",
                "Re: frob board does not boot on linux-next", BOARD);
        assertNull(CulpritReplies.bisectedToTitle(notPatch.mail()), "no patch answered");
    }

    @Test
    void hostileTextEndsFastAndNeverThrows() {
        long t0 = System.nanoTime();
        for (String body : List.of("bisect " + "x".repeat(2_000_000), "bisected to the patch:\n  " + "A: ".repeat(
                        300_000), ("bisected to this commit:\n" + "PCI: a: " + "w".repeat(300) + "\n").repeat(5_000),
                "bisect".repeat(300_000) + " to \"" + "PCI: x ".repeat(100_000), ">".repeat(500_000) + " bisected"
                        + " to this patch:\n  " + TITLE, "")) {
            Report r = onCover("h@jens", body);
            CulpritReplies.bisectedToTitle(r.mail());
            List<Report> mail = new ArrayList<>(series());
            mail.add(r);
            placed(mail);
        }
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(10).toNanos(), "hostile replies end fast");
    }
}
