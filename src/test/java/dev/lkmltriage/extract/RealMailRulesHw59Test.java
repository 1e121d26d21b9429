package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 49 (hw59): three spellings of PCI ids the hardware scan did not read, from hw59's DEV sample: a driver
 * banner's device pair followed by its subsystem pair ({@link IdBrackets#subsystemAfter}), a bracketed list of
 * devices sharing one vendor ({@link IdBrackets#lists}), and a vendor and device id written as one pair in prose
 * ({@link VendorDevicePairs}). The texts are written for these tests in the style of list mail; the ids are real
 * pci.ids entries (8086:1589 X710, 8086:a1ec/a1ed C620 MROM 0/1, 8086:7113 PIIX4 ACPI, 16c3:edda EPMockUp).
 */
class RealMailRulesHw59Test extends HwRules {
    RealMailRulesHw59Test() {
        super("Re: PCI: odd enumeration on my box", true);
    }

    @Test
    void aSecondBracketRightAfterADeviceIsItsSubsystem() {
        assertEquals("8086:1589+15d9:0000/false", hw("After the update the NIC probes but the link stays down:\n"
                + "[    4.41] i40e 0002:01:00.0: fw 5.1.40981 api 1.5 nvm 5.03 0x80002469 1.1313.0 [8086:1589] "
                + "[15d9:0000]\n"));
        // quoted, and with a tab between
        assertEquals("8086:1589+15d9:0a01/true", hw("> i40e 0000:3b:00.0: fw 6.0 api 1.7 [8086:1589]\t[15d9:0a01]\n"
                + "\nWhich board is that?\n"));
    }

    @Test
    void bracketsFartherApartStayTwoDevices() {
        // words between them: two devices, as before
        assertEquals("8086:1589/false 8086:a1ec/false", hw("Both [8086:1589] and [8086:a1ec] show it.\n"));
        // three blanks: not the banner's spacing
        assertEquals("8086:1589/false 8086:a1ec/false", hw("ids: [8086:1589]   [8086:a1ec] here\n"));
    }

    @Test
    void aBracketedListSharesItsVendor() {
        assertEquals("8086:a1ec/false 8086:a1ed/false", hw("The devices [8086:a1ec,a1ed] are the Power Control "
                + "Unit of that platform.\n"));
        assertEquals("8086:a1ec/false 8086:a1ed/false", hw("Seen on [8086:a1ec, 0xa1ed] too.\n"));
        assertEquals("8086:a1ec/true 8086:a1ed/true", hw("> Seen on [8086:a1ec,a1ed] too.\n\nThanks.\n"));
    }

    @Test
    void aListItemPciIdsLacksOrAnUnclosedListIsNotRead() {
        // 8086:a1ff is no pci.ids entry: the first id stays, the item does not
        assertEquals("8086:a1ec/false", hw("The devices [8086:a1ec,a1ff] need it.\n"));
        // no closing bracket, a word in the list, an item of three digits: the items stay unread (the first id is
        // still the plain unbracketed reader's, beside "devices")
        assertEquals("8086:a1ec/false", hw("The devices [8086:a1ec,a1ed need it.\n"));
        assertEquals("8086:a1ec/false", hw("The devices [8086:a1ec,and more] need it.\n"));
        assertEquals("8086:a1ec/false", hw("The devices [8086:a1ec,a1e] need it.\n"));
    }

    @Test
    void aVendorAndDeviceIdWrittenAsOnePair() {
        assertEquals("16c3:edda/false", hw("[PATCH] dmaengine: add a glue driver",
                "It binds to the prototype kit (Vendor ID = 0x16c3, Device ID = 0xedda), which carries the "
                + "engine.\n"));
        assertEquals("8086:7113/false", hw("The function reports Vendor Id = 0x8086 (Intel), Dev ID = 0x7113 "
                + "(PIIX4 Power) in my dump.\n"));
        assertEquals("8086:7113/false", hw("It is vendor 0x8086 device 0x7113 on this board.\n"));
        assertEquals("8086:7113/true", hw("> lists it as vendor: 0x8086 and device: 0x7113.\n\nRight.\n"));
    }

    @Test
    void pairNearMissesStayNone() {
        // a pair pci.ids lacks, an all-ones read, C, a CPER record's and a device tree's spellings
        assertEquals("", hw("It is vendor 0x8086 device 0x0bad on this board.\n"));
        assertEquals("", hw("Reads give vendor 0x8086 device 0xffff after the reset.\n"));
        assertEquals("", hw("if (vendor == 0x8086 && device == 0x7113) return;\n"));
        assertEquals("", hw("Then pdev->vendor = 0x8086, device = 0x7113; is set by hand.\n"));
        assertEquals("", hw("    vendor-id = 0x8086, device-id = 0x7113 in the node\n"));
        assertEquals("", hw("The vendors 0x8086 device 0x7113 table is long.\n"));
        // a patch earlier in the paragraph makes the line code
        assertEquals("", hw("@@ -1,2 +1,3 @@\n  vendor 0x8086 device 0x7113 in a comment\n"));
        // a vendor number with more hex after it
        assertEquals("", hw("vendor 0x80861 device 0x7113\n"));
    }

    @Test
    void helpersOnMalformedInput() {
        assertNull(IdBrackets.subsystemAfter("[8086:1589] [15d9", 11, 17));
        assertNull(IdBrackets.subsystemAfter("[8086:1589][15d9:0000]", 11, 22));
        assertNull(IdBrackets.subsystemAfter("[8086:1589] [zz00:0000]", 11, 23));
        assertEquals(-1, MakerIds.hex4("12", 0));
        assertEquals(-1, MakerIds.hex4("12G4", 0));
        assertEquals(0x12ab, MakerIds.hex4("12ab", 0));
    }

    @Test
    void malformedAndHostileInputEndsFast() {
        assertEquals("", hw("vendor"));
        assertEquals("", hw("vendor 0x"));
        assertEquals("", hw("vendor 0x8086 device"));
        assertEquals("", hw("vendor 0x8086 device 0x"));
        assertEquals("", hw("[8086:"));
        assertEquals("8086:a1ec/false", hw("[8086:a1ec,"));
        assertEquals("8086:1589/false", hw("x", "[8086:1589] ["));
        String pairs = "vendor 0x8086 device 0x7113, ".repeat(20_000) + "\n";
        String lists = ("[8086:a1ec" + ",a1ed".repeat(10) + "] ").repeat(5_000) + "\n";
        String banners = "[8086:1589] [15d9:0000] ".repeat(20_000) + "\n";
        String noise = "vendor 0x vendor ID = device Dev [0000:,,,, ".repeat(20_000) + "\n";
        assertTimeout(TimeBudget.seconds(20), () -> {
            assertEquals("8086:7113/false", hw("x", pairs));
            assertEquals("8086:a1ec/false 8086:a1ed/false", hw("x", lists));
            assertEquals("8086:1589+15d9:0000/false", hw("x", banners));
            assertEquals("", hw("x", noise));
        });
    }
}
