package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 47 (drivers54): a quoted diff a mail client wrapped goes on after the wrapped pieces where the next line is
 * plainly the diff's again (a context, added or removed marker right before a tab), so a Kconfig help text in its
 * context lines ("have a common interface with the ... frontend driver") is code, not the reviewer's prose naming a
 * driver by its menuconfig prompt. Mail written for the test.
 */
class RealMailRulesDrivers54Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    /** Whether each line of {@code text} is read as a line of a diff (its own or a quoted one). */
    private static List<Boolean> diffLines(String text) {
        Mail m = HwMails.mail("Re: [PATCH] x", text);
        LineCursor c = new LineCursor(m);
        List<Boolean> out = new ArrayList<>();
        while (c.next()) {
            out.add(c.inDiff());
        }
        return out;
    }

    /** A reply quoting a refactor whose Kconfig hunk the writer's client wrapped mid-line. */
    private static final String WRAPPED = """
            On Mon, Jan 6, 2020 at 10:00:00AM +0000, Someone wrote:
            > > --- a/drivers/pci/controller/Kconfig
            > > +++ b/drivers/pci/controller/Kconfig
            > > @@ -241,16 +241,6 @@ config PCIE_MEDIATEK
            > > -config PCIE_FOO
            > > -\tbool "Foo AXI PCIe controller"
            > >  config PCIE_BAR
            > >  \tdepends on ARCH_BAR && OF @@ -289,4 +279,5 @@
            > config
            > > PCI_FOO_INTERFACE
            > >  \t  have a common interface with the Hyper-V PCI frontend driver.
            > >
            > >  source "drivers/pci/controller/dwc/Kconfig"

            Looks fine to me.
            """;

    @Test
    void aWrappedQuotedDiffGoesOnAfterItsWrappedPieces() {
        List<Boolean> lines = diffLines(WRAPPED);
        // the help text's context line after the two wrapped pieces is the diff's again
        assertTrue(lines.get(10), lines.toString());
        // the wrapped pieces themselves are left as they were read
        assertFalse(lines.get(8));
        assertFalse(lines.get(9));
        // the reviewer's own line after the quote is prose
        assertFalse(lines.get(14));
    }

    @Test
    void aKconfigHelpTextInAWrappedQuotedDiffNamesNoDriverByItsPrompt() {
        assertEquals(List.of(), drivers("RE: [PATCH v9 04/12] PCI: foo: Split the Foo host bridge driver", WRAPPED));
        // the same words as the reviewer's own prose still name the driver by its prompt
        assertEquals(List.of("pci-hyperv"), drivers("Re: interrupts lost in a guest",
                "> This started with v5.6.\n\nThe Hyper-V PCI frontend driver drops the message.\n"));
    }

    @Test
    void aQuotedLineOpeningWithATabFarFromAnyDiffStaysProse() {
        // more quoted lines than a wrap leaves between the end of the diff and the tab-led line
        List<Boolean> lines = diffLines("""
                > > @@ -1,2 +1,2 @@
                > > -\tfoo();
                > > +\tbar();
                > I agree with the patch.
                > It makes the probe path shorter.
                > Please take it.
                >  \tThe Hyper-V PCI frontend driver then binds.
                """);
        assertTrue(lines.get(2));
        assertFalse(lines.get(3));
        assertFalse(lines.get(6), lines.toString());
        // a space-led line with no tab is no diff line once the diff has been broken off
        lines = diffLines("> > @@ -1,2 +1,2 @@\n> > -\tfoo();\n> wrapped piece\n> >  and this is prose\n");
        assertFalse(lines.get(3), lines.toString());
    }

    @Test
    void theMobiveilDirectorysOwnModulesAreNamedByTheirFiles() {
        // the kernel builds these two files of the mobiveil directory as modules of their own (models/drivers.tsv)
        assertEquals(List.of("pcie-layerscape-gen4"), drivers("[PATCH] PCI: layerscape: gen4: fix the link check",
                """
                The link-up bit is read from the wrong register on LX2160A rev1.

                Signed-off-by: A Developer <dev@example.com>
                ---
                 drivers/pci/controller/mobiveil/pcie-layerscape-gen4.c | 4 ++--
                 1 file changed, 2 insertions(+), 2 deletions(-)
                """));
        // the host file of the family is still pcie-mobiveil's
        assertEquals(List.of("pcie-mobiveil"), drivers("[PATCH] PCI: mobiveil: fix a leak on probe failure", """
                Free the IRQ domain when probing fails.

                Signed-off-by: A Developer <dev@example.com>
                ---
                 drivers/pci/controller/mobiveil/pcie-mobiveil-host.c | 6 +++++-
                 1 file changed, 5 insertions(+), 1 deletion(-)
                """));
    }

    @Test
    void aQuotedRefactorsShortenedLineOfItsNewGlueNamesTheGlue() {
        // a reply quoting an over-eight-file refactor whose diffstat git shortened, with its create lines: the new
        // glue file of many lines (convention 47) is named, as the patch itself names it; before its row, the
        // glue's file was pcie-mobiveil's
        String reply = """
                > > Split the host bridge code so the RC and EP drivers can share it.
                > >
                > >  MAINTAINERS                                   |   2 +-
                > >  drivers/pci/controller/Kconfig                |  11 +-
                > >  drivers/pci/controller/Makefile               |   2 +-
                > >  drivers/pci/controller/mobiveil/Kconfig       |  24 +
                > >  drivers/pci/controller/mobiveil/Makefile      |   4 +
                > >  .../pcie-mobiveil-host.c}                     | 500 +++---------------
                > >  .../controller/mobiveil/pcie-mobiveil-plat.c  |  58 ++
                > >  .../pci/controller/mobiveil/pcie-mobiveil.c   | 240 ++++++++
                > >  .../pci/controller/mobiveil/pcie-mobiveil.h   | 200 +++++++
                > >  9 files changed, 600 insertions(+), 441 deletions(-)
                > >  create mode 100644 drivers/pci/controller/mobiveil/Kconfig
                > >  create mode 100644 drivers/pci/controller/mobiveil/Makefile
                > >  create mode 100644 drivers/pci/controller/mobiveil/pcie-mobiveil-plat.c
                > >  create mode 100644 drivers/pci/controller/mobiveil/pcie-mobiveil.c

                Please keep the copyright lines of the moved file.
                """;
        assertEquals(List.of("pcie-mobiveil", "pcie-mobiveil-plat"),
                drivers("Re: [PATCH v6 1/6] PCI: mobiveil: Refactor the host bridge driver", reply));
        // a shortened path that ends in the directory alone names no file's module
        assertEquals(List.of("pcie-mobiveil"), drivers("Re: [PATCH v6 1/6] PCI: mobiveil: Refactor",
                "> >  .../controller/mobiveil/  |  58 ++\n"));
    }

    @Test
    void malformedAndLongInputNeitherThrowsNorHangs() {
        for (String s : List.of(">", "> >", "> > @@ -", "> > @@ -\n>\n>  \t", "> > @@ -1 +1 @@\n> x\n> \t",
                "> > --- a/\n> x\n> y\n> +\t", "\t\n \t\n+\t", "> > @@ -1 +1 @@\n> x\n> >  \t")) {
            diffLines(s);
            drivers("Re: [PATCH] PCI: foo: x", s);
        }
        StringBuilder b = new StringBuilder("> > @@ -1,2 +1,2 @@\n");
        for (int i = 0; i < 20000; i++) {
            b.append(i % 3 == 0 ? "> wrapped\n" : "> >  \tcontext line of the frontend driver\n");
        }
        String big = b.toString();
        assertTimeout(TimeBudget.seconds(5), () -> drivers("Re: [PATCH] PCI: foo: x", big));
    }
}
