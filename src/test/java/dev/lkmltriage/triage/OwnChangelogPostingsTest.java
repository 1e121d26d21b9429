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
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 23 (fixtures invented, in the shape of one author re-posting a fix whose title does not say fix): two lone
 * patches by one sender, each describing in its changelog the failure it removes, in the same words, changing a file
 * in common within 28 days, start the fix's cluster ({@link SameChangeLines#ownSameChangelog},
 * {@link ChangelogProse}). Near misses: a feature's v2, a clean-up campaign's one changelog sent for other files, a
 * question, "no functional change"; a flood of huge changelogs ends fast.
 */
class OwnChangelogPostingsTest {
    static final String ANN = "Ann Port <ann.port@example.com>";
    static final String FILE = "drivers/pci/controller/pcie-frob.c";
    static final String FAILURE_PROSE = "The frob bridge reports its power management capability at an"
            + " offset that is not\nimplemented on early steppings, and reading it makes the port stop responding.\n"
            + "Probing a card behind such a bridge then fails to complete and the machine\nhangs during boot with"
            + " the following message printed by the driver core:\n\n  frob 0000:00:1c.0: config read timed out\n\n"
            + "Skip the capability on the affected steppings so the port keeps answering\nconfig reads and the card"
            + " behind it is enumerated as on later steppings.";
    private static final String FEATURE_PROSE = "The frob bridge has a second set of link training registers on"
            + " later steppings,\nwhich lets the driver tune the equalization presets per lane before the link is\n"
            + "brought up. Wire them up through a new callback so boards can set their own\npresets from the"
            + " device tree, as the other controllers in this directory do already,\nand document the property"
            + " in the binding.";

    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static Report mail(String id, String from, String date, String subject, String body) {
        return PatchText.mail(id, null, from, date, subject, body);
    }

    private static String patch(String prose, String path, String lines) {
        return PatchText.oneFile(prose, "", path, lines);
    }

    @Test
    void aFixReTitledWithoutSayingFixStartsItsClusterWithItsFirstPosting() {
        assertNull(clusterer.place(mail("v1@x", ANN, "Wed, 1 Jul 2020 10:00:00 +0000",
                "[PATCH] PCI: frob: Skip the PM capability on early steppings",
                patch(FAILURE_PROSE, FILE, "+\tif (frob_early_stepping(pdev))\n+\t\tpdev->pm_cap = 0;"))));
        Clusterer.Placement p = clusterer.place(mail("v2@x", ANN, "Tue, 7 Jul 2020 10:00:00 +0000",
                "[PATCH v2] PCI: frob: Ignore the power management capability of A0 bridges",
                patch(FAILURE_PROSE + "\n\nv2: match the stepping by revision id", FILE,
                        "+\tif (pdev->revision < FROB_REV_B0)\n+\t\tpci_no_pm_cap(pdev);")));
        assertNotNull(p, "one author, one failure in the same words, six days, a new title and a new diff");
        assertEquals("fix", p.role());
        assertTrue(p.reason().contains("same author"), p.reason());
        assertEquals(p.clusterId(), clusterer.clusterOf("v1@x"));
    }

    @Test
    void aFeaturesSecondRoundStaysApart() {
        clusterer.place(mail("f1@x", ANN, "Wed, 1 Jul 2020 10:00:00 +0000",
                "[PATCH] PCI: frob: Equalization presets from the device tree",
                patch(FEATURE_PROSE, FILE, "+\tfrob_set_presets(port, presets);")));
        assertNull(clusterer.place(mail("f2@x", ANN, "Fri, 3 Jul 2020 10:00:00 +0000",
                "[PATCH v2] PCI: frob: Equalization presets from the device tree",
                patch(FEATURE_PROSE, FILE, "+\tfrob_set_presets(port, lane_presets);"))));
        assertNull(clusterer.clusterOf("f1@x"), "a feature's rounds describe no failure");
    }

