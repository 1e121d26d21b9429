package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Session 29 (drivers35): the R-Car PCIe host driver's own module. Since the 2020 host/common split
 * {@code pcie-rcar-host.c} is the module pcie-rcar-host and {@code pcie-rcar.c} the part host and endpoint share
 * (pcie-rcar); the table had given both files to pcie-rcar. And in a patch's thread, a bare file name the writer
 * says is to be changed ("we will update pcie-tegra194.c"), where other bare names stay models and comparisons.
 * Mail written for the test; the bare-file cases with invented drivers.
 */
class RealMailRulesDrivers35Test {
    private final DriverCases cases = DriverCases.shipped();

    @Test
    void aPatchToTheHostFileNamesTheHostModule() {
        assertEquals(List.of("pcie-rcar-host"), cases.drivers("[PATCH] PCI: rcar: Drop a stale comment",
                "The comment no longer matches the code.\n---\n"
                        + " drivers/pci/controller/pcie-rcar-host.c | 2 --\n"
                        + " 1 file changed, 2 deletions(-)\n"));
        assertEquals(List.of("pcie-rcar-host"), cases.drivers("Re: [PATCH] PCI: rcar: Drop a stale comment",
                "> ---\n>  drivers/pci/controller/pcie-rcar-host.c | 2 --\n"
                        + ">  1 file changed, 2 deletions(-)\n\nApplied, thanks.\n"));
    }

    @Test
    void theSharedFileStillNamesTheFamilyModule() {
        assertEquals(List.of("pcie-rcar"), cases.drivers("[PATCH] PCI: rcar: Fix the window mask",
                "Use the right width.\n---\n drivers/pci/controller/pcie-rcar.c | 2 +-\n"
                        + " 1 file changed, 1 insertion(+), 1 deletion(-)\n"));
        List<String> both = cases.drivers("[PATCH v2 2/6] PCI: rcar: Move common code to a shared file",
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
        assertEquals(List.of(), cases.drivers("[PATCH] PCI: of: Line up the window table",
                "Before:\n    rcar-pcie fe000000.pcie:    IO 0xfe100000..0xfe1fffff -> 0x00000000\n"
                        + "After:\n    rcar-pcie fe000000.pcie:   IO  0xfe100000..0xfe1fffff -> 0x00000000\n"));
    }

    private static final String KERNEL = String.join("\n",
            "pci-aa\tdrivers/pci/controller/pci-aa.c\t\t\tnoprose",
            "pci-bb\tdrivers/pci/controller/pci-bb.c\t\t\tnoprose",
            "");

    private final DriverCases invented = DriverCases.tables("", KERNEL);

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // a file the writer will change, own or quoted
        "We will update pci-aa.c as well and post that separately.; pci-aa",
        "> Thanks, I'll fix this in pci-bb.c in the next version.; pci-bb",
        "Yes, it could be moved to pci-aa.c.; pci-aa",
        "The series also added device IDs to pci-bb.c for this board.; pci-bb",
        // the verb changes the first file only: a comma or another name stands between it and the second
        "The quirk should move to pci-aa.c, not pci-bb.c.; pci-aa",
        // models and comparisons, as before
        "Please look at how pci-aa.c handles this.;",
        "Maybe update it as pci-bb.c does.;",
        "You could fix it like pci-aa.c does.;",
        // a word that ends in a verb is no verb; the verb too far before the name
        "Is the prefix pci-aa.c right here?;",
        "Fix the other callers first and then look at pci-bb.c.;",
    })
    void inAPatchThreadAFileToBeChangedNamesItsModule(String body, String expected) {
        List<String> want = expected == null ? List.of() : List.of(expected.strip());
        assertEquals(want, invented.drivers("Re: [PATCH v2 2/4] PCI: dwc: Share the link set-up", body + "\n"));
    }

    @Test
    void hostileChangeVerbsStayLinear() {
        String verbs = "update ".repeat(50000) + "pci-aa.c\n";
        String names = "fix this in pci-aa.c, ".repeat(50000) + "\n";
        String dots = "update x.c ".repeat(100000) + "\n";
        assertTimeout(TimeBudget.seconds(20), () -> {
            invented.drivers("Re: [PATCH] PCI: aa: Tidy", verbs + names + dots);
        });
    }
}
