package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Session 33, from the archive's Turris Omnia report, through the real parser and extractor: a report that ran with a
 * cluster's fix applied and still fails another way links that fix as what it tried; the link no longer makes it a
 * duplicate of the fix's problem, and the two clusters are recorded as related. A report that only asks whether a
 * linked fix is its problem ("is this related to [1]?") still joins by the link.
 */
class RanWithFixTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String REPORT = """
            Hi,

            since 5.9 the Wren board's PCIe host fails to probe: the bridge windows collide with the controller's
            own resources and no device behind the root ports shows up.

            [    0.912210] wren-pcie soc:pcie: resource collision: [mem 0xf1080000-0xf1081fff] conflicts with pcie
            [    0.912298] wren-pcie: probe of soc:pcie failed with error -16

            Vera
            """;
    private static final String FIX = """
            The windows are requested twice since the host bridge conversion, so the probe fails with a resource
            collision on the Wren board.

            Closes: https://lore.kernel.org/linux-pci/wren@vera/
            Signed-off-by: Pat Coder <pat@example.org>
            ---
            diff --git a/drivers/pci/controller/pci-wren.c b/drivers/pci/controller/pci-wren.c
            --- a/drivers/pci/controller/pci-wren.c
            +++ b/drivers/pci/controller/pci-wren.c
            @@ -410,7 +410,6 @@ static int wren_pcie_probe(struct platform_device *pdev)
            -	ret = devm_request_resource(dev, &iomem_resource, &port->regs);
             	if (ret)
             		return ret;
            """;

    private String reportAndFix() {
        assertNotNull(clusterer.place(mail("wren@vera", "Vera Lind <vera@example.org>",
                "Thu, 22 Oct 2020 10:00:00 +0000", "[BUG] wren-pcie: resource collision since 5.9", REPORT)));
        assertNotNull(clusterer.place(mail("fix@pat", "Pat Coder <pat@example.org>",
                "Fri, 23 Oct 2020 10:00:00 +0000", "[PATCH] PCI: wren: Fix duplicate resource requests", FIX)));
        String c = clusterer.clusterOf("wren@vera");
        assertEquals(c, clusterer.clusterOf("fix@pat"), "the fix closes the report");
        return c;
    }

    private static String body(String intro) {
        return intro + "\n\n"
                + "[    3.512201] pci 0000:01:00.0: BAR 0: error updating (0xe0000004 != 0xffffffff)\n"
                + "[    3.588592] wifi 0000:01:00.0: can't change power state from D3hot to D0 (config space "
                + "inaccessible)\n\n"
                + "[1] https://lore.kernel.org/linux-pci/fix@pat/\n";
    }

    @Test
    void aReportThatRanWithTheFixAndStillFailsIsNoDuplicateOfItsProblem() {
        String fixed = reportAndFix();
        assertNotNull(clusterer.place(mail("omnia@toni", "Toni Haas <toni@example.net>",
                "Tue, 27 Oct 2020 10:00:00 +0000", "PCI trouble on the Wren board (wifi cards)",
                body("Hi,\n\nI'm running 5.10-rc1 with the resource request fix [1] applied on top. The board "
                        + "boots and the patch makes the devices show up. But I'm still getting errors like "
                        + "these and the wifi cards fail to initialise:"))));
        String own = clusterer.clusterOf("omnia@toni");
        assertNotEquals(fixed, own, "the fix cured the collision; what is left is another problem");
        assertTrue(related(own).contains(fixed) && related(fixed).contains(own),
                "the two are read together: related both ways");
    }

    @Test
    void aReportAskingWhetherTheLinkedFixIsItsProblemStillJoins() {
        String fixed = reportAndFix();
        assertNotNull(clusterer.place(mail("ask@ute", "Ute Berg <ute@example.net>",
                "Tue, 27 Oct 2020 10:00:00 +0000", "wren-pcie probe fails on 5.9, devices missing",
                body("Hello,\n\nmy Wren board fails the same way since 5.9: the host does not probe and the "
                        + "devices are missing. Is this what [1] fixes?"))));
        assertEquals(fixed, clusterer.clusterOf("ask@ute"), "a question about the fix keeps the link's meaning");
    }

    private java.util.List<String> related(String id) {
        return clusterer.all().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow().related();
    }

    @Test
    void readsTheCuesInEitherOrderWithinAParagraph() {
        assertTrue(RanWithFix.says("With the fix[0] applied on top the devices show up. But I'm still getting "
                + "BAR errors."));
        assertTrue(RanWithFix.says("I still see the hang even with your patch."));
        assertTrue(RanWithFix.says("After applying the series there is no change: the link stays down."));
        assertTrue(RanWithFix.says("Applied it on top of rc2, same error as before."));
        assertTrue(RanWithFix.says("I tried applying that patch but it did not help."));
        assertTrue(RanWithFix.says("Even with the quirk the controller still fails to come out of D3."));
    }

    @Test
    void leavesTestsThatWorkedAndCuesApart() {
        assertFalse(RanWithFix.says("With the fix [1] applied the card works again, thanks!"));
        assertFalse(RanWithFix.says("Is this related to [1]? It still happens on 5.9."));
        assertFalse(RanWithFix.says("Reverting it on top of mainline does fix the problem."));
        assertFalse(RanWithFix.says("Applied to pci/next, thanks. Is the other patch still needed?"));
        StringBuilder far = new StringBuilder("The fix [1] applied cleanly.");
        for (int i = 0; i < RanWithFix.WINDOW; i++) {
            far.append(" word");
        }
        assertFalse(RanWithFix.says(far.append(" It still fails on the other board.").toString()),
                "cues a paragraph apart say nothing of one run");
        assertFalse(RanWithFix.says((String) null));
    }

    @Test
    void hostileTextEndsFast() {
        long t0 = System.nanoTime();
        String line = "x".repeat(10_000_000);
        assertFalse(RanWithFix.says(line));
        assertFalse(RanWithFix.says("applied ".repeat(50_000)));
        assertFalse(RanWithFix.says("still ".repeat(50_000)));
        assertFalse(RanWithFix.says("0123456789abcdef".repeat(70_000)));
        assertFalse(RanWithFix.says(">".repeat(100_000) + " applied"));
        assertFalse(RanWithFix.says(mail("h@x", "a <a@x>", "Mon, 5 Oct 2020 10:00:00 +0000", "s",
                ("> applied on top\n> > still fails\n").repeat(100_000) + "applied " + line).mail()));
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(10).toNanos(), "hostile text ends fast");
    }
}
