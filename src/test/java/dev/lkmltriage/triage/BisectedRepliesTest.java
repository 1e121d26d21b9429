package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.CarriedPatchesTest.inThread;
import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 17, second round (from new14's reports in the culprit's thread; fixtures invented): a reply in a patch's
 * thread saying a bisect landed on that patch reports a regression the patch caused. It stands alone whatever
 * cluster the thread is in (the patch it answers is its culprit, never its fix), blames the patch's title, and its
 * fix joins it: a later `Fixes:` patch naming that title, or an earlier one it links. Near misses: a question, a
 * denial, a plan, a quoted bisect, a reply to a cover, a reply in a thread that is no patch's; hostile text.
 */
class BisectedRepliesTest {
    private static final String REPORTER = "Jens Holm <jholm@example.com>";
    private static final String AUTHOR = "Rune Dahl <rune@example.org>";
    private static final String TITLE = "PCI: frob: Skip bus PM for ports left in D0";

    /** A report the patch fixes, and the patch linking it: the patch's thread is that report's cluster. */
    private static List<Report> clusteredPatch() {
        return List.of(mail("s2idle@rep", "Ada Berg <ada@example.net>", "Mon, 3 Jun 2019 10:00:00 +0200",
                        "frob: laptop fails to resume from suspend-to-idle since 5.1", "Hi,\n\nsince 5.1 my laptop"
                                + " does not come back from suspend-to-idle; 5.0 works. The screen stays black and"
                                + " the fans spin.\n"),
                mail("skip@rune", AUTHOR, "Thu, 13 Jun 2019 22:59:00 +0200", "[PATCH v2] " + TITLE,
                        PatchText.oneFile("Ports left in D0 need no bus PM on suspend-to-idle.",
                                "Link: https://lore.kernel.org/r/s2idle@rep\n", "drivers/pci/pci-driver.c",
                                "+\tif (pci_dev->current_state == PCI_D0)\n+\t\treturn 0;")));
    }

    private static Report bisected(String id, String body) {
        return inThread(id, "skip@rune", REPORTER, "Mon, 24 Jun 2019 13:43:11 +0100", "Re: [PATCH v2] " + TITLE,
                body);
    }

    private static final String TEGRA = "Hi Rune,\n\nI see a regression in mainline on one of our boards"
            + " during suspend testing. The bisect points to this commit and reverting it on top of mainline does fix"
            + " the problem. The log shows:\n\n[   53.156593] frob-pcie 1003000.pcie: Response decoding error,"
            + " signature: 10010045\n[   53.156596] frob-pcie 1003000.pcie:   FPCI address: fe10010044\n";

    private static Report laterFix(String trailers) {
        return mail("avoid@rune", AUTHOR, "Wed, 26 Jun 2019 00:20:23 +0200",
                "[PATCH] PCI: frob: Avoid skipping bus PM on platforms without firmware suspend",
                PatchText.oneFile("Some platforms power ports down without firmware help.", "Fixes: 3e26c5feed2a"
                        + " (\"" + TITLE + "\")\n" + trailers, "drivers/pci/pci-driver.c",
                        "-\tif (pci_dev->current_state == PCI_D0)\n+\tif (pm_no_platform() && pci_dev->current_state"
                                + " == PCI_D0)"));
    }

    @Test
    void aBisectToTheAnsweredPatchStandsAloneAndItsFixJoinsIt() throws Exception {
        List<Report> mail = new java.util.ArrayList<>(clusteredPatch());
        mail.add(bisected("tegra@jens", TEGRA));
        mail.add(laterFix("Reported-by: Jens Holm <jholm@example.com>\n"));
        Clusterer c = placed(mail);
        assertNotNull(c.clusterOf("skip@rune"), "the patch fixes its own report");
        assertNotNull(c.clusterOf("tegra@jens"), "the bisected reply is a report");
        assertNotEquals(c.clusterOf("skip@rune"), c.clusterOf("tegra@jens"), "the answered patch is its culprit");
        assertEquals(c.clusterOf("tegra@jens"), c.clusterOf("avoid@rune"));
        RestoreAcrossRunsTest.sameAcrossRuns(mail, "tegra@jens", "avoid@rune");
    }

    @Test
    void aLaterFixNamingTheAnsweredTitleJoinsWithoutCredit() {
        List<Report> mail = new java.util.ArrayList<>(clusteredPatch());
        mail.add(bisected("tegra@jens", TEGRA));
        mail.add(laterFix(""));
        Clusterer c = placed(mail);
        assertEquals(c.clusterOf("tegra@jens"), c.clusterOf("avoid@rune"), "Fixes: the title the report bisected to");
    }

    @Test
    void theAnsweredPatchsQuotedFixesIsNoCauseOfTheReport() {
        // The reply quotes the patch's own Fixes: line (the older commit the patch repairs) and names the patch, as
        // merged, with its title: that one is its culprit, the quoted one is the patch's.
        Report r = bisected("tegra@jens", "On 13/06/2019 22:59, Rune Dahl wrote:\n> Fixes: d491f2b75237 (\"PCI:"
                + " frob: Avoid possible suspend-to-idle issue\")\n\nThis is now commit 3e26c5feed2a (\"" + TITLE
                + "\"). " + TEGRA);
        String title = CulpritReplies.bisectedHere(r.mail());
        assertEquals("pci: frob: skip bus pm for ports left in d0", title);
        dev.lkmltriage.extract.Facts own = CulpritReplies.ownFacts(r.facts(), r.mail(), title);
        assertTrue(r.facts().commits().stream().anyMatch(c -> c.hash().startsWith("d491f")), "the fixture quotes it");
        assertTrue(own.commits().stream().noneMatch(c -> c.hash().startsWith("d491f")), "a quoted commit is no cause");
        assertTrue(own.commits().stream().anyMatch(c -> c.hash().startsWith("3e26c5") && c.role().equals("culprit")),
                "the answered patch, as merged, is the culprit: " + own.commits());
    }

