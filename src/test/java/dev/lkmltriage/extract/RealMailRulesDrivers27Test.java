package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 24 (drivers27): prose that calls the PCIe port driver by its module name names it ("the pcieport driver",
 * {@code pcieport.ko}) while its dmesg prefix stays generic; lspci -k's {@code Kernel modules:} line lists candidate
 * modules, not the bound one, so it names nothing (except right under a display name, drivers24's reading). Mail
 * written for the test.
 */
class RealMailRulesDrivers27Test {
    private final DriverCases cases = DriverCases.shipped();

    @Test
    void proseNamesThePortDriver() {
        assertEquals(List.of("pcieport"), cases.drivers("[PATCH] PCI: Add a quirk for the Foo bridge",
                "The bridge lies about its MSI-X table, so probing by the pcieport driver oopses.\n"));
        assertEquals(List.of("pcieport"), cases.drivers("",
                "If the switch port is not bound to the pcieport driver, runtime PM never wakes it.\n"));
        assertEquals(List.of("pcieport"), cases.drivers("", "I meant to let pcieport.ko power the slot down.\n"));
        assertEquals(List.of("pcieport"), cases.drivers("", "Try modprobe -r pcieport first.\n"));
    }

    @Test
    void thePortsPrefixAndBareWordStillNameNothing() {
        assertEquals(List.of(), cases.drivers("", "[    1.52] pcieport 0000:00:1c.0: AER: enabled with IRQ 121\n"
                + "[    1.53] pcieport 0000:00:1c.0: PME: Signaling with IRQ 121\n"));
        // the bare word, a capitalised "PCIe port driver" and the portdrv files of the PCI core
        assertEquals(List.of(), cases.drivers("", "Is pcieport involved at all here? The PCIe port driver is core.\n"));
        assertEquals(List.of(), cases.drivers("[PATCH] PCI/portdrv: Use the new helper",
                " drivers/pci/pcie/portdrv_core.c | 8 ++++----\n 1 file changed, 4 insertions(+), 4 deletions(-)\n"));
        // another driver's prefix beside it
        assertEquals(List.of("nvme"), cases.drivers("", "pcieport 0000:00:1b.0: DPC: containment event\n"
                + "nvme 0000:01:00.0: can't change power state from D3hot to D0\n"));
    }

    @Test
    void inUseLinesNameTheModuleAndTheCandidateListDoesNot() {
        String listing = "00:14.0 USB controller: Foo Corp. xHCI Host (rev 10)\n"
                + "\tKernel driver in use: xhci_hcd\n"
                + "\tKernel modules: xhci_pci\n"
                + "01:00.0 VGA compatible controller: NVIDIA Corporation Device 1cb1 (rev a1)\n"
                + "\tKernel driver in use: vfio-pci\n"
                + "\tKernel modules: nouveau, nvidiafb\n"
                + "01:00.1 Audio device: NVIDIA Corporation Device 0fb9 (rev a1)\n"
                + "\tKernel modules: snd_hda_intel\n";
        assertEquals(List.of("xhci_hcd", "vfio-pci"), cases.drivers("Passthrough of a Quadro fails", listing));
        // quoted the same
        assertEquals(List.of("xhci_hcd", "vfio-pci"), cases.drivers("", listing.replaceAll("(?m)^", "> ")));
    }

    @Test
    void candidateNamesStillCountElsewhere() {
        // drivers24's display name: the module line under it is the driver
        assertEquals(List.of("plda_pci"), cases.drivers("", "01:00.0 Memory controller: PLDA Device 1111\n"
                + "\tKernel driver in use: PLDA PCI\n\tKernel modules: plda_pci\n"));
        // prose that mentions the label, and the same module in a loader's slot on another line
        assertEquals(List.of("xhci_pci"), cases.drivers("",
                "The Kernel modules: line shows xhci_pci as well, and modprobe xhci_pci fixes it.\n"));
        assertEquals(List.of("xhci_pci"), cases.drivers("", "\tKernel modules: xhci_pci\nthen I ran rmmod xhci_pci\n"));
    }

    @Test
    void readsTheLabelShapeOnly() {
        String line = "\t\tKernel modules: nouveau";
        assertTrue(LspciModules.label(line, 0, line.length()));
        assertFalse(LspciModules.label("Kernel modules", 0, 14));
        assertFalse(LspciModules.label("the Kernel modules: line", 0, 24));
        String indented = " ".repeat(40) + "Kernel modules: nouveau";
        assertFalse(LspciModules.label(indented, 0, indented.length()));
        assertFalse(LspciModules.label("", 0, 0));
    }

    @Test
    void hostileInputEndsQuickly() {
        String modules = "\tKernel modules: " + "a_b, ".repeat(200_000) + "\n";
        String blanks = " ".repeat(300_000) + "Kernel modules: x\n";
        String prose = "the pcieport driver ".repeat(100_000);
        assertTimeout(TimeBudget.seconds(20), () -> {
            assertEquals(List.of(), cases.drivers("", modules));
            assertEquals(List.of(), cases.drivers("", blanks));
            assertEquals(List.of("pcieport"), cases.drivers("", prose));
        });
    }
}
