package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static dev.lkmltriage.triage.ThreadLeftoversTest.inThread;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Session 9, from new5's RK3399 miss, through the real parser and extractor: a reply in one report's thread that
 * links to another cluster's report merges the two; a link to a reply of that thread, a link from a patch's thread,
 * and two reports blaming different commits leave them apart.
 */
class ReportLinksTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String FIRST = """
            Hi,

            On my QuokkaBoard the root complex raises an SError while enumerating: as soon as a card behind the
            slot answers a config read with Unsupported Request the kernel dies. Cards directly in the slot work.

            [    2.104311] SError Interrupt on CPU3, code 0xbf000002 -- SError
            [    2.104390] Kernel panic - not syncing: Asynchronous SError Interrupt

            Tom
            """;
    private static final String SECOND = """
            Hello,

            my PCIe switch card is not usable on a Pinefield board: the system hangs during boot right after
            "scanning bus 01", and with a second switch it never gets that far. Any ideas what to try?

            Ulla
            """;

    private void twoReports() {
        assertNotNull(clusterer.place(mail("bug1@tom", "Tom Rill <tom@example.org>",
                "Mon, 4 Nov 2019 10:00:00 +0000", "[BUG] quokka pcie SError during enumeration", FIRST)));
        assertNotNull(clusterer.place(inThread("r1@tom", "bug1@tom", "bug1@tom", "Vic Helper <vic@example.com>",
                "Mon, 4 Nov 2019 12:00:00 +0000", "Re: [BUG] quokka pcie SError during enumeration",
                "> cards directly in the slot work\n\nWhich firmware is this?\n")));
        assertNotNull(clusterer.place(mail("bug2@ulla", "Ulla Mast <ulla@example.net>",
                "Sat, 4 Apr 2020 10:00:00 +0000", "[BUG] pinefield: switch cards hang the boot", SECOND)));
        assertNotEquals(clusterer.clusterOf("bug1@tom"), clusterer.clusterOf("bug2@ulla"),
                "two reports, nothing said yet that ties them");
    }

    @Test
    void aReplyLinkingAnotherReportMergesTheTwo() {
        twoReports();
        assertNotNull(clusterer.place(inThread("r2@vic", "bug2@ulla", "bug2@ulla", "Vic Helper <vic@example.com>",
                "Sun, 5 Apr 2020 10:00:00 +0000", "Re: [BUG] pinefield: switch cards hang the boot",
                "> my PCIe switch card is not usable\n\nThis is the same root complex limitation as\n"
                        + "https://lore.kernel.org/linux-pci/bug1@tom/\nso switches cannot work there.\n")));
        assertEquals(clusterer.clusterOf("bug1@tom"), clusterer.clusterOf("bug2@ulla"));
        assertEquals(clusterer.clusterOf("bug1@tom"), clusterer.clusterOf("r2@vic"));
        assertEquals(1, clusterer.drainMerged().size());
    }

    @Test
    void aLinkToAReplyOrFromAPatchThreadMergesNothing() {
        twoReports();
        clusterer.place(inThread("r2@vic", "bug2@ulla", "bug2@ulla", "Vic Helper <vic@example.com>",
                "Sun, 5 Apr 2020 10:00:00 +0000", "Re: [BUG] pinefield: switch cards hang the boot",
                "Did you try what I asked in https://lore.kernel.org/linux-pci/r1@tom/ ?\n"));
        assertNotEquals(clusterer.clusterOf("bug1@tom"), clusterer.clusterOf("bug2@ulla"),
                "a link to a reply of the other thread is no report");
        clusterer.place(mail("p1@x", "Pat Coder <pat@example.org>", "Mon, 6 Apr 2020 10:00:00 +0000",
                "[PATCH] PCI: pinefield: Fix switch enumeration hang",
                "Closes: https://lore.kernel.org/linux-pci/bug2@ulla/\nSigned-off-by: Pat Coder <pat@example.org>\n"));
        clusterer.place(inThread("p1r@x", "p1@x", "p1@x", "Vic Helper <vic@example.com>",
                "Tue, 7 Apr 2020 10:00:00 +0000", "Re: [PATCH] PCI: pinefield: Fix switch enumeration hang",
                "> Fix switch enumeration hang\n\nCompare https://lore.kernel.org/linux-pci/bug1@tom/\n"));
        assertNotEquals(clusterer.clusterOf("bug1@tom"), clusterer.clusterOf("bug2@ulla"),
                "a patch's thread discusses a change: its replies' links do not merge reports");
        assertEquals(0, clusterer.drainMerged().size());
    }

    @Test
    void reportsBlamingDifferentCommitsStayApart() {
        assertNotNull(clusterer.place(mail("b1@x", "Tom Rill <tom@example.org>", "Mon, 4 Nov 2019 10:00:00 +0000",
                "[BUG] quokka pcie SError during enumeration",
                FIRST + "\nBisected to commit 0a1b2c3d4e5f (\"PCI: quokka: Enable ECRC\").\n")));
        assertNotNull(clusterer.place(mail("b2@x", "Ulla Mast <ulla@example.net>", "Sat, 4 Apr 2020 10:00:00 +0000",
                "[BUG] pinefield: switch cards hang the boot",
                SECOND + "\nBisected to commit 9f8e7d6c5b4a (\"PCI: pinefield: Rework the bus scan\").\n")));
        clusterer.place(inThread("r@x", "b2@x", "b2@x", "Vic Helper <vic@example.com>",
                "Sun, 5 Apr 2020 10:00:00 +0000", "Re: [BUG] pinefield: switch cards hang the boot",
                "Looks like https://lore.kernel.org/linux-pci/b1@x/ to me.\n"));
        assertNotEquals(clusterer.clusterOf("b1@x"), clusterer.clusterOf("b2@x"), "two blamed commits: two causes");
    }
}
