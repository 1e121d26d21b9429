package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 13 (the "drivers14" work): IOMMU drivers under their 2019-2020 names and paths, which the generated table
 * (read from Linux 6.12) lacks: their files moved, and the VT-d and AMD drivers are built-in objects the generator
 * does not keep (docs/extraction-eval.md, "Session 13: drivers"). Fixtures are invented; each case has a near miss.
 */
class RealMailRulesDrivers14Test {
    private final FactExtractor plain = new FactExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return plain.extract(HwMails.mail(subject, body)).drivers();
    }

    private static String diffstat(String file) {
        return "Unwind the group on the error path.\n\n ---\n " + file + " | 13 ++++++++++---\n"
                + " 1 file changed, 10 insertions(+), 3 deletions(-)\n";
    }

    @Test
    void aBuiltInIommuDriverIsNamedByItsMainFileOldOrNew() {
        assertTrue(drivers("[PATCH] iommu/vt-d: Unwind on error", diffstat("drivers/iommu/intel-iommu.c"))
                .contains("intel-iommu"));
        assertTrue(drivers("[PATCH] iommu/vt-d: Unwind on error", diffstat("drivers/iommu/intel/iommu.c"))
                .contains("intel-iommu"));
        assertTrue(drivers("[PATCH] iommu/amd: Unwind on error", diffstat("drivers/iommu/amd_iommu.c"))
                .contains("amd_iommu"));
    }

    @Test
    void theIommuCoreAndTheSharedVtdFilesNameNoDriver() {
        for (String f : List.of("drivers/iommu/intel/dmar.c", "drivers/iommu/intel-svm.c", "drivers/iommu/iommu.c",
                "drivers/iommu/dma-iommu.c", "drivers/iommu/intel_irq_remapping.c")) {
            List<String> d = drivers("[PATCH] iommu: Unwind on error", diffstat(f));
            assertTrue(d.isEmpty(), f + " " + d);
        }
    }

    @Test
    void theSmmuV3DriverByItsOldPathOrItsTagInAReply() {
        assertTrue(drivers("[PATCH] iommu/arm-smmu-v3: Unwind on error", diffstat("drivers/iommu/arm-smmu-v3.c"))
                .contains("arm-smmu-v3"));
        // a reply deep in a thread that touches no file: the subject's tag alone
        assertTrue(drivers("Re: [PATCH v2] iommu: arm-smmu-v3: Keep the stream table for a crash kernel",
                "> > The table was made by the first kernel.\n\nI still think it is the right place.\n")
                .contains("arm-smmu-v3"));
    }

    @Test
    void theNamesInBareProseOrABootParameterNameNothing() {
        List<String> d = drivers("Re: DMA faults after resume",
                // session 44 (drivers51): "the intel-iommu code" now names the driver as "the intel-iommu driver"
                // does (convention 19); the bare names below still name nothing
                "Booting with intel_iommu=off hides it; intel-iommu and arm-smmu-v3 were not loaded.\n");
        assertFalse(d.contains("intel-iommu") || d.contains("arm-smmu-v3"), d.toString());
    }

    @Test
    void aHelperConvertedAcrossTheIommuDriversNamesNoneOfThem() {
        String cover = """
                Use the new helper in the IOMMU drivers instead of open-coding the check.

                 drivers/iommu/amd_iommu.c   | 12 ++++--------
                 drivers/iommu/arm-smmu-v3.c | 20 +++++++-------------
                 drivers/iommu/intel-iommu.c |  9 +++------
                 drivers/pci/ats.c           | 14 ++++++++++++++
                 include/linux/pci.h         |  7 +++++++
                 5 files changed, 34 insertions(+), 28 deletions(-)
                """;
        List<String> d = drivers("[PATCH 0/4] PCI, iommu: Factor out the ATS check", cover);
        assertFalse(d.contains("intel-iommu") || d.contains("amd_iommu") || d.contains("arm-smmu-v3"), d.toString());
        // one of them beside the PCI core is that driver's patch
        String one = cover.replace(" drivers/iommu/amd_iommu.c   | 12 ++++--------\n", "")
                .replace(" drivers/iommu/arm-smmu-v3.c | 20 +++++++-------------\n", "")
                .replace("5 files changed", "3 files changed");
        assertTrue(drivers("[PATCH 2/4] iommu/vt-d: Use the ATS helper", one).contains("intel-iommu"));
    }
}
