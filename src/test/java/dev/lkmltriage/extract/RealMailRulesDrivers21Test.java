package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 20 (drivers21): a series part tagged by the short alias or family its driver's file is named after ("PCI:
 * dwc: qq:" for pcie-qq.c, "PCI: vega:" for pcie-vega194.c) singles that driver out of a quoted diffstat over many,
 * when it is the one quoted driver of that family. Invented drivers and messages written in the style of real
 * reviews of a clean-up series.
 */
class RealMailRulesDrivers21Test {
    private static final String HAND = String.join("\n",
            "pcie-qq\tdrivers/pci/controller/dwc/pcie-qq.c\t\t\t",
            "pcie-vega194\tdrivers/pci/controller/dwc/pcie-vega194.c\t\tvega194\t",
            "pci-vega\tdrivers/pci/controller/pci-vega.c\t\tvega\t",
            "pci-mm6\tdrivers/pci/controller/dwc/pci-mm6.c\t\tmm6\t",
            "pcie-kk\tdrivers/pci/controller/dwc/pcie-kk.c\t\t\t",
            "pcie-ll\tdrivers/pci/controller/dwc/pcie-ll.c\t\t\t",
            "");

    private static List<String> drivers(String subject, String body) throws IOException {
        DriverExtractor extractor = new DriverExtractor(DriverTable.read(new StringReader(HAND)));
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    /** A reply quoting a clean-up cover: its shortlog, then a diffstat over the given files. */
    private static String quotedCover(List<String> shortlog, String... files) {
        StringBuilder b = new StringBuilder("On Fri, Aug 21, 2020 at 01:22:37PM -0600, A Developer wrote:\n"
                + "> This series is a clean-up of the DWC host drivers.\n>\n> A Developer (5):\n");
        for (String part : shortlog) {
            b.append(">   ").append(part).append('\n');
        }
        b.append(">\n");
        for (String f : files) {
            b.append(">  drivers/pci/controller/").append(f).append(" |  45 +++++-----\n");
        }
        return b.append(">  5 files changed, 120 insertions(+), 105 deletions(-)\n\nApplied to pci/dwc, thanks.\n")
                .toString();
    }

    private static final String[] FIVE = {"dwc/pcie-qq.c", "dwc/pcie-vega194.c", "dwc/pci-mm6.c", "dwc/pcie-kk.c",
        "dwc/pcie-ll.c"};

    @Test
    void aShortAliasOrFamilyTagSinglesOutItsOneDriver() throws IOException {
        String subject = "Re: [PATCH v2 00/5] PCI: dwc: Driver clean-ups";
        // two letters ("qq" of pcie-qq.c), the family of a numbered file ("vega" of pcie-vega194.c, "mm" of pci-mm6.c)
        assertEquals(List.of("pcie-qq", "pcie-vega194"), drivers(subject, quotedCover(List.of(
                "PCI: dwc: qq: Use pci_ops for child config space accessors",
                "PCI: vega: Use pci_ops for root config space accessors",
                "PCI: dwc: Drop the unused ops"), FIVE)));
        assertEquals(List.of("pci-mm6"), drivers(subject, quotedCover(List.of(
                "PCI: dwc/mm: Use common port logic register definitions"), FIVE)));
    }

    @Test
    void aTagThatIsNoInnermostPartOrNoOneDriversFamilyNamesNone() throws IOException {
        String subject = "Re: [PATCH v2 00/5] PCI: dwc: Driver clean-ups";
        // no chain: a line starting "qq:" is no series part's tag
        assertEquals(List.of(), drivers(subject, quotedCover(List.of("qq: the clock is left running"), FIVE)));
        // not the innermost tag ("qq: kk:" names the kk part)
        assertEquals(List.of("pcie-kk"), drivers(subject, quotedCover(List.of("PCI: qq: kk: Drop a read"), FIVE)));
        // two quoted drivers of the family: the family names neither ("mm" of pci-mm6 and pci-mm8) ...
        String hand = HAND + "pci-mm8\tdrivers/pci/controller/dwc/pci-mm8.c\t\t\t\n";
        String[] both = {"dwc/pcie-qq.c", "dwc/pci-mm6.c", "dwc/pci-mm8.c", "dwc/pcie-kk.c", "dwc/pcie-ll.c"};
        assertEquals(List.of(), new DriverExtractor(DriverTable.read(new StringReader(hand))).extract(HwMails.mail(
                subject, quotedCover(List.of("PCI: dwc: mm: Drop a read"), both)), List.of()));
        // ... and one whose own alias it is keeps it (pci-vega's "vega", as before), not the numbered one
        both = new String[] {"dwc/pcie-qq.c", "dwc/pcie-vega194.c", "pci-vega.c", "dwc/pcie-kk.c", "dwc/pcie-ll.c"};
        assertEquals(List.of("pci-vega"), drivers(subject, quotedCover(List.of("PCI: dwc: vega: Drop a read"),
                both)));
        // a bus word is no family ("PCI: dwc: pcie: ..." singles none out)
        assertEquals(List.of(), drivers(subject, quotedCover(List.of("PCI: dwc: pcie: Drop a read"), FIVE)));
    }

    @Test
    void familiesAreReadAfterTheBusWords() {
        List<String> out = new ArrayList<>();
        QuotedDiffstat.familyOf("pcie-tegra194", out::add);
        QuotedDiffstat.familyOf("pcie-al", out::add);
        QuotedDiffstat.familyOf("pcie-rcar-host", out::add);
        QuotedDiffstat.familyOf("xhci-pci", out::add);
        QuotedDiffstat.familyOf("pci", out::add);
        QuotedDiffstat.familyOf("pcie-", out::add);
        QuotedDiffstat.familyOf("", out::add);
        assertEquals(List.of("tegra194", "tegra", "al", "rcar"), out);
    }

    @Test
    void hostileChainsOfTagsFinishFast() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            StringBuilder b = new StringBuilder(quotedCover(List.of(), FIVE));
            b.append("> PCI: qq: kk: ll: vega: mm: ".repeat(40_000)).append('\n');
            b.append(":".repeat(200_000)).append("qq:").append(" ".repeat(100)).append('\n');
            List<String> found = drivers("Re: [PATCH v2 00/5] PCI: dwc: Driver clean-ups", b.toString());
            assertTrue(found.size() <= 64, found.toString());
        });
    }
}
