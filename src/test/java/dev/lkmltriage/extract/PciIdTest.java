package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PciIdTest {
    @Test
    void canonicalForm() {
        assertEquals("10ec:8169", PciId.parse("[10EC:8169]").name());
        assertEquals("10ec:8169", PciId.parse("10ec:8169").name());
        assertEquals("10ec:8169", PciId.parse(" 0x10ec:0x8169 ").name());
        assertEquals(PciId.of(0x10ec, 0x8169), PciId.parse("10EC:8169"));
        assertTrue(PciId.parse("ffff:0000").compareTo(PciId.parse("0001:ffff")) > 0);
    }

    /** The canonical form is written by hand: it must be exactly the formatter's for every half, not a sample. */
    @Test
    void canonicalFormEqualsTheFormattersForEveryHalf() {
        for (int v = 0; v <= 0xffff; v++) {
            int d = (v * 40503) & 0xffff; // another half for each, every value of it too
            assertEquals(String.format("%04x:%04x", v, d), PciId.of(v, d).name());
        }
        assertEquals("0000:ffff", PciId.of(0, 0xffff).name());
        assertEquals("000a:00b0", PciId.of(0xa, 0xb0).name(), "leading zeros kept");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "10ec", "10ec:816", "10ec:81699", "[10ec:8169", "10ec-8169", "g0ec:8169",
        "10ec::8169", "0000:02:00.0", "12:57:21", "fe80::1", "[10ec:8169]]"})
    void rejects(String text) {
        assertFalse(PciId.isPciId(text));
        InvalidIdException e = assertThrows(InvalidIdException.class, () -> PciId.parse(text));
        assertTrue(e.getMessage().contains("vvvv:dddd"));
    }

    @Test
    void nullIsNotAnId() {
        assertFalse(PciId.isPciId(null));
        assertThrows(InvalidIdException.class, () -> PciId.parse(null));
    }
}
