package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 35, from the archive's PCI/ERR rework that numbered the two problems it fixed and linked an earlier fix of
 * each, through the real parser and extractor: the patch joins the cluster of the problem whose fix it links, and
 * the other author's series it cites under its other numbered problem is not pulled in with it. A fix citing both
 * in one paragraph still pulls both, as before.
 */
class NumberedIssuesTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String DIFF = """
            Signed-off-by: Kim Rao <kim@example.com>
            ---
             drivers/pci/pcie/err.c | 4 +++-
             1 file changed, 3 insertions(+), 1 deletion(-)

            diff --git a/drivers/pci/pcie/err.c b/drivers/pci/pcie/err.c
            --- a/drivers/pci/pcie/err.c
            +++ b/drivers/pci/pcie/err.c
            @@ -190,7 +190,9 @@ pci_ers_result_t pcie_do_recovery(struct pci_dev *dev,
            -	pci_walk_bus(bus, report_resume, &status);
            +	if (state == pci_channel_io_frozen)
            +		pci_walk_bus(bus, report_frozen_resume, &status);
            +	pci_walk_bus(bus, report_resume, &status);
            """;

    /** A report, another author's fix of it, and a third author's series cover for another problem, unplaced. */
    private String setUp() {
        assertNotNull(clusterer.place(mail("clobber@lena", "Lena Falk <lena@example.net>",
                "Mon, 4 May 2020 10:00:00 +0000", "[BUG] PCI/ERR: error status lost after non-fatal recovery",
                """
                Hi,

                since 5.7-rc1 a non-fatal error on the NVMe drive behind the root port is reported as recovered,
                but the driver's resume callback never runs and the drive stays offline:

                [  201.114210] pcieport 0000:00:1c.0: AER: Uncorrected (Non-Fatal) error received: 0000:01:00.0
                [  201.114398] nvme 0000:01:00.0: AER: can't recover (no error_detected callback)

                Lena
                """)));
        assertNotNull(clusterer.place(mail("status@hao", "Hao Lin <hao@example.com>",
                "Wed, 27 May 2020 10:00:00 +0000", "[PATCH] PCI/ERR: Do not clobber the recovery status",
                """
                The status of a non-fatal recovery is overwritten before the resume callbacks run, so devices
                are never resumed.

                Closes: https://lore.kernel.org/linux-pci/clobber@lena/
                Signed-off-by: Hao Lin <hao@example.com>
                ---
                 drivers/pci/pcie/err.c | 2 +-
                 1 file changed, 1 insertion(+), 1 deletion(-)

                diff --git a/drivers/pci/pcie/err.c b/drivers/pci/pcie/err.c
                --- a/drivers/pci/pcie/err.c
                +++ b/drivers/pci/pcie/err.c
                @@ -205,7 +205,7 @@ pci_ers_result_t pcie_do_recovery(struct pci_dev *dev,
                -	status = PCI_ERS_RESULT_RECOVERED;
                +	status = pci_walk_bus_status(bus);
                """)));
        String c = clusterer.clusterOf("clobber@lena");
        assertEquals(c, clusterer.clusterOf("status@hao"), "the fix closes the report");
        clusterer.place(mail("race@ezra", "Ezra Zhou <ezra@example.com>", "Wed, 7 Oct 2020 10:00:00 +0000",
                "[PATCH v8 0/6] Fix DPC hotplug race and enhance error handling",
                """
                Hi,

                When DPC and pciehp handle the link down of one port at the same time, both remove the devices
                below it and the system hangs during hot-unplug tests of NVMe drives. This series makes pciehp
                wait for DPC recovery before it acts.

                Ezra Zhou (6):
                  PCI/DPC: wait for recovery before pciehp removes devices
                  PCI: pciehp: ignore link down while DPC recovers

                 drivers/pci/hotplug/pciehp_hpc.c | 20 ++++++++++++++++++--
                 drivers/pci/pcie/dpc.c           | 12 ++++++++++++
                """));
        return c;
    }

    @Test
    void aFixNumberingTwoProblemsPullsNoAttemptAtTheOther() {
        String c = setUp();
        assertNotEquals(c, clusterer.clusterOf("race@ezra"), "another problem before the rework");
        assertNotNull(clusterer.place(mail("split@kim", "Kim Rao <kim@example.com>", "Sun, 11 Oct 2020 10:00:00 +0000",
                "[PATCH v4] PCI/ERR: Split the fatal and non-fatal error recovery handling",
                """
                The merged fatal and non-fatal recovery paths led to the following issues.

                1. We depend on the hotplug handler for removing the affected devices on a link down event, and
                both handlers operate on the same devices, which races. You can find more details about this
                issue in the following link.
                https://lore.kernel.org/linux-pci/race@ezra/T/#t
                2. For non-hotplug capable devices fatal error recovery is broken, and the recovery status is
                lost. You can find more details about this issue in the following link.
                https://lore.kernel.org/linux-pci/status@hao/

                Split the two paths again.

                """ + DIFF)));
        assertEquals(c, clusterer.clusterOf("split@kim"), "it fixes the cluster's problem, by the link of item 2");
        assertNotEquals(c, clusterer.clusterOf("race@ezra"), "the series of its other problem stays out");
    }

    @Test
    void aFixCitingBothInOneParagraphStillPullsBoth() {
        String c = setUp();
        assertNotNull(clusterer.place(mail("split@kim", "Kim Rao <kim@example.com>", "Sun, 11 Oct 2020 10:00:00 +0000",
                "[PATCH v4] PCI/ERR: Rework the non-fatal error recovery handling",
                """
                This replaces the earlier attempts at fixing the lost recovery status,
                https://lore.kernel.org/linux-pci/race@ezra/ and
                https://lore.kernel.org/linux-pci/status@hao/, with one change to the recovery path.

                """ + DIFF)));
        assertEquals(c, clusterer.clusterOf("split@kim"));
        assertEquals(c, clusterer.clusterOf("race@ezra"), "earlier attempts at one problem are pulled, as before");
    }

    @Test
    void groupsLinksByTheNumberedItemCitingThem() {
        String text = "Intro [0] https://lore.kernel.org/r/a@x\n 1. first\nsee b\n2) second\nsee c and d\n";
        Map<String, Integer> cited = new LinkedHashMap<>();
        cited.put("a@x", text.indexOf("a@x"));
        cited.put("b@x", text.indexOf("see b"));
        cited.put("c@x", text.indexOf("see c"));
        cited.put("d@x", text.indexOf("and d"));
        List<Set<String>> issues = NumberedIssues.of(text, cited);
        assertEquals(List.of(Set.of("b@x"), Set.of("c@x", "d@x")), issues, "before the first item: no group");
        assertTrue(NumberedIssues.otherIssue(issues, "b@x", Set.of("c@x")));
        assertFalse(NumberedIssues.otherIssue(issues, "d@x", Set.of("c@x")), "same item as the member");
        assertFalse(NumberedIssues.otherIssue(issues, "a@x", Set.of("c@x")), "in no item: as before");
        assertFalse(NumberedIssues.otherIssue(issues, "b@x", Set.of("z@x")), "no item holds a member: as before");
        assertEquals(List.of(), NumberedIssues.of("1. only\nsee b\nsee c\n", Map.of("b@x", 10, "c@x", 16)),
                "one item: one problem");
        assertEquals(List.of(), NumberedIssues.of("> 1. quoted\nsee b\n> 2. quoted\nsee c\n",
                Map.of("b@x", 13, "c@x", 31)), "quoted numbering is another message's");
        assertEquals(List.of(), NumberedIssues.of("5.10 broke it\nsee b\n2.6.32 worked\nsee c\n",
                Map.of("b@x", 14, "c@x", 34)), "versions are no items");
    }

    @Test
    void hostileTextEndsFast() {
        long t0 = System.nanoTime();
        String line = "1".repeat(10_000_000);
        assertEquals(List.of(), NumberedIssues.of(line, Map.of("a@x", 5, "b@x", line.length() - 1)));
        String items = "1. x\n".repeat(1_000_000);
        Map<String, Integer> cited = new LinkedHashMap<>();
        for (int i = 0; i < 32; i++) {
            cited.put(i + "@x", items.length() - 1 - i * 5);
        }
        List<Set<String>> issues = NumberedIssues.of(items, cited);
        assertEquals(32, issues.size());
        assertEquals(List.of(), NumberedIssues.of("\n".repeat(5_000_000), Map.of("a@x", 1, "b@x", 4_999_999)));
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(10).toNanos(), "hostile text ends fast");
    }
}
