package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 34 (drivers40): a dmesg line written by a kernel built with CONFIG_PRINTK_CALLER carries the caller's id
 * after its timestamp ("[  170.18][ T1952] nvme 0020:08:00.0: ...", "[ 5.1][ C3] ..."); its device prefix names
 * the driver as the same line without the id does, judged by the same log-block rule. And device-tree bindings named
 * by no name the tables held for their controller's driver (rcar-pci-ep.yaml, renesas,usbhs.yaml, intel,lgm-pcie.yaml),
 * or by its platform word alone under bindings/pci/ (loongson.yaml). Mail written for the test.
 */
class RealMailRulesDrivers40Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    @Test
    void aCallerIdAfterTheTimestampKeepsTheDevicePrefix() {
        assertEquals(List.of("nvme"), drivers("lockdep splat when a drive is hot-added", String.join("\n",
                "Adding a U.2 drive to the slot gives this on my test box:", "",
                "[  212.410233][ T2210] pcieport 0030:01:00.0: pciehp: Slot(2): Card present",
                "[  212.551016][ T2210] nvme 0030:02:00.0: enabling device (0000 -> 0002)",
                "[  212.553870][  T718] WARNING: possible circular locking dependency detected", "",
                "Any idea where to look?")));
        assertEquals(List.of("e1000e"), drivers("link flaps after resume", String.join("\n",
                "[   88.120455][    C2] e1000e 0000:00:1f.6 eno1: NIC Link is Down",
                "[   90.317702][    C2] e1000e 0000:00:1f.6 eno1: NIC Link is Up 1000 Mbps Full Duplex", "",
                "It goes on every few seconds.")));
        // the timestamp's '[' lost to the mail client, the caller id kept
        assertEquals(List.of("ahci"), drivers("disk gone after resume", String.join("\n",
                "41.204113][ T3301] ahci 0000:00:17.0: port does not respond", "")));
    }

    @Test
    void portPrefixesAndManyDriverLogsStayAsWithoutTheId() {
        // a port's and a port service's prefix name nothing
        assertEquals(List.of(), drivers("hotplug event storm", String.join("\n",
                "[   12.004411][ T88] pcieport 0000:00:1c.0: pciehp: Slot(1): Link Up",
                "[   12.004415][ T88] pci 0000:01:00.0: [8086:1234] type 00 class 0x010802", "")));
        // a start-up log of several drivers names only the one shown in trouble
        assertEquals(List.of("iwlwifi"), drivers("wifi firmware crash at boot", String.join("\n",
                "[    2.101010][  T201] snd_hda_intel 0000:00:1f.3: enabling device (0000 -> 0002)",
                "[    2.201010][  T202] i915 0000:00:02.0: vgaarb: deactivate vga console",
                "[    2.301010][  T203] iwlwifi 0000:02:00.0: Microcode SW error detected. Restarting 0x0.",
                "[    2.401010][  T204] xhci_hcd 0000:00:14.0: xHCI Host Controller", "")));
        // no closing bracket, or a letter other than T or C, is no caller id
        assertEquals(List.of(), drivers("odd log", String.join("\n",
                "[   12.004411][ X88] ahci 0000:00:17.0: port does not respond",
                "[   12.004411][ T88 ahci 0000:00:17.0: port does not respond", "")));
    }

    private static String stat(String... lines) {
        return String.join("\n", "Add the new SoC's compatible string to the binding.", "", "Signed-off-by: A <a@b.c>",
                "---") + "\n" + String.join("\n", lines) + "\n";
    }

    @Test
    void aBindingNamedApartFromItsDriverNamesIt() {
        assertEquals(List.of("pcie-rcar-ep"), drivers("[PATCH 1/2] dt-bindings: pci: rcar-pci-ep: Document a SoC",
                stat(" Documentation/devicetree/bindings/pci/rcar-pci-ep.yaml | 3 ++-",
                        " 1 file changed, 2 insertions(+), 1 deletion(-)")));
        // a review that quotes no file: the binding's name as the subject's tag
        assertEquals(List.of("pcie-rcar-ep"), drivers("Re: [PATCH 1/2] dt-bindings: pci: rcar-pci-ep: Document a SoC",
                "On Mon, A wrote:\n> Add the new SoC.\n\nReviewed-by: B <b@c.d>\n"));
        assertEquals(List.of("renesas_usbhs"), drivers("[PATCH 4/9] dt-bindings: usb: renesas,usbhs: Add a SoC",
                stat(" Documentation/devicetree/bindings/usb/renesas,usbhs.yaml | 1 +",
                        " 1 file changed, 1 insertion(+)")));
        assertEquals(List.of("renesas_usb3"), drivers("[PATCH 5/9] dt-bindings: usb: Document a SoC's peripheral",
                stat(" .../devicetree/bindings/usb/renesas,usb3-peri.yaml | 1 +",
                        " 1 file changed, 1 insertion(+)")));
        assertEquals(List.of("pcie-intel-gw"), drivers("[PATCH v5 1/3] dt-bindings: PCI: intel: Add YAML schemas",
                stat(" .../devicetree/bindings/pci/intel,lgm-pcie.yaml | 138 +++++++++++",
                        " 1 file changed, 138 insertions(+)",
                        " create mode 100644 Documentation/devicetree/bindings/pci/intel,lgm-pcie.yaml")));
    }

    @Test
    void aHostBindingNamedByItsPlatformWordNamesTheDriver() {
        assertEquals(List.of("pci-loongson"), drivers("[PATCH 3/5] dt-bindings: Document a PCI host controller",
                stat(" .../devicetree/bindings/pci/loongson.yaml     | 52 +++++++++++++++++++",
                        " 1 file changed, 52 insertions(+)",
                        " create mode 100644 Documentation/devicetree/bindings/pci/loongson.yaml")));
        assertEquals(List.of("pci-versatile"), drivers("[PATCH 1/3] dt-bindings: PCI: Convert a binding to DT schema",
                stat(" .../devicetree/bindings/pci/versatile.txt     | 59 ------------",
                        " .../devicetree/bindings/pci/versatile.yaml    | 92 +++++++++++++++++++",
                        " 2 files changed, 92 insertions(+), 59 deletions(-)")));
    }

    @Test
    void otherBindingsStayAsTheyWere() {
        // the bus's own common binding, and a platform word outside bindings/pci/ (a board's compatibles)
        assertEquals(List.of(), drivers("[PATCH] dt-bindings: PCI: Add a common property",
                stat(" Documentation/devicetree/bindings/pci/pci.txt | 4 ++++",
                        " 1 file changed, 4 insertions(+)")));
        assertEquals(List.of(), drivers("[PATCH] dt-bindings: Add a board",
                stat(" Documentation/devicetree/bindings/mips/loongson.yaml | 4 ++++",
                        " 1 file changed, 4 insertions(+)")));
        assertEquals(List.of(), drivers("[PATCH] dt-bindings: PCI: Add a word",
                stat(" Documentation/devicetree/bindings/pci/nosuchword.yaml | 4 ++++",
                        " 1 file changed, 4 insertions(+)")));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            StringBuilder many = new StringBuilder();
            for (int i = 0; i < 50_000; i++) {
                many.append("[ ").append(i).append(".000001][ T").append(i % 9999).append("] drv")
                        .append(i % 7).append(" 0000:0").append(i % 10).append(":00.0: probe failed\n");
            }
            many.append("[ 1.0]").append("[ T1]".repeat(2_000_000)).append('\n');
            many.append("[ 1.0][ T").append("1".repeat(5_000_000)).append("] ahci 0000:00:17.0: x\n");
            many.append("[").append(" ".repeat(3_000_000)).append("][ C1] nvme\n");
            drivers("[BUG] " + "[ T1] ".repeat(1_000_000), many.toString());
            StringBuilder stems = new StringBuilder(stat());
            for (int i = 0; i < 50_000; i++) {
                stems.append(" Documentation/devicetree/bindings/pci/").append(i % 2 == 0 ? "loongson" : "abc")
                        .append(".yaml | 2 +-\n");
            }
            stems.append(" Documentation/devicetree/bindings/pci/").append("a".repeat(10_000_000)).append(".yaml | 1 +\n");
            drivers("[PATCH] dt-bindings: PCI: " + "loongson ".repeat(1_000_000), stems.toString());
        });
    }
}
