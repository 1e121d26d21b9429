package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 43 (drivers50): a binding under a subsystem's directory whose name ends in that subsystem's word, as
 * compatibles spell it ({@code phy/samsung,exynos-pcie-phy.yaml}), names the module that spells the word first
 * (phy-exynos-pcie, convention 84); the MHI bus core's own dev_printk prefix ({@code mhi 0000:55:00.0:}) names no
 * driver, as {@code pci 0000:} does not (convention 85). Mail written for the test.
 */
class RealMailRulesDrivers50Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    private static final String PHY_BINDING = """
            Add the binding of the PCIe PHY found on the Exynos5433 SoC.

            Signed-off-by: Jane Doe <jane@example.org>
            ---
             .../bindings/phy/samsung,exynos-pcie-phy.yaml | 48 +++++++++++++++++++
             1 file changed, 48 insertions(+)
             create mode 100644 Documentation/devicetree/bindings/phy/samsung,exynos-pcie-phy.yaml
            """;

    @Test
    void aBindingNamedWithItsSubsystemWordLastNamesTheModuleThatSpellsItFirst() {
        assertEquals(List.of("phy-exynos-pcie"), drivers("[PATCH 2/5] dt-bindings: add the Exynos PCIe PHY binding",
                PHY_BINDING));
        // the vendor kept after the subsystem word: qcom,qusb2-phy.yaml is phy-qcom-qusb2's binding
        assertEquals(List.of("phy-qcom-qusb2"), drivers("[PATCH] dt-bindings: phy: convert the QUSB2 binding",
                PHY_BINDING.replace("samsung,exynos-pcie-phy", "qcom,qusb2-phy")));
    }

    @Test
    void nearMissesOfTheSubsystemWordNameNothing() {
        // the word last is not the directory's: no module is guessed from it
        assertEquals(List.of(), drivers("[PATCH 2/5] dt-bindings: add a binding",
                PHY_BINDING.replace("samsung,exynos-pcie-phy", "samsung,exynos-pcie-clock")));
        // the subsystem's word alone is the common schema of every PHY, no controller's
        assertEquals(List.of(), drivers("[PATCH 2/5] dt-bindings: add a binding",
                PHY_BINDING.replace("samsung,exynos-pcie-phy", "phy")));
        // a name the tables do not hold names nothing
        assertEquals(List.of(), drivers("[PATCH 2/5] dt-bindings: add a binding",
                PHY_BINDING.replace("samsung,exynos-pcie-phy", "acme,frobnicator-phy")));
        assertTrue(DriverExtractor.subsystemLast("pci/foo-pci.yaml", "foo-pci", -1).isEmpty());
    }

    @Test
    void theMhiBusPrefixNamesNoDriverButTheBoundDriversDoes() {
        String unbound = """
                The modem is not claimed on 5.10:

                [    3.120000] mhi 0000:55:00.0: Requested to power ON
                [    3.120400] mhi 0000:55:00.0: Power on setup success

                Any idea?
                """;
        assertFalse(drivers("modem not found", unbound).contains("mhi"));
        String bound = unbound.replace("[    3.120400] mhi 0000:55:00.0: Power on",
                "[    3.120400] ath11k_pci 0000:55:00.0: Power on");
        assertEquals(List.of("ath11k_pci"), drivers("modem not found", bound));
    }

    @Test
    void hostileBindingNamesEndWithinTheBudget() {
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            many.append(" Documentation/devicetree/bindings/phy/vendor,exynos").append(i).append("-phy.yaml | 1 +\n");
        }
        String longName = " Documentation/devicetree/bindings/phy/" + "a-".repeat(1_000_000) + "phy.yaml | 1 +\n";
        String prefixes = "mhi 0000:55:00.0: Requested to power ON\n".repeat(100_000);
        assertTimeout(TimeBudget.seconds(10), () -> {
            assertTrue(drivers("[PATCH] dt-bindings: phy: many", many.toString()).size() <= 64);
            assertTrue(drivers("[PATCH] dt-bindings: phy: long", longName).isEmpty());
            assertTrue(drivers("modem", prefixes).isEmpty());
        });
    }
}
