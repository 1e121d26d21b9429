package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static dev.lkmltriage.triage.WrittenReportWordsTest.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 51 (cluster74; mail invented): symptom classes for what users complain of on hardware the earlier classes
 * did not cover (a radio blocked, an audio output silent, an input device sending nothing, disks dropping out of an
 * array, copies whose checksums differ), a bisect's reverted kernel that is no good kernel of the window
 * ({@link KernelSort#lastGood}), and a bought maker's brand in a vendor's name ({@link VendorNames#brand}).
 */
class ComplaintsAndBrandsTest {
    private static String cls(String s) {
        return ReportFeatures.symptomClass(s.toLowerCase(java.util.Locale.ROOT));
    }

    @Test
    void theNewComplaintsHaveClasses() {
        assertEquals("blocked", cls("radio hard blocked after boot"));
        assertEquals("blocked", cls("Wifi disabled by hardware switch after upgrading"));
        assertEquals("blocked", cls("the kill switch is ignored"));
        assertEquals("silent", cls("no S/PDIF output on my card"));
        assertEquals("silent", cls("optical out silent in the new release"));
        assertEquals("silent", cls("digital output dead since the update"));
        assertEquals("silent", cls("no sound from the speakers"));
        assertEquals("noinput", cls("pad gives no input events"));
        assertEquals("noinput", cls("the gamepad no longer does anything"));
        assertEquals("lost", cls("disks drop out of the RAID6 during resync"));
        assertEquals("lost", cls("two drives were kicked out of the array"));
        assertEquals("corrupt", cls("the md5sum on the NAS is different"));
        assertEquals("corrupt", cls("rsync: checksums never match"));
    }

    @Test
    void nearMissesKeepTheirClassOrNone() {
        // a class named before keeps it: a hang told beside a blocked radio, a crash beside silence
        assertEquals("hang", cls("radio hard blocked and the machine hangs"));
        assertEquals("crash", cls("oops in the driver, no sound afterwards"));
        // words that only look alike
        assertNull(cls("the patch silently drops the flag"));
        assertNull(cls("the microphone records silence"));
        assertNull(cls("input validation of the blocked list"));
        assertNull(cls("dropouts in the changelog"));
        assertNull(cls(""));
    }

    @Test
    void aRevertedOrFixedKernelNewerThanEveryBadOneIsNotTheWindowsLastGood() {
        // bisect: 2.6.31 good, 2.6.32 bad, "with it reverted on 2.6.33.2 it works" read good
        assertEquals(KernelSort.key("2.6.31"), KernelSort.lastGood(Set.of("2.6.31", "2.6.33.2"), Set.of("2.6.32")));
        assertTrue(KernelSort.overlap(Set.of("2.6.31", "2.6.33.2"), Set.of("2.6.32"), Set.of("2.6.31.12"),
                Set.of("2.6.32.3")));
        // one good kernel, or a bad one after the newest good: as before
        assertEquals(KernelSort.key("2.6.33.2"), KernelSort.lastGood(Set.of("2.6.33.2"), Set.of("2.6.32")));
        assertEquals(KernelSort.key("5.9.16"), KernelSort.lastGood(Set.of("5.8", "5.9.16"), Set.of("5.9", "5.10.6")));
        // every good newer than every bad: nothing older to fall back to
        assertEquals(KernelSort.key("6.2"), KernelSort.lastGood(Set.of("6.1.5", "6.2"), Set.of("6.1")));
        assertEquals(0, KernelSort.lastGood(Set.of(), Set.of("6.1")));
        // a disjoint window stays disjoint
        assertTrue(KernelSort.disjoint(Set.of("4.13.16"), Set.of("4.14.4"), Set.of("5.12.15"), Set.of("5.13.2")));
    }

    @Test
    void aBoughtMakersBrandIsAVendorWord() {
        assertEquals("atheros", VendorNames.brand("Qualcomm Atheros", Set.of()));
        assertNull(VendorNames.brand("Creative Labs", Set.of()));
        assertNull(VendorNames.brand("Emulex Corporation", Set.of()));
        assertNull(VendorNames.brand("Intel Corporation", Set.of()));
        assertNull(VendorNames.brand("Realtek Semiconductor Co., Ltd.", Set.of()));
        assertNull(VendorNames.brand("Logitech, Inc.", Set.of()));
        assertNull(VendorNames.brand("Texas Instruments", Set.of()));
        assertNull(VendorNames.brand("Acme Widgets", Set.of("widgets")));
        assertNull(VendorNames.brand("lower case", Set.of()));
        assertNull(VendorNames.brand(null, Set.of()));
        NamedDevices names = new NamedDevices(id -> new NamedDevices.Names("AR8121/AR8113/AR8114 Gigabit or Fast Ethernet",
                "Qualcomm Atheros"));
        names.learn(Set.of("1969:1026"));
        assertEquals(Set.of("1969:1026"), names.ofVendor(report("v@a", "NAS copies broken",
                "The PC has the onboard Atheros network.\n").mail()));
        assertTrue(names.ofVendor(report("v@b", "NAS copies broken", "atheros in lower case is no name\n").mail())
                .isEmpty());
    }

    private static final String PAD = "Bus 003 Device 004: ID 045e:028e Microsoft Corp. Xbox360 Controller\n";

    @Test
    void theSameDeviceAndWindowWithAnotherComplaintStaysApart() {
        Report noInput = mail("ci-1@a", "Ana Pires <ana@example.pt>", "Mon, 12 Jul 2021 10:00:00 +0000",
                "xpad: wired pad gives no input events on 5.13",
                "Hi,\n\nwith 5.13.2 the pad enumerates but gives no input; 5.12.15 is good.\n\n" + PAD + "\nAna\n");
        Report crash = mail("ci-2@b", "Jun Mori <jun@example.jp>", "Thu, 22 Jul 2021 10:00:00 +0000",
                "xpad: oops when the pad is unplugged on 5.13",
                "Hello,\n\non 5.13.4 pulling the cable gives a NULL pointer oops; 5.12.15 is good.\n\n" + PAD
                        + "\nJun\n");
        Clusterer c = placed(List.of(noInput, crash));
        assertNotEquals(c.clusterOf("ci-1@a"), c.clusterOf("ci-2@b"), c.all().toString());
        Report again = mail("ci-3@c", "Piet Smit <piet@example.nl>", "Fri, 30 Jul 2021 10:00:00 +0000",
                "Xbox pad no longer does anything on 5.13.5",
                "Hi,\n\nsince 5.13.5 the pad is seen but no input at all; 5.12.17 was fine.\n\n" + PAD + "\nPiet\n");
        Clusterer d = placed(List.of(noInput, again));
        assertEquals(d.clusterOf("ci-1@a"), d.clusterOf("ci-3@c"), d.all().toString());
    }

    @Test
    void hostileTextStaysWithinItsBudget() {
        String body = "hard blocked no sound drop out md5sum kicked out ".repeat(20_000) + "no input ".repeat(50_000)
                + "Qualcomm Atheros ".repeat(20_000);
        NamedDevices names = new NamedDevices(id -> new NamedDevices.Names("Some device", "Qualcomm Atheros"));
        names.learn(Set.of("168c:0030"));
        ReportFeatures.of(report("warm@a", "x no sound", "6.1 fails.\n"));
        Report big = report("big@a", "x no sound", body);
        List<String> many = java.util.stream.IntStream.range(0, 5_000).mapToObj(i -> "5." + i + ".1").toList();
        long t0 = System.nanoTime();
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            ReportFeatures.of(big);
            ReportFeatures.symptomClass(body);
            names.ofVendor(big.mail());
            KernelSort.lastGood(many, many.subList(0, 10));
            KernelSort.overlap(many, many, many, many);
        });
        System.out.printf("ComplaintsAndBrandsTest hostile: %.2f s%n", (System.nanoTime() - t0) / 1e9);
    }
}
