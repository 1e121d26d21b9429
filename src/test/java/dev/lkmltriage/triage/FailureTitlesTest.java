package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Session 15, from the later sets' misses (titles and changelogs written here, in the shapes of the real mail): a fix
 * whose title says which failure it avoids ("Avoid torn updates ...", "Don't disable ... during shutdown", "Retry
 * ... when the first attempt failed") but says no "fix" and names no commit is still one fix, and its postings
 * start its cluster together ({@link PatchPlacement#avoidsFailure}). Near misses: a feature's re-posted rounds, a
 * request for comments, words that only contain a failure word.
 */
class FailureTitlesTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String DEV = "Tomas Ekdahl <tomas.ekdahl@example.com>";

    private static String patch(String why, String added1, String added2) {
        String file = "drivers/pci/foo.c";
        return why + "\n\nSigned-off-by: " + DEV + "\n---\n " + file + " | 2 ++\n 1 file changed, 2 insertions(+)\n\n"
                + "diff --git a/" + file + " b/" + file + "\nindex 1111111..2222222 100644\n--- a/" + file
                + "\n+++ b/" + file + "\n@@ -120,6 +120,8 @@ static void foo_write_pair(struct foo *foo)\n"
                + " \tint ret;\n \n+" + added1 + "\n+" + added2 + "\n \treturn 0;\n";
    }

    private Clusterer.Placement post(String id, String date, String subject, String body) {
        return clusterer.place(ReporterTiesTest.mail(id, DEV, date, subject, body));
    }

    private static final String TORN = patch("Writing the two halves of the pair one after the other lets an"
            + " interrupt in between see a torn value; write them with the vector masked.",
            "foo_mask_vector(foo, entry->vector);", "foo_write_both_halves(foo, entry->low, entry->high);");

    @Test
    void titlesThatSayWhichFailureTheyAvoid() {
        assertTrue(PatchPlacement.avoidsFailure("[PATCH] PCI/foo: Avoid torn updates to the vector pairs"));
        assertTrue(PatchPlacement.avoidsFailure("[PATCH v2] PCI/foo: Don't disable the device during shutdown"));
        assertTrue(PatchPlacement.avoidsFailure("[PATCH] PCI/foo: Do not wait for the link when it is down"));
        assertTrue(PatchPlacement.avoidsFailure(
                "[PATCH v2 2/2] PCI: foo: Retry bus D0 entry when the first attempt failed"));
        assertTrue(PatchPlacement.avoidsFailure("[PATCH] PCI: foo: Prevent deadlock on disconnect"));
        assertTrue(PatchPlacement.avoidsFailure("[PATCH] PCI: foo: Work around a hang on resume"));
        // Near misses: a feature, a clean-up, words that only contain a failure word, a request for comments.
        assertFalse(PatchPlacement.avoidsFailure("[PATCH] PCI: foo: Add support for the bar controller"));
        assertFalse(PatchPlacement.avoidsFailure("[PATCH] PCI: foo: Rename the avoidance table"));
        assertFalse(PatchPlacement.avoidsFailure("[PATCH] PCI: foo: Add failover for the second root port"));
        assertFalse(PatchPlacement.avoidsFailure("[PATCH] PCI: foo: Remove the crashdump helper"));
        assertFalse(PatchPlacement.avoidsFailure("[RFC PATCH] PCI/foo: Avoid torn updates to the vector pairs"));
        assertFalse(PatchPlacement.avoidsFailure("[PATCH RFC v2] PCI: foo: Don't disable the device"));
        // The words in a tag say nothing: only the title is read.
        assertFalse(PatchPlacement.avoidsFailure("[PATCH don't-merge] PCI: foo: Add the bar helper"));
        assertFalse(PatchPlacement.avoidsFailure(null));
    }

    @Test
    void hostileTitlesAreReadInLinearTimeAndNeverThrow() {
        String many = "[PATCH] " + "[x".repeat(200_000) + " don";
        String huge = "[PATCH] PCI: foo: " + "a".repeat(5_000_000);
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            assertFalse(PatchPlacement.avoidsFailure(many));
            assertFalse(PatchPlacement.avoidsFailure(huge));
            assertFalse(PatchPlacement.avoidsFailure(""));
        });
    }

    @Test
    void twoPostingsOfAFixTitledByTheFailureItAvoidsStartItsCluster() {
        assertNull(post("v1@dev", "Thu, 16 Jan 2020 21:31:28 +0000",
                "[PATCH] PCI/foo: Avoid torn updates to the vector pairs", TORN), "one posting alone starts nothing");
        Clusterer.Placement v2 = post("v2@dev", "Sat, 18 Jan 2020 00:25:30 +0000",
                "[PATCH v2] PCI/foo: Avoid torn updates to the vector pairs", TORN);
        assertNotNull(v2, "the second posting of the same fix");
        assertTrue(v2.reason().contains("v1@dev"), v2.reason());
        assertEquals(v2.clusterId(), clusterer.clusterOf("v1@dev"));
    }

    @Test
    void aRequestForCommentsIsTakenInByTheFixThatFollowsItButStartsNothingItself() {
        String body = patch("Disabling the device at shutdown clears bus mastering while it still does DMA, and"
                + " some machines then fail to power off.", "pcie_port_device_shutdown(dev);",
                ".shutdown\t= foo_port_shutdown,");
        assertNull(post("rfc1@dev", "Sat, 1 Aug 2020 07:49:40 +0000",
                "[PATCH RFC] PCI/foo: Don't disable the device during shutdown", body));
        assertNull(post("rfc2@dev", "Sat, 8 Aug 2020 07:49:40 +0000",
                "[PATCH RFC v2] PCI/foo: Don't disable the device during shutdown", body),
                "a request for comments re-posted is not yet a fix");
        Clusterer.Placement fin = post("fin@dev", "Mon, 21 Sep 2020 09:22:18 +0000",
                "[PATCH] PCI/foo: Don't disable the device during shutdown", body);
        assertNotNull(fin, "the posting for merging takes in the requests for comments before it");
        assertEquals(fin.clusterId(), clusterer.clusterOf("rfc1@dev"));
        assertEquals(fin.clusterId(), clusterer.clusterOf("rfc2@dev"));
    }

    @Test
    void aFeaturesRoundsStartNothing() {
        String body = patch("The bar controller has a second register window; map it and use it for the"
                + " extended configuration space.", "foo->ecam = devm_platform_ioremap_resource(pdev, 1);",
                "foo_setup_extended_window(foo, foo->ecam);");
        assertNull(post("f1@dev", "Mon, 2 Mar 2020 10:00:00 +0000",
                "[PATCH] PCI: foo: Add support for the second register window", body));
        assertNull(post("f2@dev", "Mon, 9 Mar 2020 10:00:00 +0000",
                "[PATCH v2] PCI: foo: Add support for the second register window", body),
                "a feature's second round is no fix of a problem");
        assertNull(clusterer.clusterOf("f1@dev"));
    }
}
