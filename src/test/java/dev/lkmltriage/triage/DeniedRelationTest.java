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
 * Session 35, from the archive's maintainer question that cited a user's boot log by a footnote link while saying
 * it was unrelated to that user's problem, through the real parser and extractor: such a message does not join the
 * user's report by the link. A message asking whether it is related to the link still joins by it.
 */
class DeniedRelationTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String REPORT = """
            Hi all,

            I am bringing up a Marlin SoC board with a PCIe switch and a USB 3.0 host controller behind it. Loading
            the xhci driver crashes the kernel straight away with an external abort:

            [   12.301120] marlin-pcie 1ffc000.pcie: Link up, Gen1
            [   14.880921] Unhandled fault: imprecise external abort (0x1406) at 0x0000000c
            [   14.881002] Internal error: : 1406 [#1] SMP ARM

            Running 5.4.40 with the vendor's board patches. Any idea where to look?

            Thanks,
            Noor
            """;

    private String report() {
        assertNotNull(clusterer.place(mail("abort@noor", "Noor Saleh <noor@example.net>",
                "Thu, 1 Aug 2019 08:00:00 +0000",
                "Unhandled fault: imprecise external abort when loading xhci_pci on a Marlin board", REPORT)));
        return clusterer.clusterOf("abort@noor");
    }

    private static String question(String middle) {
        return "Hi,\n\nI got this boot log from Noor [1]:\n\n"
                + "  marlin-pcie 1ffc000.pcie: Link up, Gen1\n"
                + "  marlin-pcie 1ffc000.pcie: PCI host bridge to bus 0000:00\n\n"
                + middle + "\n\n"
                + "Should the marlin driver bring up each link before the root bus is scanned at all?\n\n"
                + "Bjarne\n\n"
                + "[1] https://lore.kernel.org/linux-pci/abort@noor/\n";
    }

    @Test
    void aMessageSayingItIsUnrelatedToTheLinkedProblemDoesNotJoinIt() {
        String noor = report();
        assertNotNull(clusterer.place(mail("establish@bjarne", "Bjarne Holm <bjarne@example.org>",
                "Thu, 1 Aug 2019 21:00:00 +0000", "marlin_pcie_establish_link() usage",
                question("This is unrelated to the problem Noor is chasing, but the above looks wrong to me: "
                        + "the link speed is reported against the host bridge, not the root port."))));
        assertNotEquals(noor, clusterer.clusterOf("establish@bjarne"), "context cited, not the same problem");
    }

    @Test
    void aMessageAskingWhetherItIsRelatedStillJoins() {
        String noor = report();
        assertNotNull(clusterer.place(mail("establish@bjarne", "Bjarne Holm <bjarne@example.org>",
                "Thu, 1 Aug 2019 21:00:00 +0000", "marlin_pcie_establish_link() usage",
                question("Is the abort unrelated to this? The link speed is reported against the host bridge, "
                        + "not the root port."))));
        assertEquals(noor, clusterer.clusterOf("establish@bjarne"), "a question keeps the link's meaning");
    }

    @Test
    void readsStatementsOfAnotherProblem() {
        assertTrue(DeniedRelation.says("This is unrelated to the problem Noor is chasing, but the log looks odd."));
        assertTrue(DeniedRelation.says("The warning is not related to the hang in [1]."));
        assertTrue(DeniedRelation.says("I think it isn't related to that series at all"));
        assertTrue(DeniedRelation.says("This may not be related to [1]\n\nbut here is my log"));
        assertTrue(DeniedRelation.says("The reset has nothing to do with the resume delay!"));
        assertTrue(DeniedRelation.says("It is not the same issue as the one in [2]."));
        assertTrue(DeniedRelation.says("So this is a different problem from the AER storm in [1]."));
    }

    @Test
    void leavesQuestionsAndOtherWordingAlone() {
        assertFalse(DeniedRelation.says("Is this related to [1]?"));
        assertFalse(DeniedRelation.says("Is this unrelated to the 5.4 changes? It fails on 5.3.1 too."));
        assertFalse(DeniedRelation.says("Could it be that the hang is not related to [1]?"));
        assertFalse(DeniedRelation.says("This looks related to [1]. Same board, same abort."));
        assertFalse(DeniedRelation.says("Another problem: the dock does not come back after resume."));
        assertFalse(DeniedRelation.says("The same issue happens with 5.9 and the patch in [1]."));
        assertFalse(DeniedRelation.says((String) null));
    }

    @Test
    void hostileTextEndsFast() {
        long t0 = System.nanoTime();
        String line = "x".repeat(10_000_000);
        assertFalse(DeniedRelation.says(line));
        assertFalse(DeniedRelation.says("unrelated ".repeat(50_000) + "?"));
        assertFalse(DeniedRelation.says("unrelated to ?".repeat(50_000)));
        assertFalse(DeniedRelation.says("0123456789abcdef".repeat(70_000)));
        assertFalse(DeniedRelation.says(mail("h@x", "a <a@x>", "Mon, 5 Oct 2020 10:00:00 +0000", "s",
                ("> this is unrelated to that.\n> > not related to it.\n").repeat(100_000) + "related " + line)
                .mail()));
        // session 36: the test took 1.4 s of its old 10 s budget in a full run, under a tenfold margin, so a machine
        // five times slower could fail it; a quadratic walk on these megabyte inputs takes hours, and still fails.
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(30).toNanos(), "hostile text ends fast");
    }
}
