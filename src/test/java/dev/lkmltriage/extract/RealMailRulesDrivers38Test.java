package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 32 (drivers38): device-tree bindings that name their controller's driver by a name the tables lacked
 * (rcar-pci-host.yaml, mediatek-pcie-gen3.yaml, usb-xhci.txt), and a core library's common, host and endpoint schemas,
 * which name none. Mail written for the test.
 */
class RealMailRulesDrivers38Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    private static String stat(String... lines) {
        return String.join("\n", "Describe the new SoC's controller in the binding.", "", "Signed-off-by: A <a@b.c>",
                "---") + "\n" + String.join("\n", lines) + "\n";
    }

    @Test
    void aBindingNamedAfterItsControllerNamesItsDriver() {
        assertEquals(List.of("pcie-rcar-host"), drivers("[PATCH 2/3] dt-bindings: pci: rcar-pci-host: Document a SoC",
                stat(" .../devicetree/bindings/pci/rcar-pci-host.yaml | 1 +",
                        " 1 file changed, 1 insertion(+)")));
        assertEquals(List.of("pcie-mediatek-gen3"), drivers("[v3,1/3] dt-bindings: PCI: mediatek: Add YAML schema",
                stat(" .../bindings/pci/mediatek-pcie-gen3.yaml      | 126 ++++++++++++++++",
                        " 1 file changed, 126 insertions(+)",
                        " create mode 100644 Documentation/devicetree/bindings/pci/mediatek-pcie-gen3.yaml")));
        assertEquals(List.of("xhci-plat-hcd"), drivers("[PATCH 5/8] dt-bindings: usb: usb-xhci: Document a SoC",
                stat(" Documentation/devicetree/bindings/usb/usb-xhci.txt | 1 +",
                        " 1 file changed, 1 insertion(+)")));
    }

    private static final String[] LIBRARY = {
        " .../devicetree/bindings/pci/cdns-pcie-ep.yaml | 25 +++++++++++++++++++",
        " .../bindings/pci/cdns-pcie-host.yaml          | 10 ++++++++",
        " .../devicetree/bindings/pci/cdns-pcie.yaml    |  8 ------"};

    @Test
    void aCoreLibrarysSchemasNameNone() {
        String[] lines = java.util.Arrays.copyOf(LIBRARY, LIBRARY.length + 1);
        lines[LIBRARY.length] = " 3 files changed, 35 insertions(+), 8 deletions(-)";
        assertEquals(List.of(), drivers("[PATCH 1/14] dt-bindings: PCI: cadence: Add the core's RC/EP schemas",
                stat(lines)));
    }

    @Test
    void theVendorPrefixedSchemasBesideThemNameTheModeDrivers() {
        List<String> both = drivers("[PATCH 1/3] dt-bindings: PCI: cadence: Move a property to the mode schemas", stat(
                " .../bindings/pci/cdns,cdns-pcie-ep.yaml       |  2 +-",
                " .../bindings/pci/cdns,cdns-pcie-host.yaml     |  3 +--",
                LIBRARY[0], LIBRARY[1], LIBRARY[2],
                " 5 files changed, 38 insertions(+), 12 deletions(-)"));
        assertTrue(both.contains("pcie-cadence-host") && both.contains("pcie-cadence-ep") && both.size() == 2,
                both.toString());
    }

    @Test
    void aHostAndEndpointSchemaWithNoCommonOneIsNoLibrary() {
        // one controller's host and endpoint bindings: each names its driver as before
        BindingDrivers modes = new BindingDrivers();
        modes.add("rcar-pci-host", "pcie-rcar-host");
        modes.add("rcar-pci-ep", "pcie-rcar-ep");
        modes.dropCommonSchemas();
        assertEquals(List.of("pcie-rcar-host", "pcie-rcar-ep"), List.copyOf(modes.drivers.keySet()));
        // the library's three: none, unless a vendor-prefixed binding names the same driver
        BindingDrivers library = new BindingDrivers();
        library.add("cdns-pcie", "pcie-cadence-plat");
        library.add("cdns-pcie-host", "pcie-cadence-host");
        library.add("cdns-pcie-ep", "pcie-cadence-ep");
        library.add("cdns,cdns-pcie-ep", "pcie-cadence-ep");
        library.dropCommonSchemas();
        assertEquals(List.of("pcie-cadence-ep"), List.copyOf(library.drivers.keySet()));
    }

    @Test
    void aDtBindingsOnlyPatchOfOneBindingNamesItsDriver() {
        // tagged "dt-bindings:" alone: one controller's binding, under a one-file diffstat, is no cleanup
        assertEquals(List.of("pcie-mediatek-gen3"), drivers("[PATCH 1/3] dt-bindings: Add the Gen3 controller's schema",
                stat(" .../bindings/pci/mediatek-pcie-gen3.yaml      | 158 ++++++++++++++++",
                        " 1 file changed, 158 insertions(+)")));
        // a cleanup across subsystems, or a reply quoting it cut down to one line, names none
        assertEquals(List.of(), drivers("[PATCH] dt-bindings: Add missing 'additionalProperties'", stat(
                " .../bindings/pci/mediatek-pcie-gen3.yaml      | 2 ++",
                " .../bindings/usb/usb-xhci.txt                 | 2 ++",
                " 2 files changed, 4 insertions(+)")));
        assertEquals(List.of(), drivers("Re: [PATCH] dt-bindings: Add missing 'additionalProperties'",
                "> [...]\n>  .../bindings/pci/mediatek-pcie-gen3.yaml      | 2 ++\n> [...]\n\nAcked-by: A <a@b.c>\n"));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            StringBuilder many = new StringBuilder(stat());
            for (int i = 0; i < 50_000; i++) {
                many.append(" Documentation/devicetree/bindings/pci/x").append(i).append("-pcie")
                        .append(i % 3 == 0 ? "" : i % 3 == 1 ? "-host" : "-ep").append(".yaml | 3 ++-\n");
            }
            many.append(" Documentation/devicetree/bindings/pci/").append("a-".repeat(5_000_000)).append("ep.yaml | 1 +\n");
            drivers("[PATCH] dt-bindings: PCI: " + "x".repeat(10_000_000), many.toString());
        });
    }
}
