package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 45 (cluster66; mail invented): a vendor:device pair written in a sentence names a device earlier clusters
 * carry ({@link NamedDevices}); "full-speed" in a USB enumeration line is no speed claim; a report titled that the
 * driver does not bind its device stays out of a cluster of that device whose reports name no symptom
 * ({@link OtherProblem}).
 */
class WrittenIdsAndProbeTest {
    private static final String LSUSB = "Bus 002 Device 005: ID 067b:2303 Prolific Technology, Inc. PL2303 Serial Port\n";

    private static Report garbled() {
        return mail("wi-1@a", "Jan Vos <jan@example.nl>", "Mon, 4 Mar 2024 10:00:00 +0000",
                "pl2303: console output mangled at 115200 since 6.8",
                "Hi,\n\nsince 6.8.1 every other line from the board's console comes out mangled; 6.7.9 is good, 6.8.1"
                        + " is bad.\n\nusb 2-1: new full-speed USB device number 5 using xhci_hcd\npl2303 2-1:1.0:"
                        + " pl2303 converter detected\n\n" + LSUSB + "\nJan\n");
    }

    private static Set<String> written(String text, Set<String> carried) {
        NamedDevices n = new NamedDevices(id -> null);
        n.learn(carried);
        return n.of(new MailParser().parse(("Message-ID: <w@x>\nSubject: s\n\n" + text)
                .getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aPairWrittenInASentenceNamesADeviceACarriesOnly() {
        Set<String> carried = Set.of("067b:2303", "8086:159b");
        assertEquals(Set.of("067b:2303"), written("my cable (lsusb: 067b:2303) garbles text\n", carried));
        assertEquals(Set.of("8086:159b"), written("the NICs (lspci says 8086:159B) flap\n", carried));
        // no cluster carries it, a PCI address, a longer colon run, a dotted word, quoted text
        assertTrue(written("an adapter 0403:6001 here\n", carried).isEmpty());
        assertTrue(written("at 0000:067b:2303.0 and fe80::067b:2303:1\n", carried).isEmpty());
        assertTrue(written("build 067b:2303.1 of the tool\n", carried).isEmpty());
        assertTrue(written("On Mon, A wrote:\n> lsusb: 067b:2303\n\nsame here\n", carried).isEmpty());
    }

    @Test
    void aLaterReportWritingTheIdInProseJoinsTheClusterOfThatDevice() {
        Report prose = mail("wi-2@b", "Eva Lind <eva@example.se>", "Sat, 20 Apr 2024 10:00:00 +0000",
                "serial adapter corrupts incoming text on Fedora kernel",
                "Hello,\n\nmy USB-serial cable (lsusb: 067b:2303) delivers broken text since kernel-6.8.5-301.fc40;"
                        + " 6.7.12 is good.\n\nEva\n");
        Clusterer c = placed(List.of(garbled(), prose));
        assertNotNull(c.clusterOf("wi-1@a"));
        assertEquals(c.clusterOf("wi-1@a"), c.clusterOf("wi-2@b"), c.all().toString());
    }

    @Test
    void usbSpeedNamesAreNoSpeedClaimAndABindFailureIsAClassOfItsOwn() {
        assertEquals(null, ReportFeatures.symptomClass("usb 2-1: new full-speed usb device number 5"));
        assertEquals(null, ReportFeatures.symptomClass("new high-speed usb device"));
        assertEquals("throughput", ReportFeatures.symptomClass("transfer speed dropped"));
        assertEquals("probe", ReportFeatures.symptomClass("pl2303 not bound, no ttyusb0 on 6.8"));
        assertEquals("probe", ReportFeatures.symptomClass("probe with driver pl2303 failed with error -71"));
        assertEquals("hang", ReportFeatures.symptomClass("probe fails after a timeout"));
        assertEquals("other", ReportFeatures.of(garbled()).symptom());
    }

    @Test
    void aReportTitledThatTheDriverDoesNotBindStaysOutOfTheDevicesUnclassedCluster() {
        Report probe = mail("wi-3@c", "Kai Roth <kai@example.de>", "Fri, 15 Mar 2024 10:00:00 +0000",
                "pl2303: adapter not bound, no ttyUSB0 on 6.8",
                "Hello,\n\nwith 6.8.1 the adapter gets no tty: 6.7.9 is good, 6.8.1 is bad.\n\nusb 2-1: new full-speed"
                        + " USB device number 6 using xhci_hcd\npl2303 2-1:1.0: probe with driver pl2303 failed with"
                        + " error -71\n\n" + LSUSB + "\nKai\n");
        Report again = mail("wi-4@d", "Ola Nes <ola@example.no>", "Sat, 16 Mar 2024 10:00:00 +0000",
                "pl2303: console text mangled on 6.8",
                "Hi,\n\nmangled console text here as well with 6.8.1; 6.7.9 is good, 6.8.1 is bad.\n\n" + LSUSB
                        + "\nOla\n");
        Clusterer c = placed(List.of(garbled(), probe, again));
        assertEquals("probe", ReportFeatures.of(probe).symptom());
        assertNotEquals(c.clusterOf("wi-1@a"), c.clusterOf("wi-3@c"), c.all().toString());
        assertEquals(c.clusterOf("wi-1@a"), c.clusterOf("wi-4@d"));
    }

    @Test
    void hostileIdsAndBindWordsStayWithinTheirBudget() {
        String ids = "lsusb: 067b:2303 ".repeat(200_000);
        String colons = "0:".repeat(1_000_000) + "067b:2303";
        String words = "not bound ".repeat(100_000) + "-speed ".repeat(100_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            written(ids, Set.of("067b:2303"));
            written(colons, Set.of("067b:2303"));
            ReportFeatures.symptomClass(words);
        });
    }
}
