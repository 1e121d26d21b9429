package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
 * Session 17 (fixtures invented, in the shape of a host driver's second memory window left unmapped by a cleanup):
 * the board owner's fix of commit C, posted as v1 (no {@code Fixes:} yet), as v2 in answer to v1 and as part 3/3 of
 * a series, and a week later the maintainer's own fix of C crediting her in {@code Reported-by:}, are one
 * regression's fixes ({@link OtherPeoplesFixes}). Near misses: two fixes of C with no credit (two error paths of one
 * function), a credit and another commit, a credit quoted from another mail, a credit two months later, the same
 * person's two postings; hostile trailers end fast.
 */
class OtherPeoplesFixesTest {
    private static final String ANN = "Ann Board <ann.board@example.com>";
    private static final String MO = "Mo Maintainer <mo@example.org>";
    private static final String BEN = "Ben Other <ben.other@example.org>";
    private static final String HOST = "drivers/pci/controller/frob/pcie-frob-host.c";
    private static final String C = "Fixes: 1a2b3c4d5e6f (\"PCI: frob: Drop the stored bridge resources\")\n";
    private static final String OTHER_C = "Fixes: 9f8e7d6c5b4a (\"PCI: frob: Convert to the new probe\")\n";

    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static Report mail(String id, String thread, String from, String date, String subject, String body) {
        return PatchText.mail(id, thread, from, date, subject, body);
    }

    private static String annFix(String trailers) {
        return PatchText.oneFile("The host code programs the outbound window for the first memory range only, so a"
                        + " board whose second (prefetchable) range needs a translation has it unmapped.",
                trailers, HOST, "+\tfrob_map_window(pp, FROB_REGION_PREF, pref->start, pref->size);");
    }

    private static String moFix(String trailers) {
        return PatchText.oneFile("Set up the last memory range again, as before the stored resources were dropped.",
                trailers, HOST, "-\twin = resource_list_first_type(&bridge->windows, IORESOURCE_MEM);\n"
                        + "+\twin = resource_list_last_type(&bridge->windows, IORESOURCE_MEM);");
    }

    /** Ann's three postings and her series' cover and sibling part: all placed nowhere. */
    private List<Report> annPostings() {
        return List.of(
                mail("ann-v1@x", null, ANN, "Mon, 5 Oct 2020 12:13:51 +0000",
                        "[PATCH] PCI: frob: Use outbound regions to map memory ranges", annFix("")),
                mail("ann-v2@x", "ann-v1@x", ANN, "Tue, 20 Oct 2020 19:59:31 +0000",
                        "[PATCH V2] PCI: frob: Handle the prefetchable memory range", annFix(C)),
                mail("ann-s0@x", null, ANN, "Fri, 23 Oct 2020 19:56:52 +0000",
                        "[PATCH 0/3] Handle the prefetchable memory range", "Three patches.\n"),
                mail("ann-s2@x", "ann-s0@x", ANN, "Fri, 23 Oct 2020 19:56:54 +0000",
                        "[PATCH 2/3] PCI: frob: Program windows larger than 4GB",
                        PatchText.oneFile("Allow windows above 4GB.", "", HOST, "+\tfrob_write_upper(pp, size);")),
                mail("ann-s3@x", "ann-s0@x", ANN, "Fri, 23 Oct 2020 19:56:55 +0000",
                        "[PATCH 3/3] PCI: frob: Handle the prefetchable memory range", annFix(C)));
    }

    private static Report moPatch(String date, String trailers) {
        return mail("mo@x", null, MO, date, "[PATCH] PCI: frob: Set up the last memory range again",
                moFix(trailers));
    }

    private void placeAll(List<Report> mail) {
        for (Report r : mail) {
            clusterer.place(r);
        }
    }

    @Test
    void theMaintainersFixCreditingTheBoardOwnerTakesInHerPostingsOfHerFix() {
        placeAll(annPostings());
        assertNull(clusterer.clusterOf("ann-v2@x"), "alone, her postings start nothing");
        Clusterer.Placement p = clusterer.place(moPatch("Mon, 26 Oct 2020 15:48:52 +0000",
                C + "Reported-by: Ann Board <ann.board@example.com>\n"));
        assertNotNull(p, "the credited fix starts the cluster");
        String c = p.clusterId();
        assertEquals(c, clusterer.clusterOf("ann-v2@x"));
        assertEquals(c, clusterer.clusterOf("ann-v1@x"), "v1 comes with v2's thread");
        assertEquals(c, clusterer.clusterOf("ann-s3@x"), "the series part joins under its own id");
        assertNull(clusterer.clusterOf("ann-s2@x"), "its sibling part is another change");
        assertNull(clusterer.clusterOf("ann-s0@x"), "and so is its cover");
    }

