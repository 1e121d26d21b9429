package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 35 (drivers42): a series whose shortlog carries one summary under three or more tags ("stmmac: pci: Loop
 * using X", "vfio_pci: Loop using X", "x86/PCI: Loop using X") carries a helper or constant across drivers, and its
 * cover's diffstat, own or quoted, names none of the drivers it changes (the drivers convention). The part tags were
 * already left out; the diffstat's hand-written drivers were still named. Mail written for the test.
 */
class RealMailRulesDrivers42Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    private static String cover(String quote, String... titles) {
        StringBuilder b = new StringBuilder();
        b.append(quote).append("Walking the BARs with the new count is less error-prone.\n").append(quote).append('\n');
        b.append(quote).append("Ann Writer (").append(titles.length).append("):\n");
        for (String t : titles) {
            b.append(quote).append("  ").append(t).append('\n');
        }
        b.append(quote).append('\n');
        b.append(quote).append(" drivers/net/ethernet/intel/e1000e/netdev.c       |  4 ++--\n");
        b.append(quote).append(" drivers/net/ethernet/stmicro/stmmac/stmmac_pci.c |  4 ++--\n");
        b.append(quote).append(" drivers/pci/pci.c                                | 11 ++++++-----\n");
        b.append(quote).append(" drivers/vfio/pci/vfio_pci.c                      | 11 +++++++----\n");
        b.append(quote).append(" include/linux/pci.h                              |  2 +-\n");
        b.append(quote).append(" 5 files changed, 18 insertions(+), 14 deletions(-)\n");
        return b.toString();
    }

    @Test
    void aConversionCoverNamesNoneOfItsDrivers() {
        String[] parts = {"PCI: Add a count of the standard BARs", "e1000e: Loop using PCI_STD_BAR_COUNT",
            "stmmac: pci: Loop using PCI_STD_BAR_COUNT", "vfio_pci: Loop using PCI_STD_BAR_COUNT"};
        assertEquals(List.of(), drivers("[PATCH v2 0/4] Add a count of the standard PCI BARs", cover("", parts)));
        // a review quoting the cover
        assertEquals(List.of(), drivers("Re: [PATCH v2 0/4] Add a count of the standard PCI BARs",
                "On Tue, Ann Writer wrote:\n" + cover("> ", parts) + "\nThe vfio part looks fine to me.\n"));
    }

    @Test
    void aSeriesOfOwnWorkStillNamesItsDrivers() {
        // two parts alike, the others different: a series about its drivers, as before
        List<String> got = drivers("[PATCH 0/4] Fix BAR walking in three drivers", cover("",
                "e1000e: Fix the BAR loop", "stmmac: pci: Loop using PCI_STD_BAR_COUNT",
                "vfio_pci: Loop using PCI_STD_BAR_COUNT", "PCI: Tidy up pci_iomap_range()"));
        assertTrue(got.contains("vfio-pci"), got.toString());
        assertTrue(got.contains("stmmac"), got.toString());
        // a conversion's cover whose subject names a driver keeps that one
        assertEquals(List.of("vfio-pci"), drivers("[PATCH 0/4] vfio-pci: Loop using PCI_STD_BAR_COUNT", cover("",
                "PCI: Add a count of the standard BARs", "e1000e: Loop using PCI_STD_BAR_COUNT",
                "stmmac: pci: Loop using PCI_STD_BAR_COUNT", "vfio_pci: Loop using PCI_STD_BAR_COUNT")));
    }

    @Test
    void theShortlogShape() {
        assertTrue(ShortlogTags.conversion("Ann (3):\n  ab: Use pci_x()\n  bc: Use pci_x()\n  cd: Use pci_x()\n"));
        assertTrue(ShortlogTags.conversion("Ann (4):\n  PCI: Add PCI_X\n  ab: Use PCI_X\n  bc: Use PCI_X\n  cd: Use PCI_X\n"));
        assertFalse(ShortlogTags.conversion("Ann (3):\n  ab: Use pci_x()\n  bc: Use pci_x()\n  cd: Fix Y\n"));
        // one fix made alike in each driver, no helper or constant by its code name
        assertFalse(ShortlogTags.conversion("Ann (3):\n  ab: Propagate errors for optional PHYs\n"
                + "  bc: Propagate errors for optional PHYs\n  cd: Propagate errors for optional PHYs\n"));
        // three alike among seven parts: a clean-up with each driver's own work
        assertFalse(ShortlogTags.conversion("Ann (7):\n  ab: Use pci_x()\n  bc: Use pci_x()\n  cd: Use pci_x()\n"
                + "  ab: Drop the lane setup\n  bc: Rework the link training\n  de: Fix the clocks\n  ef: Tidy up\n"));
        // titles with no author line above them are no shortlog
        assertFalse(ShortlogTags.conversion("  ab: Use pci_x()\n  bc: Use pci_x()\n  cd: Use pci_x()\n"));
    }

    @Test
    void thePreCheckOnlySkipsTextsWithoutAnAuthorLine() {
        // session 36 (speed36): the scan runs only where some "):" follows a digit, as every author line's does
        assertFalse(ShortlogTags.mayHoldAuthorLine("zz_probe(): fails\nsee zz_remove():\n  ab: Use pci_x()\n"));
        assertTrue(ShortlogTags.mayHoldAuthorLine("zz_probe(): fails\n> Ann (3):\n"));
        assertTrue(ShortlogTags.mayHoldAuthorLine("Ann (\u0663):\n")); // Character.isDigit, as authorLine reads
        assertEquals(Set.of(), ShortlogTags.read("Call zz_probe(): it fails.\n  ab: Use pci_x()\n"));
        assertTrue(ShortlogTags.conversion("See zz_x():\nAnn (3):\n  ab: Use pci_x()\n  bc: Use pci_x()\n"
                + "  cd: Use pci_x()\n"));
        assertTimeout(TimeBudget.seconds(5), () -> assertFalse(ShortlogTags.mayHoldAuthorLine("a):".repeat(3_000_000))));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            StringBuilder many = new StringBuilder("Ann Writer (50000):\n");
            for (int i = 0; i < 50_000; i++) {
                many.append("  d").append(i).append(": Loop using PCI_X\n");
            }
            many.append('\n');
            for (int i = 0; i < 50_000; i++) {
                many.append(" drivers/net/ethernet/intel/e1000e/netdev.c | 4 ++--\n");
                many.append(" a b c | 4\n");
            }
            many.append(" ").append("d/".repeat(2_500_000)).append(" | 1 +\n");
            many.append(" x".repeat(2_500_000)).append(" | 1 +\n");
            many.append(" | ".repeat(1_000_000)).append('\n');
            many.append("Ann (3):\n").append("  a: ".repeat(1_000_000)).append("Use X\n");
            many.append(" 1 file changed, 1 insertion(+)\n");
            drivers("[PATCH 0/3] Use pci_x()", many.toString());
        });
    }
}
