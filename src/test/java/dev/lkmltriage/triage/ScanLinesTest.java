package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.ingest.TestMails;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 34 (cluster53): what the PCI core prints for every device it finds while scanning (the header, each BAR,
 * power states, a bridge it renumbers) is the inventory of a board, shared by every board of one SoC whatever fails
 * on it, so it is no log-line fingerprint; the lines about what went wrong are. Fixtures invented in the shape such
 * logs take (the "ravel" SoC is made up).
 */
class ScanLinesTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static Report mail(String id, String date, String subject, String body) {
        return CulpritIdentityTest.mail(id, date, subject, body);
    }

    /** The scan of the SoC's root port as any board with it prints it (no device id: the device signal aside). */
    private static final String SCAN = """
            [    1.512204] pci 0000:00:02.0: reg 0x38: [mem 0x00000000-0x000007ff pref]
            [    1.512230] pci 0000:00:02.0: supports D1
            [    1.512236] pci 0000:00:02.0: PME# supported from D0 D1 D3hot
            [    1.513410] pci 0000:00:02.0: bridge configuration invalid ([bus 00-00]), reconfiguring
            [    1.513980] pci: bus0: Fast back to back transfers disabled
            [    1.514022] pci_bus 0000:01: busn_res: [bus 01-ff] end is updated to 01
            """;

    @Test
    void scanLinesAreNoFingerprintButWhatWentWrongIs() {
        LogLines.Pasted p = LogLines.read(mail("a@x", "Mon, 2 Nov 2020 10:00:00 +0000", "s", SCAN
                + "[    1.512190] pci 0000:00:02.0: [1b4b:0abc] type 01 class 0x060400\n"
                + "[    1.514390] pci 0000:00:02.0: scanning [bus 01-01] behind bridge, pass 0\n"
                + "[    1.632709] pci 0000:01:00.0: BAR 0: error updating (0xe0000004 != 0xffffffff)\n"
                + "[    1.632745] pci 0000:00:02.0: enabling device (0140 -> 0142)\n").mail());
        assertEquals(2, p.lines().size(), "the BAR error and the enabling line are kept, the scan is not");
        // A pasted scan does not use up the lines kept: a failure printed after thirty scanned devices still counts.
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            many.append(String.format("[    1.5%05d] pci 0000:%02x:00.0: reg 0x10: [mem 0x%08x-0x%08x]%n", i, i,
                    0xe0000000 + i * 0x10000, 0xe000ffff + i * 0x10000));
        }
        many.append("[    3.595098] wlan_pci: probe of 0000:02:00.0 failed with error -110\n");
        assertEquals(1, LogLines.read(mail("b@x", "Mon, 2 Nov 2020 10:00:00 +0000", "s", many.toString()).mail())
                .lines().size());
        // Lines of other drivers that merely start alike are no scan lines.
        assertEquals(1, LogLines.read(mail("c@x", "Mon, 2 Nov 2020 10:00:00 +0000", "s",
                "[    2.000001] pcieport 0000:00:02.0: reg 0x38: not what the port driver prints\n").mail())
                .lines().size());
    }

    @Test
    void twoBoardsOfOneSocSharingTheirScanDoNotTieButOneFailureSentAgainDoes() {
        String link = clusterer.place(mail("link@x", "Mon, 21 Sep 2020 10:00:00 +0000",
                "ravel: PCIe link never comes up on the Hopper board",
                "On the Hopper board the PCIe slot stays empty: the link never trains. Here is the boot log.\n\n"
                        + SCAN
                        + "[    1.601112] ravel-pcie soc:pcie: link never came up after 100 ms\n"
                        + "[    1.601390] ravel-pcie soc:pcie: port 1: PCIe link down, disabling\n")).clusterId();
        Clusterer.Placement wifi = clusterer.place(mail("wifi@x", "Tue, 27 Oct 2020 16:00:00 +0000",
                "Wifi cards fail to initialise on a ravel router",
                "Since 5.10-rc1 the two wifi cards of my router fail at boot: they are found, but their drivers"
                        + " cannot bring them up. Its log:\n\n"
                        + SCAN
                        + "[    3.509878] wlan: phy0: chip revision 0xfffc0 is not supported\n"
                        + "[    3.524473] wlan_pci 0000:01:00.0: failed to wake up device : -110\n"));
        assertNotEquals(link, wifi.clusterId(), "a board's scan is no tie: " + wifi.reason());
        Clusterer.Placement again = clusterer.place(mail("wifi2@x", "Fri, 30 Oct 2020 09:00:00 +0000",
                "Re-sending: router wifi cards dead",
                "Nobody answered; once more, on 5.10-rc1 the wifi cards of this router fail at boot, found but"
                        + " never brought up:\n\n"
                        + "[    3.509878] wlan: phy0: chip revision 0xfffc0 is not supported\n"
                        + "[    3.524473] wlan_pci 0000:01:00.0: failed to wake up device : -110\n"
                        + "[    3.524480] wlan_pci 0000:01:00.0: probe of the second card failed as well\n"));
        assertEquals(wifi.clusterId(), again.clusterId(), "the failure's own lines sent again: " + again.reason());
        assertTrue(again.reason().contains("log"), again.reason());
    }

    @Test
    void hostileLogsEndFast() {
        String line = "[    1.512204] pci 0000:00:02.0: reg 0x38: [mem " + "0".repeat(10_000_000) + "]";
        String scan = "[    1.512230] pci 0000:00:02.0: supports D1\n".repeat(200_000);
        String repeated = "pci ".repeat(50_000) + "\n" + "[ 1.0] pci_bus " + "0000:".repeat(100_000) + ": x\n";
        Mail a = TestMails.mail("h1@x", "s", null, List.of(), line);
        Mail b = TestMails.mail("h2@x", "s", null, List.of(), scan);
        Mail c = TestMails.mail("h3@x", "s", null, List.of(), repeated);
        long t0 = System.nanoTime();
        assertTrue(LogLines.read(a).lines().isEmpty());
        assertTrue(LogLines.read(b).lines().isEmpty(), "two hundred thousand scan lines are read, none kept");
        assertFalse(LogLines.read(c).boot());
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(10).toNanos(), "hostile logs end fast");
    }
}
