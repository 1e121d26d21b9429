package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 41 (drivers48): the one driver a patch changes among core files is named however few its lines
 * (convention 21); a subject tag that is a part word ("mmc: core:") and a file right under {@code drivers/base/} are
 * a subsystem's own core, no module; a cover's title tag that is the first word of a module's name ("misc: rtsx:" over
 * rtsx_pci's files) tags its lines, and a tagged line names its driver however few lines it changes (conventions 13
 * and 42); a binding under a subsystem's directory names the module that spells the subsystem first
 * ({@code spi/renesas,sh-msiof.yaml} of spi-sh-msiof). Mail written for the test.
 */
class RealMailRulesDrivers48Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    private static String patch(String summary, String... statLines) {
        StringBuilder b = new StringBuilder(summary).append("\n\nSigned-off-by: Jane Doe <jane@example.org>\n---\n");
        for (String l : statLines) {
            b.append(' ').append(l).append('\n');
        }
        return b.append(' ').append(statLines.length).append(" files changed, 20 insertions(+), 2 deletions(-)\n\n")
                .toString();
    }

    @Test
    void theOneDriverAPatchChangesAmongCoreFilesIsNamed() {
        String one = patch("Check the PF's capability before enabling PRI on a VF.",
                "drivers/iommu/intel/iommu.c |  2 +-", "drivers/pci/ats.c           | 14 ++++++++++++++",
                "include/linux/pci-ats.h     |  4 ++++");
        assertEquals(List.of("intel-iommu"), drivers("[PATCH] PCI/ATS: Check PRI on the PF", one));
        // near miss: two drivers changed by a line or two each among core files are a helper's callers, named by none
        String two = patch("Move the HPET allocation into the vector domain.",
                "arch/x86/kernel/apic/msi.c  | 14 +++++++-------", "drivers/iommu/amd/iommu.c   |  2 +-",
                "drivers/iommu/intel/iommu.c |  2 +-", "include/linux/msi.h         |  4 ++--");
        assertEquals(List.of(), drivers("[PATCH 09/38] x86/msi: Consolidate HPET allocation", two));
    }

    @Test
    void aSubsystemsSelfTestIsNoDriver() {
        String of = patch("Pass the device to the DMA range lookup.", "drivers/of/address.c    | 4 +++-",
                "drivers/of/device.c     | 2 +-", "drivers/of/unittest.c   | 2 +-");
        assertFalse(drivers("[PATCH 08/13] of: Pass a device to the range lookup", of).contains("unittest"));
    }

    @Test
    void aPartWordTagAndTheDriverCoresFilesNameNoModule() {
        String mmc = patch("Let a host hand an SD Express card over to its PCIe interface.",
                "drivers/mmc/core/core.c   | 15 ++++++++++--", "drivers/mmc/core/sd_ops.c | 49 +++++++++++++++++++--",
                "include/linux/mmc/host.h  |  7 ++++++");
        assertEquals(List.of(), drivers("[PATCH] mmc: core: Hand SD Express cards over to PCIe", mmc));
        // near miss: the subsystem tag over a host driver's file still names that driver
        String host = mmc.replace("drivers/mmc/core/sd_ops.c", "drivers/mmc/host/rtsx_pci_sdmmc.c");
        assertTrue(drivers("[PATCH] mmc: core: Hand SD Express cards over to PCIe", host).contains("rtsx_pci_sdmmc"));
        // a file created right under drivers/base/, tagged by its own stem: the driver model's core, no module
        String base = "Add the allocation helpers.\n\nSigned-off-by: Jane Doe <jane@example.org>\n---\n"
                + " drivers/base/Makefile   |   1 +\n drivers/base/zeta-ims.c | 216 ++++++++++++++++\n"
                + " 2 files changed, 217 insertions(+)\n create mode 100644 drivers/base/zeta-ims.c\n";
        assertEquals(List.of(), drivers("[RFC 6/7] zeta-ims: Add allocation helpers", base));
        // near miss: the same file created under drivers/misc/ is a module of its own
        assertEquals(List.of("zeta-ims"), drivers("[RFC 6/7] zeta-ims: Add allocation helpers",
                base.replace("drivers/base/", "drivers/misc/")));
    }

    /** A cover whose titles tag the card-reader driver by the first word of its module's name. */
    private static final String RTSX_COVER = "This series tidies the Realtek card reader driver.\n\n"
            + "Jane Doe (3):\n"
            + "  misc: rtsx: Drop unused callbacks\n"
            + "  misc: rtsx: Use the ASPM mask helper\n"
            + "  misc: pci_endpoint_test: Add a device ID\n\n"
            + " drivers/misc/cardreader/rts5249.c  | 40 +++-----\n"
            + " drivers/misc/cardreader/rtsx_pcr.c | 31 +--\n"
            + " drivers/misc/pci_endpoint_test.c   |  2 +\n"
            + " 3 files changed, 30 insertions(+), 43 deletions(-)\n\n-- \n2.25.1\n";

    @Test
    void aCoversTitleTagsAModuleByItsFirstWordAndNamesATwoLineLine() {
        assertEquals(List.of("pci-endpoint-test", "rtsx_pci"),
                sorted(drivers("[PATCH 0/3] misc: rtsx: Clean up the card reader driver", RTSX_COVER)));
        // near miss: a word many modules share ("misc: pci:") tags none of them, and an untagged line names none
        String shared = RTSX_COVER.replace("misc: pci_endpoint_test: Add", "misc: pci: Add");
        assertEquals(List.of("rtsx_pci"), sorted(drivers("[PATCH 0/3] misc: rtsx: Clean up the card reader driver",
                shared)));
    }

    @Test
    void aSubsystemsBindingNamesTheModuleThatSpellsTheSubsystemFirst() {
        String binding = "Document the R8A774B1 SoC's compatible.\n\nSigned-off-by: Jane Doe <jane@example.org>\n---\n"
                + " Documentation/devicetree/bindings/spi/renesas,sh-msiof.yaml | 1 +\n"
                + " 1 file changed, 1 insertion(+)\n";
        assertEquals(List.of("spi-sh-msiof"), drivers("[PATCH] dt-bindings: spi: sh-msiof: Add r8a774b1 support",
                binding));
        // near miss: the subsystem's common schema names no controller
        assertEquals(List.of(), drivers("[PATCH] dt-bindings: spi: Fix the example",
                binding.replace("renesas,sh-msiof.yaml", "spi-controller.yaml")));
    }

    @Test
    void hostileCoversAndBindingsStayLinear() {
        StringBuilder titles = new StringBuilder("Jane Doe (5000):\n");
        StringBuilder stat = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            titles.append("  misc: rtsx").append(i).append(": Use the common check\n");
            stat.append(" drivers/misc/cardreader/rts5249.c | 2 +-\n");
        }
        String cover = titles + "\n" + stat + " 5000 files changed\n";
        StringBuilder bindings = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            bindings.append(" Documentation/devicetree/bindings/spi/vendor,sh-msiof").append(i).append(".yaml | 1 +\n");
        }
        String longName = " Documentation/devicetree/bindings/spi/" + "a".repeat(2_000_000) + ".yaml | 1 +\n";
        assertTimeout(TimeBudget.seconds(10), () -> {
            assertTrue(drivers("[PATCH 0/5000] misc: rtsx: clean-ups", cover).size() <= 64);
            assertTrue(drivers("[PATCH] dt-bindings: spi: many", bindings.toString()).size() <= 64);
            assertTrue(drivers("[PATCH] dt-bindings: spi: long", longName).isEmpty());
        });
    }

    private static List<String> sorted(List<String> in) {
        List<String> out = new ArrayList<>(in);
        out.sort(null);
        return out;
    }
}
