package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 29 (drivers35): the R-Car PCIe host driver's own module. Since the 2020 host/common split
 * {@code pcie-rcar-host.c} is the module pcie-rcar-host and {@code pcie-rcar.c} the part host and endpoint share
 * (pcie-rcar); the table had given both files to pcie-rcar. Mail written for the test.
 */
class RealMailRulesDrivers35Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    @Test
    void aPatchToTheHostFileNamesTheHostModule() {
        assertEquals(List.of("pcie-rcar-host"), drivers("[PATCH] PCI: rcar: Drop a stale comment",
                "The comment no longer matches the code.\n---\n"
                        + " drivers/pci/controller/pcie-rcar-host.c | 2 --\n"
                        + " 1 file changed, 2 deletions(-)\n"));
        assertEquals(List.of("pcie-rcar-host"), drivers("Re: [PATCH] PCI: rcar: Drop a stale comment",
                "> ---\n>  drivers/pci/controller/pcie-rcar-host.c | 2 --\n"
                        + ">  1 file changed, 2 deletions(-)\n\nApplied, thanks.\n"));
    }

    @Test
    void theSharedFileStillNamesTheFamilyModule() {
        assertEquals(List.of("pcie-rcar"), drivers("[PATCH] PCI: rcar: Fix the window mask",
                "Use the right width.\n---\n drivers/pci/controller/pcie-rcar.c | 2 +-\n"
                        + " 1 file changed, 1 insertion(+), 1 deletion(-)\n"));
        List<String> both = drivers("[PATCH v2 2/6] PCI: rcar: Move common code to a shared file",
                "Endpoint support will use it.\n---\n"
                        + " drivers/pci/controller/pcie-rcar-host.c | 310 +++---------------\n"
                        + " drivers/pci/controller/pcie-rcar.c      | 120 +++++++\n"
                        + " 2 files changed, 140 insertions(+), 290 deletions(-)\n");
        assertEquals(List.of("pcie-rcar", "pcie-rcar-host"), both.stream().sorted().toList());
    }

    @Test
    void theHostDriversRegisteredNameAloneNamesNeither() {
        // "rcar-pcie" was pcie-rcar's registered name before the split and pcie-rcar-host's after: a log line of it
        // given as an example in another subsystem's patch stays as it was, no driver
        assertEquals(List.of(), drivers("[PATCH] PCI: of: Line up the window table",
                "Before:\n    rcar-pcie fe000000.pcie:    IO 0xfe100000..0xfe1fffff -> 0x00000000\n"
                        + "After:\n    rcar-pcie fe000000.pcie:   IO  0xfe100000..0xfe1fffff -> 0x00000000\n"));
    }
}
