package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 31 (drivers37): a core's helper changed and its callers in other subsystems adapted, each as much as the
 * core changes (CoreCallers' second shape): the callers' files name none of them. Mail written for the test.
 */
class RealMailRulesDrivers37Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    private static String stat(String... lines) {
        return String.join("\n", "Convert the callers of the helper to the new interface.", "", "Signed-off-by: A <a@b.c>",
                "---") + "\n" + String.join("\n", lines) + "\n";
    }

    private static final String[] GPU_CALLERS = {
        " drivers/gpu/drm/amd/amdgpu/amdgpu_bios.c | 28 ++++++++++-------",
        " drivers/gpu/drm/nouveau/nouveau_bios.c   | 19 ++++++++---",
        " drivers/pci/rom.c                        | 17 ------------",
        " include/linux/pci.h                      |  2 +-",
        " 4 files changed, 40 insertions(+), 26 deletions(-)"};

    @Test
    void aCoreHelpersCallersInOtherSubsystemsNameNone() {
        assertEquals(List.of(), drivers("[PATCH v2] PCI: Map the option ROM with ioremap()", stat(GPU_CALLERS)));
        // a reply quoting the diffstat reads it alike
        assertEquals(List.of(), drivers("Re: [PATCH v2] PCI: Map the option ROM with ioremap()",
                "> " + stat(GPU_CALLERS).replace("\n", "\n> ") + "\nApplied to pci/resource, thanks.\n"));
    }

    @Test
    void oneCallerBesideTheCoreIsNamed() {
        assertEquals(List.of("amdgpu"), drivers("[PATCH] PCI: Map the option ROM with ioremap()", stat(
                " drivers/gpu/drm/amd/amdgpu/amdgpu_bios.c | 28 ++++++++++-------",
                " drivers/pci/rom.c                        | 17 ------------",
                " 2 files changed, 20 insertions(+), 25 deletions(-)")));
    }

    @Test
    void notWhenTheSubjectIsTheDriversOwn() {
        // the drivers' family directory as the tag: code moved out of the glue drivers is about each of them
        List<String> dwc = drivers("[PATCH] PCI: dwc: Move the MSI lookup into the common code", stat(
                " drivers/pci/controller/dwc/pci-imx6.c            |  9 +------",
                " drivers/pci/controller/dwc/pcie-qcom.c           | 11 ++-------",
                " drivers/pci/controller/dwc/pcie-designware-host.c | 24 ++++++++++++++",
                " 3 files changed, 29 insertions(+), 15 deletions(-)"));
        assertTrue(dwc.contains("pci-imx6") && dwc.contains("pcie-qcom"), dwc.toString());
        // a subject that calls its work a driver's: a new driver and its glue
        List<String> added = drivers("[PATCH 0/3] dmaengine: Add the Foo eDMA IP driver", stat(
                " drivers/dma/dw-edma/dw-edma-core.c | 400 ++++++++++++++++",
                " drivers/misc/pci_endpoint_test.c   |  40 ++++++",
                " drivers/pci/endpoint/functions/pci-epf-test.c | 30 +++++",
                " include/linux/dma/edma.h           |  40 ++++++",
                " 4 files changed, 510 insertions(+)"));
        assertTrue(added.contains("pci-endpoint-test") && added.contains("pci-epf-test"), added.toString());
    }

    @Test
    void aTagNamingTheCoreFileIsThatFilesFeature() {
        // "USB: pci-quirks:" over pci-quirks.c and the two drivers that take part in the quirk
        List<String> quirk = drivers("[PATCH v5 0/4] USB: pci-quirks: Add the board's VL805 quirk", stat(
                " drivers/firmware/raspberrypi.c        | 38 ++++++++++++++++++",
                " drivers/pci/controller/pcie-brcmstb.c | 15 +++++++",
                " drivers/usb/host/pci-quirks.c         | 16 ++++++++",
                " 3 files changed, 69 insertions(+)"));
        assertTrue(quirk.contains("pcie-brcmstb"), quirk.toString());
        // the subsystem's main file named after its directory is no such tag: "PCI:" over drivers/pci/pci.c
        assertTrue(CoreCallers.tagsStem("drivers/usb/host/pci-quirks.c", java.util.Set.of("pci_quirks")));
        assertFalse(CoreCallers.tagsStem("drivers/pci/pci.c", java.util.Set.of("pci")));
        assertFalse(CoreCallers.tagsStem("include/linux/log2.h", java.util.Set.of("log2")));
    }

    @Test
    void aHeaderBesideTheDriversIsTheirOwn() {
        // "nvme-pci:" over the driver, its core and the header they share: no core elsewhere
        List<String> nvme = drivers("[RFC PATCH 3/8] nvme-pci: Check the DMA ops", stat(
                " drivers/nvme/host/core.c |  2 ++",
                " drivers/nvme/host/nvme.h |  1 +",
                " drivers/nvme/host/pci.c  | 10 +++++++---",
                " 3 files changed, 10 insertions(+), 3 deletions(-)"));
        assertTrue(nvme.contains("nvme"), nvme.toString());
    }

    @Test
    void aSubjectCallingItsWorkADriversIsReadAsAWord() {
        assertTrue(CoreCallers.driverWork("Add Foo eDMA IP driver (version 0)"));
        assertTrue(CoreCallers.driverWork("new Driver for the bar bridge"));
        assertFalse(CoreCallers.driverWork("Unify ECAM constants in native PCI Express drivers"));
        assertFalse(CoreCallers.driverWork("fix the driverless case"));
    }

    @Test
    void aShellListingsPathsNameNone() {
        String body = String.join("\n",
                "> > Which endpoint controllers do we have today?",
                "> ",
                "> # ls drivers/pci/controller/dwc/*ep*",
                "> drivers/pci/controller/dwc/pcie-designware-ep.c",
                "> drivers/pci/controller/dwc/pcie-uniphier-ep.c",
                "> drivers/pci/controller/dwc/pci-layerscape-ep.c",
                "",
                "Thanks for the background.",
                "");
        assertEquals(List.of(), drivers("Re: [RFC PATCH 00/22] Let two SoCs talk over PCIe", body));
        // the same path in a sentence after the listing ended still names its driver
        List<String> after = drivers("Re: endpoint mode",
                body + "I'd start from drivers/pci/controller/dwc/pci-layerscape-ep.c, it fails to probe.\n");
        assertEquals(List.of("pci-layerscape-ep"), after);
    }

    private static boolean command(String line) {
        return ShellListings.command(line, 0, line.length());
    }

    private static boolean barePath(String line) {
        return ShellListings.barePath(line, 0, line.length());
    }

    @Test
    void aListingCommandNeedsAPromptAndABlank() {
        assertTrue(command("root@board:~# ls -l /sys/bus/pci/drivers"));
        assertTrue(command("$ find drivers/ -name x"));
        assertFalse(command("#ls"));
        assertFalse(command("# lspci -vv"));
        assertFalse(command("we ls it # ls"));
        assertTrue(barePath("  drivers/misc/pci_endpoint_test.c "));
        assertFalse(barePath("drivers/misc/pci_endpoint_test.c | 3 ++-"));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            String words = "driverdrivers ".repeat(50_000);
            assertFalse(CoreCallers.driverWork(words));
            StringBuilder many = new StringBuilder(stat());
            for (int i = 0; i < 50_000; i++) {
                many.append(" drivers/gpu/drm/nouveau/f").append(i).append(".c | 3 ++-\n");
            }
            many.append(" include/linux/pci.h | ").append("9".repeat(1_000_000)).append('\n');
            drivers("[PATCH] PCI: " + "x".repeat(10_000_000), many.toString());
            String prompts = "#".repeat(10_000_000) + "\n" + "# ls d/\n" + "drivers/a/b.c\n".repeat(200_000)
                    + "$".repeat(40) + " " + "a/".repeat(5_000_000) + "\n";
            drivers("Re: listings", prompts);
        });
    }
}
