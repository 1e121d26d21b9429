package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A report that shows a device but not its driver: the driver from {@code models/device-drivers.tsv} by PCI id or by
 * the class the pasted line prints; a report in another language still gives its kernel window and device. Real
 * parser and extractor; the shipped table.
 */
class DeviceDriversTest {
    private static Report mail(String id, String date, String subject, String body) {
        return CulpritIdentityTest.mail(id, date, subject, body);
    }

    @Test
    void theClassOnAnLspciOrDmesgLineNamesTheDriverAndAnIdBeatsTheClass() {
        DeviceDrivers d = DeviceDrivers.parse("# comment\nclass:0108\tnvme\nclass:0c0330\txhci_hcd\n"
                + "id:10de:0269\tforcedeth\n");
        assertEquals("0108", DeviceDrivers.classOf("x\n03:00.0 0108: 144d:a808\ny", 5));
        assertEquals("0108", DeviceDrivers.classOf(
                "01:00.0 Non-Volatile memory controller [0108]: Samsung NVMe [144d:a80a]", 60));
        assertEquals("010802", DeviceDrivers.classOf("[0.4] pci 0000:02:00.0: [15b7:5011] type 00 class 0x010802", 25));
        assertNull(DeviceDrivers.classOf("\nno class here", 0));
        assertNull(DeviceDrivers.classOf("short", 99), "an offset past the text is no class, not an exception");
        assertEquals("nvme", d.driverOf("15b7:5011", "010802"), "the 4-digit class covers its interfaces");
        assertEquals("xhci_hcd", d.driverOf("8086:a36d", "0c0330"));
        assertNull(d.driverOf("8086:a36d", "0c0320"), "EHCI is not xHCI");
        assertEquals("forcedeth", d.driverOf("10de:0269", "0680"), "nForce Ethernet says it is a bridge");
        assertNull(d.driverOf("10de:0270", "0680"));
    }

