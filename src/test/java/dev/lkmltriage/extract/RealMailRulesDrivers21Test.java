package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
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
    /** Invented host drivers: module, file under drivers/pci/controller/, alias. */
    private static final String[][] ROWS = {{"pcie-qq", "dwc/pcie-qq.c", ""},
        {"pcie-vega194", "dwc/pcie-vega194.c", "vega194"}, {"pci-vega", "pci-vega.c", "vega"},
        {"pci-mm6", "dwc/pci-mm6.c", "mm6"}, {"pcie-kk", "dwc/pcie-kk.c", ""}, {"pcie-ll", "dwc/pcie-ll.c", ""},
        {"pcie-acmestb", "pcie-acmestb.c", "acmestb"}};

    private static String table(String[]... rows) {
        StringBuilder b = new StringBuilder();
        for (String[] r : rows) {
            b.append(r[0]).append("\tdrivers/pci/controller/").append(r[1]).append("\t\t").append(r[2]).append("\t\n");
        }
        return b.toString();
    }

    private final DriverCases cases = DriverCases.table(table(ROWS));

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
    void aShortAliasOrFamilyTagSinglesOutItsOneDriver() {
        String subject = "Re: [PATCH v2 00/5] PCI: dwc: Assorted tidying";
        // two letters ("qq" of pcie-qq.c), the family of a numbered file ("vega" of pcie-vega194.c, "mm" of pci-mm6.c)
        assertEquals(List.of("pcie-qq", "pcie-vega194"), cases.drivers(subject, quotedCover(List.of(
                "PCI: dwc: qq: Use pci_ops for child config space accessors",
                "PCI: vega: Use pci_ops for root config space accessors",
                "PCI: dwc: Drop the unused ops"), FIVE)));
        assertEquals(List.of("pci-mm6"), cases.drivers(subject, quotedCover(List.of(
                "PCI: dwc/mm: Use common port logic register definitions"), FIVE)));
    }

    @Test
    void aTagThatIsNoInnermostPartOrNoOneDriversFamilyNamesNone() {
        String subject = "Re: [PATCH v2 00/5] PCI: dwc: Assorted tidying";
        // no chain: a line starting "qq:" is no series part's tag
        assertEquals(List.of(), cases.drivers(subject, quotedCover(List.of("qq: the clock is left running"), FIVE)));
        // not the innermost tag ("qq: kk:" names the kk part)
        assertEquals(List.of("pcie-kk"),
                cases.drivers(subject, quotedCover(List.of("PCI: qq: kk: Drop a read"), FIVE)));
        // two quoted drivers of the family: the family names neither ("mm" of pci-mm6 and pci-mm8) ...
        String hand = table(ROWS) + table(new String[] {"pci-mm8", "dwc/pci-mm8.c", ""});
        String[] both = {"dwc/pcie-qq.c", "dwc/pci-mm6.c", "dwc/pci-mm8.c", "dwc/pcie-kk.c", "dwc/pcie-ll.c"};
        assertEquals(List.of(),
                DriverCases.table(hand).drivers(subject, quotedCover(List.of("PCI: dwc: mm: Drop a read"), both)));
        // ... and one whose own alias it is keeps it (pci-vega's "vega", as before), not the numbered one
        both = new String[] {"dwc/pcie-qq.c", "dwc/pcie-vega194.c", "pci-vega.c", "dwc/pcie-kk.c", "dwc/pcie-ll.c"};
        assertEquals(List.of("pci-vega"), cases.drivers(subject, quotedCover(List.of("PCI: dwc: vega: Drop a read"),
                both)));
        // a bus word is no family ("PCI: dwc: pcie: ..." singles none out)
        assertEquals(List.of(), cases.drivers(subject, quotedCover(List.of("PCI: dwc: pcie: Drop a read"), FIVE)));
    }

    @Test
    void aBindingWhoseVendorRunsOnIntoTheControllerNamesIt() {
        // "acme,stb-pcie" is the acmestb controller, as "brcm,stb-pcie" is brcmstb's (pcie-brcmstb)
        String reply = "On Mon, 2019-11-18 at 15:23 -0600, A Reviewer wrote:\n"
                + "> >  .../bindings/pci/acme,stb-pcie.yaml           | 110 ++++++++++++++++++\n"
                + "> >  1 file changed, 110 insertions(+)\n\nThanks, fixed in v3.\n";
        assertEquals(List.of("pcie-acmestb"), cases.drivers("Re: [PATCH v2 2/6] dt-bindings: PCI: Add bindings for STB",
                reply));
        // no bus word to drop, or nothing before it: no joined name
        assertEquals(List.of(), cases.drivers("Re: [PATCH v2 2/6] dt-bindings: PCI: Add bindings for STB",
                reply.replace("acme,stb-pcie", "acme,stb-bridge")));
        assertEquals(List.of(), DriverExtractor.joinedVendor("acme,-pcie", 4));
        assertEquals(List.of(), DriverExtractor.joinedVendor("acme,stb", 4));
        assertEquals(List.of("acmestb-pci", "pci-acmestb"), DriverExtractor.joinedVendor("acme,stb-pci", 4));
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
            List<String> found = cases.drivers("Re: [PATCH v2 00/5] PCI: dwc: Assorted tidying", b.toString());
            assertTrue(found.size() <= 64, found.toString());
        });
    }
}