    @Test
    void aCleanUpCampaignWithOneChangelogStaysApart() {
        String prose = "Accessing the ring with a stale index leaks the old buffer and corrupts the\n"
                + "descriptor that follows it when the ring wraps, as seen across many drivers\nthat copied the"
                + " same helper. Use the common helper that reads the index once\nand bounds it, so every driver"
                + " gets the checked version of the access.";
        clusterer.place(mail("c1@x", ANN, "Wed, 1 Jul 2020 10:00:00 +0000", "[PATCH] PCI: frob: Read ring index once",
                patch(prose, FILE, "+\tidx = ring_index_checked(ring);")));
        assertNull(clusterer.place(mail("c2@x", ANN, "Wed, 1 Jul 2020 10:05:00 +0000",
                "[PATCH] PCI: brab: Read ring index once",
                patch(prose, "drivers/pci/controller/pcie-brab.c", "+\tidx = ring_index_checked(ring);"))));
        assertNull(clusterer.clusterOf("c1@x"), "one changelog, another file: a campaign's two patches");
    }

    @Test
    void theReading() {
        String fix = patch(FAILURE_PROSE, FILE, "+\tx = 1;");
        assertTrue(ChangelogProse.describesFailure("[PATCH] PCI: frob: Skip the capability", fix));
        assertFalse(ChangelogProse.describesFailure("[PATCH] PCI: frob: Add support for the capability", fix),
                "a feature's title");
        assertFalse(ChangelogProse.describesFailure("[PATCH] PCI: frob: Convert to the helper", fix));
        assertFalse(ChangelogProse.describesFailure("[PATCH] PCI: frob: Tune", patch(FEATURE_PROSE, FILE, "+x")));
        assertFalse(ChangelogProse.describesFailure("[PATCH] PCI: frob: Skip",
                patch(FAILURE_PROSE + "\nNo functional change intended.", FILE, "+x")));
        assertFalse(ChangelogProse.describesFailure("[PATCH] PCI: frob: Skip",
                patch("Does the port hang when the capability is read?", FILE, "+x")), "a question");
        assertFalse(ChangelogProse.describesFailure("[PATCH] PCI: frob: Skip",
                patch("Tidy.\n> this hangs the machine", FILE, "+x")), "a quoted line is not the author's prose");
        assertFalse(ChangelogProse.describesFailure("[PATCH] PCI: frob: Skip", "Tidy.\n---\nit crashes\n"),
                "below the separator");
        assertTrue(ChangelogProse.describesFailure("[PATCH] PCI: frob: Skip", patch("Tidy.\n\n"
                + "BUG: kernel NULL pointer dereference, address: 0000000000000008", FILE, "+x")), "a pasted oops");
        assertFalse(ChangelogProse.describesFailure(null, fix));
        assertFalse(ChangelogProse.describesFailure("[PATCH] x", null));
        assertTrue(ChangelogProse.runs(null).isEmpty());
        assertEquals(ChangelogProse.runs(fix), ChangelogProse.runs(fix.replace("Signed-off-by", "Reviewed-by")));
    }

    @Test
    void aFloodOfHugeChangelogsEndsFast() {
        StringBuilder prose = new StringBuilder();
        for (int i = 0; i < 5_000; i++) {
            prose.append("the port hangs and fails to answer config read number ").append(i % 7).append('\n');
        }
        prose.append("x".repeat(1_000_000)).append('\n');
        String body = patch(prose.toString(), FILE, "+\tfrob_write_register(frob_port, 1);");
        List<Report> flood = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            flood.add(mail("h" + i + "@x", i % 2 == 0 ? ANN : "Person " + i + " <p" + i + "@example.org>",
                    "Wed, 1 Jul 2020 10:00:00 +0000", "[PATCH] PCI: frob: Skip register " + i,
                    i % 4 == 0 ? body : patch(FAILURE_PROSE, FILE, "+\tfrob_skip(" + i + ");")));
        }
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            assertTrue(ChangelogProse.runs(body).size() <= ChangelogProse.MAX_RUNS);
            flood.forEach(clusterer::place);
        });
    }
}
