package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 48 (cluster70; mail invented): how reports write what clustering reads, when the words were there but not in
 * the form the rules knew. A good kernel in a terse verdict after its version
 * ("6.4 ok."), as "rock solid", after a colon ({@link WrittenGood}); a stall of reads or output, an access point
 * dropped, a device not detected, a network that dies (the symptom classes of {@link ReportFeatures}); a model number
 * without its maker's letters, a vendor named by two words or in its own capitals ({@link NamedDevices},
 * {@link VendorNames}); a window whose bad kernel was read below its good one ({@link KernelSort#firstBad}).
 */
class WrittenReportWordsTest {
    /** A report of one invented sender (session 49's {@code WrappedAndKeptReportsTest} reads through it too). */
    static Report report(String id, String subject, String body) {
        return mail(id, "Ines Moravec <ines@example.hr>", "Tue, 9 Jun 2020 10:00:00 +0000", subject, body);
    }

    static Set<String> good(String body) {
        return ReportFeatures.of(report("wg@a", "network trouble with the new kernel", body)).good();
    }

    @Test
    void aTerseVerdictRightAfterItsVersionIsRead() {
        assertEquals(Set.of("2.6.25.20"), good("2.6.27.4 and 2.6.26.6 both stall, 2.6.25.20 never did.\n"));
        String text = "Drops on 6.5.9. 6.4 ok. 5.10: fine. 4.19 works) 4.14 is good, 4.9 never did it\n3.16 unaffected";
        for (String v : List.of("6.4", "5.10", "4.19", "4.14", "4.9", "3.16")) {
            int end = text.indexOf(v + " ") >= 0 ? text.indexOf(v + " ") + v.length() : text.indexOf(v + ":") + v.length();
            assertTrue(WrittenGood.terseAfter(text, end), v);
        }
        // the words must end their clause right after the version
        assertFalse(WrittenGood.terseAfter("6.4 ok with the old firmware only", 3));
        assertFalse(WrittenGood.terseAfter("6.4 okay-ish sometimes", 3));
        assertFalse(WrittenGood.terseAfter("6.4 oks", 3));
        assertFalse(WrittenGood.terseAfter("6.4 is not ok", 3));
        assertFalse(WrittenGood.terseAfter("6.5.9 breaks it, 6.4 oh well", 3));
        // a newer kernel that behaves is a fixed one, not the good end
        assertFalse(good("2.6.27.4 and 2.6.26.6 both stall, 2.6.28.1 never did.\n").contains("2.6.28.1"));
        assertFalse(WrittenGood.terseAfter(null, 0));
        assertFalse(WrittenGood.terseAfter("6.4 ok", -1));
        assertFalse(WrittenGood.terseAfter("6.4 ok", 99));
    }

    @Test
    void rockSolidAndAClauseAfterAColon() {
        assertEquals(Set.of("3.8.0"), good("The new 3.11.0-13-generic drops the interface. 13.04's kernel,"
                + " 3.8.0-32-generic, was rock solid with the same card and\ninterface for months; I booted it again.\n"));
        assertEquals(Set.of("3.8.0"), good("The new 3.11.0-13-generic drops the interface. With 3.8.0-32-generic"
                + " the box has been stable with the same card.\n"));
        assertEquals(Set.of("4.9.30"), good("Since 4.11.3-1-ARCH the console goes silent. It's not the cable: with"
                + " linux-lts (4.9.30-1-lts) the console stays up for hours.\n"));
        // without the colon the "not" is the claim's own and turns it
        assertTrue(good("Since 4.11.3-1-ARCH the console goes silent. It's not the cable, with linux-lts"
                + " (4.9.30-1-lts) the console stays up for hours.\n").isEmpty());
        assertFalse(WrittenGood.SOLID.matcher("the solidity of 4.9").find());
    }

    @Test
    void stallsOfReadsAndOutputDroppedAccessPointsUndetectedDevicesAndDeadNetworks() {
        assertEquals("hang", ReportFeatures.symptomClass("pl2303: reads stop after a minute"));
        assertEquals("hang", ReportFeatures.symptomClass("after a few minutes the output just stops"));
        assertEquals("hang", ReportFeatures.symptomClass("the serial console goes silent after a while"));
        assertEquals("hang", ReportFeatures.symptomClass("the board stopped sending data to the pc"));
        // traffic that stops is what a lost association looks like too: no class by itself
        assertNull(ReportFeatures.symptomClass("then traffic stops and it restarts"));
        assertEquals("link", ReportFeatures.symptomClass("rtw89 8852ae drops ap on 6.5.9"));
        assertEquals("link", ReportFeatures.symptomClass("the stick drops the connection every hour"));
        assertEquals("lost", ReportFeatures.symptomClass("esata disk not detected when plugged in after boot"));
        assertEquals("outage", ReportFeatures.symptomClass("ethernet dies after some hours"));
        assertEquals("outage", ReportFeatures.symptomClass("the wired network goes dead after lunch"));
        assertNotEquals("outage", ReportFeatures.symptomClass("a deadline for the goes deadlock test"));
        // an outage is kin to a stall; an undetected device is not
        assertTrue(ReportFeatures.sameSymptom("outage", "hang"));
        assertTrue(OtherProblem.symptomsDisagree("lost", "hang"));
    }

    private static NamedDevices names() {
        NamedDevices n = new NamedDevices(Map.of(
                "10ec:8852", new NamedDevices.Names("RTL8852AE 802.11ax PCIe Wireless Network Adapter",
                        "Realtek Semiconductor Co., Ltd."),
                "1095:3132", new NamedDevices.Names("SiI 3132 Serial ATA Raid II Controller", "Silicon Image, Inc."),
                "1106:3403", new NamedDevices.Names("VT6315 Series Firewire Controller", "VIA Technologies, Inc."),
                "1028:0001", new NamedDevices.Names("PowerEdge Expandable RAID Controller 2/Di", "Dell"))::get);
        n.learn(Set.of("10ec:8852", "1095:3132", "1106:3403", "1028:0001"));
        return n;
    }

    @Test
    void aModelNumberWithoutItsMakersLetters() {
        NamedDevices n = names();
        assertEquals(Set.of("10ec:8852"), n.of(report("md-1@a", "8852ae drops the AP", "Hi.\n").mail()));
        assertEquals(Set.of("10ec:8852"), n.of(report("md-2@a", "wifi drops", "My RTL8852AE card.\n").mail()));
        // the bare number is no model without its vendor before it
        assertTrue(n.of(report("md-3@a", "wifi drops", "Since 8852 days it drops.\n").mail()).isEmpty());
        assertTrue(n.of(report("md-4@a", "wifi drops", "> On my laptop the 8852ae card drops the AP every few minutes since 6.5.\n\nSame here.\n").mail()).isEmpty());
        assertTrue(NamedDevices.nameKeys("RTL8852AE").contains("8852ae"));
        assertFalse(NamedDevices.nameKeys("BCM5709").contains("5709"));
        assertFalse(NamedDevices.nameKeys("X710").contains("710"));
    }

    @Test
    void aVendorByItsFirstTwoWordsOrItsOwnCapitals() {
        NamedDevices n = names();
        assertEquals(Set.of("1095:3132"), n.ofVendor(report("vn-1@a", "backup disk resets",
                "The dock is on a cheap PCIe card with a Silicon Image chip.\n").mail()));
        assertEquals(Set.of("1106:3403"), n.ofVendor(report("vn-2@a", "interface vanishes",
                "It is on a VIA FireWire card.\n").mail()));
        // the preposition and a capital at a sentence's start are no vendor
        assertTrue(n.ofVendor(report("vn-3@a", "interface vanishes", "I sent it via email. Via the hub it works.\n")
                .mail()).isEmpty());
        assertTrue(n.ofVendor(report("vn-4@a", "disk resets", "Silicon chips are everywhere. Image files too.\n")
                .mail()).isEmpty());
        assertTrue(n.ofVendor(report("vn-5@a", "disk resets", "> The dock is on a cheap PCIe card with a Silicon Image chip.\n\nSame here.\n").mail()).isEmpty());
        // a maker of whole machines stays out
        assertTrue(n.ofVendor(report("vn-6@a", "disk resets", "On my DELL laptop.\n").mail()).isEmpty());
        assertEquals(List.of("silicon image"), VendorNames.keys("Silicon Image, Inc.", Set.of("silicon")));
        assertEquals(List.of("caps:via"), VendorNames.keys("VIA", Set.of("via")));
        assertTrue(VendorNames.keys("Intel Corporation", Set.of("via")).isEmpty());
        assertTrue(VendorNames.keys(null, Set.of("via")).isEmpty());
        assertTrue(VendorNames.keys("   ", Set.of("via")).isEmpty());
        assertTrue(VendorNames.keys("Dell Inc.", Set.of("dell")).isEmpty());
        assertFalse(VendorNames.capitals("Via"));
        assertFalse(VendorNames.capitals("VI"));
    }

    @Test
    void aBadKernelBelowTheGoodOneDoesNotTurnTheWindowInsideOut() {
        assertTrue(KernelSort.overlap(Set.of("4.19.0"), Set.of("5.10.0"), Set.of("5.9.16"), Set.of("5.9", "5.10.6")));
        assertEquals(KernelSort.key("5.10.6"), KernelSort.firstBad(Set.of("5.9", "5.10.6"), KernelSort.key("5.9.16")));
        // only bad kernels below the good one: as before, the oldest
        assertEquals(KernelSort.key("5.9.8"), KernelSort.firstBad(Set.of("5.9.8"), KernelSort.key("5.9.16")));
        assertEquals(Long.MAX_VALUE, KernelSort.firstBad(Set.of(), 0));
        assertFalse(KernelSort.overlap(Set.of("4.19.0"), Set.of("5.4.0"), Set.of("5.9.16"), Set.of("5.9", "5.10.6")));
    }

    private static final String RTW = "02:00.0 Network controller [0280]: Realtek Semiconductor Co., Ltd. RTL8852AE"
            + " 802.11ax PCIe Wireless Network Adapter [10ec:8852]\n";

    @Test
    void aTerseReportNamingTheChipByItsNumberJoinsItsCluster() {
        Report first = mail("rt-1@a", "Kai Lehto <kai@example.fi>", "Mon, 18 Sep 2023 10:00:00 +0000",
                "rtw89: 8852AE loses the connection since 6.5",
                "Hi,\n\non 6.5.3 the card loses the connection every few minutes; 6.4.15 is good.\n\n" + RTW
                        + "\nKai\n");
        Report terse = mail("rt-2@b", "Ana Ruiz <ana@example.es>", "Wed, 1 Nov 2023 10:00:00 +0000",
                "8852ae drops AP on 6.5.9", "8852ae drops the AP every few minutes on 6.5.9. 6.4 ok.\n\nAna\n");
        Clusterer c = placed(List.of(first, terse));
        assertNotNull(c.clusterOf("rt-1@a"));
        assertEquals(c.clusterOf("rt-1@a"), c.clusterOf("rt-2@b"), c.all().toString());
        // another chip's number is no key
        Report other = mail("rt-3@b", "Ana Ruiz <ana@example.es>", "Wed, 1 Nov 2023 10:00:00 +0000",
                "8852ce drops AP on 6.5.9", "8852ce drops the AP every few minutes on 6.5.9. 6.4 ok.\n\nAna\n");
        Clusterer d = placed(List.of(first, other));
        assertNotEquals(d.clusterOf("rt-1@a"), d.clusterOf("rt-3@b"), d.all().toString());
    }

    private static final String VIA = "04:00.0 FireWire (IEEE 1394) [0c00]: VIA Technologies, Inc. VT6315 Series"
            + " Firewire Controller [1106:3403] (rev 01)\n";

    @Test
    void aKeylessReportNamingAVendorInItsCapitalsJoinsTheOneCluster() {
        Report first = mail("fw-1@a", "Lia Conte <lia@example.it>", "Mon, 20 May 2013 10:00:00 +0000",
                "firewire-ohci: audio interface disappears from the bus since 3.9",
                "Hi,\n\nsince 3.9.2 the interface disappears from the bus every few minutes. 3.8.11 is good.\n\n" + VIA
                        + "\nLia\n");
        Report keyless = mail("fw-2@b", "Tom Reed <tom@example.co.uk>", "Mon, 18 Nov 2013 10:00:00 +0000",
                "Saffire keeps vanishing on Ubuntu 13.10",
                "Hello,\n\nsince 13.10 the interface keeps vanishing. It is on a VIA FireWire card.\n\n13.04's kernel,"
                        + " 3.8.0-32-generic, was rock solid for months.\n\nKernel now: 3.11.0-13-generic.\n\nTom\n");
        Clusterer c = placed(List.of(first, keyless));
        assertEquals(c.clusterOf("fw-1@a"), c.clusterOf("fw-2@b"), c.all().toString());
        // the same report writing the word as a preposition names no maker and stays apart
        Report lower = mail("fw-3@b", "Tom Reed <tom@example.co.uk>", "Mon, 18 Nov 2013 10:00:00 +0000",
                "Saffire keeps vanishing on Ubuntu 13.10",
                "Hello,\n\nsince 13.10 the interface keeps vanishing. I connect it via a FireWire card.\n\n13.04's"
                        + " kernel, 3.8.0-32-generic, was rock solid for months.\n\nKernel now: 3.11.0-13-generic.\n\nTom\n");
        Clusterer d = placed(List.of(first, lower));
        assertNotEquals(d.clusterOf("fw-1@a"), d.clusterOf("fw-3@b"), d.all().toString());
    }

    private static final String SIL = "05:00.0 Mass storage controller [0180]: Silicon Image, Inc. SiI 3132 Serial ATA"
            + " Raid II Controller [1095:3132] (rev 01)\n";

    @Test
    void aDeviceNotDetectedStaysOutOfTheSameDevicesTimeouts() {
        Report timeouts = mail("sl-1@a", "Marta Nowak <marta@example.pl>", "Tue, 14 Feb 2012 10:00:00 +0000",
                "sata_sil24: write timeouts and link resets since 3.2",
                "Hi,\n\nwith 3.2.6 the disks get command timeouts during large writes; 3.1.10 is good.\n\n" + SIL
                        + "\nMarta\n");
        Report hotplug = mail("sl-2@b", "Rui Lopes <rui@example.pt>", "Wed, 21 Mar 2012 10:00:00 +0000",
                "sata_sil24: eSATA disk not detected when plugged in after boot (3.2)",
                "Hi,\n\non 3.2.11 a disk plugged in after boot is never seen; 3.1.9 is good.\n\n" + SIL + "\nRui\n");
        Clusterer c = placed(List.of(timeouts, hotplug));
        assertNotNull(c.clusterOf("sl-2@b"));
        assertNotEquals(c.clusterOf("sl-1@a"), c.clusterOf("sl-2@b"), c.all().toString());
    }

    @Test
    void hostileTextStaysWithinItsBudget() {
        String text = "Subject: x\n\n" + "6.4 ok. held\nthe connection rock solid: via VIA Silicon Image ".repeat(20_000)
                + "8852ae reads stop goes dead ".repeat(50_000) + ":".repeat(100_000);
        NamedDevices n = names();
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            var m = new MailParser().parse(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            n.of(m);
            n.ofVendor(m);
            for (int i = 0; i < 1000; i++) {
                WrittenGood.terseAfter(m.text(), i * 37);
            }
            ReportFeatures.symptomClass(m.text().toLowerCase(java.util.Locale.ROOT));
            ReportFeatures.of(report("big@a", "x", m.text()));
            VendorNames.keys("A ".repeat(100_000), Set.of("a"));
        });
    }
}
