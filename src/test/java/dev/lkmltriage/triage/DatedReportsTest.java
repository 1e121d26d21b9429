package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 40 (cluster61; mail invented): corpus part 5's misses where a report calls only the older kernel good
 * ("the previous kernel 5.19.16 does not have the problem") and names the one it runs without a verdict
 * ({@link LaterReleases}: that one is its bad kernel), and the guard that keeps such a dated report out of an undated
 * cluster opened before its last good kernel came out ({@link OtherProblem#openedBeforeGood}, {@link ReleaseDates}).
 */
class DatedReportsTest {
    private static final String TB = "00:0d.2 System peripheral [0880]: Intel Corporation JHL7540 Thunderbolt 3 NHI "
            + "[Titan Ridge 4C 2018] [8086:15eb]\n";

    @Test
    void theUnverdictedLaterKernelOfAReportIsItsBadOne() {
        Report first = mail("tb-1@a", "Rui Costa <rui@example.pt>", "Mon, 17 Oct 2022 19:00:00 +0000",
                "thunderbolt: dock ports dead when the dock is attached after boot",
                "Hi,\n\n5.19.14 is good, 6.0.1 is bad: when I attach my dock to the running laptop its USB ports and"
                        + " its network never appear.\n\n" + TB + "\nRui\n");
        Report second = mail("tb-2@b", "Mia Stein <mia@example.de>", "Sat, 12 Nov 2022 08:00:00 +0000",
                "Fedora kernel 6.0.7: dock ports dead after attaching it",
                "Hello,\n\nafter the update to kernel-6.0.7-301.fc37 the ports of my dock stay dead when I attach it"
                        + " to the running laptop. The previous kernel 5.19.16-301.fc37 does not have the problem.\n\n"
                        + TB + "\nMia\n");
        ReportFeatures f = ReportFeatures.of(second);
        assertTrue(f.good().contains("5.19.16"), f.good().toString());
        assertTrue(f.bad().contains("6.0.7"), f.bad().toString());
        Clusterer c = placed(List.of(first, second));
        assertNotNull(c.clusterOf("tb-1@a"));
        assertEquals(c.clusterOf("tb-1@a"), c.clusterOf("tb-2@b"));
    }

    @Test
    void aLaterStableUpdateOfTheGoodReleaseIsNoBadKernel() {
        Report r = mail("st-1@a", "Ola Berg <ola@example.no>", "Sat, 12 Nov 2022 08:00:00 +0000",
                "dock ports dead after attaching it",
                "Hello,\n\nthe ports of my dock stay dead when I attach it. The previous kernel 5.19.16 does not have"
                        + " the problem; I am on 5.19.17 now.\n\n" + TB + "\nOla\n");
        ReportFeatures f = ReportFeatures.of(r);
        assertTrue(f.good().contains("5.19.16"), f.good().toString());
        assertTrue(f.bad().isEmpty(), f.bad().toString());
    }

    private static final String MT = "02:00.0 Network controller [0280]: MEDIATEK Corp. MT7921 802.11ax PCI Express "
            + "Wireless Network Adapter [14c3:7961]\n\tKernel driver in use: mt7921e\n";

    private static Report drops(String id, String from, String date, String versions) {
        return mail(id, from, date, "mt7921e: wifi disconnects every few minutes",
                "Hi,\n\n" + versions + " The MT7921 loses the connection every few minutes and reconnects.\n\n"
                        + "[  612.004117] wlp2s0: deauthenticated from 3c:a6:2f:11:22:33 (Reason: 4=DISASSOC_DUE_TO_"
                        + "INACTIVITY)\n\n" + MT + "\n");
    }

    @Test
    void aDatedReportStaysOutOfAnUndatedClusterOpenedBeforeItsGoodKernel() {
        Report undated = drops("mt-1@a", "Lukas Brenner <lukas@example.de>", "Mon, 22 Aug 2022 20:00:00 +0000",
                "Something recent broke it.");
        Report yearLater = mail("mt-2@b", "Jonas Holm <jonas@example.dk>", "Mon, 20 Nov 2023 16:00:00 +0000",
                "mt7921e: Wi-Fi connection drops every few minutes on 6.6",
                "Hello,\n\n6.5.9 is good, 6.6.1 is bad: my laptop drops the wireless connection every few minutes."
                        + " Power save on or off makes no difference.\n\n" + MT + "\nJonas\n");
        Report sameWeeks = drops("mt-3@c", "Ana Ruiz <ana@example.es>", "Fri, 16 Sep 2022 10:00:00 +0000",
                "5.18.19 is good, 5.19.3 is bad.");
        assertTrue(ReportFeatures.of(undated).good().isEmpty() && ReportFeatures.of(undated).bad().isEmpty());
        // the control: a dated report of the same weeks joins the undated one
        Clusterer control = placed(List.of(undated, sameWeeks));
        assertNotNull(control.clusterOf("mt-1@a"));
        assertEquals(control.clusterOf("mt-1@a"), control.clusterOf("mt-3@c"));
        // alone with the undated report (no dated member whose window the disjoint-window veto could read)
        Clusterer c = placed(List.of(undated, yearLater));
        assertNotNull(c.clusterOf("mt-2@b"));
        assertNotEquals(c.clusterOf("mt-1@a"), c.clusterOf("mt-2@b"));
    }

    @Test
    void releaseDaysAreWithinWeeksOfTheRealOnes() {
        assertNear(LocalDate.of(2008, 1, 24), "2.6.24");
        assertNear(LocalDate.of(2009, 9, 9), "2.6.31.1");
        assertNear(LocalDate.of(2014, 1, 19), "3.13");
        assertNear(LocalDate.of(2018, 10, 22), "4.19.3");
        assertNear(LocalDate.of(2020, 12, 13), "5.10-rc4");
        assertNear(LocalDate.of(2023, 8, 27), "6.5.9");
        assertNull(ReleaseDates.of("next-20231010"));
        assertNull(ReleaseDates.of("2.4.37"));
    }

    private static void assertNear(LocalDate real, String version) {
        LocalDate d = ReleaseDates.of(version);
        assertNotNull(d, version);
        assertTrue(Math.abs(ChronoUnit.DAYS.between(real, d)) <= OtherProblem.RELEASE_SLACK_DAYS / 2,
                version + " " + d);
    }

    @Test
    void hostileKernelListsEndFast() {
        StringBuilder b = new StringBuilder("Hi,\n\n5.4.1 is good.");
        for (int i = 0; i < 20_000; i++) {
            b.append(" I also ran 6.").append(i % 20).append('.').append(i).append(" today.");
        }
        b.append('\n').append("9".repeat(2_000_000)).append('\n');
        Report r = mail("h-1@a", "Eve Ho <eve@example.org>", "Mon, 1 Jan 2024 00:00:00 +0000", "wifi drops", b.toString());
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            ReportFeatures f = ReportFeatures.of(r);
            assertTrue(f.bad().size() <= ReportFeatures.MAX_KEYS * 2, String.valueOf(f.bad().size()));
            assertNull(ReleaseDates.of("9".repeat(2_000_000)));
        });
    }
}
