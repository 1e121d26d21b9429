package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 50 (hw60): two spellings of PCI ids from hw60's DEV sample. A vendor and device id joined by a slash or a
 * colon, both with their "0x" ({@link VendorDevicePairs}), and a device id right after a product-family name whose
 * ids pci.ids does not list (convention 168, {@link MakerIds#familyId}, {@link FamilyNames}). The texts are written
 * for these tests in the style of list mail; the ids are real pci.ids entries (1022:1483 Starship/Matisse GPP
 * Bridge, 1002:15dd Raven Ridge graphics, 8086:1533 I210) or, for the family rule, numbers pci.ids lacks under a
 * family it names (Cavium's CN88xx, 177d).
 */
class RealMailRulesHw60Test extends HwRules {
    RealMailRulesHw60Test() {
        super("Re: PCI: hotplug events lost on my box", false);
    }

    @Test
    void aSlashPairIsAVendorAndItsDevice() {
        assertEquals("1022:1483/false", hw("I see it every time a drive is pulled from the AMD root port (PCI\n"
                + "device 0x1022/0x1483) on this server.\n"));
        assertEquals("1022:1483/true", hw("> Seen on the bridge 0x1022/0x1483 only.\n\nThanks, will look.\n"));
        // upper-case digits, and the colon amdgpu's banner writes
        assertEquals("1002:15dd/false", hw("[drm] initializing kernel modesetting (RAVEN 0x1002:0x15DD "
                + "0x1002:0x15DD 0xC8).\n"));
    }

    @Test
    void slashPairNearMissesStayNone() {
        // a stack frame's offset and size, a pair pci.ids lacks, all ones, more digits, a range, code
        assertEquals("", hw("  load_module+0x1022/0x1483\n"));
        assertEquals("", hw("The port 0x1022/0x0bad never wakes.\n"));
        assertEquals("", hw("The port 0x1022/0xffff never wakes.\n"));
        assertEquals("", hw("The port 0x1022/0x14831 never wakes.\n"));
        assertEquals("", hw("The port 0x1022/0x1483/0x0001 never wakes.\n"));
        assertEquals("", hw("Window 0x1022-0x1483 is free.\n"));
        assertEquals("", hw("\tif (id == 0x1022/0x1483) return;\n"));
        assertEquals("", hw("@@ -3,4 +3,5 @@\n the port 0x1022/0x1483 wakes\n"));
        // no "0x" on one side: another shape
        assertEquals("", hw("The port 1022/0x1483 never wakes.\n"));
    }

    @Test
    void anIdAfterAFamilyNameTakesTheVendorThatNamesTheFamily() {
        // Cavium names two pci.ids vendors (177d, 1657): only 177d's device names carry CN88xx
        assertEquals("177d:a180/false 177d:a1a0/false", hw("[PATCH] PCI: fix the ACS quirk for Cavium parts",
                "Apply it only to CN88xx 0xa180 and\n0xa1a0 Root Ports.\n"));
        assertEquals("177d:a180/true 177d:a1a0/true", hw("Re: [PATCH] PCI: fix the ACS quirk for Cavium parts",
                "> > All the root ports of CN88xx series will have device id's 0xa180 and 0xa1a0.\n\nOK.\n"));
        // a prose line that quotes a bit of C: only the id right after the family name is read there
        assertEquals("177d:a180/false", hw("[PATCH] PCI: fix the ACS quirk for Cavium parts",
                "Instead of \"(dev->device & 0xf800) == 0xa000\", match only CN88xx 0xa180 Root Ports.\n"));
        assertEquals("", hw("[PATCH] PCI: fix the ACS quirk for Cavium parts",
                "For CN88xx ports (x == 1) the device ids 0xa180 and 0xa1a0 match.\n"));
        // a parenthesised id, the maker in the sentence before
        assertEquals("177d:a180/false", hw("These are Cavium boards. The CN88xx (0xa180) bridges lack ACS.\n"));
    }

    @Test
    void familyNearMissesStayNone() {
        // a family pci.ids gives no vendor, no maker word, no device noun, a register word between, two makers
        // naming the family would need it under both (one is enough: Intel names no CN88xx)
        assertEquals("", hw("[PATCH] PCI: Cavium quirk", "Apply it to CN11xxx (0xb884) Root Ports.\n"));
        assertEquals("", hw("Apply it only to CN88xx 0xa180 Root Ports.\n"));
        assertEquals("", hw("[PATCH] PCI: Cavium quirk", "Apply it to CN88xx 0xa180 today.\n"));
        assertEquals("", hw("[PATCH] PCI: Cavium quirk", "The CN88xx register 0xa180 of the root port.\n"));
        assertEquals("177d:a180/false", hw("[PATCH] PCI: Cavium and Intel quirk", "Only CN88xx 0xa180 ports.\n"));
        // code lines and patch context stay code
        assertEquals("", hw("[PATCH] PCI: Cavium quirk", "+\t0xa180, 0xa1a0,\t/* CN88xx root ports */\n"));
        assertEquals("", hw("[PATCH] PCI: Cavium quirk", "/* CN88xx 0xa180 root ports */\n"));
        // "device" alone, or a family in another sentence, is no "device id" list
        assertEquals("", hw("[PATCH] PCI: Cavium quirk", "CN88xx is old. The device 0xa180 port.\n"));
    }

    @Test
    void familyNamesHaveTheirShape() {
        assertTrue(FamilyNames.is("CN88xx", 0, 6));
        assertTrue(FamilyNames.is("cn11XXX", 0, 7));
        assertTrue(FamilyNames.is("RTL81xx", 0, 7));
        assertFalse(FamilyNames.is("CN88x", 0, 5));
        assertFalse(FamilyNames.is("CN88xxxx", 0, 8));
        assertFalse(FamilyNames.is("88xx", 0, 4));
        assertFalse(FamilyNames.is("CNxx", 0, 4));
        assertFalse(FamilyNames.is("ABCDEFG1xx", 0, 10));
        assertFalse(FamilyNames.is("", 0, 0));
        Set<String> out = new HashSet<>();
        FamilyNames.collect("THUNDERX CN88XX 48 core SoC", out);
        FamilyNames.collect("OCTEON TX CN81XX/CN80XX", out);
        FamilyNames.collect(null, out);
        FamilyNames.collect("", out);
        assertEquals(Set.of("cn88xx", "cn81xx", "cn80xx"), out);
    }

    @Test
    void malformedAndHostileInputEndsFast() {
        assertEquals("", hw("0x1022/"));
        assertEquals("", hw("0x1022/0x"));
        assertEquals("", hw("0x1022/0x14"));
        assertEquals("", hw("x", "CN88xx 0x"));
        assertEquals("", hw("x", "and 0xa180"));
        assertEquals("", hw("x", "device id's"));
        assertEquals("", hw("x", "> > > 0xa180"));
        String slashes = "port 0x1022/0x1483, ".repeat(20_000) + "\n";
        String families = ("[PATCH] Cavium");
        String list = "All CN88xx device ids " + "0xa180 and ".repeat(20_000) + "0xa1a0 ports.\n";
        String quoted = ("> " + "and ".repeat(50) + "0xa180\n").repeat(2_000);
        String noise = "CN88xx ( 0x 0x1022/ id's and , or ".repeat(20_000) + "\n";
        assertTimeout(TimeBudget.seconds(20), () -> {
            assertEquals("1022:1483/false", hw("x", slashes));
            // a list is followed back at most eight ids: the family reaches the first ones
            assertEquals("177d:a180/false", hw(families, list));
            assertEquals("", hw(families, quoted));
            assertEquals("", hw(families, noise));
        });
    }
}
