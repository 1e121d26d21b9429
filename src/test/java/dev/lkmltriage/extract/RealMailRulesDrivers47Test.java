package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import dev.lkmltriage.text.QuoteMarks;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 40 (drivers47): a cover letter's diffstat line of a driver none of its titles tags names none (convention
 * 42, {@link CoverTitles}); a file a quoted Makefile diff builds into another module ({@code > +zeta_mem-y := mem.o})
 * is no module of its own ({@link NewDriverFiles#builtAsPart}); the acronyms "AL" and "ITS" are read from {@code
 * models/drivers.tsv} as aliases written in capitals ({@link DriverTable#acronyms}). Mail written for the test.
 */
class RealMailRulesDrivers47Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    /** A cover of three parts: one for kirin, one for the Tegra194 driver by the family tag, one for the DWC core. */
    private static final String COVER = "This series reworks how the DWC host drivers set up their root bus.\n\n"
            + "Jane Doe (3):\n"
            + "  PCI: dwc: Drop the per-driver link-up hook\n"
            + "  PCI: dwc: kirin: Use the common link-up check\n"
            + "  PCI: tegra: Move the ECAM window set-up\n\n"
            + " drivers/pci/controller/dwc/pci-dra7xx.c       |  14 +-\n"
            + " drivers/pci/controller/dwc/pcie-artpec6.c     |  31 +--\n"
            + " drivers/pci/controller/dwc/pcie-designware-host.c | 40 ++++++\n"
            + " drivers/pci/controller/dwc/pcie-kirin.c       |  43 +--\n"
            + " drivers/pci/controller/dwc/pcie-tegra194.c    |  22 ++-\n"
            + " 5 files changed, 90 insertions(+), 60 deletions(-)\n\n-- \n2.25.1\n";

    @Test
    void aCoversUntaggedDiffstatLinesNameNone() {
        assertEquals(List.of("pcie-kirin", "pcie-tegra194"),
                sorted(drivers("[PATCH 0/3] PCI: dwc: Link-up clean-ups", COVER)));
        // a reply quoting the cover reads it alike
        assertEquals(List.of("pcie-kirin", "pcie-tegra194"), sorted(drivers("Re: [PATCH 0/3] PCI: dwc: Link-up clean-ups",
                "On Mon, Jane Doe wrote:\n" + COVER.replaceAll("(?m)^", "> ") + "\nLooks fine to me.\n")));
    }

    @Test
    void aPatchsOwnDiffstatAndATaggedLineStillName() {
        // near miss: the same diffstat in a patch (no shortlog) names every glue driver it changes
        String patch = "Use the common check in every glue driver.\n\nSigned-off-by: Jane Doe <jane@example.org>\n---\n"
                + COVER.substring(COVER.indexOf(" drivers/"));
        List<String> named = drivers("[PATCH] PCI: dwc: Use the common link-up check", patch);
        assertTrue(named.contains("pci-dra7xx") && named.contains("pcie-artpec6"), named.toString());
        // near miss: the subject's own tag names its driver's line in the cover
        assertTrue(drivers("[PATCH 0/3] PCI: artpec6: Link-up clean-ups", COVER).contains("pcie-artpec6"));
    }

    @Test
    void theCryptoDashAndTheSpacedSlashTagsAreTags() {
        // the lead (session 40): "crypto: qat - ..." and "ACPI / APEI: ..." tag qat and apei, as those trees write
        // their titles; a cover's lines of their drivers keep their names, an untagged one still loses its own
        String cover = "This series moves the AER handling of two drivers to the new callback.\n\n"
                + "Jane Doe (2):\n"
                + "  crypto: qat - Drop the per-device AER handler\n"
                + "  ACPI / APEI: Report the new error source\n\n"
                + " drivers/acpi/apei/ghes.c                   | 20 ++--\n"
                + " drivers/crypto/qat/qat_c62x/adf_drv.c      | 12 +-\n"
                + " drivers/net/ethernet/intel/e1000e/netdev.c |  9 +-\n"
                + " 3 files changed, 21 insertions(+), 20 deletions(-)\n\n-- \n2.25.1\n";
        assertEquals(List.of("ghes", "qat_c62x"), sorted(drivers("[PATCH 0/2] PCI/AER: Error source clean-ups", cover)));
        // near miss: a dash inside a summary with blanks before it tags nothing
        String other = cover.replace("crypto: qat - Drop", "crypto: Drop the per-device AER - handler in qat");
        assertEquals(List.of("ghes"), sorted(drivers("[PATCH 0/2] PCI/AER: Error source clean-ups", other)));
    }

    @Test
    void aWrappedTitlesRestIsNoPartOfItsOwn() {
        // the lead (session 40): a title wrapped onto a deeper-indented line still counts once, so the cover's
        // titles are all read and its untagged line names none (held-out15's 40-part cover had kept the reading off)
        String wrapped = COVER.replace("  PCI: tegra: Move the ECAM window set-up\n",
                "  PCI: tegra: Move the ECAM window set-up out of the host bridge's\n    probe path\n");
        assertEquals(List.of("pcie-kirin", "pcie-tegra194"),
                sorted(drivers("[PATCH 0/3] PCI: dwc: Link-up clean-ups", wrapped)));
        // near miss: a shortlog that declares more parts than it lists is still read as cut short: no name dropped
        String cut = COVER.replace("Jane Doe (3):", "Jane Doe (4):");
        assertTrue(drivers("[PATCH 0/4] PCI: dwc: Link-up clean-ups", cut).contains("pcie-artpec6"));
    }

    /** A review quoting a patch that creates drivers/zeta/mem.c, built by its Makefile as a part of zeta_mem. */
    private static String quotedPart(String makefileLine) {
        return "On Tue, John Roe wrote:\n"
                + "> Add the memory device driver.\n>\n"
                + ">  drivers/zeta/Kconfig  | 12 +++\n"
                + ">  drivers/zeta/Makefile |  3 +\n"
                + ">  drivers/zeta/mem.c    | 80 ++++++++++++\n"
                + ">  create mode 100644 drivers/zeta/mem.c\n>\n"
                + "> diff --git a/drivers/zeta/Makefile b/drivers/zeta/Makefile\n"
                + "> --- a/drivers/zeta/Makefile\n> +++ b/drivers/zeta/Makefile\n"
                + "> @@ -1,2 +1,5 @@\n"
                + makefileLine
                + "\nPlease keep the mailbox code apart from the probe.\n";
    }

    @Test
    void aFileAQuotedMakefileBuildsIntoAnotherModuleIsNoModule() {
        List<String> named = drivers("Re: [RFC PATCH 3/9] zeta/mem: Add a driver for the memory device",
                quotedPart("> +obj-$(CONFIG_ZETA_MEM) += zeta_mem.o\n> +zeta_mem-y := mem.o\n"));
        assertFalse(named.contains("mem"), named.toString());
        // near miss: the quoted Makefile builds the new file as an object of its own
        assertEquals(List.of("mem"), drivers("Re: [RFC PATCH 3/9] zeta: Add a driver for the memory device",
                quotedPart("> +obj-$(CONFIG_ZETA_MEM) += mem.o\n")));
    }

    @Test
    void quoteMarksBodySkipsOnlyAQuotedLinesMarks() {
        assertEquals(4, QuoteMarks.body("> > +x", 0));
        assertEquals(0, QuoteMarks.body(" +x context", 0));
        assertEquals(3, QuoteMarks.body("ab\n>>+x", 3) - 2);
        assertEquals(5, QuoteMarks.body(">>>>>", 0));
        assertEquals(7, QuoteMarks.body("x", 7));
    }

    @Test
    void acronymsAreTheTablesAliasesInCapitals() throws IOException {
        DriverTable t = DriverTable.read(new StringReader(
                "pcie-zeta\tdrivers/pci/controller/pcie-zeta.c\t\tZETA,zeta-pcie\t\n"
                        + "pcie-eta\tdrivers/pci/controller/pcie-eta.c\t\tEta\t\n"));
        assertEquals(Map.of("ZETA", "pcie-zeta"), t.acronyms());
        assertEquals(List.of("zeta-pcie"), t.byName("pcie-zeta").aliases());
        assertEquals(List.of("Eta"), t.byName("pcie-eta").aliases());
        // an acronym is no tag or word alias
        assertEquals(null, t.byNameOrAlias("ZETA"));
        List<String> out = new ArrayList<>();
        String text = "this is a ZETA driver bug, not the zeta driver's";
        CalledDrivers.scan(text, 0, text.length(), t, out::add);
        assertEquals(List.of("pcie-zeta"), out);
        // the shipped table carries the two the code map held (session 39)
        DriverTable shipped = DriverTable.load(HwMails.withoutIds());
        assertEquals("pcie-al", shipped.acronyms().get("AL"));
        assertEquals("irq-gic-v3-its", shipped.acronyms().get("ITS"));
        assertFalse(shipped.byName("pcie-al").aliases().contains("AL"));
    }

    @Test
    void hostileCoversStayLinear() {
        StringBuilder titles = new StringBuilder("Jane Doe (5000):\n");
        StringBuilder stat = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            titles.append("  PCI: zeta").append(i).append(": Use the common check\n");
            stat.append(" drivers/pci/controller/dwc/pci-dra7xx.c | 14 +-\n");
        }
        String cover = titles + "\n" + stat + " 5000 files changed\n";
        StringBuilder marks = new StringBuilder();
        for (int i = 0; i < 1_000_000; i++) {
            marks.append("> ");
        }
        String deep = marks + "+zeta_mem-y := mem.o\n create mode 100644 drivers/zeta/mem.c\n";
        assertTimeout(TimeBudget.seconds(10), () -> {
            assertTrue(drivers("[PATCH 0/5000] PCI: zeta: clean-ups", cover).size() <= 64);
            assertTrue(drivers("Re: zeta/mem", deep).size() <= 64);
            assertEquals(QuoteMarks.REACH, QuoteMarks.body(marks.toString(), 0));
        });
    }

    private static List<String> sorted(List<String> in) {
        List<String> out = new ArrayList<>(in);
        out.sort(null);
        return out;
    }
}
