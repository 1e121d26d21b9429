package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 22 (drivers23): a subject tag that is an alias written by hand for a fewfiles row ({@code iommu/vt-d:} for
 * intel-iommu) names that driver, unless the message shows a file beside the driver's own files and none of them (a
 * VT-d patch to the shared DMAR code); a registered name of the generated table still names nothing as a tag. And a
 * stated regression's culprit names the driver its title's tags name. Invented drivers and mail written in the style
 * of real IOMMU threads.
 */
class RealMailRulesDrivers23Test {
    /** An invented IOMMU driver under its old and new paths, tagged "iommu/zz-x:", flagged as the IOMMU rows are. */
    private static final String HAND = "zz-iommu\tdrivers/iommu/zz-iommu.c,drivers/iommu/zz/iommu.c\t\tzz-x\t"
            + "noprose,fewfiles\n";
    /** A generated module whose platform driver registers the name "zz-plat". */
    private static final String KERNEL = "zz-glue\tdrivers/bus/zz-glue.c\t\tzz-plat\t\n";

    private final DriverCases cases = DriverCases.tables(HAND, KERNEL);

    private static String patch(String... files) {
        StringBuilder b = new StringBuilder("If the device fails to be added to the group, drop the link again\n"
                + "before returning.\n\nSigned-off-by: A Developer <dev@example.org>\n---\n");
        for (String f : files) {
            b.append(' ').append(f).append(" | 4 +++-\n");
        }
        b.append(' ').append(files.length).append(" file changed, 3 insertions(+), 1 deletion(-)\n\n");
        for (String f : files) {
            b.append("diff --git a/").append(f).append(" b/").append(f).append("\n--- a/").append(f)
                    .append("\n+++ b/").append(f).append("\n@@ -1,4 +1,5 @@\n+\tzz_unlink(dev);\n");
        }
        return b.toString();
    }

    @Test
    void aReplyInheritingTheAliasTagNamesTheDriver() {
        assertEquals(List.of("zz-iommu"), cases.drivers("Re: [RFC 2/5] iommu/zz-x: Unlink device if adding it failed",
                "On 1/1/20 4:24 AM, A Developer wrote:\n> If the device fails to be added to the group, drop the\n"
                        + "> link again.\n\nQueued for v5.6.\n\nThanks,\nA Maintainer\n"));
        assertEquals(List.of("zz-iommu"), cases.drivers("[PATCH] iommu/zz-x: Unlink device if adding it failed",
                patch("drivers/iommu/zz/iommu.c")));
    }

    @Test
    void aFileBesideTheDriversOwnAndNoneOfThemIsTheSharedCode() {
        assertEquals(List.of(), cases.drivers("[PATCH] iommu/zz-x: Let VFs inherit the parent's irq domain",
                patch("drivers/iommu/zz/dmar.c")));
        // the old layout: the driver's file lies right in drivers/iommu/
        assertEquals(List.of(), cases.drivers("Re: [PATCH] iommu/zz-x: Fix a leak in the fault handler",
                "> ---\n>  drivers/iommu/zz-fault.c | 2 +-\n\nLooks fine.\n"));
        // the driver's own file beside the shared one: its patch
        assertEquals(List.of("zz-iommu"), cases.drivers("[PATCH] iommu/zz-x: Move the domain set-up",
                patch("drivers/iommu/zz/dmar.c", "drivers/iommu/zz/iommu.c")));
        // a generated module's own name as a tag is read as before, a file beside its own or not
        assertEquals(List.of("zz-glue"), cases.drivers("[PATCH] bus: zz-glue: Use the MSI helpers",
                patch("drivers/bus/zz-pci.c")));
        // a header, or a file of another directory, is no sibling
        assertEquals(List.of("zz-iommu"), cases.drivers("[PATCH] iommu/zz-x: Add a flag",
                "See include/linux/zz-iommu.h and drivers/pci/ats.c for the callers.\n"));
    }

    @Test
    void aRegisteredNameAsATagStillNamesNothing() {
        assertEquals(List.of(),
                cases.drivers("[PATCH] bus: zz-plat: Fix the probe order", "The probe ran too early.\n"));
        assertEquals(List.of("zz-glue"), cases.drivers("[PATCH] bus: zz-glue: Fix the probe order",
                "The probe ran too early.\n"));
    }

    @Test
    void aTitlesTagsNameOneDriverOrNone() {
        DriverExtractor d = cases.extractor();
        assertEquals("zz-iommu", d.titleTag("iommu/zz-x: Clear stale fault records on resume"));
        assertEquals("zz-glue", d.titleTag("bus: zz-glue: Probe after the clocks"));
        assertEquals(null, d.titleTag("PCI: Add a quirk for the zz-glue bridge"));
        assertEquals(null, d.titleTag("PCI/ASPM: Save the L1 state"));
        assertEquals(null, d.titleTag("iommu/zz-x, bus: zz-glue: Share the fault path"));
        assertEquals(null, d.titleTag(""));
        assertEquals(null, d.titleTag(null));
    }

    @Test
    void aStatedCulpritsTitleTagNamesItsDriver() {
        DriverExtractor d = cases.extractor();
        Regression r = new Regression(List.of(), List.of("5.9-rc3"), null, null, null, null, "4b2e9c17d0a3", null,
                true, null, null);
        List<CommitFact> cm = List.of(
                new CommitFact("1234567890ab", "reference", "bus: zz-glue: Probe late", null, true, 0, 12),
                new CommitFact("4b2e9c17d0a3", "culprit", "iommu/zz-x: Clear stale fault records on resume", null,
                        true, 20, 32));
        assertEquals(List.of("nvme", "zz-iommu"), CulpritTitleTags.with(List.of("nvme"), r, cm, d));
        // no stated regression, no culprit, a culprit the text gives no title for: nothing added
        assertEquals(List.of("nvme"), CulpritTitleTags.with(List.of("nvme"), null, cm, d));
        Regression none = new Regression(List.of(), List.of("5.9"), null, null, null, null, null, null, false,
                null, null);
        assertEquals(List.of("nvme"), CulpritTitleTags.with(List.of("nvme"), none, cm, d));
        assertEquals(List.of("nvme"), CulpritTitleTags.with(List.of("nvme"), r,
                List.of(new CommitFact("4b2e9c17d0a3", "culprit", null, null, true, 0, 12)), d));
        // the reference's tag is not the culprit's
        Regression other = new Regression(List.of(), List.of("5.9"), null, null, null, null, "abcdef123456", null,
                false, null, null);
        assertEquals(List.of(), CulpritTitleTags.with(List.of(), other, cm, d));
    }

    @Test
    void hostileTextFinishesFast() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            StringBuilder b = new StringBuilder(patch("drivers/iommu/zz/iommu.c"));
            // 100,000 mentions of the driver's directory, one run of 500,000 name characters, a directory at the end
            for (int i = 0; i < 100_000; i++) {
                b.append("drivers/iommu/zz/f").append(i).append(".h ");
            }
            b.append("drivers/iommu/zz/").append("a".repeat(500_000)).append(" drivers/iommu/zz/");
            List<String> found = cases.drivers("Re: [PATCH] iommu/zz-x: " + "x: ".repeat(10_000), b.toString());
            assertTrue(found.size() <= 64, found.toString());
            assertEquals(List.of("zz-iommu"), cases.drivers("iommu/zz-x: ", ""));
        });
    }
}
