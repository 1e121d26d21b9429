package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 51 (hw61): a maker's model number written with no "0x" that is also its pci.ids device id
 * ({@link MakerNumbers}), from hw61's DEV sample ("quirk for Marvell 9215 SATA controller"). The texts are written
 * for these tests in the style of list mail; the ids are real pci.ids entries whose names spell the number (1b4b:9215
 * "88SE9215 ...", 1b4b:9230 "88SE9230 ...", 10b5:8796 "PEX8796 ...") or, for the near misses, entries whose names do
 * not (1022:7401 "AMD-755 [Cobra] IDE", 10ec:816e "RealManage BMC").
 */
class RealMailRulesHw61Test extends HwRules {
    RealMailRulesHw61Test() {
        super("Re: PCI: DMA faults behind a SATA card", false);
    }

    @Test
    void aMakersModelNumberThatPciIdsNamesIsItsDevice() {
        assertEquals("1b4b:9215/false", hw("The Marvell 9215 SATA controller faults on every boot.\n"));
        assertEquals("1b4b:9230/true", hw("> My Marvell 9230 card needs the alias too.\n\nIt does.\n"));
        // PLX's "PEX" prefix, with or without its blank, and a noun later in the sentence
        assertEquals("10b5:8796/false", hw("Behind a PLX PEX 8796 the endpoints never train, though the switch is fine.\n"));
        assertEquals("10b5:8796/false", hw("We use a PLX 8796 switch here.\n"));
        // a subject: its tag brackets are no code, and the id is the thread's own
        assertEquals("1b4b:9215/false", hw("[PATCH] PCI: Add DMA alias quirk for Marvell 9215 SATA controller",
                "Add the function 1 alias.\n"));
    }

    @Test
    void nearMissesStayNone() {
        // the number is a pci.ids id, but its name does not spell it: a CPU or another part's number
        assertEquals("", hw("The AMD 7401 controller of this board hangs.\n"));
        // hex-looking shorthand for an id ("Realtek 816e" is no model number), and no maker
        assertEquals("", hw("  04:00.0 Endpoint (Realtek 816e) behind the switch\n"));
        assertEquals("", hw("The 9215 SATA controller faults.\n"));
        // no device noun in the sentence
        assertEquals("", hw("Marvell 9215 again. Nothing else.\n"));
        // glued on either side, or a longer number
        assertEquals("", hw("The Marvell 9215A controller faults.\n"));
        assertEquals("", hw("The Marvell 9215/9230 controllers fault.\n"));
        assertEquals("", hw("The Marvell 92150 controller faults.\n"));
        assertEquals("", hw("The Marvell-9215 controller faults.\n"));
        // a maker word pci.ids lacks, a lower-case maker
        assertEquals("", hw("The Marvellous 9215 controller faults.\n"));
        assertEquals("", hw("The marvell 9215 controller faults.\n"));
        // code, a diff line, a paragraph showing a patch, a cited commit's title
        assertEquals("", hw("\tquirk(\"Marvell 9215 controller\"); /* alias */\n"));
        assertEquals("", hw("+ * Marvell 9215 SATA controller\n"));
        assertEquals("", hw("@@ -1,2 +1,3 @@\n /* Marvell 9215 SATA controller */\n"));
        assertEquals("", hw("branch HEAD: 51e2e24504ad  PCI: Add DMA alias quirk for Marvell 9215 SATA controller\n"));
    }

    @Test
    void spellsWantsTheNumberAsAWordOrAfterLetters() {
        assertTrue(MakerNumbers.spells("88SE9215 PCIe 2.0 x1 4-port SATA 6 Gb/s Controller", "9215"));
        assertTrue(MakerNumbers.spells("PEX 8724 24-Lane", "8724"));
        assertTrue(MakerNumbers.spells("PEX8796 96-Lane", "8796"));
        assertFalse(MakerNumbers.spells("AMD-755 [Cobra] IDE", "7401"));
        assertFalse(MakerNumbers.spells("Model 19215 bridge", "9215"));
        assertFalse(MakerNumbers.spells("9215X bridge", "9215"));
        assertFalse(MakerNumbers.spells("", "9215"));
    }

    @Test
    void malformedAndHostileInputEndsFast() {
        assertEquals("", hw("Marvell"));
        assertEquals("", hw("Marvell "));
        assertEquals("", hw("Marvell 92"));
        assertEquals("", hw("Marvell PEX"));
        assertEquals("", hw("x", "PLX PEX 87"));
        String makers = "Marvell 9215 controller, ".repeat(20_000) + "\n";
        String near = "Marvell 921 Marvell PEX PLX 87965 ".repeat(20_000) + "\n";
        String hashes = ("deadbeef0 " + "Marvell ".repeat(20) + "9215 controller\n").repeat(2_000);
        assertTimeout(TimeBudget.seconds(20), () -> {
            assertEquals("1b4b:9215/false", hw(makers));
            assertEquals("", hw(near));
            assertEquals("", hw(hashes));
        });
    }
}
