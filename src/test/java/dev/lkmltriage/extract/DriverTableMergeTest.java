package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How the generated table (drivers-kernel.tsv.gz) joins the hand-written drivers.tsv: the hand-written part wins. */
class DriverTableMergeTest {
    @Test
    void handWrittenEntriesWinTheMerge() throws IOException {
        List<DriverTable.Driver> hand = DriverTable.rows(new java.io.StringReader(
                "gadget_hcd\tdrivers/usb/host/gadget\t\tgadget\t\n"
                + "widget\tdrivers/net/widget/\t1234:5678\t\t\n"
                + "widget\t\t\twid\t\n"));
        List<DriverTable.Driver> kernel = DriverTable.rows(new java.io.StringReader(
                "gadget-pci\tdrivers/usb/host/gadget-pci.c\t\tgadget_hcd_pci\tnoprose\n"
                + "gadget\tdrivers/usb/gadget/gadget.c\t\t\tnoprose\n"
                + "widget\tdrivers/net/widget/,drivers/net/widget-extra.c\t\twidget-q\tnoprose\n"));
        DriverTable t = DriverTable.merge(hand, kernel);
        assertEquals("gadget_hcd", t.byPath("drivers/usb/host/gadget-pci.c").name());
        assertEquals("gadget_hcd", t.byNameOrAlias("gadget").name());
        DriverTable.Driver widget = t.byName("widget");
        assertFalse(widget.generated());
        assertTrue(widget.prose());
        assertEquals(List.of("1234:5678"), widget.ids());
        assertEquals("widget", t.byPath("drivers/net/widget-extra.c").name());
        assertEquals("widget", t.byNameOrAlias("widget-q").name());
        assertTrue(t.byName("gadget-pci").generated());
        // a second hand-written row of a name keeps its alias
        assertEquals("widget", t.byNameOrAlias("wid").name());
    }

    @Test
    void aHandNameInTheOtherSpellingIsTheSameModule() throws IOException {
        DriverTable t = DriverTable.merge(
                DriverTable.rows(new java.io.StringReader("foo_hcd\tdrivers/usb/host/foo.c\t\t\t\n")),
                DriverTable.rows(new java.io.StringReader("foo-hcd\tdrivers/usb/host/foo-ring.c\t\t\tnoprose\n"
                        + "foo-hcd-plat\tdrivers/usb/host/foo-plat.c\t\t\tnoprose\n")));
        assertEquals("foo_hcd", t.byPath("drivers/usb/host/foo-ring.c").name());
        assertEquals(null, t.byName("foo-hcd"));
        assertEquals("foo-hcd-plat", t.byPath("drivers/usb/host/foo-plat.c").name());
    }


    @Test
    void aGeneratedModuleIsMarkedAndFoundByFileAndRegisteredName() throws IOException {
        DriverTable t = DriverTable.merge(List.of(), DriverTable.rows(new java.io.StringReader(
                "widget\tdrivers/net/widget/\t\twidgetq\tnoprose\n")));
        assertEquals("widget", t.byPath("drivers/net/widget/wring.c").name());
        assertEquals("widget", t.byNameOrAlias("widgetq").name());
        assertTrue(t.byName("widget").generated());
        assertTrue(t.registeredName("widgetq"));
        assertFalse(t.registeredName("widget"));
    }

    @Test
    void aHandRowTakesNoRegisteredNameThatIsAWord() throws IOException {
        // session 26 (drivers31): a hand-written row reads its aliases as subject tags and in prose, so a registered
        // name spelt like a word ("dmaengine", "user") would make "dmaengine:" or "the user driver" name it
        DriverTable t = DriverTable.merge(
                DriverTable.rows(new java.io.StringReader("acceld\t\t\t\tnoprose\n")),
                DriverTable.rows(new java.io.StringReader(
                        "acceld\tdrivers/dma/acceld/\t\tdmaengine,user,acceld-wq\tnoprose\n"
                        + "other\tdrivers/misc/other.c\t\tengine\tnoprose\n")));
        assertEquals("acceld", t.byPath("drivers/dma/acceld/init.c").name());
        assertEquals(null, t.byNameOrAlias("dmaengine"));
        assertEquals(null, t.byNameOrAlias("user"));
        assertTrue(t.registeredName("dmaengine"));
        // a distinctive one joins it as before
        assertEquals("acceld", t.byNameOrAlias("acceld-wq").name());
        // a generated row keeps its registered names, read guarded by the extractor
        assertEquals("other", t.byNameOrAlias("engine").name());
        assertTrue(t.byName("other").generated());
    }

    @Test
    void anOwnNamesRowTakesNoRegisteredName() throws IOException {
        // session 29 (drivers35): a module split out of another keeps the name the older module registered; the
        // hand-written row of the new module takes its files, not that name
        DriverTable t = DriverTable.merge(
                DriverTable.rows(new java.io.StringReader("gizmo\tdrivers/pci/gizmo.c\t\tgiz\t\n"
                        + "gizmo-host\tdrivers/pci/gizmo-host.c\t\t\townnames\n")),
                DriverTable.rows(new java.io.StringReader(
                        "gizmo-host\tdrivers/pci/gizmo-host.c\t\tgizmo-pcie\tnoprose\n")));
        assertEquals("gizmo-host", t.byPath("drivers/pci/gizmo-host.c").name());
        assertFalse(t.byName("gizmo-host").generated());
        assertEquals(null, t.byNameOrAlias("gizmo-pcie"));
        assertTrue(t.registeredName("gizmo-pcie"));
        assertEquals("gizmo", t.byPath("drivers/pci/gizmo.c").name());
    }
}
