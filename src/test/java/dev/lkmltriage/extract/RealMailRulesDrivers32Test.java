package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 27 (drivers32): names that are no driver at issue, and a binding's driver by the module's spelling. A git
 * merge's report lines list files both trees touched ({@link MergeReports}); a patch that changes a shared helper and
 * adapts its callers by a few lines each is about the helper ({@link CoreCallers}); a binding named with its bus word
 * last ({@code layerscape-pci.txt}) names the module that spells it first ({@code pci-layerscape}). Mail written for
 * the test.
 */
class RealMailRulesDrivers32Test {
    private final DriverCases cases = DriverCases.shipped();

    @Test
    void aMergeReportNamesNoDriver() {
        String body = "Merging your branch into mine stops here:\n\n"
                + "Auto-merging drivers/nvdimm/pmem.c\n"
                + "CONFLICT (content): Merge conflict in drivers/nvdimm/pmem.c\n"
                + "CONFLICT (content): Merge conflict in drivers/dax/device.c\n"
                + "Automatic merge failed; fix conflicts and then commit the result.\n";
        assertEquals(List.of(), cases.drivers("Re: memremap rework", body));
        assertEquals(List.of(), cases.drivers("Re: memremap rework", quote(body)));
    }

    @Test
    void nearMissesOfAMergeReportStillName() {
        // the same file in running text, and a diffstat line of the file a patch changes
        assertEquals(List.of("nd_pmem"), cases.drivers("Re: memremap rework",
                "The hang goes away once I revert the change to drivers/nvdimm/pmem.c alone.\n"));
        assertEquals(List.of("nd_pmem"), cases.drivers("[PATCH] libnvdimm/pmem: stop using the old pagemap",
                "Use the new helper.\n---\n drivers/nvdimm/pmem.c | 14 +++++++-------\n"
                        + " 1 file changed, 7 insertions(+), 7 deletions(-)\n"));
    }

    @Test
    void aSharedHelpersCallersAreNotAtIssue() {
        String stat = " drivers/pci/controller/cadence/pcie-cadence-ep.c |   6 +-\n"
                + " drivers/pci/controller/pcie-rockchip-ep.c        |   5 +-\n"
                + " drivers/pci/endpoint/pci-epc-mem.c               | 140 ++++++++++++++-------\n"
                + " include/linux/pci-epc.h                          |  31 ++++--\n"
                + " 4 files changed, 120 insertions(+), 62 deletions(-)\n";
        assertEquals(List.of(),
                cases.drivers("[PATCH v3 2/5] PCI: endpoint: Let the window allocator take several regions",
                        "Callers pass one region for now.\n---\n" + stat));
        assertEquals(List.of(), cases.drivers("Re: [PATCH v3 2/5] PCI: endpoint: Let the window allocator take several "
                + "regions", "> Callers pass one region for now.\n> ---\n" + quote(stat) + "\nLooks fine to me.\n"));
    }

    @Test
    void nearMissesOfACallersPatchStillName() {
        // one driver beside the core: its patch
        assertEquals(List.of("pcie-rockchip-ep"), cases.drivers("[PATCH] PCI: endpoint: Add a window flag",
                "Use it.\n---\n drivers/pci/controller/pcie-rockchip-ep.c | 5 +-\n"
                        + " drivers/pci/endpoint/pci-epc-mem.c        | 90 ++++++++++---\n"
                        + " 2 files changed, 80 insertions(+), 15 deletions(-)\n"));
        // the drivers change as much as the core: their patch, not a helper's
        assertEquals(List.of("pcie-cadence-ep", "pcie-rockchip-ep"),
                cases.drivers("[PATCH] PCI: endpoint: Rework windows",
                        "Both drivers move to the new scheme.\n---\n"
                                + " drivers/pci/controller/cadence/pcie-cadence-ep.c | 60 +++++++++-----\n"
                                + " drivers/pci/controller/pcie-rockchip-ep.c        | 45 +++++++----\n"
                                + " drivers/pci/endpoint/pci-epc-mem.c               | 20 ++++--\n"
                                + " 3 files changed, 80 insertions(+), 45 deletions(-)\n"));
        // the family's tag: its shared file and its members together are the family's patch
        assertEquals(List.of("pcie-cadence-ep", "pcie-cadence-host"),
                cases.drivers("[PATCH] PCI: cadence: Add a link hook",
                        "Add it.\n---\n drivers/pci/controller/pcie-cadence-ep.c   |  1 +\n"
                                + " drivers/pci/controller/pcie-cadence-host.c |  1 +\n"
                                + " drivers/pci/controller/pcie-cadence.c      | 38 ++++++++++++\n"
                                + " drivers/pci/controller/pcie-cadence.h      | 12 +++++\n"
                                + " 4 files changed, 52 insertions(+)\n"));
    }

    @Test
    void aBindingNamedBusWordLastNamesItsModule() {
        assertEquals(List.of("pci-layerscape"),
                cases.drivers("[PATCH] dt-bindings: pci: layerscape-pci: add a compatible",
                        "Add the new SoC.\n---\n Documentation/devicetree/bindings/pci/layerscape-pci.txt | 1 +\n"
                                + " 1 file changed, 1 insertion(+)\n"));
        assertEquals(List.of("pci-j721e"), cases.drivers("[PATCH 4/9] dt-bindings: PCI: Describe the endpoint mode",
                "Add the schema.\n---\n .../devicetree/bindings/pci/ti,j721e-pci-ep.yaml | 80 ++++++++++++\n"
                        + " 1 file changed, 80 insertions(+)\n"));
    }

    @Test
    void bindingsOfNoOneControllerNameNone() {
        assertEquals(List.of(), cases.drivers("[PATCH] dt-bindings: PCI: Add a generic endpoint schema",
                "Add the schema.\n---\n Documentation/devicetree/bindings/pci/pci-ep.yaml | 40 ++++++++\n"
                        + " 1 file changed, 40 insertions(+)\n"));
        assertEquals(List.of(), cases.drivers("[PATCH] dt-bindings: PCI: Document a common property",
                "Add it.\n---\n Documentation/devicetree/bindings/pci/pci.txt | 6 ++++++\n"
                        + " 1 file changed, 6 insertions(+)\n"));
        assertNull(DriverExtractor.busFirst("pci"));
        assertNull(DriverExtractor.busFirst("pci-ep"));
        assertNull(DriverExtractor.busFirst("-pcie"));
        assertNull(DriverExtractor.busFirst("rcar-gen2"));
        assertEquals("pci-layerscape", DriverExtractor.busFirst("layerscape-pci"));
        assertEquals("pcie-altera", DriverExtractor.busFirst("altera-pcie"));
        assertEquals("pci-j721e", DriverExtractor.busFirst("j721e-pci-host"));
    }

    @Test
    void hostileInputStaysLinear() {
        String bars = " | 3 +-\n".repeat(50000) + (" drivers/pci/endpoint/pci-epc-mem.c | 9 +\n").repeat(20000);
        String conflicts = "CONFLICT (content): Merge conflict in drivers/dax/device.c\n".repeat(20000);
        assertTimeout(TimeBudget.seconds(20), () -> {
            cases.drivers("[PATCH] PCI: endpoint: x", bars);
            cases.drivers("Re: x", conflicts + "a | b | c | ".repeat(50000));
            DriverExtractor.busFirst("-pci-pcie-ep".repeat(1000));
        });
    }

    private static String quote(String text) {
        return ("> " + text.replace("\n", "\n> ")).replaceAll("> $", "");
    }
}
