package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 54 (drivers62): a series cover's drivers by its shortlog's titles read against its diffstat
 * ({@link CoverTitleDrivers}). Mail written for the test, with the repository's real tables.
 */
class RealMailRulesDrivers62Test {
    private static final DriverTable TABLE = DriverTable.load(HwMails.withoutIds());
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    /** What the cover-title rule alone adds, the extractor's other readers aside. */
    private static java.util.Set<String> byTitles(String subject, String text) {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        CoverTitleDrivers.apply(subject, text, TABLE, out);
        return out;
    }

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    /** Ten parts sharing one summary over 14 files: each title's tag names its driver (the 21-file shape). */
    private static final String SHARED_SUMMARY_COVER = """
            Drop a duplicated error message from each host driver.

            Jane Doe (6):
              PCI: dwc: Remove dev_err() after a failed platform_get_irq()
              PCI: mobiveil: Remove dev_err() after a failed platform_get_irq()
              PCI: tegra: Remove dev_err() after a failed platform_get_irq()
              PCI: altera-msi: Remove dev_err() after a failed
                platform_get_irq()
              PCI: host-generic: Remove dev_err() after a failed platform_get_irq()
              PCI: rockchip: Remove dev_err() after a failed platform_get_irq()

             drivers/pci/controller/dwc/pci-dra7xx.c              |  8 ++------
             drivers/pci/controller/dwc/pci-imx6.c                |  4 +---
             drivers/pci/controller/dwc/pcie-tegra194.c           |  4 +---
             .../pci/controller/mobiveil/pcie-layerscape-gen4.c   |  5 ++---
             drivers/pci/controller/mobiveil/pcie-mobiveil-host.c |  4 +---
             drivers/pci/controller/pci-tegra.c                   |  8 ++------
             drivers/pci/controller/pcie-altera-msi.c             |  1 -
             drivers/pci/controller/pcie-rockchip-host.c          | 12 +++---------
             drivers/pci/controller/pcie-tango.c                  |  4 +---
             9 files changed, 14 insertions(+), 36 deletions(-)
            """;

    @Test
    void aSharedSummaryCoverNamesEachTitlesDriver() {
        List<String> got = drivers("[PATCH 0/6] PCI: Remove surplus dev_err()", SHARED_SUMMARY_COVER);
        for (String d : List.of("pcie-mobiveil", "pcie-layerscape-gen4", "pci-tegra", "pcie-altera-msi",
                "pcie-rockchip-host", "pcie-tango")) {
            assertTrue(got.contains(d), d + " " + got);
        }
        // the generic dwc tag claims the glue files of dwc/ for none; pcie-tegra194 is dwc's, not tegra's
        for (String d : List.of("pci-dra7xx", "pci-imx6", "pcie-tegra194")) {
            assertFalse(got.contains(d), d + " " + got);
        }
    }

    @Test
    void aQuotedCoverReadsAlike() {
        String quoted = SHARED_SUMMARY_COVER.lines().map(l -> "> > " + l).reduce("", (a, b) -> a + b + "\n");
        List<String> got = drivers("Re: [PATCH 0/6] PCI: Remove surplus dev_err()", "Applied, thanks.\n\n" + quoted);
        assertTrue(got.contains("pcie-tango") && got.contains("pci-tegra"), got.toString());
    }

    @Test
    void twoTagsJoinedNameTheSubsystemsFile() {
        String text = """
                Jane Doe (3):
                  PCI: endpoint: Add a helper
                  NTB: Add a new hardware driver
                  NTB: tool: Enable the link on the local side

                 drivers/ntb/test/ntb_tool.c                   |    1 +
                 drivers/pci/endpoint/pci-epc-core.c           |  128 +-
                 drivers/pci/endpoint/pci-epf-core.c           |  105 +-
                 drivers/pci/endpoint/pci-ep-cfs.c             |  176 +-
                 drivers/pci/endpoint/functions/pci-epf-test.c |   13 +-
                 include/linux/pci-epc.h                       |   38 +-
                 include/linux/pci-epf.h                       |   28 +-
                 include/linux/pci_ids.h                       |    1 +
                 Documentation/PCI/endpoint/index.rst          |    3 +
                 9 files changed, 380 insertions(+), 113 deletions(-)
                """;
        List<String> got = drivers("[PATCH 0/3] Implement a bridge over endpoints", text);
        assertTrue(got.contains("ntb_tool"), got.toString());
        // no title tags the test function: the title rule claims it for none
        assertEquals(java.util.Set.of("ntb_tool"), byTitles("[PATCH 0/3] Implement a bridge over endpoints", text));
    }

    @Test
    void conversionTitlesTagNone() {
        String text = """
                Jane Doe (4):
                  PCI: Add a define for the number of BARs
                  stmmac: pci: Loop using PCI_STD_NUM_BARS
                  efifb: Loop using PCI_STD_NUM_BARS
                  dmaengine: ioatdma: Convert PCIBIOS_* errors to generic -E* errors

                 drivers/net/ethernet/stmicro/stmmac/stmmac_pci.c |  4 ++--
                 drivers/video/fbdev/efifb.c                      |  2 +-
                 drivers/dma/ioat/init.c                          |  4 ++--
                 drivers/pci/pci.c                                | 11 ++++++-----
                 drivers/pci/quirks.c                             |  4 ++--
                 drivers/pci/access.c                             |  4 ++--
                 drivers/pci/probe.c                              |  4 ++--
                 drivers/pci/setup-bus.c                          |  4 ++--
                 include/linux/pci.h                              |  2 +-
                 9 files changed, 21 insertions(+), 18 deletions(-)
                """;
        assertEquals(java.util.Set.of(), byTitles("[PATCH 0/4] Add a define for the number of BARs", text));
    }

