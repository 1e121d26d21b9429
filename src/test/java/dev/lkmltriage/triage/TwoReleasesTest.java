package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * Session 47 (cluster69; mail invented): a report names the kernel it runs and the one it had, and says the old one
 * behaved in words of its own ("picking the previous one in the boot menu is fine again", "we went back and the
 * box has been quiet since"). Two releases, no verdict: the older is good, the newer bad ({@link TwoReleases}). Only in
 * a report that names its problem's class. Session 48 (cluster71): read at placement only, for a report keyed by a device
 * or a driver ({@link TwoReleases#dated}); {@link ReportFeatures#of}, which training reads, never gives it.
 */
class TwoReleasesTest {
    private static final String DATE = "Tue, 12 Apr 2022 09:00:00 +0000";

    private static Report report(String id, String subject, String body) {
        return mail(id, "Jonas Keller <jonas@example.ch>", DATE, subject, body);
    }

    private static ReportFeatures dated(Report r) {
        return TwoReleases.dated(r, ReportFeatures.of(r));
    }

    private static final String DISK = "00:17.0 SATA controller [0106]: Intel Corporation Cannon Lake PCH SATA AHCI"
            + " Controller [8086:a352] (rev 10)\n";

    @Test
    void twoReleasesWithoutAVerdictGiveTheOlderGoodAndTheNewerBad() {
        Report r = report("tr-1@a", "storage box freezes every night",
                "Hi,\n\nthe whole machine freezes during the nightly copy. The kernel is 5.17.3-arch1-1.\n"
                        + "Picking 5.16.18-arch1-1 in the boot menu, the copy finishes like before.\n\n" + DISK
                        + "\nJonas\n");
        ReportFeatures f = dated(r);
        assertEquals(Set.of("5.16.18"), f.good(), f.toString());
        assertEquals(Set.of("5.17.3"), f.bad(), f.toString());
        // the features training reads do not carry it (session 48)
        ReportFeatures plain = ReportFeatures.of(r);
        assertTrue(plain.good().isEmpty() && plain.bad().isEmpty(), plain.toString());
    }

    @Test
    void besideBadKernelsOfTheNewerReleaseTheOlderUnverdictedOneIsGood() {
        Report r = report("tr-7@a", "storage box freezes every night",
                "Hi,\n\nthe whole machine freezes during the nightly copy since 5.17.3 (5.17.3 is bad). 5.16.18 is"
                        + " still in the boot menu.\n\n" + DISK);
        ReportFeatures plain = ReportFeatures.of(r);
        org.junit.jupiter.api.Assumptions.assumeTrue(plain.good().isEmpty() && plain.bad().equals(Set.of("5.17.3")),
                plain.toString());
        ReportFeatures f = TwoReleases.dated(r, plain);
        assertEquals(Set.of("5.16.18"), f.good(), f.toString());
        assertEquals(Set.of("5.17.3"), f.bad(), f.toString());
        // a bad kernel of the older release, or a third release, says nothing of which one it had
        ReportFeatures older = dated(report("tr-8@a", "storage box freezes every night",
                "Hi,\n\nthe whole machine freezes during the nightly copy: 5.16.2 is bad, 5.17.3 is bad. 5.16.18"
                        + " is in the boot menu.\n\n" + DISK));
        assertTrue(older.good().isEmpty(), older.toString());
        ReportFeatures three = dated(report("tr-9@a", "storage box freezes every night",
                "Hi,\n\nthe whole machine freezes during the nightly copy since 5.17.3 (5.17.3 is bad). 5.16.18 and"
                        + " 5.15.30 are in the boot menu.\n\n" + DISK));
        assertTrue(three.good().isEmpty(), three.toString());
    }

    @Test
    void aReportKeyedByNothingIsNotDated() {
        // no device, no driver: no cluster is its candidate, so the shape is not read for it
        ReportFeatures f = dated(report("tr-6@a", "storage box freezes every night",
                "Hi,\n\nthe whole machine freezes during the nightly copy. The kernel is 5.17.3-arch1-1.\n"
                        + "Picking 5.16.18-arch1-1 in the boot menu, the copy finishes like before.\n"));
        assertTrue(f.good().isEmpty() && f.bad().isEmpty(), f.toString());
    }

    @Test
    void aThirdReleaseAnUnclassedProblemOrAQuotedKernelGiveNothing() {
        ReportFeatures three = dated(report("tr-2@a", "storage box freezes every night",
                "Hi,\n\nthe whole machine freezes during the nightly copy. The kernel is 5.17.3-arch1-1.\n"
                        + "Picking 5.16.18 or 5.15.30 in the boot menu, the copy finishes like before.\n" + DISK));
        assertTrue(three.good().isEmpty() && three.bad().isEmpty(), three.toString());
        ReportFeatures unclassed = dated(report("tr-3@a", "the panel colours look odd",
                "Hi,\n\nthe panel colours look odd on 5.17.3. Picking 5.16.18 in the boot menu they are right.\n"
                        + DISK));
        assertTrue(unclassed.good().isEmpty() && unclassed.bad().isEmpty(), unclassed.toString());
        ReportFeatures quoted = dated(report("tr-4@a", "Re: storage box freezes every night",
                "> Picking 5.16.18 in the boot menu, the copy finishes like before.\n\n"
                        + "Same freeze here on 5.17.3.\n" + DISK));
        assertTrue(quoted.good().isEmpty(), quoted.toString());
    }

    @Test
    void aVerdictAlreadyGivenLeavesTheShapeUnread() {
        // the shape beside extracted bad kernels was tried and left out (session 47): windowOf adds nothing then
        Report r = report("tr-5@a", "camera stream stalls after an hour",
                "Hi,\n\nthe stream stalls after about an hour. The kernel is 4.19.57-v7+; with 4.14.98-v7+ I"
                        + " streamed for two weeks.\n");
        java.util.Set<String> good = new java.util.LinkedHashSet<>();
        java.util.Set<String> bad = new java.util.LinkedHashSet<>(Set.of("4.19.57"));
        TwoReleases.windowOf(r.facts(), good, bad, k -> !k.quoted());
        assertTrue(good.isEmpty(), good.toString());
        assertEquals(Set.of("4.19.57"), bad);
        TwoReleases.windowOf(r.facts(), good, new java.util.LinkedHashSet<>(), k -> !k.quoted());
        assertEquals(Set.of("4.14.98"), good);
    }

    private static final String NIC = "05:00.0 Ethernet controller [0200]: Intel Corporation Ethernet Controller"
            + " I225-V [8086:15f3] (rev 03)\n";

    @Test
    void theWindowJoinsADuplicateThatHadOnlyItsDevice() {
        Report first = report("tr-10@a", "igc: transmit queue timed out on I225-V since 5.15",
                "Hi,\n\nsince 5.15.12 the port hangs with a transmit queue timeout twice a day; 5.14.21 is good, "
                        + "5.15.12 is bad.\n\n" + NIC + "\nJonas\n");
        Report dup = mail("tr-11@b", "Ines Moreau <ines@example.fr>", "Wed, 20 Apr 2022 09:00:00 +0000",
                "desktop network hangs every few hours",
                "Hello,\n\nthe network of my desktop hangs every few hours. Fedora has me on 5.16.9 now; with the"
                        + " older 5.14.18 still in the menu it stays up all day.\n\n" + NIC + "\nInes\n");
        Clusterer c = placed(List.of(first, dup));
        assertNotNull(c.clusterOf("tr-10@a"));
        assertEquals(c.clusterOf("tr-10@a"), c.clusterOf("tr-11@b"), c.all().toString());
    }

    @Test
    void aNearMissOfTheSameDeviceNamingNoClassStaysApart() {
        Report first = report("tr-12@a", "igc: transmit queue timed out on I225-V since 5.15",
                "Hi,\n\nsince 5.15.12 the port hangs with a transmit queue timeout twice a day; 5.14.21 is good, "
                        + "5.15.12 is bad.\n\n" + NIC + "\nJonas\n");
        Report other = mail("tr-13@b", "Ines Moreau <ines@example.fr>", "Wed, 20 Apr 2022 09:00:00 +0000",
                "I225-V LEDs stay dark",
                "Hello,\n\nthe port LEDs of my I225-V stay dark on 5.16.9; with the older 5.14.18 they blink.\n\n"
                        + NIC + "\nInes\n");
        Clusterer c = placed(List.of(first, other));
        assertNotEquals(c.clusterOf("tr-12@a"), c.clusterOf("tr-13@b"), c.all().toString());
    }

    @Test
    void aVendorNamesNoClusterWhenOneOfItsSameSymptomClustersHasAnOpenWindow() {
        String card = "03:00.0 RAID bus controller [0104]: Adaptec Series 8 12G SAS/PCIe 3 [9005:028d] (rev 01)\n";
        String other = "04:00.0 Serial Attached SCSI controller [0107]: Adaptec Smart Storage PQI 12G SAS/PCIe 3"
                + " [9005:028f] (rev 01)\n";
        Report fits = report("tr-20@a", "aacraid: I/O stalls and host resets under load on 4.14",
                "Hi,\n\nsince 4.14.3 the array stalls under load and the controller resets; 4.13.16 is good, 4.14.3"
                        + " is bad.\n\n" + card);
        Report open = mail("tr-21@c", "Olga Berg <olga@example.no>", DATE, "smartpqi: controller stalls under load",
                "Hi,\n\nthe controller stalls under load and resets.\n\n" + other);
        Report keyless = mail("tr-22@b", "Tim Berg <tim@example.se>", "Wed, 17 Jan 2018 10:00:00 +0000",
                "backup server freezes for a minute, then resets",
                "Hello,\n\nour backup server with an Adaptec RAID card freezes for a minute and then the disks come"
                        + " back, since the 4.14.13-1-ARCH kernel. With 4.9.77 I never saw it.\n\nTim\n");
        Clusterer alone = placed(List.of(fits, keyless));
        assertEquals(alone.clusterOf("tr-20@a"), alone.clusterOf("tr-22@b"), "fails if the vendor rule is gone");
        Clusterer both = placed(List.of(fits, open, keyless));
        assertNotEquals(both.clusterOf("tr-20@a"), both.clusterOf("tr-22@b"), both.all().toString());
        assertNotEquals(both.clusterOf("tr-21@c"), both.clusterOf("tr-22@b"), both.all().toString());
    }

    @Test
    void hostileInputStaysWithinTheBudget() {
        StringBuilder many = new StringBuilder("the machine freezes.\n");
        for (int i = 0; i < 100_000; i++) {
            many.append(i % 2 == 0 ? "5.16." : "5.17.").append(i % 500).append(i % 7 == 0 ? " is fine\n" : " ");
        }
        StringBuilder junk = new StringBuilder("the machine freezes on 99999999.99999999.9 and v.5 and 5..17 ");
        junk.append("9".repeat(200_000)).append(".").append("1".repeat(100_000));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            dated(report("tr-30@a", "machine freezes", many.toString() + DISK));
            dated(report("tr-31@a", "machine freezes", junk.toString() + DISK));
            dated(report("tr-32@a", "", ""));
            dated(report("tr-33@a", "machine freezes", DISK.repeat(50_000)));
        });
    }
}
