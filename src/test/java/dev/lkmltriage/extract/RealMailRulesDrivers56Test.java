package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 48 (drivers56): convention 133's hunk reader for the shape a diff shows plainly. Past eight files, a
 * driver whose hunks only take lines out, or rewrite a line into a like one (an argument the core no longer needs
 * passed as NULL, a declaration that loses a variable), adapts to the patch's core change and is named by its
 * diffstat line no more than by a line or two; a driver whose hunk adds code of its own stays named, and so does
 * every driver of a patch of eight files or fewer. Mail written for the test.
 */
class RealMailRulesDrivers56Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    /** A patch: its text from {@code diff --git} on is the diff, as the mail parser splits real mail. */
    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.withDiff(subject, text), List.of());
    }

    private static final String CORE_HUNKS = """
            diff --git a/drivers/pci/probe.c b/drivers/pci/probe.c
            index 1111111..2222222 100644
            --- a/drivers/pci/probe.c
            +++ b/drivers/pci/probe.c
            @@ -3000,6 +3000,8 @@ int pci_scan_root_bus_bridge(struct pci_host_bridge *bridge)
             \tresource_list_for_each_entry(window, &bridge->windows)
            +\t\tif (window->res->flags & IORESOURCE_BUS)
            +\t\t\tbridge->busnr = window->res->start;
            """;

    private static final String AARDVARK_ADAPTS = """
            diff --git a/drivers/pci/controller/pci-aardvark.c b/drivers/pci/controller/pci-aardvark.c
            index 3333333..4444444 100644
            --- a/drivers/pci/controller/pci-aardvark.c
            +++ b/drivers/pci/controller/pci-aardvark.c
            @@ -1100,7 +1100,7 @@ static int advk_pcie_probe(struct platform_device *pdev)
            -\tstruct resource *res, *bus;
            +\tstruct resource *res;
            @@ -1130,12 +1130,11 @@ static int advk_pcie_probe(struct platform_device *pdev)
             \tret = pci_parse_request_of_pci_ranges(dev, &bridge->windows,
            -\t\t\t\t\t      &bridge->dma_ranges, &bus);
            +\t\t\t\t\t      &bridge->dma_ranges, NULL);
            -\tbridge->busnr = bus->start;
            """;

    private static final String TEGRA_ADAPTS = """
            diff --git a/drivers/pci/controller/pci-tegra.c b/drivers/pci/controller/pci-tegra.c
            index 5555555..6666666 100644
            --- a/drivers/pci/controller/pci-tegra.c
            +++ b/drivers/pci/controller/pci-tegra.c
            @@ -2670,7 +2670,6 @@ static int tegra_pcie_probe(struct platform_device *pdev)
            -\tstruct resource *bus;
            -\terr = pci_parse_request_of_pci_ranges(dev, &host->windows, NULL, &bus);
            +\terr = pci_parse_request_of_pci_ranges(dev, &host->windows, NULL, NULL);
            -\thost->busnr = bus->start;
            """;

    /** The Mediatek driver's hunk gains code of its own: a register written that was never written before. */
    private static final String MEDIATEK_OWN = """
            diff --git a/drivers/pci/controller/pcie-mediatek.c b/drivers/pci/controller/pcie-mediatek.c
            index 7777777..8888888 100644
            --- a/drivers/pci/controller/pcie-mediatek.c
            +++ b/drivers/pci/controller/pcie-mediatek.c
            @@ -1030,6 +1030,8 @@ static int mtk_pcie_setup(struct mtk_pcie *pcie)
            -\tpcie->busnr = bus->start;
            +\twritel(PCIE_PORT_INT_EN(port->slot), pcie->base + PCIE_INT_ENABLE);
            +\tmtk_pcie_enable_port_irq(port);
            """;

    private static String patch(int files, String... hunks) {
        StringBuilder b = new StringBuilder("""
                Most host drivers only parse the bus range to set the root bus number. Set it in the core
                instead and drop it from the drivers.

                Signed-off-by: A Developer <dev@example.org>
                ---
                 drivers/pci/controller/pci-aardvark.c  | 5 ++---
                 drivers/pci/controller/pci-tegra.c     | 4 +---
                 drivers/pci/controller/pcie-mediatek.c | 3 ++-
                 drivers/pci/probe.c                    | 2 ++
                """);
        b.append(" ").append(files).append(" files changed, 7 insertions(+), 7 deletions(-)\n\n");
        for (String h : hunks) {
            b.append(h);
        }
        b.append("-- \n2.25.1\n");
        return b.toString();
    }

    private static final String SUBJECT = "[PATCH 11/19] PCI: Move setting the root bus number out of host drivers";

    @Test
    void pastEightFilesADriverThatOnlyDropsLinesIsNotNamed() {
        List<String> got = drivers(SUBJECT, patch(9, AARDVARK_ADAPTS, TEGRA_ADAPTS, MEDIATEK_OWN, CORE_HUNKS));
        assertFalse(got.contains("pci-aardvark"), got.toString());
        assertFalse(got.contains("pci-tegra"), got.toString());
        // the driver whose hunk adds code of its own stays named by its diffstat line
        assertTrue(got.contains("pcie-mediatek"), got.toString());
    }

    @Test
    void eightFilesOrFewerNameEveryChangedDriverWhateverItsHunks() {
        List<String> got = drivers(SUBJECT, patch(8, AARDVARK_ADAPTS, TEGRA_ADAPTS, MEDIATEK_OWN, CORE_HUNKS));
        assertTrue(got.containsAll(List.of("pci-aardvark", "pci-tegra", "pcie-mediatek")), got.toString());
    }

    @Test
    void withoutItsDiffADriversDiffstatLineStillNamesItPastEightFiles() {
        // a cover's diffstat alone: the hunks are not shown, so nothing is read as an adaptation
        List<String> got = extractor.extract(HwMails.mail(SUBJECT, patch(9)), List.of());
        assertTrue(got.contains("pci-aardvark"), got.toString());
        assertTrue(got.contains("pci-tegra"), got.toString());
    }

    @Test
    void aTagOfTheDriverNamesItThoughItsHunkOnlyAdapts() {
        List<String> got = drivers("[PATCH 3/19] PCI: aardvark: Stop setting the root bus number",
                patch(9, AARDVARK_ADAPTS, TEGRA_ADAPTS, CORE_HUNKS));
        assertTrue(got.contains("pci-aardvark"), got.toString());
        assertFalse(got.contains("pci-tegra"), got.toString());
    }

    @Test
    void theReaderTellsRemovalsAndLikeRewritesFromNewCode() {
        Map<String, Boolean> files = AdaptedHunks.files(AARDVARK_ADAPTS + TEGRA_ADAPTS + MEDIATEK_OWN + CORE_HUNKS);
        assertEquals(Boolean.TRUE, files.get("drivers/pci/controller/pci-aardvark.c"));
        assertEquals(Boolean.TRUE, files.get("drivers/pci/controller/pci-tegra.c"));
        assertEquals(Boolean.FALSE, files.get("drivers/pci/controller/pcie-mediatek.c"));
        // the core file only adds lines
        assertEquals(Boolean.FALSE, files.get("drivers/pci/probe.c"));
    }

    @Test
    void aQuotedDiffIsReadAtItsOwnDepthAndAnInlineRemarkNeitherCountsNorClosesIt() {
        String quoted = """
                On Tue, Jul 21, 2020 at 08:24:55PM -0600, A Developer wrote:
                > diff --git a/drivers/pci/controller/pci-tegra.c b/drivers/pci/controller/pci-tegra.c
                > --- a/drivers/pci/controller/pci-tegra.c
                > +++ b/drivers/pci/controller/pci-tegra.c
                > @@ -2670,7 +2670,6 @@ static int tegra_pcie_probe(struct platform_device *pdev)
                > -\tstruct resource *bus;

                - Why drop it here and not in the next patch?

                > -\thost->busnr = bus->start;
                > +\ttegra_pcie_enable_wake(host, true);
                """;
        // the added call after the remark is the file's own new code: no adaptation
        assertEquals(Map.of("drivers/pci/controller/pci-tegra.c", false), AdaptedHunks.files(quoted));
    }

    @Test
    void aCreatedOrDeletedFileIsNoAdaptation() {
        String deleted = """
                diff --git a/drivers/pci/controller/pcie-tango.c b/drivers/pci/controller/pcie-tango.c
                deleted file mode 100644
                index 9999999..0000000
                --- a/drivers/pci/controller/pcie-tango.c
                +++ /dev/null
                @@ -1,3 +0,0 @@
                -static int tango_pcie_probe(struct platform_device *pdev)
                -{
                -}
                """;
        assertEquals(Map.of("drivers/pci/controller/pcie-tango.c", false), AdaptedHunks.files(deleted));
    }

    @Test
    void aFileChangingMoreLinesThanACallerIsNoAdaptation() {
        StringBuilder b = new StringBuilder("diff --git a/drivers/pci/controller/pci-tegra.c b/drivers/pci/controller/pci-tegra.c\n");
        for (int i = 0; i <= AdaptedHunks.MAX_LINES; i++) {
            b.append("-\ttegra_pcie_writel(pcie, ").append(i).append(", AFI_REG_").append(i).append(");\n");
        }
        assertEquals(Map.of("drivers/pci/controller/pci-tegra.c", false), AdaptedHunks.files(b.toString()));
    }

    @Test
    void likeLinesShareHalfTheirWords() {
        assertTrue(AdaptedHunks.like(AdaptedHunks.words("&bridge->dma_ranges, &bus);"),
                AdaptedHunks.words("&bridge->dma_ranges, NULL);")));
        assertFalse(AdaptedHunks.like(AdaptedHunks.words("pdev->dev_flags |= PCI_DEV_FLAGS_NO_D3;"),
                AdaptedHunks.words("writel(val, base + PCIE_INT_ENABLE);")));
        assertFalse(AdaptedHunks.like(Set.of(), Set.of("a")));
    }

    @Test
    void malformedDiffsReadNothingAndDoNotThrow() {
        assertEquals(Map.of(), AdaptedHunks.files(""));
        assertEquals(Map.of(), AdaptedHunks.files("no diff at all\n-just a bullet\n+and a plus\n"));
        assertEquals(Map.of(), AdaptedHunks.files("diff --git a/\n-x\n"));
        assertEquals(Map.of(), AdaptedHunks.files("diff --git a/foo.c b/"));
        assertEquals(Map.of(), AdaptedHunks.files(">>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>> diff --git "));
        // a header with nothing after it: a file with no lines is no adaptation
        assertEquals(Map.of("x.c", false), AdaptedHunks.files("diff --git a/x.c b/x.c\n"));
        assertEquals(List.of(), drivers("", "diff --git a/drivers/pci/controller/pci-tegra.c b/\n 9 files changed\n"));
    }

    @Test
    void aLongDiffIsReadInLinearTime() {
        StringBuilder b = new StringBuilder(" 5000 files changed, 1 insertion(+)\n");
        for (int i = 0; i < 5000; i++) {
            b.append("diff --git a/drivers/x/f").append(i).append(".c b/drivers/x/f").append(i).append(".c\n");
            for (int j = 0; j < 40; j++) {
                b.append("-\tcall_").append(j).append("(dev, &res_").append(i).append(");\n");
                b.append("+\tcall_").append(j).append("(dev, NULL);\n");
            }
        }
        String text = b.toString();
        assertTimeout(TimeBudget.seconds(10), () -> {
            AdaptedHunks.files(text);
            drivers("[PATCH] PCI: Drop the resource argument", text);
        });
    }
}
