package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Session 31 (hwcfg32): a device's config space pasted from hexdump, od or xxd instead of {@code lspci -x}: vendor,
 * device, revision and subsystem read from bytes 00-03, 08 and 2c-2f in each tool's byte order. Invented reports,
 * made-up ids (no pci.ids: every vendor is plausible).
 */
class ConfigSpaceDumpsTest {
    private final HardwareExtractor extractor = new HardwareExtractor(HwMails.withoutIds());

    private String hardware(String body) {
        return extractor.extract(HwMails.mail("Re: lspci hangs on the NHI", body)).stream()
                .map(h -> h.id() + " sub " + h.subsystem() + " rev " + h.revision() + " " + h.source()
                        + (h.quoted() ? " q" : ""))
                .collect(Collectors.joining("; "));
    }

    private static final String WANT = "1d0f:22a1 sub 1d3c:07b1 rev 03 config-dump";

    @Test
    void hexdumpsSixteenBitWordsAreLittleEndian() {
        String body = String.join("\n",
                "Reading the NHI's config space takes a second:",
                "",
                "$ cat /sys/bus/pci/devices/0000:05:00.0/config | hexdump",
                "0000000 1d0f 22a1 0406 0010 0003 0880 0000 0000",
                "0000010 0000 ad00 0000 ad04 0000 0000 0000 0000",
                "0000020 0000 0000 0000 0000 0000 0000 1d3c 07b1",
                "0000030 0000 0000 0080 0000 0000 0000 01ff 0000",
                "0000040",
                "",
                "Every other bus answers at once.",
                "");
        assertEquals(WANT, hardware(body));
        // the same dump quoted in a reply
        assertEquals(WANT + " q", hardware(body.lines().map(l -> "> " + l).collect(Collectors.joining("\n"))));
    }

    @Test
    void bytesAndXxdPairsAreInConfigSpaceOrder() {
        String bytes = String.join("\n",
                "# hexdump -C /sys/bus/pci/devices/0000:05:00.0/config",
                "00000000  0f 1d a1 22 06 04 10 00  03 00 80 08 00 00 00 00  |...\"............|",
                "00000010  00 00 00 ad 00 00 04 ad  00 00 00 00 00 00 00 00  |................|",
                "00000020  00 00 00 00 00 00 00 00  00 00 00 00 3c 1d b1 07  |............<...|",
                "00000030",
                "");
        assertEquals(WANT, hardware(bytes));
        String xxd = String.join("\n",
                "# xxd /sys/bus/pci/devices/0000:05:00.0/config",
                "00000000: 0f1d a122 0604 1000 0300 8008 0000 0000  ...\"............",
                "00000010: 0000 00ad 0000 04ad 0000 0000 0000 0000  ................",
                "00000020: 0000 0000 0000 0000 0000 0000 3c1d b107  ............<...",
                "");
        assertEquals(WANT, hardware(xxd));
    }

    @Test
    void odsOctalAddressesAndLeftOutRows() {
        // od -x counts addresses in octal: 0000040 is byte 0x20
        String od = String.join("\n",
                "$ od -x /sys/bus/pci/devices/0000:05:00.0/config",
                "0000000 1d0f 22a1 0406 0010 0003 0880 0000 0000",
                "0000020 0000 ad00 0000 ad04 0000 0000 0000 0000",
                "0000040 0000 0000 0000 0000 0000 0000 1d3c 07b1",
                "0000060",
                "");
        assertEquals(WANT, hardware(od));
        // hexdump leaves a repeated row out as "*": the addresses after it still tell where the bytes are
        String starred = String.join("\n",
                "config space of 05:00.0, hexdump:",
                "0000000 1d0f 22a1 0406 0010 0003 0880 0000 0000",
                "0000010 0000 0000 0000 0000 0000 0000 0000 0000",
                "*",
                "0000030 0000 0000 0000 0000 0000 0000 01ff 0000",
                "");
        assertEquals("1d0f:22a1 sub null rev 03 config-dump", hardware(starred));
        // only a first row and a left-out rest: the radix is unknown, so only the first row's fields
        String first = "hexdump of its config:\n0000000 1d0f 22a1 0406 0010 0003 0880 0000 0000\n*\n0000100\n";
        assertEquals("1d0f:22a1 sub null rev 03 config-dump", hardware(first));
    }

    @Test
    void nearMissesAreNoDevice() {
        // no word saying config space above the dump (a firmware image, a VPD area)
        assertEquals("", hardware("$ hexdump fw.bin\n0000000 1d0f 22a1 0406 0010 0003 0880 0000 0000\n"));
        assertEquals("", hardware(String.join("\n", "# cat vpd | xxd",
                "00000000: 822d 0051 4c6f 6769 6320 3332 4762 2032  .-.QLogic 32Gb 2", "")));
        // a dump that does not start at address 0
        assertEquals("", hardware("config space from 0x40:\n0000040 1d0f 22a1 0406 0010 0003 0880 0000 0000\n"));
        // an absent device reads as ffff
        assertEquals("", hardware("the config reads:\n0000000 ffff ffff ffff ffff ffff ffff ffff ffff\n"));
        // a bridge (header type 01) keeps other registers at 2c-2f: no subsystem
        String bridge = String.join("\n", "config of the port:",
                "0000000 1d0f 22a2 0406 0010 0003 0604 0010 0001",
                "0000010 0000 0000 0000 0000 0100 0101 f1f1 0000",
                "0000020 fff0 0000 fff1 0001 0000 0000 0000 0000", "");
        assertEquals("1d0f:22a2 sub null rev 03 config-dump", hardware(bridge));
        // rows with a word too many or too few, or prose after the words, are no rows
        assertEquals("", hardware("config:\n0000000 1d0f 22a1 0406 0010 0003 0880 0000\n"));
        assertEquals("", hardware("config:\n0000000 1d0f 22a1 0406 0010 0003 0880 0000 0000 0000\n"));
        assertEquals("", hardware("config:\n0000000 1d0f 22a1 0406 0010 0003 0880 0000 0000 is what I see\n"));
    }

    @Test
    void hostileInputFinishesFast() {
        String hexLine = "config\n0000000 " + "1d0f".repeat(2_500_000) + "\n";
        String longRow = "config\n0000000 1d0f 22a1 0406 0010 0003 0880 0000 0000" + " ".repeat(10_000_000) + "x\n";
        String manyRows = "config\n" + "0000000 1d0f 22a1 0406 0010 0003 0880 0000 0000\n".repeat(100_000);
        String cues = "config ".repeat(50_000) + "\n" + "0000000 1d0f 22a1\n".repeat(50_000);
        String starsOnly = "config\n0000000 1d0f 22a1 0406 0010 0003 0880 0000 0000\n" + "*\n".repeat(200_000);
        assertTimeout(TimeBudget.seconds(10), () -> {
            hardware(hexLine);
            hardware(longRow);
            hardware(manyRows);
            hardware(cues);
            hardware(starsOnly);
        });
        assertEquals("", hardware(hexLine));
        assertEquals("", hardware(longRow));
    }
}