    @Test
    void theFixCarriedIntoALargerSeriesJoinsWithoutItsCover() {
        placeAll(annPostings());
        String c = clusterer.place(moPatch("Mon, 26 Oct 2020 15:48:52 +0000",
                C + "Reported-by: Ann Board <ann.board@example.com>\n")).clusterId();
        placeAll(List.of(
                mail("r0@x", null, MO, "Thu, 5 Nov 2020 21:11:59 +0000", "[PATCH v2 00/16] PCI: frob: More clean-ups",
                        "Sixteen clean-ups.\n"),
                mail("r1@x", "r0@x", MO, "Thu, 5 Nov 2020 21:12:00 +0000",
                        "[PATCH v2 01/16] PCI: frob: Set up the last memory range again", moFix(C)),
                mail("r9@x", "r0@x", MO, "Thu, 5 Nov 2020 21:12:08 +0000",
                        "[PATCH v2 09/16] PCI: frob: Rework MSI setup",
                        PatchText.oneFile("Move the MSI setup.", "", HOST, "+\tfrob_msi_setup(pp);")),
                mail("r9a@x", "r0@x", BEN, "Mon, 9 Nov 2020 10:53:25 +0000",
                        "Re: [PATCH v2 09/16] PCI: frob: Rework MSI setup", "> Move the MSI setup.\n\nMSI is lost"
                                + " after resume with this.\n")));
        assertEquals(c, clusterer.clusterOf("r1@x"), "the later posting of the fix joins");
        assertNotEquals(c, clusterer.clusterOf("r0@x"), "the cover stays out: " + clusterer.get(c).members());
        assertNotEquals(c, clusterer.clusterOf("r9a@x"), "an answer to another part stays out");
    }

    @Test
    void anEarlierFixCreditingTheLaterAuthorTiesToo() {
        assertNull(clusterer.place(mail("ben@x", null, BEN, "Mon, 19 Oct 2020 10:00:00 +0000",
                "[PATCH] PCI: frob: Map the prefetchable range", annFix(C + "Suggested-by: Mo <mo@example.org>\n"))));
        Clusterer.Placement p = clusterer.place(moPatch("Mon, 26 Oct 2020 15:48:52 +0000", C));
        assertNotNull(p);
        assertEquals(p.clusterId(), clusterer.clusterOf("ben@x"));
    }

    @Test
    void twoFixesOfOneCommitWithoutACreditStayApart() {
        placeAll(annPostings());
        assertNull(clusterer.place(moPatch("Mon, 26 Oct 2020 15:48:52 +0000", C)));
        assertNull(clusterer.clusterOf("ann-v2@x"));
    }

    @Test
    void aCreditWithAnotherCommitTiesNothing() {
        placeAll(annPostings());
        assertNull(clusterer.place(moPatch("Mon, 26 Oct 2020 15:48:52 +0000",
                OTHER_C + "Reported-by: Ann Board <ann.board@example.com>\n")));
        assertNull(clusterer.clusterOf("ann-v2@x"));
    }

    @Test
    void aQuotedCreditTiesNothing() {
        placeAll(annPostings());
        assertNull(clusterer.place(moPatch("Mon, 26 Oct 2020 15:48:52 +0000",
                C + "> Reported-by: Ann Board <ann.board@example.com>\n")));
    }

    @Test
    void aCreditTwoMonthsLaterTiesNothing() {
        placeAll(annPostings());
        assertNull(clusterer.place(moPatch("Sat, 26 Dec 2020 15:48:52 +0000",
                C + "Reported-by: Ann Board <ann.board@example.com>\n")));
    }

    @Test
    void theSamePersonsPostingsAreNoOtherAuthorsFix() {
        placeAll(annPostings());
        assertNull(clusterer.place(mail("ann-v4@x", null, ANN, "Mon, 26 Oct 2020 15:48:52 +0000",
                "[PATCH] PCI: frob: Set up the last memory range again",
                moFix(C + "Tested-by: Ann Board <ann.board@example.com>\n"))));
    }

    private static final String EP = "drivers/pci/controller/frob/pcie-frob-ep.c";

