package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 52 (hw62): the shapes held-out54-63's hardware misses show. A bare pair a writer put on the wrapped line of
 * a name-only lspci row ({@code HardwareScan.wrappedName}); a family name pci.ids names nowhere that takes a sibling
 * family's vendor ({@link MakerIds#familyId}, convention 168); a nickname and "device" before a bare id
 * ({@link NicknameIds}, convention 179). The texts are written for these tests in the style of list mail; the ids
 * are real pci.ids entries (1022:57ad "Matisse Switch Upstream", 177d:af84 a CN99xx root port, 8086:28c0 the Volume
 * Management Device); 177d:b884 is an id pci.ids lacks, as the rule expects.
 */
class RealMailRulesHw62Test extends HwRules {
    RealMailRulesHw62Test() {
        super("Re: [PATCH] PCI: Enhance the ACS quirk for Cavium devices", false);
    }

    @Test
    void aBarePairOnARowsWrappedLineIsRead() {
        assertEquals("1022:57ad/true", hw("> I looked for errata on:\n"
                + "> 01:00.0 PCI bridge: Advanced Micro Devices, Inc. [AMD] Matisse Switch\n"
                + "> Upstream aka 1022:57ad\n>\n> and found none.\n"));
        assertEquals("1022:57ad/false", hw("The errata I found were for:\n"
                + "01:00.0 PCI bridge: Advanced Micro Devices, Inc. [AMD] Matisse Switch\n"
                + "Upstream aka 1022:57ad\n\nnothing else.\n"));
    }

    @Test
    void aRowsWrappedNameWithoutAPairStillWraps() {
        // the unique name wraps as before: 10b5:8724 by its full pci.ids name
        assertEquals("10b5:8724/false", hw("Our switch:\n"
                + "02:00.0 PCI bridge: PLX Technology, Inc. PEX 8724 24-Lane, 6-Port PCI\n"
                + "Express Gen 3 (8 GT/s) Switch, 19 x 19mm FCBGA (rev ca)\n\nThanks.\n"));
    }

    @Test
    void aFamilyPciIdsLacksTakesItsSiblingsVendor() {
        assertEquals("177d:af84/false 177d:b884/false",
                hw("Also apply the quirk to CN99xx (0xaf84) and CN11xxx (0xb884) Root Ports.\n"));
        assertEquals("177d:af84/true 177d:b884/true",
                hw("> Apply it to the CN11xxx (0xb884) and the CN99xx (0xaf84) root ports.\n\nOK.\n"));
    }

    @Test
    void aFamilyWithoutASiblingStaysNone() {
        // no family of the same letters in the sentences
        assertEquals("", hw("Also apply the quirk to the CN11xxx (0xb884) Root Ports.\n"));
        // a family of other letters is no sibling
        assertEquals("177d:af84/false", hw("Also apply the quirk to CN99xx (0xaf84) and QX11xxx (0xb884) Root Ports.\n"));
        // no maker for the sibling: a subject without Cavium, a sentence without one
        assertEquals("", hw("Re: [PATCH] PCI: Enhance the ACS quirk",
                "Also apply the quirk to CN99xx (0xaf84) and CN11xxx (0xb884) Root Ports.\n"));
        // no device noun in the sentence (af84 is the older rules', whose noun may come from the subject's
        // "devices"; b884 stays none)
        assertEquals("177d:af84/false", hw("Also CN99xx (0xaf84) and CN11xxx (0xb884) as well.\n"));
    }

    @Test
    void aNicknameBeforeDeviceAndAnIdIsThatVendorsDevice() {
        assertEquals("8086:28c0/false", hw("Re: [PATCH] vfio: VMD passthrough quirk",
                "VMD device 28C0 assists passthrough with shadow registers.\n"));
        assertEquals("8086:28c0/true", hw("Re: [PATCH] vfio: VMD passthrough quirk",
                "> Only VMD devices 28c0 have the shadow registers.\n\nRight.\n"));
    }

    @Test
    void nicknameNearMissesStayNone() {
        String s = "Re: [PATCH] vfio: VMD passthrough quirk";
        // a nickname pci.ids' name of the device does not spell, a lower-case or too short nickname
        assertEquals("", hw(s, "The ABC device 28C0 assists passthrough.\n"));
        assertEquals("", hw(s, "The vmd device 28C0 assists passthrough.\n"));
        assertEquals("", hw(s, "The VM device 28C0 assists passthrough.\n"));
        // glued after, a longer number, no "device"
        assertEquals("", hw(s, "VMD device 28C0x assists passthrough.\n"));
        assertEquals("", hw(s, "VMD device 28C01 assists passthrough.\n"));
        assertEquals("", hw(s, "VMD device-28C0 assists passthrough.\n"));
        assertEquals("", hw(s, "VMD 28C0 assists passthrough.\n"));
        // code, a diff line, a paragraph showing a patch
        assertEquals("", hw(s, "+ * VMD device 28C0 has HPA shadow registers\n"));
        assertEquals("", hw(s, "@@ -1,2 +1,3 @@\n * VMD device 28C0 has HPA shadow registers\n"));
    }

    @Test
    void spellsWantsTheNicknameAsAWordOrAsInitials() {
        assertTrue(NicknameIds.spells("Volume Management Device NVMe RAID Controller", "VMD"));
        assertTrue(NicknameIds.spells("Volume Management Device (VMD)", "VMD"));
        assertFalse(NicknameIds.spells("PCI-6014", "VMD"));
        assertFalse(NicknameIds.spells("Volume management device", "VMD"));
        assertFalse(NicknameIds.spells("VMDX bridge", "VMD"));
        assertFalse(NicknameIds.spells(null, "VMD"));
        assertFalse(NicknameIds.spells("", "VMD"));
    }

    @Test
    void malformedAndHostileInputEndsFast() {
        assertEquals("", hw("VMD"));
        assertEquals("", hw("VMD device"));
        assertEquals("", hw("VMD device 28"));
        assertEquals("", hw("CN11xxx (0xb8"));
        assertEquals("", hw("x", "VMD devices"));
        String nicknames = "VMD device 28C0 here, ".repeat(20_000) + "\n";
        String near = "ABC device 28C0 XYZW devices 1234 VMD device ".repeat(20_000) + "\n";
        String families = "Cavium CN99xx (0xaf84) and CN11xxx (0xb884) CN12xxx CN13xxx root ports ".repeat(5_000) + "\n";
        String wrapped = ("01:00.0 PCI bridge: Advanced Micro Devices, Inc. [AMD] Matisse Switch\n"
                + "Upstream aka 1022:57ad 1022:57ad\n").repeat(5_000);
        assertTimeout(TimeBudget.seconds(20), () -> {
            assertEquals("8086:28c0/false", hw("Re: VMD", nicknames));
            assertEquals("", hw("Re: VMD", near));
            assertFalse(hw(families).isEmpty());
            assertEquals("1022:57ad/false", hw(wrapped));
        });
    }
}
