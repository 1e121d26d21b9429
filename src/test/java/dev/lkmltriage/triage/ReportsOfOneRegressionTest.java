package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 39 (cluster60; mail invented): the classes of corpus part 4's wrong joins and misses. Shared log lines
 * do not waive disjoint closed windows; a throughput report does not join a cluster whose reports name no symptom;
 * a driver and its bus or core module ({@code rtw88_pci}, {@code rtw88_core}) are one driver ({@link DriverFamily}).
 */
class ReportsOfOneRegressionTest {
    private static final String LOG = """
            [ 8812.120117] xhci_hcd 0000:06:00.0: xHCI host not responding to stop endpoint command
            [ 8812.120301] xhci_hcd 0000:06:00.0: xHCI host controller not responding, assume dead
            [ 8812.120544] xhci_hcd 0000:06:00.0: HC died; cleaning up
            """;

    private static Report usbHang(String id, String from, String date, String device, String good, String bad) {
        return mail(id, from, date, "xhci: USB controller hangs under load on " + bad,
                "Hi,\n\nwith " + bad + " every USB port of the add-in card hangs after a few minutes of copying;"
                        + " " + good + " is good.\n\n" + LOG + "\n" + device + "\n");
    }

    private static final String ASM = "06:00.0 USB controller [0c03]: ASMedia Technology Inc. ASM1042A USB 3.0 Host "
            + "Controller [1b21:1142]\n";
    private static final String FL = "06:00.0 USB controller [0c03]: Fresco Logic FL1100 USB 3.0 Host Controller "
            + "[1b73:1100] (rev 10)\n";

    @Test
    void theSameLogLinesInADisjointWindowAreAnotherRegression() {
        Report first = usbHang("usb-1@a", "Jan Mraz <jan@example.cz>", "Mon, 7 Jun 2021 19:00:00 +0000", ASM,
                "5.12.9", "5.13.1");
        Report again = usbHang("usb-2@b", "Lea Roux <lea@example.fr>", "Tue, 29 Jun 2021 08:00:00 +0000", ASM,
                "5.12.12", "5.13.2");
        Report later = usbHang("usb-3@c", "Ivo Petrov <ivo@example.bg>", "Thu, 2 Feb 2023 21:00:00 +0000", FL,
                "6.0.19", "6.1.8");
        Clusterer c = placed(List.of(first, again, later));
        assertNotNull(c.clusterOf("usb-1@a"));
        // the control: the same lines in an overlapping window join
        assertEquals(c.clusterOf("usb-1@a"), c.clusterOf("usb-2@b"));
        assertNotNull(c.clusterOf("usb-3@c"));
        assertNotEquals(c.clusterOf("usb-1@a"), c.clusterOf("usb-3@c"));
    }

    private static final String RTL = "04:00.0 Network controller [0280]: Realtek Semiconductor Co., Ltd. RTL8822CE "
            + "802.11ac PCIe Wireless Network Adapter [10ec:c822]\n";

    @Test
    void aThroughputReportDoesNotJoinAClusterThatNamesNoSymptom() {
        Report gone = mail("rtw-1@a", "Sara Lind <sara@example.se>", "Mon, 6 Mar 2023 20:00:00 +0000",
                "rtw88: RTL8822CE not usable after resume on 6.2",
                "Hi,\n\nsince 6.2.1 the wireless card is not usable after every resume from suspend; 6.1.14 is good."
                        + " The rtw88_pci module reload does not help.\n\n" + RTL + "\nSara\n");
        Report slow = mail("rtw-2@b", "Tom Wirth <tom@example.at>", "Wed, 15 Mar 2023 18:00:00 +0000",
                "rtw88: RTL8822CE download at 30 Mbit/s on 6.2",
                "Hello,\n\nwith 6.2.3 downloads over the RTL8822CE reach about 30 Mbit/s; 6.1.15 gave 280 Mbit/s on"
                        + " the same access point. rtw88_pci shows no errors.\n\n" + RTL + "\nTom\n");
        assertEquals("other", ReportFeatures.symptom(gone));
        assertEquals("throughput", ReportFeatures.symptom(slow).split("/")[0]);
        Clusterer c = placed(List.of(gone, slow));
        assertNotNull(c.clusterOf("rtw-1@a"));
        assertNotNull(c.clusterOf("rtw-2@b"));
        assertNotEquals(c.clusterOf("rtw-1@a"), c.clusterOf("rtw-2@b"));
    }

    private static final String RTL8852 = "05:00.0 Network controller [0280]: Realtek Semiconductor Co., Ltd. RTL8852AE "
            + "802.11ax PCIe Wireless Network Adapter [10ec:8852]\n";

    @Test
    void aDriverAndItsBusModuleAreOneDriver() {
        Report first = mail("mt-a@a", "Kai Brandt <kai@example.de>", "Tue, 11 Apr 2023 19:00:00 +0000",
                "rtw89_pci: wifi disconnects from the access point every few minutes on 6.3",
                "Hi,\n\nmy RTL8852AE disconnects from the access point every few minutes on 6.3.1; the rtw89_pci"
                        + " log shows nothing.\n\n" + RTL8852 + "\nKai\n");
        Report second = mail("mt-b@b", "Lin Wei <lin@example.cn>", "Sun, 30 Apr 2023 09:00:00 +0000",
                "RTL8852AE wifi keeps disconnecting every few minutes",
                "My laptop keeps disconnecting from every access point since 6.3; rtw89_core says nothing,"
                        + " the card is below.\n\n" + RTL8852.replace("05:00.0", "01:00.0") + "\nLin\n");
        assertEquals("rtw88", DriverFamily.of("rtw88_pci"));
        assertEquals("nvme", DriverFamily.of("nvme_core"));
        assertEquals("ath11k", DriverFamily.of("ath11k_pci"));
        assertEquals("snd_hda_intel", DriverFamily.of("snd_hda_intel"));
        assertEquals("mt_pci", DriverFamily.of("mt_pci"), "a stem under three characters is kept whole");
        assertTrue(DriverFamily.intersects(Set.of("ath11k"), Set.of("ath11k_pci")));
        assertFalse(DriverFamily.intersects(Set.of("snd_hda_intel"), Set.of("snd_hda_codec")));
        Clusterer c = placed(List.of(first, second));
        assertNotNull(c.clusterOf("mt-a@a"));
        assertEquals(c.clusterOf("mt-a@a"), c.clusterOf("mt-b@b"));
    }

    @Test
    void hostileDriverNamesEndFast() {
        String longName = "a".repeat(5_000_000) + "_pci";
        assertTimeoutPreemptively(TimeBudget.seconds(2), () -> {
            assertEquals(5_000_000, DriverFamily.of(longName).length());
            assertFalse(DriverFamily.intersects(Set.of(longName), Set.of("b_core")));
        });
    }
}
