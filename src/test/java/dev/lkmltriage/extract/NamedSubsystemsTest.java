package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Session 31 (hwcfg32): a Subsystem line that names one of the subsystems pci.ids lists under the device ("Subsystem:
 * Zorbix Corp. ZQ2742 Dual Port 32Gb Fibre Channel Adapter"), as lspci prints it: the subsystem vendor's name, then the
 * entry's. Made-up ids.
 */
class NamedSubsystemsTest {
    private static final String IDS = """
            1d11  Zorbix Corp.
            \t2261  ZQ2722-based 16/32Gb Fibre Channel to PCIe Adapter
            \t\t1d11 029a  ZQ2742 Dual Port 32Gb Fibre Channel to PCIe Adapter
            \t\t1d11 0299  ZQ2740 Single Port 32Gb Fibre Channel to PCIe Adapter
            \t\t1d12 0410  ZQ2742 Dual Port 32Gb Fibre Channel to PCIe Adapter
            \t\t1d12 0411  ZQ2742 Dual Port 32Gb Fibre Channel to PCIe Adapter
            \t\t1d13 0001  Storage Adapter
            \t\t1d14 0001  Storage Adapter
            1d12  Quillon Systems
            1d13  Varnel Ltd
            1d14  Varnel Ltd
            """;

    private static NameMatcher matcher() throws IOException {
        return new NameMatcher(IdTable.read(new ByteArrayInputStream(IDS.getBytes(StandardCharsets.UTF_8))));
    }

    private static final PciId CARD = PciId.of(0x1d11, 0x2261);

    @Test
    void anEntryNamedByItsVendorAndNameIsThatSubsystem() throws IOException {
        NameMatcher m = matcher();
        assertEquals(PciId.of(0x1d11, 0x029a),
                m.namedSubsystem("Zorbix Corp. ZQ2742 Dual Port 32Gb Fibre Channel to PCIe Adapter", CARD));
        // the vendor spelled another way (an older pci.ids, a company form dropped) still names it
        assertEquals(PciId.of(0x1d11, 0x0299),
                m.namedSubsystem("Zorbix Corporation ZQ2740 Single Port 32Gb Fibre Channel to PCIe Adapter", CARD));
    }

    @Test
    void nearMissesNameNoSubsystem() throws IOException {
        NameMatcher m = matcher();
        // the entry's name under another vendor than the one written
        assertNull(m.namedSubsystem("Varnel Ltd ZQ2742 Dual Port 32Gb Fibre Channel to PCIe Adapter", CARD));
        // two entries of the vendor carry the name: nothing decides
        assertNull(m.namedSubsystem("Quillon Systems ZQ2742 Dual Port 32Gb Fibre Channel to PCIe Adapter", CARD));
        // two vendors spell the name alike, each with an entry of that name: nothing decides
        assertNull(m.namedSubsystem("Varnel Ltd Storage Adapter", CARD));
        // a name the device does not list, a part of one, another device's list
        assertNull(m.namedSubsystem("Zorbix Corp. ZQ2790 Quad Port Adapter", CARD));
        assertNull(m.namedSubsystem("Zorbix Corp. Dual Port 32Gb Fibre Channel to PCIe Adapter", CARD));
        assertNull(m.namedSubsystem("Zorbix Corp. ZQ2742 Dual Port 32Gb Fibre Channel to PCIe Adapter",
                PciId.of(0x1d11, 0x2262)));
    }

    @Test
    void aListingsSubsystemLineIsRead(@TempDir Path dir) throws IOException {
        Path ids = dir.resolve("pci.ids");
        Files.writeString(ids, IDS);
        HardwareExtractor x = new HardwareExtractor(new ExtractSettings(Path.of("models"), ids, null));
        String listing = String.join("\n",
                "# lspci -vvv -s 03:00.0",
                "03:00.0 Fibre Channel: Zorbix Corp. ZQ2722-based 16/32Gb Fibre Channel to PCIe Adapter (rev 01)",
                "\tSubsystem: Zorbix Corp. ZQ2742 Dual Port 32Gb Fibre Channel to PCIe Adapter",
                "\tPhysical Slot: 15",
                "");
        assertEquals("1d11:2261 1d11:029a 01", x.extract(HwMails.mail("VPD reads fail", listing)).stream()
                .map(h -> h.id() + " " + h.subsystem() + " " + h.revision()).collect(Collectors.joining("; ")));
        // many listings of the card cost a bounded number of name matches
        String many = listing.repeat(20_000);
        assertTimeout(TimeBudget.seconds(10), () -> x.extract(HwMails.mail("VPD reads fail", many)));
    }
}
