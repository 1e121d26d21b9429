package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 21 (drivers22): a diffstat path git shortened to fit its column ({@code .../pci/controller/dwc/pcie-zz-plat.c
 * | 6 -----}) is named as its full path would be when a full path of the same directory in the same diffstat names
 * its own driver: a clean-up moving code out of every glue driver of a family into common code. Invented drivers and
 * patches written in the style of real DWC clean-ups.
 */
class RealMailRulesDrivers22Test {
    /** Invented hand-written drivers: module, path. */
    private static final String TABLE = row("pcie-qq", "drivers/pci/controller/dwc/pcie-qq.c")
            + row("pcie-kk", "drivers/pci/controller/dwc/pcie-kk.c")
            + row("pcie-zz-plat", "drivers/pci/controller/dwc/pcie-zz-plat.c")
            + row("pcie-cc-ep", "drivers/pci/controller/cadence/pcie-cc-ep.c")
            + row("pcie-bb", "drivers/pci/controller/pcie-bb.c");

    private static String row(String name, String path) {
        return name + "\t" + path + "\t\t\t\n";
    }

    private final DriverCases cases = DriverCases.table(TABLE);

    private static String patch(String... statLines) {
        StringBuilder b = new StringBuilder("Platforms using the built-in MSI controller all have a dedicated\n"
                + "interrupt, so let's move setting it up to the common code.\n\n"
                + "Signed-off-by: A Developer <dev@example.org>\n---\n");
        for (String l : statLines) {
            b.append(' ').append(l).append('\n');
        }
        return b.append(" ").append(statLines.length).append(" files changed, 14 insertions(+), 81 deletions(-)\n\n")
                .append("diff --git a/drivers/pci/controller/dwc/pcie-qq.c b/drivers/pci/controller/dwc/pcie-qq.c\n")
                .toString();
    }

    private static final String SUBJECT = "[PATCH v2 08/16] PCI: dwc: Move MSI interrupt setup into common code";

    @Test
    void aShortenedPathBesideFullPathsOfItsDirectoryIsNamed() {
        List<String> found = cases.drivers(SUBJECT, patch(
                "drivers/pci/controller/dwc/pcie-kk.c            |  6 -----",
                ".../pci/controller/dwc/pcie-designware-host.c   | 11 +++++++++-",
                ".../pci/controller/dwc/pcie-zz-plat.c           |  6 -----",
                "drivers/pci/controller/dwc/pcie-qq.c            |  8 -------",
                "drivers/pci/controller/pcie-bb.c                |  9 ---------"));
        assertEquals(List.of("pcie-kk", "pcie-qq", "pcie-bb", "pcie-zz-plat"), found);
    }

    @Test
    void aShortenedPathOfAnotherDirectoryOrOfAFewLinesKeepsTheLimits() {
        // cadence/ has no full path of its own beside it: a helper renamed in passing in another family's file
        assertEquals(List.of("pcie-bb"), cases.drivers("[PATCH v3 0/7] Acme SoC PCIe support", patch(
                "drivers/pci/controller/pcie-bb.c                |  1012 ++++++++++",
                ".../pci/controller/cadence/pcie-cc-ep.c         |  7 +-",
                "drivers/pci/controller/dwc/pcie-kk.c            |  2 +-",
                "drivers/pci/controller/dwc/pcie-qq.c            |  1 +",
                "include/linux/log2.h                            |  52 +",
                "kernel/dma/direct.c                             |  3 +-",
                "drivers/of/device.c                             |  2 +-",
                "drivers/acpi/arm64/iort.c                       |  2 +-",
                "drivers/pci/controller/Kconfig                  |  9 +")));
        // two lines of the shortened file: in passing, as a full path's two lines would be among many files
        assertEquals(List.of("pcie-kk", "pcie-qq"), cases.drivers(SUBJECT, patch(
                "drivers/pci/controller/dwc/pcie-kk.c            |  6 -----",
                ".../pci/controller/dwc/pcie-zz-plat.c           |  2 +-",
                "drivers/pci/controller/dwc/pcie-qq.c            |  8 -------",
                "include/linux/a.h                               |  3 ++-",
                "include/linux/b.h                               |  3 ++-",
                "include/linux/c.h                               |  3 ++-",
                "include/linux/d.h                               |  3 ++-",
                "include/linux/e.h                               |  3 ++-",
                "include/linux/f.h                               |  3 ++-")));
    }

    @Test
    void aHelperConversionVouchesForNoShortenedPath() {
        String[] stat = {"drivers/pci/controller/dwc/pcie-kk.c            | 11 ++++-------",
            ".../pci/controller/dwc/pcie-zz-plat.c           |  3 +--",
            "drivers/pci/controller/dwc/pcie-qq.c            |  7 +++----"};
        assertEquals(List.of("pcie-kk", "pcie-qq"),
                cases.drivers("[PATCH v2] PCI: dwc: convert to devm_foo_resource_byname()", patch(stat)));
        assertEquals(List.of("pcie-kk", "pcie-qq"), cases.drivers("[PATCH] PCI: dwc: Use foo_get_irq()", patch(stat)));
        assertEquals(List.of("pcie-kk", "pcie-qq", "pcie-zz-plat"),
                cases.drivers("[PATCH v2 5/5] PCI: dwc: Move foo_init() from each users to designware host",
                        patch(stat)));
        assertTrue(ElidedSiblings.conversion("Re: [PATCH] PCI: Replace bar_read() with bar_get()"));
        assertTrue(!ElidedSiblings.conversion("[PATCH] PCI: dwc: Use the common MSI set-up"));
        assertTrue(!ElidedSiblings.conversion(""));
        assertTrue(!ElidedSiblings.conversion(": : :"));
    }

    @Test
    void aReplyQuotingTheDiffstatIsNoFullPathsVouching() {
        StringBuilder b = new StringBuilder("On Thu, Nov 05, 2020 at 03:11:50PM -0600, A Developer wrote:\n");
        for (String l : new String[] {"drivers/pci/controller/dwc/pcie-kk.c  |  6 -----",
            ".../pci/controller/dwc/pcie-zz-plat.c |  6 -----", "drivers/pci/controller/dwc/pcie-qq.c  |  8 -------",
            "drivers/pci/controller/dwc/x1.c | 8 ---", "drivers/pci/controller/dwc/x2.c | 8 ---"}) {
            b.append(">  ").append(l).append('\n');
        }
        b.append("\nLooks good to me.\n");
        assertTrue(!cases.drivers("Re: " + SUBJECT, b.toString()).contains("pcie-zz-plat"));
    }

    @Test
    void hostileDiffstatsFinishFast() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            StringBuilder b = new StringBuilder(patch("drivers/pci/controller/dwc/pcie-qq.c | 8 -------"));
            // 100,000 shortened lines of many directories, one line of 200,000 slashes, an unclosed ".../"
            for (int i = 0; i < 100_000; i++) {
                b.append(" .../controller/d").append(i).append("/pcie-zz-plat.c | 6 -----\n");
            }
            b.append(" .../").append("/".repeat(200_000)).append("pcie-zz-plat.c | 9 ---\n .../");
            List<String> found = cases.drivers(SUBJECT, b.toString());
            assertTrue(found.size() <= 64, found.toString());
        });
    }
}