    @Test
    void aBisectedReportBringsInTheEarlierFixItLinksAndNotTheCulprit() throws Exception {
        Report culprit = mail("range@hch", AUTHOR, "Wed, 16 Sep 2020 08:14:53 +0200",
                "[PATCH] dma-mapping: frob: introduce DMA range map for frob", PatchText.oneFile("Replace the offset"
                        + " by a range map.", "", "drivers/pci/controller/pci-frob.c",
                        "+\tmap->cpu_start = start;\n+\tmap->size = size;"));
        Report fix = mail("lpae@geert", REPORTER, "Mon, 26 Oct 2020 16:27:55 +0100",
                "[PATCH] dma-mapping: frob: Fix 32-bit overflow without LPAE", PatchText.oneFile("The end of a 4 GiB"
                        + " range wraps to zero:\n\n  frob-pcie fe000000.pcie: Adjusted size 0x0 invalid\n",
                        "Fixes: e0d072782c73 (\"dma-mapping: frob: introduce DMA range map for frob\")\n",
                        "drivers/pci/controller/pci-frob.c", "-\tu32 end;\n+\tu64 end;"));
        Report report = inThread("probe@geert", "range@hch", REPORTER, "Mon, 26 Oct 2020 16:33:34 +0100",
                "Re: [PATCH] dma-mapping: frob: introduce DMA range map for frob", "Hi,\n\nThanks for your patch,"
                        + " which is now commit e0d072782c734d27 (\"dma-mapping: frob: introduce DMA range map for"
                        + " frob\") in v5.10-rc1,\nand to which I have bisected a PCIe failure on my board:\n\n"
                        + " frob-pcie fe000000.pcie: Adjusted size 0x0 invalid\n frob-pcie: probe of fe000000.pcie"
                        + " failed with error -22\n\nI've posted a patch (https://lore.kernel.org/r/lpae@geert/).\n");
        List<Report> mail = List.of(culprit, fix, report);
        Clusterer c = placed(mail);
        assertNotNull(c.clusterOf("probe@geert"));
        assertEquals(c.clusterOf("probe@geert"), c.clusterOf("lpae@geert"));
        assertNotEquals(c.clusterOf("probe@geert"), c.clusterOf("range@hch"));
        RestoreAcrossRunsTest.sameAcrossRuns(mail, "lpae@geert", "probe@geert");
    }

    @Test
    void nearMissesAreNoBisects() {
        for (String body : List.of("Could you bisect to this commit? I only see it with your tree.\n",
                "I tried to bisect, but it does not point to this patch; 5.1 is bad too.\n",
                "I will bisect on this patch tomorrow and report back.\n",
                "> The bisect is point to this commit\n\nNo, the bisect was wrong, see the other thread.\n",
                "Reverting it fixes the problem, but I have not bisected anything.\n")) {
            assertNull(CulpritReplies.bisectedHere(bisected("n@jens", body).mail()), body);
        }
        Report cover = inThread("c@jens", "cover@rune", REPORTER, "Mon, 24 Jun 2019 13:43:11 +0100",
                "Re: [PATCH 0/6] frob: range based offsets v3", TEGRA);
        assertNull(CulpritReplies.bisectedHere(cover.mail()), "a cover's title names no commit");
        Report notPatch = inThread("r@jens", "s2idle@rep", REPORTER, "Mon, 24 Jun 2019 13:43:11 +0100",
                "Re: frob: laptop fails to resume from suspend-to-idle since 5.1", TEGRA);
        assertNull(CulpritReplies.bisectedHere(notPatch.mail()), "no patch answered");
        assertEquals("pci: frob: skip bus pm for ports left in d0", CulpritReplies.bisectedHere(
                bisected("t@jens", TEGRA).mail()));
        // Without a bisect, the thread's cluster keeps the reply.
        List<Report> plain = new java.util.ArrayList<>(clusteredPatch());
        plain.add(bisected("thanks@jens", "Tested on our boards, suspend works. Thanks!\n"));
        Clusterer c = placed(plain);
        assertEquals(c.clusterOf("skip@rune"), c.clusterOf("thanks@jens"));
    }

    @Test
    void hostileTextEndsFastAndNeverThrows() {
        long t0 = System.nanoTime();
        for (String body : List.of("bisect " + "x".repeat(2_000_000), "your patch " + "a\n".repeat(500_000),
                ("your patch, which " + "w ".repeat(200) + "\n").repeat(20_000),
                "bisect".repeat(300_000) + " to this patch", ">".repeat(500_000) + " bisected to this patch", "")) {
            Report r = bisected("h@jens", body);
            CulpritReplies.bisectedHere(r.mail());
            List<Report> mail = new java.util.ArrayList<>(clusteredPatch());
            mail.add(r);
            placed(mail);
        }
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(10).toNanos(), "hostile replies end fast");
    }
}