    @Test
    void aBrokenTableIsAClearErrorNamingTheLine(@TempDir Path dir) throws Exception {
        Path f = dir.resolve(DeviceDrivers.FILE);
        Files.writeString(f, "class:0108\tnvme\nclass:01\tbroken\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DeviceDrivers.load(f));
        assertTrue(e.getMessage().contains("line 2") && e.getMessage().contains("class:cccc"), e.getMessage());
        assertEquals(Set.of(), DeviceDrivers.load(dir.resolve("absent")).of(
                mail("a@x", "Mon, 1 Jan 2024 10:00:00 +0000", "s", "03:00.0 0108: 144d:a808\n").mail(),
                java.util.List.of()));
    }

    @Test
    void aWholeMachinesDumpNamesNoDriver() {
        Report one = mail("a@x", "Mon, 1 Jan 2024 10:00:00 +0000", "slow SSD",
                "$ lspci -n -s 03:00.0\n03:00.0 0108: 144d:a808\n");
        assertEquals(Set.of("nvme"), ReportFeatures.of(one).drivers());
        Report machine = mail("b@x", "Mon, 1 Jan 2024 10:00:00 +0000", "slow SSD",
                "$ lspci -n\n00:14.0 0c03: 8086:a36d (prog-if 30)\n00:17.0 0106: 8086:a352\n"
                        + "03:00.0 0108: 144d:a808\n05:00.0 0200: 1d6a:07b1\n");
        assertEquals(Set.of(), ReportFeatures.of(machine).drivers());
    }

    private static final String FIRST = """
            Hi,

            with 6.8.1 sequential reads from my Samsung 980 PRO are half as fast as with 6.7.9: fio reports
            3368MB/s instead of 6973MB/s.

            01:00.0 Non-Volatile memory controller [0108]: Samsung Electronics Co Ltd NVMe SSD Controller PM9A1/PM9A3/980PRO [144d:a80a]
            \tKernel driver in use: nvme
            """;

    private static final String GERMAN = """
            Hallo zusammen,

            seit dem Update auf Kernel 6.8.0-40-generic liest meine SSD sequentiell nur noch mit rund 1,7 GB/s
            statt vorher etwa 6,4 GB/s mit 6.5.0-45-generic.

            [    0.412877] pci 0000:02:00.0: [15b7:5011] type 00 class 0x010802 PCIe Endpoint
            """;

    @Test
    void aReportInAnotherLanguageJoinsByTheDriverItsDeviceNeedsAndTheWindowItsNumbersShow() {
        Report german = mail("de@x", "Sat, 17 Aug 2024 11:26:40 +0200",
                "SN850: sequentielles Lesen nur noch 1,7 GB/s seit Kernel 6.8", GERMAN);
        ReportFeatures f = ReportFeatures.of(german);
        assertEquals(Set.of("nvme"), f.drivers());
        assertEquals(Set.of("6.5.0"), f.good());
        assertEquals(Set.of("6.8.0"), f.bad());
        Clusterer c = new Clusterer(ClusterWeights.load(Path.of("models")));
        String first = c.place(mail("en@x", "Mon, 1 Apr 2024 10:00:00 +0000",
                "[REGRESSION 6.8] nvme: sequential read throughput halved", FIRST)).clusterId();
        Clusterer.Placement p = c.place(german);
        assertEquals(first, p.clusterId(), p.reason());
        assertTrue(p.reason().contains("driver") && p.reason().contains("window"), p.reason());
    }

    @Test
    void versionsWithoutNumbersOrMoreThanTwoReleasesGiveNoWindow() {
        assertEquals(Set.of(), ReportFeatures.of(mail("a@x", "Mon, 1 Jan 2024 10:00:00 +0000", "Frage",
                "Ich habe 6.5 und 6.8 installiert. Welcher ist besser?\n")).bad());
        assertEquals(Set.of(), ReportFeatures.of(mail("b@x", "Mon, 1 Jan 2024 10:00:00 +0000", "Vergleich",
                "6.1: 3,1 GB/s, 6.5: 3,0 GB/s, 6.8: 1,7 GB/s\n")).bad(), "three releases: which step is not said");
    }

    private static final String NAPI = """
            Hi,

            receiving over the onboard nForce ethernet is half as fast with the Fedora kernel as with my own.
            I tracked it down to one config option: Fedora has CONFIG_FORCEDETH_NAPI=y, my own kernel does not.
            With NAPI the box receives 471 Mbits/sec; without NAPI it receives 941 Mbits/sec.

            00:08.0 Bridge [0680]: nVidia Corporation MCP55 Ethernet [10de:0373] (rev a3)
            forcedeth 0000:00:08.0: ifname eth0
            """;

    @Test
    void aReportShowingTheClustersTriggerEnabledJoinsItButNotOneShowingItOff() {
        Clusterer c = new Clusterer(ClusterWeights.load(Path.of("models")));
        String first = c.place(mail("napi@x", "Sat, 8 Mar 2008 19:15:42 +0100",
                "forcedeth: receive throughput halved with CONFIG_FORCEDETH_NAPI=y", NAPI)).clusterId();
        String mcp51 = """
                Hello,

                my server cannot receive faster than about 450 Mbit/s over its onboard nVidia gigabit port.

                00:14.0 Bridge [0680]: nVidia Corporation MCP51 Ethernet Controller [10de:0269] (rev a3)
                # zcat /proc/config.gz | grep FORCEDETH
                CONFIG_FORCEDETH=y
                CONFIG_FORCEDETH_NAPI=y
                """;
        Clusterer.Placement p = c.place(mail("mcp51@x", "Sun, 17 Aug 2008 10:44:11 +0100",
                "nForce MCP51 gigabit: only ~450 Mbit/s in, lots of sys time", mcp51));
        assertEquals(first, p.clusterId(), p.reason());
        assertTrue(p.reason().contains("trigger") && p.reason().contains("driver"), p.reason());
        Clusterer.Placement off = c.place(mail("off@x", "Mon, 18 Aug 2008 10:44:11 +0100",
                "nForce MCP51 gigabit: only ~450 Mbit/s in",
                mcp51.replace("CONFIG_FORCEDETH_NAPI=y", "# CONFIG_FORCEDETH_NAPI is not set")));
        assertTrue(!first.equals(off.clusterId()) || !off.reason().contains("trigger"), off.reason());
    }
}