    @Test
    void theOrphanRuleNeedsEveryOtherTitleToClaimAFile() {
        // documentation fixes: most titles claim no file, so the one untagged driver file names nothing
        String text = """
                Jane Doe (4):
                  docs: fix broken links
                  docs: net: fix a table
                  mfd: madera: Fix a bad reference
                  docs: mark orphans

                 Documentation/networking/a.rst                 |  2 +-
                 Documentation/networking/b.rst                 |  2 +-
                 Documentation/c.rst                            |  2 +-
                 Documentation/d.rst                            |  2 +-
                 Documentation/e.rst                            |  2 +-
                 Documentation/f.rst                            |  2 +-
                 Documentation/g.rst                            |  2 +-
                 Documentation/h.rst                            |  2 +-
                 drivers/net/ethernet/faraday/ftgmac100.c       |  2 +-
                 include/linux/mfd/madera/pdata.h               |  3 +-
                 10 files changed, 11 insertions(+), 10 deletions(-)
                """;
        assertEquals(java.util.Set.of(), byTitles("[PATCH 0/4] Some documentation fixes", text));
    }

    @Test
    void aCoversUntaggedDiffstatDriverIsNoTitlesClaim() {
        String text = """
                Jane Doe (2):
                  misc: vop: change the way of allocating vrings
                  misc: vop: do not allocate the used ring

                 drivers/misc/mic/bus/vop_bus.h     |   2 +
                 drivers/misc/mic/host/mic_boot.c   |   9 ++
                 drivers/misc/mic/host/mic_main.c   |  43 ++------
                 drivers/misc/mic/vop/vop_main.c    |  70 +-----------
                 drivers/misc/mic/vop/vop_vringh.c  | 166 ++++++++++-------------
                 5 files changed, 85 insertions(+), 205 deletions(-)
                """;
        // both titles tag vop; mic/host/ is no title's (convention 42 keeps its lines from naming mic_host)
        assertEquals(java.util.Set.of("vop"), byTitles("[PATCH 0/2] Change vring space to coherent memory", text));
    }

    @Test
    void aPullIsReadByItsOwnRules() {
        String text = """
                Jane Doe (1):
                      PCI: host-generic: Fix a leak

                 drivers/pci/controller/pcie-tango.c | 4 +---
                 1 file changed, 1 insertion(+), 3 deletions(-)
                """;
        assertEquals(java.util.Set.of(), byTitles("[GIT PULL] PCI fixes for v5.8", text));
        // nor does one title make a many-patch cover whose leftover file an untouched tag could claim
        assertEquals(java.util.Set.of(), byTitles("[PATCH 0/1] PCI fixes", text));
    }

    @Test
    void titlesAreReadAsTheAuthorLinesCountThem() {
        assertEquals(List.of(List.of("pci", "vmd"), List.of("pci", "hv")),
                CoverTitleDrivers.titles("Jane Doe (2):\n  PCI: vmd: Fix a\n    wrapped title\n  PCI: hv: Fix b\n"));
        // a shortlog cut short: no reading
        assertEquals(List.of(), CoverTitleDrivers.titles("Jane Doe (3):\n  PCI: vmd: Fix a\n  PCI: hv: Fix b\n"));
        assertEquals(List.of(), CoverTitleDrivers.titles("Jane Doe (x):\n  PCI: vmd: Fix a\n"));
        assertEquals(List.of(), CoverTitleDrivers.titles(""));
    }

    @Test
    void malformedCoversNameNothing() {
        for (String text : List.of(
                "Jane Doe (2):\n  PCI: tegra: Fix a\n\n drivers/pci/controller/pci-tegra.c |\n",
                "Jane Doe (2):\n  PCI: tegra: Fix a\n  PCI: tegra: Fix b\n drivers/pci/controller/pci-tegra.c | x\n",
                " | 4 ++--\n (2):\n   : : \n",
                "Jane Doe (1):\n  : tegra: Fix\n\n .../nowhere/pci-tegra.c | 4 ++--\n")) {
            assertEquals(java.util.Set.of(), byTitles("[PATCH 0/2] x", text), text);
        }
    }

    @Test
    void hostileCoversEndFast() {
        String titles = ("  PCI: tegra: Fix " + "_".repeat(150) + "\n").repeat(30);
        String many = ("Jane Doe (30):\n" + titles + "\n"
                + " drivers/pci/controller/pci-tegra.c | 4 ++--\n".repeat(5_000)).repeat(20);
        String longLine = "Jane Doe (2):\n  PCI: use " + "a_".repeat(200_000) + "\n | " + "1".repeat(100_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> drivers("[PATCH 0/30] x", many));
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> drivers("[PATCH 0/2] x", longLine));
    }
}