    private static String exportFix(String from, String export) {
        return "Building pcie-frob as a module fails:\n\n"
                + "ERROR: modpost: \"frob_ep_init\" [drivers/pci/controller/frob/pcie-frob.ko] undefined!\n"
                + "ERROR: modpost: \"frob_ep_linkup\" [drivers/pci/controller/frob/pcie-frob.ko] undefined!\n\n"
                + "Export them.\n\nSigned-off-by: " + from + "\n---\n\ndiff --git a/" + EP + " b/" + EP
                + "\nindex 0123456..789abcd 100644\n--- a/" + EP + "\n+++ b/" + EP
                + "\n@@ -18,6 +18,7 @@ void frob_ep_linkup(struct frob_ep *ep)\n context line\n" + export + "\n";
    }

    private static final String EXPORT = "+EXPORT_SYMBOL_GPL(frob_ep_linkup);";

    @Test
    void twoPeoplesPatchesForOneModpostErrorChangingOneLineTie() {
        assertNull(clusterer.place(mail("q1@x", null, BEN, "Thu, 19 Mar 2020 12:36:20 +0000",
                "[PATCH -next] PCI: frob: fix compile err", exportFix(BEN, EXPORT))));
        Clusterer.Placement p = clusterer.place(mail("a1@x", null, ANN, "Thu, 19 Mar 2020 12:48:32 +0000",
                "[PATCH] PCI: frob: fix ERROR: modpost: frob_ep_* undefined", exportFix(ANN, EXPORT)));
        assertNotNull(p, "the two start the error's cluster");
        assertEquals(p.clusterId(), clusterer.clusterOf("q1@x"));
        Clusterer.Placement v2 = clusterer.place(mail("q2@x", null, BEN, "Fri, 20 Mar 2020 06:24:50 +0000",
                "[PATCH v2] PCI: frob: fix compile err", exportFix(BEN, EXPORT)));
        assertNotNull(v2, "the first patch's v2 follows it");
        assertEquals(p.clusterId(), v2.clusterId());
    }

    @Test
    void oneModpostErrorWithAnotherCureOrOneLineWithoutTheErrorTiesNothing() {
        assertNull(clusterer.place(mail("q1@x", null, BEN, "Thu, 19 Mar 2020 12:36:20 +0000",
                "[PATCH -next] PCI: frob: fix compile err", exportFix(BEN, EXPORT))));
        assertNull(clusterer.place(mail("k1@x", null, ANN, "Thu, 19 Mar 2020 12:48:32 +0000",
                "[PATCH] PCI: frob: make the driver bool", exportFix(ANN,
                        "-\ttristate \"Frob PCIe controller (endpoint mode)\"\n"
                                + "+\tbool \"Frob PCIe controller (endpoint mode)\""))));
        assertNull(clusterer.place(mail("x1@x", null, MO, "Thu, 19 Mar 2020 13:00:00 +0000",
                "[PATCH] PCI: frob: export the link-up helper", PatchText.oneFile("Export it for the new driver.",
                        "", EP, EXPORT))));
    }

    @Test
    void sameAcrossRuns() throws Exception {
        List<Report> mail = new ArrayList<>(annPostings());
        mail.add(moPatch("Mon, 26 Oct 2020 15:48:52 +0000", C + "Reported-by: Ann Board <ann.board@example.com>\n"));
        RestoreAcrossRunsTest.sameAcrossRuns(mail, "ann-v2@x", "mo@x");
    }

    @Test
    void hostileTrailersEndFast() {
        String many = ("Reported-by: " + "x".repeat(5000) + "\n").repeat(400)
                + "Tested-by: <" + "a".repeat(100_000) + "@b>\n";
        // Built (parsed, facts extracted) before the clock starts: what is timed is the clusterer.
        Report hostile = moPatch("Mon, 26 Oct 2020 15:48:52 +0000", C + many);
        Report quotes = mail("h@x", null, BEN, "Mon, 26 Oct 2020 16:00:00 +0000", "[PATCH] x",
                C + ">".repeat(500_000) + "\nReported-by: mo@example.org\n");
        String fixes = C.repeat(50_000);
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            assertTrue(OtherPeoplesFixes.credits(many).isEmpty());
            assertTrue(OtherPeoplesFixes.credits(fixes).isEmpty());
            clusterer.place(hostile);
            clusterer.place(quotes);
        });
        assertNotEquals("", OtherPeoplesFixes.credits("Reported-and-tested-by: Ann <ann.board@example.com>\n")
                .stream().findFirst().orElse(""));
    }
}
