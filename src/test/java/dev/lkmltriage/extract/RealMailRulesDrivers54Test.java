package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import java.time.Duration;
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
        assertTimeout(Duration.ofSeconds(5), () -> drivers("Re: [PATCH] PCI: foo: x", big));
    }
}
