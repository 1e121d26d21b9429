package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 38 (cluster59; mail invented): different people's reports of one device that tell of another problem stay
 * apart ({@link OtherProblem}): a throughput symptom does not join a hang cluster of the same device, driver and
 * window, and neither the weighted score nor a text tie joins across disjoint closed kernel windows. The wider
 * symptom words ({@link ReportFeatures#SYMPTOM_CLASSES}) read a terse report as a report.
 */
class OtherProblemTest {
    private static final String I225 =
            "03:00.0 Ethernet controller [0200]: Intel Corporation Ethernet Controller I225-V [8086:15f3] (rev 03)\n";

    private static Report hang(String id, String from, String date) {
        return mail(id, from, date, "igc: transmit queue 0 timed out on 5.15",
                """
                Hi,

                since 5.15.2 the onboard 2.5G port stops sending after a few hours and the
                kernel logs a transmit timeout; 5.14.21 runs for weeks. Only a reload of igc
                brings it back.

                """ + I225 + "\nKarl\n");
    }

    @Test
    void aThroughputReportDoesNotJoinAHangOfTheSameDeviceDriverAndWindow() {
        Report capped = mail("cap@b", "Bea Olsen <bea@example.net>", "Wed, 2 Feb 2022 20:00:00 +0000",
                "igc: I225-V capped at 940 Mbit/s on 5.15",
                """
                Hello,

                with 5.15.4 my I225-V negotiates 2500 Mb/s but iperf3 never goes above
                940 Mbits/sec in either direction; 5.14.18 gives 2.35 Gbits/sec on the same
                cable and switch. The igc module has no errors in dmesg.

                """ + I225 + "\nBea\n");
        Clusterer c = placed(List.of(hang("hang@a", "Karl Ek <karl@example.se>", "Mon, 10 Jan 2022 19:00:00 +0000"),
                capped));
        assertEquals("throughput", ReportFeatures.symptom(capped).split("/")[0]);
        assertNotNull(c.clusterOf("cap@b"));
        assertNotEquals(c.clusterOf("hang@a"), c.clusterOf("cap@b"));
    }

    @Test
    void anotherPersonsHangOfTheSameDeviceDriverAndWindowStillJoins() {
        Report other = mail("hang@c", "Cem Aydin <cem@example.com.tr>", "Fri, 4 Mar 2022 08:00:00 +0000",
                "I225-V network stops, NETDEV WATCHDOG timeout with 5.15.11",
                """
                Hi,

                my 2.5G port stops passing packets every day or two with 5.15.11; dmesg
                says the transmit queue timed out. 5.14.21 was fine. The igc driver
                recovers only after a reboot.

                """ + I225 + "\nCem\n");
        Clusterer c = placed(List.of(hang("hang@a", "Karl Ek <karl@example.se>", "Mon, 10 Jan 2022 19:00:00 +0000"),
                other));
        assertNotNull(c.clusterOf("hang@a"));
        assertEquals(c.clusterOf("hang@a"), c.clusterOf("hang@c"));
    }

    private static final String MT7921 = "02:00.0 Network controller [0280]: MEDIATEK Corp. MT7921 802.11ax PCI "
            + "Express Wireless Network Adapter [14c3:7961]\n";

    @Test
    void theSameDevicesSymptomInADisjointWindowIsAnotherRegression() {
        Report first = mail("mt-1@a", "Ute Lang <ute@example.de>", "Mon, 22 Aug 2022 19:00:00 +0000",
                "mt7921e: wifi disconnects every few minutes on 5.19",
                "Hi,\n\nmy MT7921 disconnects every few minutes: 5.18.16 is good, 5.19.2 is bad.\n\n" + MT7921 + "\nUte\n");
        Report later = mail("mt-2@b", "Per Holm <per@example.dk>", "Mon, 20 Nov 2023 16:00:00 +0000",
                "mt7921e: wifi disconnects every few minutes on 6.6",
                "Hi,\n\nmy MT7921 disconnects every few minutes: 6.5.9 is good, 6.6.1 is bad.\n\n" + MT7921 + "\nPer\n");
        Clusterer c = placed(List.of(first, later));
        assertEquals("link", ReportFeatures.symptom(later));
        assertNotNull(c.clusterOf("mt-2@b"));
        assertNotEquals(c.clusterOf("mt-1@a"), c.clusterOf("mt-2@b"));
    }

    private static final String TEXT = """
            Hello,

            after resume from suspend to RAM the Wi-Fi adapter is not usable any more;
            the interface is still listed but scanning returns nothing and the firmware
            reports an error on every command until the machine is rebooted. Removing
            and loading the ath10k_pci module again does not help. The machine is a small
            fanless box with the card in its only M.2 slot, BIOS 1.07, firmware from
            linux-firmware. %s
            """;

    @Test
    void aTextTieDoesNotJoinAcrossDisjointClosedWindows() {
        Report first = mail("tx-1@a", "Ola Berg <ola@example.no>", "Mon, 3 Jan 2022 10:00:00 +0000",
                "ath10k: firmware error on every command after resume",
                TEXT.formatted("5.15.12 is good, 5.16.2 is bad."));
        Report later = mail("tx-2@b", "Ida Moe <ida@example.no>", "Mon, 5 Dec 2022 10:00:00 +0000",
                "Wireless unusable after waking the box",
                TEXT.formatted("6.0.11 is good, 6.1.1 is bad."));
        Report again = mail("tx-3@c", "Eli Sand <eli@example.no>", "Mon, 7 Feb 2022 10:00:00 +0000",
                "Wireless unusable after waking the box",
                TEXT.formatted("5.15.15 is good, 5.16.5 is bad."));
        ReportFeatures f = ReportFeatures.of(later);
        assertTrue(f.good().contains("6.0.11") && f.bad().contains("6.1.1"), f.good() + " " + f.bad());
        Clusterer c = placed(List.of(first, again, later));
        assertNotNull(c.clusterOf("tx-1@a"));
        // the control: the same text in an overlapping window joins by the text tie
        assertEquals(c.clusterOf("tx-1@a"), c.clusterOf("tx-3@c"));
        assertNotNull(c.clusterOf("tx-2@b"));
        assertNotEquals(c.clusterOf("tx-1@a"), c.clusterOf("tx-2@b"));
    }

    @Test
    void aStableSeriesWindowIsNeverDisjoint() {
        // good 6.1.20, bad 6.1.25: a stable update may carry the backport of 6.3's change
        assertFalse(KernelSort.disjoint(Set.of("6.1.20"), Set.of("6.1.25"), Set.of("6.2"), Set.of("6.3")));
        assertTrue(KernelSort.disjoint(Set.of("5.18.16"), Set.of("5.19.2"), Set.of("6.5.9"), Set.of("6.6.1")));
        assertFalse(KernelSort.disjoint(Set.of("5.18.16"), Set.of("5.19.2"), Set.of("5.18"), Set.of("5.19.5")));
        assertFalse(KernelSort.disjoint(Set.of(), Set.of("5.19.2"), Set.of("6.5.9"), Set.of("6.6.1")));
    }

    @Test
    void terseReportsOfALostLinkOrALostDeviceAreTypedAndPlaced() {
        Report gone = mail("gone@a", "Rui Melo <rui@example.pt>", "Tue, 6 Apr 2021 07:00:00 +0000",
                "nvme SSD vanishes after an hour idle on 5.11.12",
                "The Samsung SSD drops off the bus after about an hour idle, 5.10 was ok.\n\nRui\n");
        Report link = mail("link@b", "Noa Katz <noa@example.co.il>", "Tue, 6 Apr 2021 09:00:00 +0000",
                "wifi keeps disconnecting with 5.12-rc5",
                "The laptop's wireless keeps disconnecting every few minutes with 5.12-rc5, 5.11 was ok.\n\nNoa\n");
        // the subject's class first: a log line of another class in the text does not retype it
        Report drops = mail("drops@c", "Ana Ruiz <ana@example.es>", "Wed, 7 Apr 2021 09:00:00 +0000",
                "mt7921e: wireless drops every 2-3 minutes on 5.12",
                "[  188.220519] mt7921e 0000:01:00.0: Message 00020007 (seq 9) timeout\n\nAna\n");
        assertEquals("lost", ReportFeatures.symptom(gone));
        assertEquals("link", ReportFeatures.symptom(link));
        assertEquals("link", ReportFeatures.symptom(drops));
        Clusterer c = placed(List.of(gone, link));
        assertNotNull(c.clusterOf("gone@a"));
        assertNotNull(c.clusterOf("link@b"));
        assertNotEquals(c.clusterOf("gone@a"), c.clusterOf("link@b"));
    }
}
