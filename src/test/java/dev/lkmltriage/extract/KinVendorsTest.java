package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 28 (configs28): one maker under two vendor ids. A name lspci printed from an older pci.ids ("Zorbix Device
 * 2201") matches today's empty vendor entry of that name; the kin vendor of the same first word that lists the device
 * is meant, and a Subsystem line of the same name on that card follows the device's vendor. Made-up ids.
 */
class KinVendorsTest {
    private static final String IDS = """
            1d01  Zorbix Technologies, Inc
            \t2201  ZX6390 Wireless Network Adapter
            \t0108  ZX8150 PCIe Root Complex
            1d02  Zorbix Inc
            1d03  Zorbix Atheros
            \t3301  ZX9000 Wireless Network Adapter
            1d04  Zorbix Labs
            \t3301  ZL Bridge
            1d05  Quillon Systems
            \t0001  Q1 Controller
            1d06  Quillon Labs
            \t4401  Q4 Controller
            """;

    private static NameMatcher matcher() {
        try {
            return new NameMatcher(IdTable.read(new ByteArrayInputStream(IDS.getBytes(StandardCharsets.UTF_8))));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void anEmptyVendorsDeviceIsTheOneKinThatListsIt() {
        NameMatcher m = matcher();
        PciId id = m.match("Zorbix Device 2201");
        assertEquals(PciId.of(0x1d01, 0x2201), id);
        assertTrue(m.kin("Zorbix Device 2201", id));
        // the Subsystem line of the same card follows the device's vendor
        assertEquals(PciId.of(0x1d01, 0x0108), m.explicitSubsystem("Zorbix Device 0108", 0x1d01));
    }

    @Test
    void nearMissesKeepTheMatchedVendor() {
        NameMatcher m = matcher();
        // no kin lists the device: the matched vendor, as before
        assertEquals(PciId.of(0x1d02, 0x5555), m.match("Zorbix Device 5555"));
        assertFalse(m.kin("Zorbix Device 5555", PciId.of(0x1d02, 0x5555)));
        // two kin list it (1d03 and 1d04 both have 3301): nothing decides, the matched vendor stays
        assertEquals(PciId.of(0x1d02, 0x3301), m.match("Zorbix Device 3301"));
        // a matched vendor that lists devices is kept even where a kin lists the id (1d05 lacks 4401, its kin 1d06 has it)
        assertEquals(PciId.of(0x1d05, 0x4401), m.match("Quillon Systems Device 4401"));
        // a kin vendor's own full name is read as written
        PciId own = m.match("Zorbix Technologies, Inc Device 2201");
        assertEquals(PciId.of(0x1d01, 0x2201), own);
        assertFalse(m.kin("Zorbix Technologies, Inc Device 2201", own));
        // a subsystem under a device of another maker keeps the written vendor; no device id, no kin rule
        assertEquals(PciId.of(0x1d02, 0x0108), m.explicitSubsystem("Zorbix Device 0108", 0x1d05));
        assertEquals(PciId.of(0x1d02, 0x0108), m.explicitSubsystem("Zorbix Device 0108", -1));
    }

    @Test
    void noDriverIsGuessedFromAKinVendorsId() {
        DriverExtractor drivers = new DriverExtractor(HwMails.withoutIds());
        HardwareFact realtek = new HardwareFact("pci", "10ec:8168", null, null, null, null, "name-kin", false, 0, 1);
        assertEquals(List.of(), drivers.extract(HwMails.mail("no names here"), List.of(realtek)));
        HardwareFact named = new HardwareFact("pci", "10ec:8168", null, null, null, null, "name", false, 0, 1);
        assertEquals(List.of("r8169"), drivers.extract(HwMails.mail("no names here"), List.of(named)));
    }

    @Test
    void hostileNamesFinishFast() {
        NameMatcher m = matcher();
        String longName = "Zorbix " + "Device ".repeat(100_000) + "2201";
        assertTimeout(TimeBudget.seconds(10), () -> {
            assertNull(m.match(longName));
            m.explicitSubsystem(longName, 0x1d01);
            m.kin(longName, PciId.of(0x1d01, 0x2201));
            m.match("Zorbix Device zzzz");
        });
    }
}
