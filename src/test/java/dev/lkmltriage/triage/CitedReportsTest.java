package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 15, from new11's LPC covers (fixtures invented): two postings naming one lore/lkml message as the report
 * they answer are one bug, even when that report never reached the list. Near misses: the same covers' other
 * reference cited as background, a plain {@code Link:}, a {@code Link:} not after a credit, quoted text, hostile
 * input.
 */
class CitedReportsTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String JON = "Jon Greaves <jon.greaves@example.com>";
    private static final String REPORT = "https://lore.kernel.org/lkml/1560770148-1-report@example.com/";
    private static final String OPEN = "https://lore.kernel.org/lkml/open-question-7@example.com/";

    private static String cover(String changes) {
        return "As reported in [1], the frob-lpc driver has issues in handling logical PIO regions, specifically"
                + " unregistering them.\n\nThis series adds a method to unregister a region and fixes the driver to"
                + " use it.\n\nThere are still separate discussions about host bridges leaking ranges, as in [2].\n\n"
                + "[1] " + REPORT + "\n[2] " + OPEN + "\n\n" + changes
                + "Jon Greaves (5):\n  lib: frob_pio: Fix RCU usage\n  bus: frob_lpc: Add .remove method\n\n"
                + " drivers/bus/frob_lpc.c | 43 +++++\n 1 file changed\n";
    }

    @Test
    void readsOnlyTheReferencePresentedAsTheReport() {
        assertEquals(Set.of("report:1560770148-1-report@example.com"), CitedReports.of(cover("")));
        assertEquals(Set.of("report:a1@example.com"),
                CitedReports.of("Closes: https://lore.kernel.org/all/a1@example.com/\n"));
        assertEquals(Set.of("report:a2@example.com"), CitedReports.of(
                "Reported-by: Ann <ann@example.com>\nLink: https://lore.kernel.org/r/a2@example.com\n"));
        assertEquals(Set.of("report:a3@example.com"), CitedReports.of(
                "This was reported at https://lkml.kernel.org/r/a3@example.com and is easy to hit.\n"));
        assertEquals(Set.of("report:a4@example.com"), CitedReports.of(
                "The crash was reported by Ann Other here:\n<https://lore.kernel.org/linux-pci/a4@example.com/>\n"));
    }

    @Test
    void backgroundAndOwnLinksNameNothing() {
        assertTrue(CitedReports.of("Link: https://lore.kernel.org/r/own-v1@example.com\n").isEmpty(), "plain Link");
        assertTrue(CitedReports.of("Reported-by: Ann <ann@example.com>\nSigned-off-by: B <b@example.com>\n"
                + "Link: https://lore.kernel.org/r/own-v1@example.com\n").isEmpty(), "a Link not after the credit");
        assertTrue(CitedReports.of("See the discussion in [2].\n\n[2] " + OPEN + "\n").isEmpty(), "background");
        assertTrue(CitedReports.of("> As reported in [1], it breaks.\n> [1] " + REPORT + "\n").isEmpty(), "quoted");
        assertTrue(CitedReports.of("As reported in [3], it breaks.\n\n[3] https://bugzilla.example.org/1\n")
                .isEmpty(), "a reference that is no archived message");
        assertTrue(CitedReports.of("x\ndiff --git a/f b/f\n+Closes: https://lore.kernel.org/r/z@example.com\n")
                .isEmpty(), "inside the diff");
        assertTrue(CitedReports.of("reported in [1] ".repeat(50_000) + "\n" + "[1] https://lore.kernel.org/r/"
                + "x".repeat(200_000) + "\n").size() <= PatchVersions.MAX_BUGS + 1, "hostile input stays bounded");
    }

    @Test
    void twoCoversCitingOneReportStartItsClusterAndTheirOtherReferenceStaysOut() {
        Clusterer.Placement question = clusterer.place(mail("open-question-7@example.com", JON,
                "Tue, 4 Jun 2019 10:00:00 +0000", "PCI: host bridge removal leaks IO port ranges?",
                "Hi,\n\nWhen a host bridge is removed, its IO port range stays registered. Is that expected? With"
                        + " 5.2-rc3 a rebind then fails.\n\nThanks,\nJon\n"));
        assertNull(clusterer.place(mail("v1cover@jon", JON, "Thu, 20 Jun 2019 10:31:51 +0000",
                "[PATCH 0/5] Fixes for the frob LPC driver and logical PIO code", cover(""))));
        Clusterer.Placement v2 = clusterer.place(mail("v2cover@jon", JON, "Mon, 24 Jun 2019 14:35:02 +0000",
                "[PATCH v2 0/6] Fixes for the frob LPC driver and logical PIO code",
                cover("Changes since v1:\n- more reasoning in the RCU fix\n\n")));
        assertNotNull(v2, "the second cover names the same report");
        assertEquals(v2.clusterId(), clusterer.drainLinked().get("v1cover@jon").clusterId());
        assertTrue(question == null || !question.clusterId().equals(v2.clusterId()),
                "the open question the covers cite as background stays apart");
    }
}
