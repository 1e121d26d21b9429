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
import org.junit.jupiter.api.Test;

/**
 * Session 23 (fixtures invented, in the shape of an author who first sends a fix as part 2/2 beside its preparation
 * and then re-posts it alone): the part's changelog, describing the failure, is remembered for the changelog tie
 * ({@link SameChangeLines#rememberPart}); the later lone patch describing it in the same words takes the part in
 * under its own id, the cover and sibling staying apart. A 10-part series' part is not remembered; a reopen between
 * the two postings finds the part as one run does; a flood of huge parts ends fast.
 */
class OwnChangelogPartsTest {
    // the author, file and failure description of the lone-posting tie's own test: the same fix, posted first as a part
    private static final String ANN = OwnChangelogPostingsTest.ANN;
    private static final String FILE = OwnChangelogPostingsTest.FILE;
    private static final String FAILURE_PROSE = OwnChangelogPostingsTest.FAILURE_PROSE;

    private static Report part(String id, String cover, String date, String subject, String prose) {
        return PatchText.mail(id, cover, ANN, date, subject, PatchText.oneFile(prose, "", FILE,
                "+\tif (frob_early_stepping(pdev))\n+\t\tpdev->pm_cap = 0;"));
    }

    private static Report lone(String id, String date) {
        return PatchText.mail(id, null, ANN, date, "[PATCH v2] PCI: frob: Ignore the PM capability of A0 bridges",
                PatchText.oneFile(FAILURE_PROSE + "\n\nv2: sent alone, match the stepping by revision", "", FILE,
                        "+\tif (pdev->revision < FROB_REV_B0)\n+\t\tpci_no_pm_cap(pdev);"));
    }

    private static void series(Clusterer c, int parts) {
        c.place(PatchText.mail("cover@x", null, ANN, "Wed, 1 Jul 2020 10:00:00 +0000",
                "[PATCH 0/" + parts + "] PCI: frob: early stepping fixes", "Two changes for early steppings."));
        c.place(part("p1@x", "cover@x", "Wed, 1 Jul 2020 10:00:01 +0000",
                "[PATCH 1/" + parts + "] PCI: frob: Add a stepping helper", "Add a helper reading the stepping."));
        c.place(part("p2@x", "cover@x", "Wed, 1 Jul 2020 10:00:02 +0000",
                "[PATCH 2/" + parts + "] PCI: frob: Skip the PM capability on early steppings", FAILURE_PROSE));
    }

    @Test
    void aFixPostedAsAPartThenAloneTiesThePartOnly() {
        Clusterer c = new Clusterer(ClusterWeights.load(Path.of("models")));
        series(c, 2);
        assertNull(c.clusterOf("p2@x"));
        Clusterer.Placement p = c.place(lone("v2@x", "Fri, 10 Jul 2020 10:00:00 +0000"));
        assertNotNull(p, "the same author's failure in the same words, nine days after the part");
        assertEquals("fix", p.role());
        assertEquals(p.clusterId(), c.clusterOf("p2@x"));
        assertNull(c.clusterOf("p1@x"), "the sibling part is not taken along");
        assertNull(c.clusterOf("cover@x"), "nor the cover");
    }

    @Test
    void aLongSeriesPartIsNotRemembered() {
        Clusterer c = new Clusterer(ClusterWeights.load(Path.of("models")));
        series(c, 10);
        assertNull(c.place(lone("v2@x", "Fri, 10 Jul 2020 10:00:00 +0000")), "a 10-part series is a feature's work");
        assertNull(c.clusterOf("p2@x"));
        assertFalse(SeriesParts.partOfFew("[PATCH 2/10] x", 3));
        assertTrue(SeriesParts.partOfFew("[PATCH v3 3/3] x", 3));
        assertFalse(SeriesParts.partOfFew("[PATCH 0/2] x", 3), "a cover");
        assertFalse(SeriesParts.partOfFew(null, 3));
    }

    @Test
    void aReopenBetweenThePostingsFindsThePart() {
        Clusterer first = new Clusterer(ClusterWeights.load(Path.of("models")));
        series(first, 2);
        Clusterer reopened = new Clusterer(ClusterWeights.load(Path.of("models")));
        Report p2 = part("p2@x", "cover@x", "Wed, 1 Jul 2020 10:00:02 +0000",
                "[PATCH 2/2] PCI: frob: Skip the PM capability on early steppings", FAILURE_PROSE);
        assertTrue(Clusterer.maybeChangelogPart(p2.mail().subject()));
        reopened.restoreSameChange("p2@x", p2.mail().subject(), p2.mail().from(), p2.mail().text(),
                "2020-07-01T10:00:02Z");
        Clusterer.Placement p = reopened.place(lone("v2@x", "Fri, 10 Jul 2020 10:00:00 +0000"));
        assertNotNull(p, "a run in two halves places as one run");
        assertEquals(p.clusterId(), reopened.clusterOf("p2@x"));
    }

    @Test
    void aFloodOfHugePartsEndsFast() {
        Clusterer c = new Clusterer(ClusterWeights.load(Path.of("models")));
        String huge = (FAILURE_PROSE + "\n").repeat(2_000) + "x".repeat(1_000_000);
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            for (int i = 0; i < 100; i++) {
                c.place(part("h" + i + "@x", "hc@x", "Wed, 1 Jul 2020 10:00:00 +0000",
                        "[PATCH " + (i % 3 + 1) + "/3] PCI: frob: Skip " + i, i % 4 == 0 ? huge : FAILURE_PROSE));
            }
            c.restoreSameChange("r@x", "[PATCH 1/2] x", null, null, null);
            c.restoreSameChange("r@x", "[PATCH 1/2] x", ANN, huge, "not a date");
        });
    }
}
