package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 44 (drivers51): mail under other subsystems' tags. A two-part slash tag that spells a module's listed
 * source file under {@code drivers/} ("cxl/mem:" over drivers/cxl/mem.c) names that module, in a patch or a reply
 * inheriting the subject; a helper-conversion title ("Use X", "Convert to X") drops the drivers it changes only over
 * eight files (convention 47); the GICv3 ITS driver's one file names it; "the intel-iommu code" names the driver
 * as "the intel-iommu driver" does (convention 19). Mail written for the test.
 */
class RealMailRulesDrivers51Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    private static final String REVIEW = """
            On Tue, Nov 10, 2020 at 09:43:48PM -0800, Jane Doe wrote:
            > Add the mailbox helpers.

            Please split this up, it is hard to review as one piece.
            """;

    @Test
    void aSlashTagSpellingAModulesFileNamesItInAReply() {
        assertEquals(List.of("cxl_mem"), drivers("Re: [RFC PATCH 3/9] cxl/mem: Add the mailbox", REVIEW));
        assertEquals(List.of("cxl_acpi"), drivers("Re: [RFC PATCH 2/9] cxl/acpi: add OSC support", REVIEW));
        // a directory module: drivers/vfio/pci/ is vfio-pci's
        assertEquals(List.of("vfio-pci"), drivers("Re: [PATCH v2 0/7] vfio/pci: SR-IOV support", REVIEW));
        // the tag's case is the writer's
        assertEquals(List.of("cxl_mem"), drivers("[PATCH] CXL/MEM: Add the mailbox", REVIEW));
    }

    @Test
    void slashTagsOfCoresAndUnknownFilesNameNothing() {
        // built-in core files are no module the tables list
        assertEquals(List.of(), drivers("Re: [PATCH 03/12] ACPI/IORT: Make the map PCI agnostic", REVIEW));
        assertEquals(List.of(), drivers("Re: [PATCH] PCI/AER: Clear the status", REVIEW));
        assertEquals(List.of(), drivers("Re: [PATCH] x86/PCI: Add a quirk", REVIEW));
        assertEquals(List.of(), drivers("Re: [PATCH] irq/dev-msi: Add a domain", REVIEW));
        // a stem that only starts a listed file's name, or no file at all
        assertEquals(List.of(), drivers("Re: [PATCH] cxl/me: Add the mailbox", REVIEW));
        assertEquals(List.of(), drivers("Re: [PATCH] cxl/frobnicator: Add the mailbox", REVIEW));
        // three parts are no directory and file
        assertEquals(List.of(), drivers("Re: [PATCH] drivers/cxl/mem: Add the mailbox", REVIEW));
    }

    @Test
    void malformedSlashTagsNameNothing() {
        assertEquals(List.of(), drivers("Re: [PATCH] /mem: Add the mailbox", REVIEW));
        assertEquals(List.of(), drivers("Re: [PATCH] cxl/: Add the mailbox", REVIEW));
        assertEquals(List.of(), drivers("Re: [PATCH] cxl//mem: Add the mailbox", REVIEW));
        assertEquals(List.of(), drivers("Re: [PATCH] cxl/mem.c: Add the mailbox", REVIEW));
        assertEquals(List.of(), drivers("Re: [PATCH] cxl/../mem: Add the mailbox", REVIEW));
        assertNull(extractor.slashTagFile("cxl", ""));
        assertNull(extractor.slashTagFile("", "mem"));
        assertNull(extractor.slashTagFile("c".repeat(41), "mem"));
        assertNull(extractor.slashTagFile("pci", "switchtec"));
    }

    private static String patch(String... files) {
        StringBuilder s = new StringBuilder("Use the helper in place of the open-coded sequence.\n\n"
                + "Signed-off-by: Jane Doe <jane@example.org>\n---\n");
        for (String f : files) {
            s.append(" drivers/pci/controller/").append(f).append(" | 5 ++---\n");
        }
        s.append(" ").append(files.length).append(" files changed, 9 insertions(+), 15 deletions(-)\n");
        return s.toString();
    }

    @Test
    void aConversionTitleOverAFewFilesNamesEachDriverItChanges() {
        List<String> got = drivers("[PATCH] PCI: controller: Use devm_platform_ioremap_resource()",
                patch("pci-aardvark.c", "pci-ftpci100.c", "pci-versatile.c", "pcie-brcmstb.c", "dwc/pci-exynos.c"));
        assertTrue(got.containsAll(List.of("pci-aardvark", "pci-ftpci100", "pci-versatile", "pcie-brcmstb",
                "pci-exynos")), got.toString());
    }

    @Test
    void aConversionTitleOverMoreThanEightFilesStillNamesNone() {
        List<String> got = drivers("[PATCH] PCI: controller: Use devm_platform_ioremap_resource()",
                patch("pci-aardvark.c", "pci-ftpci100.c", "pci-versatile.c", "pcie-brcmstb.c", "dwc/pci-exynos.c",
                        "pcie-altera.c", "pcie-mediatek.c", "pci-xgene.c", "pci-tegra.c"));
        assertEquals(List.of(), got);
    }

    @Test
    void theItsDriversOwnFileNamesItButItsGlueFilesDoNot() {
        String its = """
                Walk the device table with the right entry size.

                Signed-off-by: Jane Doe <jane@example.org>
                ---
                 drivers/irqchip/irq-gic-v3-its.c | 12 ++++++------
                 1 file changed, 6 insertions(+), 6 deletions(-)
                """;
        assertEquals(List.of("irq-gic-v3-its"), drivers("[PATCH] irqchip/gic-v3-its: Fix the table walk", its));
        List<String> glue = drivers("[PATCH] irqchip: fix the fsl-mc glue",
                its.replace("irq-gic-v3-its.c", "irq-gic-v3-its-fsl-mc-msi.c"));
        assertFalse(glue.contains("irq-gic-v3-its"), glue.toString());
        // the English word names nothing
        assertEquals(List.of(), drivers("Re: its table", "Its table is fine, and its size too.\n"));
    }

    @Test
    void aModulesCodeNamesItAsItsDriverDoes() {
        assertEquals(List.of("intel-iommu"), drivers("Re: [RFC 3/5] x86/PCI: Expose the device",
                "> To be used by intel-iommu code to find the right domain.\n\nWhy not the other way?\n"));
        assertEquals(List.of("ghes"), drivers("Re: kdump", "So the ghes code is disabled in the crash kernel.\n"));
        // at the very end of the text
        assertEquals(List.of("intel-iommu"), drivers("Re: domains", "This belongs in the intel-iommu code"));
    }

    @Test
    void codeWordsThatAreNoDriversCodeNameNothing() {
        // the bare noprose name, a longer word, and code of no known driver
        assertEquals(List.of(), drivers("Re: domains", "The intel-iommu is fine.\n"));
        assertEquals(List.of(), drivers("Re: audio", "The ghes codec and the intel-iommu codepath are fine.\n"));
        assertEquals(List.of(), drivers("Re: errors", "It returns an error code; the same code runs twice.\n"));
        assertEquals(List.of(), drivers("Re: domains", "This belongs in the intel-iommu co"));
    }

    @Test
    void hostileTagsEndWithinTheBudget() {
        String longStem = "Re: [PATCH] cxl/" + "m".repeat(2_000_000) + ": Add the mailbox";
        String manyTags = "Re: [PATCH] " + "cxl/mem: ".repeat(100_000) + "Add the mailbox";
        String slashes = "Re: [PATCH] " + "/".repeat(1_000_000) + ": Add";
        String codes = "the intel-iommu code ".repeat(100_000) + "intel-iommu codec ".repeat(100_000);
        assertTimeout(TimeBudget.seconds(10), () -> {
            assertEquals(List.of(), drivers(longStem, REVIEW));
            assertTrue(drivers(manyTags, REVIEW).size() <= 1);
            assertEquals(List.of(), drivers(slashes, REVIEW));
            assertTrue(drivers("Re: code", codes).size() <= 1);
        });
    }
}
