package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Session 48 (hw58): a bare {@code 0xdddd} device id in prose beside its maker's name (conventions 148, 168), read
 * by {@link MakerIds} with the maker words {@link MakerWords} derives from pci.ids. The texts are written for these
 * tests in the style of list mail; the ids are real pci.ids entries (1022:149c Matisse USB 3.0 Host Controller,
 * 1022:1487 Starship/Matisse HD Audio Controller, 8086:1533 I210, which pci.ids also lists as 1022:1533).
 */
class RealMailRulesHw58Test extends HwRules {
    RealMailRulesHw58Test() {
        super("Re: [PATCH] xhci: frob the resume path", false);
    }

    @Test
    void makerWordsComeFromVendorNames() {
        IdDatabase db = IdDatabase.open(HwMails.settings());
        int[] amd = db.makerVendors("AMD");
        assertEquals(true, java.util.Arrays.stream(amd).anyMatch(v -> v == 0x1022), java.util.Arrays.toString(amd));
        assertEquals(true, java.util.Arrays.stream(amd).anyMatch(v -> v == 0x1002), java.util.Arrays.toString(amd));
        assertArrayEquals(new int[] {0x8086}, java.util.Arrays.stream(db.makerVendors("Intel"))
                .filter(v -> v == 0x8086).toArray());
        // plain words that begin vendor names, a lower-case spelling, nothing
        assertEquals(0, db.makerVendors("Advanced").length);
        assertEquals(0, db.makerVendors("Silicon").length);
        assertEquals(0, db.makerVendors("intel").length);
        assertEquals(0, db.makerVendors("").length);
        assertEquals(0, db.makerVendors(null).length);
    }

    @Test
    void aProductNameAndABareIdInOneSentence() {
        assertEquals("1022:149c/false", hw("The AMD Matisse USB 3.0 Host Controller (0x149c) stops answering "
                + "after a warm reboot.\n"));
        assertEquals("1022:1487/false", hw("This quirk covers the AMD Matisse HD Audio Controller 0x1487 as well.\n"));
        // quoted: the reader keeps the quote
        assertEquals("1022:149c/true", hw("> The AMD USB 3.0 host controller 0x149c needs the same delay.\n\nOK.\n"));
    }

    @Test
    void theMakerFromTheSentenceBeforeOrTheSubject() {
        assertEquals("1022:1487/false", hw("Our boards are AMD ones. The HD Audio Controller 0x1487 loses its\n"
                + "codec on resume.\n"));
        assertEquals("1022:149c/false", hw("PCI: Add a quirk for AMD USB controllers",
                "The Matisse controller 0x149c needs it too.\n"));
    }

    @Test
    void aWordOfThePciIdsNameConfirmsWithoutADeviceNoun() {
        assertEquals("1022:149c/false", hw("Seen on AMD Matisse 0x149c only.\n"));
        assertEquals("", hw("Seen on AMD boxes, 0x149c only.\n"));
    }

    @Test
    void nearMissesStayNone() {
        // register offsets, error codes, a class, a value: the word before decides
        assertEquals("", hw("The AMD controller fails at offset 0x149c of its BAR.\n"));
        assertEquals("", hw("The AMD controller returns error code 0x1487 on resume.\n"));
        assertEquals("", hw("The AMD controller has class 0x149c here.\n"));
        assertEquals("", hw("The AMD controller register 0x1487 reads back zero.\n"));
        // a line of code, a longer hex word, a pair, a range
        assertEquals("", hw("AMD controller: val = 0x1487;\n"));
        assertEquals("", hw("The AMD controller at 0x149c0000 is mapped.\n"));
        // (session 50, hw60: both halves with their 0x and a pair pci.ids lists are one vendor:device pair, read by
        // VendorDevicePairs, no longer this reader's near miss)
        assertEquals("1022:149c/false", hw("The AMD controller 0x1022:0x149c is listed.\n"));
        assertEquals("", hw("The AMD controller 0x1022:0x7f7f is listed.\n"));
        assertEquals("", hw("The AMD controller 0x1480-0x149c range.\n"));
        // no maker word; a maker in lower case; a maker two sentences back
        assertEquals("", hw("The USB 3.0 host controller 0x149c stops answering.\n"));
        assertEquals("", hw("The amd controller 0x149c stops answering.\n"));
        assertEquals("", hw("It is AMD. The board is old. The controller 0x149c stops answering.\n"));
        // an id pci.ids does not list under the maker, a family pci.ids does not list
        assertEquals("", hw("The AMD controller 0x7f7f stops answering.\n"));
        // (session 50, hw60: convention 168 labels "CN88xx 0xa180" as Cavium's, and pci.ids gives the family CN88xx
        // to 177d alone, so MakerIds.familyId reads it; a family pci.ids names under no vendor stays unread)
        assertEquals("177d:a180/false", hw("The Cavium CN88xx 0xa180 bridge has the erratum.\n"));
        assertEquals("", hw("The Cavium CN11xxx 0xb884 bridge has the erratum.\n"));
        // two makers pci.ids lists the id under: which one is not said
        assertEquals("", hw("Both the AMD and the Intel controller 0x1533 drop the link.\n"));
        // a reply's quoted patch: a wrapped fixup line, an added comment line, a comment list under a hunk header
        assertEquals("", hw("> +DECLARE_PCI_FIXUP_FINAL(PCI_VENDOR_ID_AMD, 0x149c,\n> +\t\tquirk_no_flr);\n"));
        assertEquals("", hw("> + * the AMD USB 3.0 host controller (0x149c) hangs after FLR\n"));
        assertEquals("", hw("> @@ -10,6 +10,7 @@\n>   * FLR hangs these:\n>   * AMD Matisse USB 3.0 Host Controller 0x149c\n"));
        assertEquals("", hw("The AMD controller (see PCI_DEVICE_ID_X) 0x149c is listed.\n"));
        // a diff's lines are code
        assertEquals("", ids.extract(HwMails.withDiff("[PATCH] x", "Fix it.\n\ndiff --git a/x.c b/x.c\n"
                + "+/* AMD Matisse controller 0x149c */\n")).stream().map(HardwareFact::id)
                .collect(Collectors.joining(" ")));
    }

    @Test
    void malformedAndHostileInputEndsFast() {
        assertEquals("", hw("AMD controller 0x"));
        assertEquals("", hw("AMD controller 0x14"));
        assertEquals("", hw("0x149c"));
        assertEquals("", hw("", "AMD controller 0x149"));
        String many = ("AMD Matisse controller 0x149c, ".repeat(20_000)) + "\n";
        String noise = ("AMD 0x 0x1 0xzz " + "A".repeat(50)).repeat(20_000) + "\n";
        String subject = "AMD " + "Intel ".repeat(400);
        assertTimeout(TimeBudget.seconds(20), () -> {
            Map<String, Long> byId = ids.extract(HwMails.mail("x", many)).stream()
                    .collect(Collectors.groupingBy(HardwareFact::id, Collectors.counting()));
            assertEquals(Map.of("1022:149c", 1L), byId);
            assertEquals("", hw("x", noise));
            assertEquals("", hw(subject, "The board 0x149c.\n"));
        });
    }
}
