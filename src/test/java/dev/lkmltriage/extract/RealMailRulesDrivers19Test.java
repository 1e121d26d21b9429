package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 18 (drivers19): a device-tree binding named after a driver's registered name, a family's schema work across
 * more than a few bindings, and two module names joined by a slash. Invented drivers and messages written in the
 * style of real patches and reports.
 */
class RealMailRulesDrivers19Test {
    private static final String HAND = String.join("\n",
            "pcie-zz-host\tdrivers/pci/controller/zz/pcie-zz-host.c\t\tzz-pcie-host\t",
            "pcie-zz-ep\tdrivers/pci/controller/zz/pcie-zz-ep.c\t\tzz-pcie-ep\t",
            "gfxnew\tdrivers/gpu/drm/gfxnew/\t\t\t",
            "gfxold\tdrivers/gpu/drm/gfxold/\t\t\tnoprose",
            "");
    private static final String KERNEL = String.join("\n",
            "pcie-zz-plat\tdrivers/pci/controller/zz/pcie-zz-plat.c\t\tzz-pcie\tnoprose",
            "tpuframe\tdrivers/staging/tpu/tpuframe.c\t\t\tnoprose",
            "tpuchip\tdrivers/staging/tpu/tpuchip.c\t\t\tnoprose",
            "");

    private final DriverCases cases = DriverCases.tables(HAND, KERNEL);

    private static String bindings(String... files) {
        StringBuilder b = new StringBuilder("Document the reset GPIO the controller needs.\n\n---\n");
        for (String f : files) {
            b.append(" Documentation/devicetree/bindings/pci/").append(f).append(" | 31 +++++++++++++++++++\n");
        }
        return b.append(" ").append(files.length).append(" files changed, 93 insertions(+)\n").toString();
    }

    @Test
    void aBindingNamedAfterADriversRegisteredNameNamesThatDriver() {
        assertEquals(List.of("pcie-zz-host"),
                cases.drivers("[PATCH 02/30] dt-bindings: PCI: zz: Add binding to reset PERST#", bindings(
                        "zzv,zz-pcie-host.txt")));
        assertEquals(List.of("pcie-zz-host", "pcie-zz-ep"),
                cases.drivers("[PATCH v4 3/4] dt-bindings: PCI: Convert Zz host/endpoint to DT schema", bindings(
                        "zzv,zz-pcie-host.yaml", "zzv,zz-pcie-ep.yaml")));
    }

    @Test
    void aFamilysSchemaWorkAcrossMoreThanAFewBindingsNamesNone() {
        // the core's host, endpoint and common schemas created at once: the subject spells the family ("zz") but
        // bindings are no code the spelt-part reading is for
        assertEquals(List.of(), cases.drivers("[PATCH v2 01/14] dt-bindings: PCI: zz: Add DT schema for Zzcore PCIe",
                bindings("zz-pcie.yaml", "zz-pcie-host.yaml", "zz-pcie-ep.yaml")));
        // a patch that changes a driver's code as well is about that driver, its bindings going with it
        assertEquals(List.of("pcie-zz-plat"), cases.drivers("[PATCH 0/3] PCI: zz: Deprecate inbound/outbound bindings",
                bindings("zzv,zz-pcie-ep.yaml", "zz-pcie-host.yaml", "zz-pcie.yaml").replace(" 3 files changed",
                        " drivers/pci/controller/zz/pcie-zz-plat.c | 17 +++++++------\n 4 files changed")));
    }

    @Test
    void twoModuleNamesJoinedByASlashAreNamedTogether() {
        String subject = "Re: [PATCH] PCI/portdrv: Don't disable the device at shutdown";
        assertEquals(List.of("gfxnew", "gfxold"),
                cases.drivers(subject, "On some machines gfxold/gfxnew devices hang at shutdown as well.\n"));
        // word-like generated names: the pair with "driver" after names both, either alone names none
        assertEquals(List.of("tpuframe", "tpuchip"),
                cases.drivers(subject, "It happens whether the tpuframe/tpuchip driver module is loaded or not.\n"));
        assertEquals(List.of(), cases.drivers(subject, "It happens whether tpuframe/tpuchip is loaded or not.\n"));
        assertEquals(List.of(), cases.drivers(subject, "It happens whether the tpuchip driver is loaded or not.\n"));
        // near misses: a capitalised product name first, a generic bus, a path, a copy, a word no module has
        assertEquals(List.of("gfxnew"), cases.drivers(subject, "Both Gfxold/gfxnew cards hang.\n"));
        assertEquals(List.of("gfxnew"), cases.drivers(subject, "A pci/gfxnew problem then.\n"));
        assertEquals(List.of(), cases.drivers(subject, "See tools/gfxold/gfxnew.c for it.\n"));
        assertEquals(List.of(), cases.drivers(subject, "The code was copied from gfxold/gfxnew long ago.\n"));
        assertEquals(List.of("gfxnew"), cases.drivers(subject, "Those and/or gfxnew devices hang.\n"));
    }

    @Test
    void hostileSlashChainsFinishFastAndStayBounded() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            String chain = "gfxold/".repeat(200_000) + "gfxnew devices\n";
            List<String> names = cases.drivers("Re: shutdown hang", chain + " tpuframe/tpuchip driver\n".repeat(50_000)
                    + "x/".repeat(300_000));
            assertTrue(names.size() <= 64, names.toString());
        });
        assertEquals(List.of(), SlashedModules.names("/", 0, 0, "", true, true, null));
    }
}
