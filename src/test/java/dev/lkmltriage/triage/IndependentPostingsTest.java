package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 14, from new11's misses and false pair (sentences written here, in the shapes of the real mail): people
 * who hit one bug independently each post a patch naming the same culprit commit and changing the same line of the
 * same function ({@link PatchHunks}); a later patch of one author that removes what an earlier patch of theirs
 * added follows that fix up and is no other posting of it ({@link LinkedPatches#followsUp}). Near misses: the same
 * commit and changed line in another function, postings months apart, series parts.
 */
class IndependentPostingsTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String FIXES = "Fixes: 1a2b3c4d5e6f (\"PCI: dwc: Set the link generation in one place\")\n";

    /** A one-hunk diff of {@code file} in function context {@code context} (empty: none) removing and adding a line. */
    private static String diff(String file, String context, int offset, String removed, String added) {
        return "---\n " + file + " | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n\n"
                + "diff --git a/" + file + " b/" + file + "\nindex 1111111..2222222 100644\n--- a/" + file
                + "\n+++ b/" + file + "\n@@ -" + offset + ",7 +" + offset + ",7 @@" + (context.isEmpty() ? "" : " "
                + context) + "\n \tint ret;\n \n" + (removed.isEmpty() ? "" : "-" + removed + "\n")
                + (added.isEmpty() ? "" : "+" + added + "\n") + " \treturn 0;\n";
    }

    private Clusterer.Placement post(String id, String from, String date, String subject, String trailers,
                                     String diff) {
        Report r = ReporterTiesTest.mail(id, from, date, subject, "The build warns about this since the commit"
                + " below; this makes it go away.\n\n" + trailers + "Signed-off-by: " + from + "\n" + diff);
        return clusterer.place(r);
    }

    private static final String DWC = "drivers/pci/controller/dwc/pcie-designware.c";
    private static final String CTX = "static void dw_pcie_link_set_max_speed(struct dw_pcie *pci, u32 gen)";

    @Test
    void threeAuthorsFixingOneCommitWithOneHunkAreOneFix() {
        String hunk = diff(DWC, CTX, 470, "EXPORT_SYMBOL_GPL(dw_pcie_link_set_max_speed);", "");
        assertNull(post("a@x", "Ann One <ann@example.org>", "Wed, 9 Sep 2020 13:42:34 +0000",
                "[PATCH -next] PCI: dwc: Drop the export of dw_pcie_link_set_max_speed", FIXES, hunk));
        Clusterer.Placement b = post("b@x", "Bo Two <bo@example.com>", "Thu, 10 Sep 2020 01:39:26 +0000",
                "[PATCH] PCI: dwc: Keep dw_pcie_link_set_max_speed file-local", FIXES, hunk);
        assertNotNull(b, "a second author's patch for the same commit and hunk");
        assertTrue(b.reason().contains("same hunk"), b.reason());
        assertEquals(Set.of("a@x"), clusterer.drainLinked().keySet());
        Clusterer.Placement c = post("c@x", "Cy Three <cy@example.net>", "Sat, 12 Sep 2020 16:12:06 +0000",
                "[PATCH] PCI: dwc: Drop an export of a static symbol", FIXES, hunk);
        assertNotNull(c);
        assertEquals(b.clusterId(), c.clusterId(), "the third posting of the same fix: " + c.reason());
    }

    @Test
    void theHunkKeysSurviveARestoreFromTheStoredPatchKeys() {
        String hunk = diff(DWC, CTX, 470, "EXPORT_SYMBOL_GPL(dw_pcie_link_set_max_speed);", "");
        assertNull(post("a@x", "Ann One <ann@example.org>", "Wed, 9 Sep 2020 13:42:34 +0000",
                "[PATCH -next] PCI: dwc: Drop the export of dw_pcie_link_set_max_speed", FIXES, hunk));
        PatchKeys keys = clusterer.unplacedKeysOf("a@x");
        assertNotNull(keys);
        assertTrue(!keys.hunks().isEmpty() && keys.postedAt() != null, keys.toString());
        Clusterer next = new Clusterer(ClusterWeights.load(Path.of("models")));
        next.restoreUnplacedPatch("a@x", "a@x", keys);
        Clusterer.Placement b = next.place(ReporterTiesTest.mail("b@x", "Bo Two <bo@example.com>",
                "Thu, 10 Sep 2020 01:39:26 +0000",
                "[PATCH] PCI: dwc: Keep dw_pcie_link_set_max_speed file-local",
                "The build warns about this.\n\n" + FIXES + "Signed-off-by: Bo Two <bo@example.com>\n" + hunk));
        assertNotNull(b, "the restored patch's hunk keys find the second author's posting");
        assertEquals(Set.of("a@x"), next.drainLinked().keySet());
    }

    @Test
    void anIncludeAtTheTopOfAFileTiesByItsPathAtAnyOffset() {
        String file = "drivers/pci/controller/dwc/pcie-tegra194.c";
        String fixes = "Fixes: 5a6b7c8d9e0f (\"PCI: tegra: Configure the sideband pins\")\n";
        assertNull(post("t1@x", "Ann One <ann@example.org>", "Fri, 20 Sep 2019 01:48:07 +0000",
                "[PATCH -next] PCI: tegra: Include a header it needs", fixes,
                diff(file, "", 24, "", "#include <linux/pinctrl/consumer.h>")));
        Clusterer.Placement t2 = post("t2@x", "Bo Two <bo@example.com>", "Fri, 20 Sep 2019 14:55:18 +0000",
                "[PATCH] PCI: tegra: Include the pinctrl consumer header", fixes,
                diff(file, "", 31, "", "#include <linux/pinctrl/consumer.h>"));
        assertNotNull(t2);
        assertEquals(Set.of("t1@x"), clusterer.drainLinked().keySet());
    }

    @Test
    void theSameLineInAnotherFunctionTheSameAuthorOrMonthsLaterIsNoTie() {
        String leak = "kfree(buf);";
        String line = "\t\tdev_err(dev, \"Cannot transfer data using DMA\\n\");";
        String fixes = "Fixes: 7a8b9c0d1e2f (\"PCI: endpoint: Use DMA for reads and writes\")\n";
        String file = "drivers/pci/endpoint/functions/pci-epf-test.c";
        assertNull(post("r@x", "Ann One <ann@example.org>", "Wed, 1 Apr 2020 22:35:41 +0000",
                "[PATCH] PCI: endpoint: fix memory leak of buf in read path", fixes,
                diff(file, "static int pci_epf_test_read(struct pci_epf_test *epf_test)", 300, line, leak)));
        assertNull(post("w@x", "Bo Two <bo@example.com>", "Fri, 10 Apr 2020 10:00:00 +0000",
                "[PATCH] PCI: endpoint: fix memory leak of buf in write path", fixes,
                diff(file, "static int pci_epf_test_write(struct pci_epf_test *epf_test)", 380, line, leak)),
                "the same commit and changed line in another function: another bug");
        // Four months, not two: since session 22 the same edit by two people saying "fix" ties within 90 days
        // (SameEditFixesTest), as the archive's two fixes of one DWC MSI read 54 days apart show.
        assertNull(post("r2@x", "Cy Three <cy@example.net>", "Mon, 3 Aug 2020 10:00:00 +0000",
                "[PATCH] PCI: endpoint: free buf when DMA fails on read", fixes,
                diff(file, "static int pci_epf_test_read(struct pci_epf_test *epf_test)", 300, line, leak)),
                "the same hunk four months later");
        assertNull(post("r3@x", "Dee Four <dee@example.com>", "Thu, 2 Apr 2020 10:00:00 +0000",
                "[PATCH 2/3] PCI: endpoint: free buf when DMA fails on read", fixes,
                diff(file, "static int pci_epf_test_read(struct pci_epf_test *epf_test)", 300, line, leak)),
                "a series part");
        // A title saying what it fixes would tie it by the same edit since session 22 (SameEditFixesTest).
        assertNull(post("r4@x", "Eve Five <eve@example.org>", "Thu, 2 Apr 2020 11:00:00 +0000",
                "[PATCH] PCI: endpoint: Tidy the read path", "",
                diff(file, "static int pci_epf_test_read(struct pci_epf_test *epf_test)", 300, line, leak)),
                "no Fixes: tag, no fix in the title");
        assertEquals(Set.of(), clusterer.drainLinked().keySet());
        assertEquals(Set.of(), PatchHunks.of("[PATCH 1/2] x", FIXES + diff(DWC, CTX, 1, "", leak + " /* x */")));
        assertEquals(Set.of(), PatchHunks.of("[PATCH AUTOSEL 5.8 01/40] x", FIXES + diff(DWC, CTX, 1, "",
                "kfree(buf); /* x */")));
    }

    private static final String RETRY = "\t\tret = hv_pci_bus_exit(hdev, true);\n"
            + "\t\tret = hv_pci_enter_d0(hdev);\n\t\tif (ret == 0 && hbus->retry_d0)\n";

    private static String addRetry(String ctx) {
        return "---\n a | 1 +\n\ndiff --git a/drivers/pci/controller/pci-hyperv.c b/drivers/pci/controller/pci-hyperv.c\n"
                + "--- a/drivers/pci/controller/pci-hyperv.c\n+++ b/drivers/pci/controller/pci-hyperv.c\n@@ -2,3 +2,6 @@ "
                + ctx + "\n \tint ret;\n" + RETRY.replaceAll("(?m)^", "+");
    }

    private static final String AUTHOR = "Wei Hyper <wei@example.org>";
    private static final String PROBE = "static int hv_pci_probe(struct hv_device *hdev)";

    @Test
    void aLaterPatchRemovingWhatAnEarlierOneAddedFollowsItUp() {
        // Two postings of a retry that say no "fix" and name no commit, but name the failure they avoid (session
        // 15): they start the retry's cluster.
        assertNull(post("d0@x", AUTHOR, "Sun, 26 Apr 2020 13:24:30 +0000",
                "[PATCH] PCI: hv: Try the D0 entry again after a failed first attempt", "", addRetry(PROBE)));
        Clusterer.Placement retry = post("d0v2@x", AUTHOR, "Tue, 28 Apr 2020 04:21:12 +0000",
                "[PATCH v2] PCI: hv: Try the D0 entry again after a failed first attempt", "", addRetry(PROBE));
        assertNotNull(retry);
        assertEquals(Set.of("d0@x"), clusterer.drainLinked().keySet());
        // Months later the author moves that code and changes it: removes what the retry added, adds a reworked
        // retry in another function.
        String moved = "---\n a | 2 +-\n\ndiff --git a/drivers/pci/controller/pci-hyperv.c"
                + " b/drivers/pci/controller/pci-hyperv.c\n--- a/drivers/pci/controller/pci-hyperv.c\n"
                + "+++ b/drivers/pci/controller/pci-hyperv.c\n@@ -2,6 +2,3 @@ " + PROBE + "\n \tint ret;\n"
                + RETRY.replaceAll("(?m)^", "-") + "@@ -90,3 +87,6 @@ static int"
                + " hv_pci_query_relations(struct hv_device *hdev)\n \tint ret;\n"
                + RETRY.replace("hbus->retry_d0", "hbus->wait_for_host").replace("hdev, true", "hdev, false").replaceAll("(?m)^", "+");
        assertNull(post("timing@x", AUTHOR, "Thu, 16 Jul 2020 15:51:28 +0000",
                "[PATCH] PCI: hv: Fix a race that sometimes breaks kdump", "", moved),
                "a follow-up of the retry, not another posting of it");
        assertEquals(Set.of(), clusterer.drainLinked().keySet());
        // The follow-up's v2 starts the follow-up's cluster with its v1; the retry's postings stay out of it, also
        // through the v1 it takes in (which adds the retry's lines too).
        Clusterer.Placement v2 = post("timing-v2@x", AUTHOR, "Fri, 17 Jul 2020 02:55:28 +0000",
                "[PATCH v2] PCI: hv: Fix a race that sometimes breaks kdump", "", moved);
        assertNotNull(v2);
        assertEquals(Set.of("timing@x"), clusterer.drainLinked().keySet());
        assertNotEquals(retry.clusterId(), v2.clusterId(), "the follow-up's cluster is not the retry's");
        assertEquals(retry.clusterId(), clusterer.clusterOf("d0@x"));
    }

    @Test
    void aReTitledPostingAddingTheSameLinesStillIsOne() {
        assertNull(post("d0@x", AUTHOR, "Sun, 26 Apr 2020 13:24:30 +0000",
                "[PATCH] PCI: hv: Try the D0 entry again after a failed first attempt", "", addRetry(PROBE)));
        Clusterer.Placement again = post("d0v3@x", AUTHOR, "Thu, 7 May 2020 05:03:00 +0000",
                "[PATCH v3] PCI: hv: Fix the D0 entry failing in a kdump kernel", "", addRetry(PROBE));
        assertNotNull(again, "the near miss: same added lines, none removed");
        assertEquals(Set.of("d0@x"), clusterer.drainLinked().keySet());
    }

    @Test
    void aWhiteSpaceCleanUpsSecondPostingRemovesNothingItsFirstAdded() {
        String spaced = RETRY.replace("\t\t", "\t\t ");
        String cleanUp = "---\n a | 3 +-\n\ndiff --git a/drivers/acpi/x.c b/drivers/acpi/x.c\n--- a/drivers/acpi/x.c\n"
                + "+++ b/drivers/acpi/x.c\n@@ -2,3 +2,3 @@ " + PROBE + "\n" + spaced.replaceAll("(?m)^", "-")
                + RETRY.replaceAll("(?m)^", "+");
        assertEquals(Set.of(), PatchVersions.removedLines(AUTHOR, "[PATCH] x", cleanUp));
        assertEquals(2, PatchVersions.removedLines(AUTHOR, "[PATCH] x",
                cleanUp.replace("+\t\tret = ", "+\t\terr = ")).size(), "two lines changed, one only re-spaced");
    }
}
