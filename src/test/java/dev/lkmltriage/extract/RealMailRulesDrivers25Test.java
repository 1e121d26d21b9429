package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 23 (drivers25): three readings that name fewer, wrong, drivers. A patch to MAINTAINERS and its thread is
 * bookkeeping about no driver; a "Kernel driver in use:" name with words after it is a registered name, not a
 * module; a device id binds its driver only in a message about a few devices, not in a machine's listing. Invented
 * drivers, ids and mail written in the style of real ones.
 */
class RealMailRulesDrivers25Test {
    private static final String TABLE = "pcie-frob\tdrivers/pci/controller/pcie-frob.c\t\tfrob\t\n"
            + "qnic\tdrivers/net/ethernet/qq/qnic_main.c\t1d9f:0042\t\t\n";

    private static final DriverCases CASES = DriverCases.table(TABLE);
    private static final DriverExtractor EXTRACTOR = CASES.extractor();

    private static final String ENTRY = "Add myself as co-maintainer for the Frob PCIe controller driver.\n\n"
            + "Signed-off-by: J. Doe <jdoe@example.org>\n---\n MAINTAINERS | 1 +\n 1 file changed, 1 insertion(+)\n\n"
            + "diff --git a/MAINTAINERS b/MAINTAINERS\n--- a/MAINTAINERS\n+++ b/MAINTAINERS\n"
            + "@@ -13000,6 +13000,7 @@\n PCIE DRIVER FOR FROB\n M:\tA. Maint <am@example.org>\n"
            + "+M:\tJ. Doe <jdoe@example.org>\n F:\tdrivers/pci/controller/pcie-frob.c\n";

    @Test
    void aMaintainersPatchAndItsThreadNameNoDriver() {
        assertEquals(List.of(),
                CASES.drivers("[PATCH v2 3/3] MAINTAINERS: update entry for Frob PCIe controller", ENTRY));
        assertEquals(List.of(), CASES.drivers("[v2,3/3] MAINTAINERS: Add J. Doe as Frob PCIe co-maintainer", ENTRY));
        assertEquals(List.of(), CASES.drivers("Re: [PATCH 1/1] PCI: frob: Update maintainers list",
                "> Add J. Doe as new maintainer of the frob driver.\n\nApplied for v5.2, thanks.\n"));
        assertEquals(List.of(), CASES.drivers("RE: [PATCH] PCI: frob: Remove A. Maint from Frob maintainer",
                "Acked-by: A. Maint <am@example.org>\n"));
    }

    @Test
    void aPatchTheMaintainersAskedForStillNamesItsDriver() {
        // near misses: the summary's work is the driver's code, "maintainer" only its reason; no patch at all
        assertEquals(List.of("pcie-frob"),
                CASES.drivers("[PATCH] PCI: frob: Add the retrain quirk maintainers asked for",
                        "Retrain the link after a hot reset.\n"));
        assertEquals(List.of("pcie-frob"), CASES.drivers("PCI: frob: update maintainers list",
                "Who maintains the pcie-frob driver now?\n"));
    }

    @Test
    void aRegisteredNameWithWordsAfterItIsNoModule() {
        String lspci = "01:00.0 RAM memory: Frobworks Device 5555\n\tKernel driver in use: FROB PCI\n"
                + "\tKernel modules: frob_pci\n";
        assertFalse(CASES.drivers("pcie: frob: kernel hang", lspci).contains("FROB"));
        // near misses: a module with blanks or a parenthesis after it is still read
        assertEquals(List.of("qnic"), CASES.drivers("", "\tKernel driver in use: qnic   \n"));
        assertEquals(List.of("r8169"), CASES.drivers("", "\tKernel driver in use: r8169 (built-in)\n"));
    }

    private static HardwareFact device(String id) {
        return new HardwareFact("pci", id, null, null, null, null, "lspci-nn", false, 0, 1);
    }

    @Test
    void aDeviceIdOfAMachineListingBindsNoDriver() {
        List<HardwareFact> machine = List.of(device("8086:191f"), device("8086:1901"), device("8086:a12f"),
                device("8086:a102"), device("1d9f:0042"), device("1002:6610"));
        assertEquals(List.of(), EXTRACTOR.extract(HwMails.mail("resume takes a second longer"), machine));
        // near miss: the card and the ports above it are a few devices; its id still names its driver
        List<HardwareFact> few = List.of(device("8086:1901"), device("8086:a110"), device("1d9f:0042"));
        assertEquals(List.of("qnic"), EXTRACTOR.extract(HwMails.mail("qnic link flaps"), few));
        // a device repeated is one device
        List<HardwareFact> repeated = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            repeated.add(device("1d9f:0042"));
        }
        assertEquals(List.of("qnic"), EXTRACTOR.extract(HwMails.mail("qnic link flaps"), repeated));
    }

    @Test
    void hostileInputFinishesAndNeverThrows() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            CASES.drivers("[PATCH] PCI: frob: update " + "a ".repeat(500_000) + "maintainers", "x\n");
            CASES.drivers("[PATCH] " + "MAINTAINERS: ".repeat(100_000), ENTRY);
            CASES.drivers("",
                    "Kernel driver in use: A B\n".repeat(200_000) + "Kernel driver in use: " + "x ".repeat(1_000_000));
            List<HardwareFact> many = new ArrayList<>();
            for (int i = 0; i < 200_000; i++) {
                many.add(device(String.format("%04x:%04x", 0x1000 + i % 0xe000, i & 0xffff)));
            }
            assertEquals(List.of(), EXTRACTOR.extract(HwMails.mail("x"), many));
        });
    }
}
