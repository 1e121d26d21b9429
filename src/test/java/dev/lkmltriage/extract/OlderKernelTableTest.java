package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The older kernel's generated table read beneath the newer one (session 14): invented modules. The newer table wins
 * every name and every path; the older one adds only what the newer tree moved or dropped.
 */
class OlderKernelTableTest {
    private static final String HAND = "quux-pcie\tdrivers/pci/controller/quux-pcie.c\t\t\t\n";
    private static final String NEWER = String.join("\n",
            "widget_core\tdrivers/net/widget/core/\t\twidgetq\tnoprose",
            "blinkq\tdrivers/leds/blinkq-new.c\t\t\tnoprose",
            "gizmo-i2c\tdrivers/misc/gizmo/gizmo-i2c.c\t\t\tnoprose",
            "");
    private static final String OLDER = String.join("\n",
            // moved since: its old file joins the newer row of the same module (either spelling)
            "blinkq\tdrivers/leds/blinkq.c\t\t\tnoprose",
            "widget-core\tdrivers/net/widget/widget_main.c\t\t\tnoprose",
            // removed since (a staging driver): added with its files and registered name
            "frobnic\tdrivers/staging/frob/frobnic_driver.c\t\tfrobnic-pci\tnoprose",
            // a file the newer tree gives to another module stays with it; nothing of this old module is left
            "gizmo\tdrivers/misc/gizmo/gizmo-i2c.c\t\t\tnoprose",
            // a name the hand table has keeps the hand row's files
            "quux-pcie\tdrivers/pci/host/quux-pcie.c\t\t\tnoprose",
            // an old registered name that is a newer name or alias is not taken over
            "oldwidget\tdrivers/net/oldwidget.c\t\twidgetq\tnoprose",
            "");

    private static DriverTable table(String older) throws IOException {
        List<DriverTable.Driver> kernel = OlderKernelTable.under(DriverTable.rows(new StringReader(NEWER)),
                DriverTable.rows(new StringReader(older)));
        return DriverTable.merge(DriverTable.rows(new StringReader(HAND)), kernel);
    }

    @Test
    void aMovedFileNamesItsModuleUnderTheNewerName() throws IOException {
        DriverTable t = table(OLDER);
        assertEquals("blinkq", t.byPath("drivers/leds/blinkq.c").name());
        assertEquals("blinkq", t.byPath("drivers/leds/blinkq-new.c").name());
        assertEquals("widget_core", t.byPath("drivers/net/widget/widget_main.c").name());
        assertNull(t.byName("widget-core"));
    }

    @Test
    void aRemovedModuleIsKnownAsGenerated() throws IOException {
        DriverTable t = table(OLDER);
        DriverTable.Driver d = t.byPath("drivers/staging/frob/frobnic_driver.c");
        assertEquals("frobnic", d.name());
        assertTrue(d.generated());
        assertEquals("frobnic", t.byNameOrAlias("frobnic-pci").name());
    }

    @Test
    void theNewerTableAndTheHandTableWin() throws IOException {
        DriverTable t = table(OLDER);
        assertEquals("gizmo-i2c", t.byPath("drivers/misc/gizmo/gizmo-i2c.c").name());
        assertNull(t.byName("gizmo"));
        assertEquals("quux-pcie", t.byPath("drivers/pci/host/quux-pcie.c").name());
        assertTrue(!t.byName("quux-pcie").generated());
        assertEquals("widget_core", t.byNameOrAlias("widgetq").name());
        assertEquals("oldwidget", t.byPath("drivers/net/oldwidget.c").name());
    }

    @Test
    void withoutAnOlderTableTheNewerOneIsUnchanged() throws IOException {
        List<DriverTable.Driver> newer = DriverTable.rows(new StringReader(NEWER));
        assertEquals(newer, OlderKernelTable.under(newer, List.of()));
        assertNull(table("").byPath("drivers/leds/blinkq.c"));
    }
}
