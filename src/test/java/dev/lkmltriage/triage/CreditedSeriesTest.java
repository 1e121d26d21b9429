package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Session 10, from new7's pciehp postings, through the real parser and extractor: the first part of a two-patch
 * series without a cover letter that credits a reporter and fixes a commit, posted again under the same title, is
 * one reported bug's fix: its postings start its cluster as a lone patch's do. Near misses: the same postings
 * without a reporter credited, and parts of a larger series.
 */
class CreditedSeriesTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String MIA = "Mia Thornbury <mia.thornbury@example.com>";
    private static final String WHY = "The hotplug port's interrupt is disabled in the suspend callback and again in"
            + " the runtime suspend callback, so it stays off after resume and hot-added devices are missed.";
    private static final String FIXES = "Fixes: 1a2b3c4d5e6f (\"PCI: pciehp: Implement runtime PM callbacks\")\n";
    private static final String CREDIT = "Reported-by: Lev Okafor <lev.okafor@example.org>\n";
    private static final String LINES = "+\tif (!pme_is_native(ctrl))\n+\t\tpcie_disable_interrupt(ctrl);";

    private Clusterer.Placement posting(String id, String date, String tags, String trailers) {
        return clusterer.place(mail(id, MIA, date, "[PATCH " + tags + "] PCI: pciehp: Do not disable the interrupt"
                + " twice on suspend", PatchText.oneFile(WHY, trailers, "drivers/pci/hotplug/pciehp_core.c", LINES)));
    }

    @Test
    void postingsOfACreditedSeriesPartStartTheirCluster() {
        assertNull(posting("s1@mia", "Tue, 18 Jun 2019 10:00:00 +0000", "1/2", FIXES + CREDIT));
        Clusterer.Placement v2 = posting("s2@mia", "Mon, 12 Aug 2019 10:00:00 +0000", "v2 1/2", FIXES + CREDIT);
        assertNotNull(v2, "v2 of a reported bug's fix, posted with a companion patch");
        assertEquals("fix", v2.role());
        assertEquals(v2.clusterId(), clusterer.drainLinked().get("s1@mia").clusterId());
    }

    @Test
    void withoutACreditOrInALargerSeriesThePartsStartNothing() {
        assertNull(posting("u1@mia", "Tue, 18 Jun 2019 10:00:00 +0000", "1/2", FIXES));
        assertNull(posting("u2@mia", "Mon, 12 Aug 2019 10:00:00 +0000", "v2 1/2", FIXES),
                "no reporter credited: a series re-posted is a feature's next round more often than a fix's");
        assertNull(posting("l1@mia", "Tue, 18 Jun 2019 10:00:00 +0000", "1/6", FIXES + CREDIT));
        assertNull(posting("l2@mia", "Mon, 12 Aug 2019 10:00:00 +0000", "v2 1/6", FIXES + CREDIT),
                "a six-patch series is a feature's rounds even when a part credits a reporter");
        assertTrue(clusterer.drainLinked().isEmpty());
    }
}
