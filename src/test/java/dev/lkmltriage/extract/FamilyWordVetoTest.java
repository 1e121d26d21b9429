package dev.lkmltriage.extract;

import dev.lkmltriage.testkit.TimeBudget;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Session 53 (hw63): the tolerant name match refuses a candidate lacking a family word the text has (a word that opens
 * the vendor's pci.ids names: a product line or codename), as it refuses one lacking the text's model number. A newer
 * pci.ids renames a chipset's devices ("Quokka Ridge PCH PCI Express Root Port #6" becomes "300 Series Chipset PCIe
 * Root Port #6"): the old name must then resolve to nothing, not to another family's port #6. Made-up names only.
 */
class FamilyWordVetoTest {
    /** A newer pci.ids of made-up devices: the Quokka Ridge PCH's ports renamed, two other families' ports kept. */
    private static final String IDS = """
            1b2c  Frobnitz Devices Inc.
            \t0106  300 Series Chipset PCIe Root Port #6
            \t0108  300 Series Chipset PCIe Root Port #8
            \t0110  Quokka Ridge LPC/eSPI Controller
            \t0111  Quokka Ridge PCH SMBus Controller
            \t0112  Quokka Ridge PCH Thermal Controller
            \t0206  Wombat Ridge PCH PCI Express Root Port #6
            \t0207  Wombat Ridge PCH PCI Express Root Port #7
            \t0208  Quokka Point PCI Express Root Port #8
            \t0209  Quokka Point PCI Express Root Port #9
            \t0300  Gigabit Ethernet Connection
            \t0301  Ethernet Controller X9
            \t0302  Dual Port Gigabit Ethernet Controller
            \t0303  Gizmo Lonely PCI Bridge
            1b2d  Wallaby Systems Inc. [Wallaby/Roo]
            \t0001  Roo Dingo Adapter
            \t0002  Roo Dingo Bridge
            \t0003  Bilby E640 Audio Port
            """;

    private static IdTable table() throws IOException {
        return IdTable.read(new ByteArrayInputStream(IDS.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void familyWordsComeFromTheVendorsOwnNames() throws IOException {
        VendorDevices ds = new VendorDevices(table(), 0x1b2c, 40);
        for (String w : new String[] {"quokka", "ridge", "wombat", "point"}) {
            assertTrue(ds.familyWord(ds.tokenId(w)), w);
        }
        // generic words stand later in the names; "ethernet" opens two names and stands fifth in a third
        for (String w : new String[] {"root", "port", "pci", "express", "controller", "pch", "ethernet"}) {
            assertFalse(ds.familyWord(ds.tokenId(w)), w);
        }
        // a word opening one name only is no product line; a word no name has is none
        assertFalse(ds.familyWord(ds.tokenId("gizmo")));
        assertFalse(ds.familyWord(ds.tokenId("nosuchword")));
        assertFalse(ds.familyWord(-1));
    }

    @Test
    void aCandidateLackingTheTextsFamilyIsRefused() throws IOException {
        NameMatcher m = new NameMatcher(table());
        // Wombat Ridge's port #6 lacks "quokka"; Quokka Point's port #8 lacks "ridge"
        assertNull(m.match("Frobnitz Devices Inc. Quokka Ridge PCH PCI Express Root Port #6"));
        assertNull(m.match("Frobnitz Devices Inc. Quokka Ridge PCH PCI Express Root Port #8"));
    }

    @Test
    void theTextsOwnFamilyStillMatchesTolerantly() throws IOException {
        NameMatcher m = new NameMatcher(table());
        // a generic word the candidate lacks ("Controller") or spells apart still matches within the family
        assertEquals(PciId.of(0x1b2c, 0x0111), m.match("Frobnitz Devices Inc. Quokka Ridge PCH SMBus"));
        assertEquals(PciId.of(0x1b2c, 0x0206),
                m.match("Frobnitz Devices Inc. Wombat Ridge PCH PCI Express Root Port #6"));
        assertEquals(PciId.of(0x1b2c, 0x0207), m.match("Frobnitz Devices Inc. Wombat Ridge PCH Express Root Port #7"));
        // a text without family words is judged as before
        assertEquals(PciId.of(0x1b2c, 0x0302), m.match("Frobnitz Devices Inc. Dual Port Gigabit Ethernet"));
    }

    @Test
    void theVendorsOwnWordsAreNoFamily() throws IOException {
        // lspci prints the vendor's bracketed alias after its name; "roo" opens two of its names, yet the alias is
        // the vendor's, not the Roo line's
        assertEquals(PciId.of(0x1b2d, 0x0003),
                new NameMatcher(table()).match("Wallaby Systems Inc. [Wallaby/Roo] Bilby E640 Audio Port"));
    }

    @Test
    void malformedAndHostileNamesFinishFast() throws IOException {
        NameMatcher m = new NameMatcher(table());
        assertNull(m.match(""));
        assertNull(m.match("Frobnitz Devices Inc."));
        assertNull(m.match("Frobnitz Devices Inc. #### //// ----"));
        String huge = "Frobnitz Devices Inc. " + "Quokka Ridge Wombat Point ".repeat(50_000);
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> assertNull(m.match(huge)));
        StringBuilder ids = new StringBuilder("1b2c  Frobnitz Devices Inc.\n");
        for (int d = 0; d < 20_000; d++) {
            ids.append(String.format("\t%04x  Quokka Ridge Part %d Root Port%n", d, d));
        }
        IdTable big = IdTable.read(new ByteArrayInputStream(ids.toString().getBytes(StandardCharsets.UTF_8)));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            NameMatcher b = new NameMatcher(big);
            assertNull(b.match("Frobnitz Devices Inc. Wombat Ridge Root Port"));
        });
    }
}
