package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Session 14, from new3's AER re-send that joined an unrelated resource-conflict report because both attached a
 * whole dmesg of an x86 machine (fixtures invented, lines in the shape boot logs print): the lines a whole boot log
 * keeps are the start of boot, which machines of one CPU family share, so its log tie needs half of them shared.
 * Near misses: the same boot log sent again does tie; a short paste that includes the banner is no whole boot log;
 * a long paste of error lines without the banner is none either.
 */
class BootLogTiesTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static Report mail(String id, String date, String subject, String body) {
        return CulpritIdentityTest.mail(id, date, subject, body);
    }

    /** The first lines of a boot log: banner, command line, the CPU's XSAVE features, then the memory map. */
    private static String boot(String version, String root, int seed) {
        StringBuilder b = new StringBuilder();
        b.append("[    0.000000] Linux version ").append(version).append(" (root@host) (gcc version 9.2.1) #3 SMP\n");
        b.append("[    0.000000] Command line: BOOT_IMAGE=/boot/vmlinuz-").append(version).append(" root=UUID=")
                .append(root).append(" ro quiet\n");
        for (String f : new String[] {"0x001: 'x87 floating point registers'", "0x002: 'SSE registers'",
                "0x004: 'AVX registers'"}) {
            b.append("[    0.000000] x86/fpu: Supporting XSAVE feature ").append(f).append('\n');
        }
        b.append("[    0.000000] x86/fpu: xstate_offset[2]:  576, xstate_sizes[2]:  256\n");
        b.append("[    0.000000] BIOS-provided physical RAM map:\n");
        for (int i = 0; i < 24; i++) {
            long from = 0x100000L * (i * 7 + seed);
            b.append(String.format("[    0.000000] BIOS-e820: [mem 0x%016x-0x%016x] %s%n", from, from + 0xfffff,
                    i % 3 == 0 ? "reserved" : "usable"));
        }
        return b.toString();
    }

    private static final String AER = """
            [ 4105.236531] pcieport 0000:00:1c.5: AER: Corrected error received: 0000:00:1c.5
            [ 4105.236540] pcieport 0000:00:1c.5: AER: PCIe Bus Error: severity=Corrected, type=Data Link Layer
            [ 4105.236546] pcieport 0000:00:1c.5: AER:   device [8086:9d15] error status/mask=00001000/00002000
            [ 4105.236551] pcieport 0000:00:1c.5: AER:    [12] Timeout
            """;

    @Test
    void aWholeBootLogIsToldFromAShortPasteWithTheBanner() {
        assertTrue(LogLines.read(mail("a@x", "Mon, 4 Nov 2019 10:00:00 +0000", "s",
                boot("5.3.8", "be7e", 3)).mail()).boot());
        LogLines.Pasted snippet = LogLines.read(mail("b@x", "Mon, 4 Nov 2019 10:00:00 +0000", "s",
                "[    0.000000] Linux version 5.3.8 (root@host) (gcc version 9.2.1) #3 SMP\n" + AER).mail());
        assertFalse(snippet.boot(), "a few lines with the banner are no whole boot log");
        assertEquals(5, snippet.lines().size());
        StringBuilder errors = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            errors.append(String.format("[ %d.236531] pcieport 0000:00:1c.5: AER: Corrected error %d received%n",
                    4105 + i, i));
        }
        assertFalse(LogLines.read(mail("c@x", "Mon, 4 Nov 2019 10:00:00 +0000", "s", errors.toString()).mail())
                .boot(), "a long paste without the banner is no boot log");
    }

    @Test
    void twoMachinesBootLogsDoNotTieButOneBootLogSentAgainDoes() {
        String conflict = clusterer.place(mail("res@x", "Mon, 15 Jul 2019 10:00:00 +0000",
                "Expanded resource Reserved due to conflict with the PCI bus on a desktop",
                "Since upgrading from 5.1 to 5.2 the pcieport driver fails at boot with a resource conflict"
                        + " error. The whole dmesg of 5.2 is below.\n\n"
                        + boot("5.2.0", "8883", 5))).clusterId();
        Report aer = mail("aer@x", "Sat, 9 Nov 2019 20:21:00 +0000", "PCIe Bus Error on my laptop, help",
                "Since 5.3.8 the pcieport driver keeps logging PCIe bus errors and the laptop hangs. My whole dmesg is"
                        + " below.\n\n"
                        + boot("5.3.8", "be7e", 11));
        Clusterer.Placement p = clusterer.place(aer);
        assertNotEquals(conflict, p.clusterId(), "five boot-time lines of two machines are no tie: " + p.reason());
        Clusterer.Placement again = clusterer.place(mail("aer2@x", "Sun, 10 Nov 2019 09:00:00 +0000",
                "Still: corrected errors from the root port",
                "Since 5.3.8 the pcieport driver keeps logging PCIe bus errors and the laptop hangs; nobody"
                        + " answered, so here is my whole dmesg again.\n\n"
                        + boot("5.3.8", "be7e", 11)));
        assertEquals(p.clusterId(), again.clusterId(), "the same boot log sent again: " + again.reason());
        assertTrue(again.reason().contains("log"), again.reason());
    }
}
