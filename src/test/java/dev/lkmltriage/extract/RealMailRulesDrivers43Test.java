package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 36 (drivers43): one patch titled as a helper conversion ("PCI: controller: Convert to
 * devm_foo_byname()", "PCI: dwc: Use PTR_ERR_OR_ZERO() in five functions") whose diffstat changes three or more
 * drivers its subject does not name carries the helper across drivers and is about none of them (the drivers
 * convention); a driver the message also names by its module name outside a path stays. Mail written for the test.
 * Since session 44 (drivers51) only over eight files, as convention 47 reads a smaller patch's drivers.
 */
class RealMailRulesDrivers43Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    private static String patch(String quote, String words, String... files) {
        StringBuilder b = new StringBuilder();
        b.append(quote).append(words).append('\n').append(quote).append('\n');
        b.append(quote).append("Signed-off-by: Ann Writer <ann@example.org>\n").append(quote).append("---\n");
        for (String f : files) {
            b.append(quote).append(' ').append(f).append(" | 4 +---\n");
        }
        b.append(quote).append(' ').append(files.length).append(" files changed, 4 insertions(+), 12 deletions(-)\n");
        for (String f : files) {
            b.append(quote).append("diff --git a/").append(f).append(" b/").append(f).append('\n');
            b.append(quote).append("--- a/").append(f).append('\n').append(quote).append("+++ b/").append(f).append('\n');
            b.append(quote).append("@@ -10,4 +10,1 @@ static int probe(struct platform_device *pdev)\n");
            b.append(quote).append("-\tres = platform_get_resource_byname(pdev, IORESOURCE_MEM, \"dbi\");\n");
            b.append(quote).append("+\tbase = devm_platform_ioremap_resource_byname(pdev, \"dbi\");\n");
        }
        return b.toString();
    }

    private static final String[] THREE = {"drivers/pci/controller/dwc/pci-exynos.c",
        "drivers/pci/controller/dwc/pcie-kirin.c", "drivers/pci/controller/pcie-altera.c"};

    /**
     * Session 44 (drivers51): convention 47 names each driver a patch of eight files or fewer changes, whatever the
     * edit, so the conversion reading needs more than eight files (the three above and six more).
     */
    private static final String[] NINE = {THREE[0], THREE[1], THREE[2], "drivers/pci/controller/pci-aardvark.c",
        "drivers/pci/controller/pci-ftpci100.c", "drivers/pci/controller/pci-versatile.c",
        "drivers/pci/controller/pcie-brcmstb.c", "drivers/pci/controller/pcie-mediatek.c",
        "drivers/pci/controller/pci-xgene.c"};

    @Test
    void aConversionPatchNamesNoneOfItsDrivers() {
        String words = "Use the new helper in place of the two calls it wraps.";
        assertEquals(List.of(), drivers("[PATCH v2] PCI: controller: Convert to devm_platform_ioremap_resource_byname()",
                patch("", words, NINE)));
        // a review quoting it
        assertEquals(List.of(), drivers("Re: [PATCH v2] PCI: controller: Convert to devm_platform_ioremap_resource_byname()",
                "On Mon, Ann Writer wrote:\n" + patch("> ", words, NINE) + "\nLooks good to me.\n"));
        assertEquals(List.of(), drivers("[PATCH] PCI: dwc: Use PTR_ERR_OR_ZERO() in nine functions",
                patch("", "Simplify the error returns.", NINE)));
    }

    @Test
    void aCallerNamedInWordsStays() {
        List<String> got = drivers("[PATCH v2] PCI: controller: Convert to devm_platform_ioremap_resource_byname()",
                patch("", "Tested on a board with pcie-altera loaded; the others are build tested.", NINE));
        assertEquals(List.of("pcie-altera"), got);
        // a list address is no mention
        got = drivers("[PATCH v2] PCI: controller: Convert to devm_platform_ioremap_resource_byname()",
                patch("", "Cc: pcie-altera@lists.example.org", NINE));
        assertEquals(List.of(), got);
    }

    @Test
    void nearMissesKeepTheirDrivers() {
        // two drivers only: below the conversion's three
        List<String> got = drivers("[PATCH] PCI: controller: Convert to devm_platform_ioremap_resource_byname()",
                patch("", "Use the helper.", THREE[0], THREE[1]));
        assertTrue(got.contains("pci-exynos") && got.contains("pcie-kirin"), got.toString());
        // a summary that moves code into a core, no conversion verb
        got = drivers("[PATCH] PCI: dwc: Move dw_pcie_msi_init() into the core",
                patch("", "Every glue driver calls it the same way.", THREE));
        assertTrue(got.contains("pci-exynos") && got.contains("pcie-altera"), got.toString());
        // a conversion verb without a function: one fix made alike in each driver
        got = drivers("[PATCH] PCI: controller: Use optional resets", patch("", "Let the resets be absent.", THREE));
        assertTrue(got.contains("pcie-kirin"), got.toString());
        // a subject that names one of them: the two others are below the three, and all stay
        got = drivers("[PATCH] PCI: altera: Convert to devm_platform_ioremap_resource_byname()",
                patch("", "Use the helper.", THREE));
        assertTrue(got.contains("pcie-altera") && got.contains("pcie-kirin"), got.toString());
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < 5_000; i++) {
                b.append(" drivers/pci/controller/pcie-d").append(i).append(".c | 2 +-\n");
            }
            b.append(" drivers/pci/controller/dwc/pci-exynos.c | 2 +-\n");
            b.append(" drivers/pci/controller/dwc/pcie-kirin.c | 2 +-\n");
            b.append(" drivers/pci/controller/pcie-altera.c | 2 +-\n");
            // a million touching occurrences of a converted driver's name, and a 5 MB line
            b.append("/pcie-kirin".repeat(1_000_000)).append('\n');
            b.append("x".repeat(5_000_000)).append('\n');
            drivers("[PATCH] PCI: controller: Convert to devm_foo()", b.toString());
            assertFalse(ConvertedCallers.namedOutsidePaths("/pcie-kirin".repeat(1_000_000), "pcie-kirin"));
            // 50,000 numbered-device lines and a 40-letter name repeated without its number
            String n = "a".repeat(40);
            drivers("Many lines", "[ 1.0] nvme nvme0: timeout\n".repeat(50_000) + (n + " " + n + "x: y\n").repeat(50_000));
        });
    }

    @Test
    void aDriversOwnNumberedDeviceNamesIt() {
        // the nvme driver prints under its controller's own name, as it does under the PCI address
        List<String> got = drivers("Resume leaves the SSD without interrupts",
                "After resume the disk stops answering:\n\n"
                + "[  174.715534] nvme nvme0: I/O 978 QID 3 timeout, completion polled\n"
                + "[  175.002113] nvme nvme0: Abort status: 0x0\n");
        assertEquals(List.of("nvme"), got);
        // a bus's or an unknown name's numbered device names nothing
        assertEquals(List.of(), drivers("Resume leaves the hub dead",
                "[    3.101] usb usb1: New USB device found, idVendor=1d6b\n"
                + "[    3.205] zzdrv zzdrv3: setting system clock\n"));
        // a numbered name that is not the driver's own ("nvme nvme0n1:") is no such prefix
        assertEquals(List.of(), drivers("Odd partition line", "[    3.1] nvme nvme0n1: p1 p2\n"));
    }
}
