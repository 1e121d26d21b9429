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
import org.junit.jupiter.api.Test;

/**
 * Session 45 (cluster66; mail invented): the good kernel a report tells by how things were ("never saw it", "the link
 * stayed up", "ran without any reset") closes its window, so its later reporter's report meets the cluster by window
 * as well as by device ({@link ProseGood}).
 */
class ProseGoodTest {
    private static final String NIC = "05:00.0 Ethernet controller [0200]: Intel Corporation 82576 Gigabit Network"
            + " Connection [8086:10c9] (rev 01)\n";

    private static Report first() {
        return mail("pg-1@a", "Tove Lund <tove@example.se>", "Mon, 8 Oct 2018 10:00:00 +0000",
                "igb: 82576 port stops transmitting under load since 4.18",
                "Hi,\n\nsince 4.18.5 the port stops transmitting after a while under load, and only a reload of the"
                        + " driver brings it back. 4.17.19 is good, 4.18.5 is bad.\n\nigb 0000:05:00.0 eth2: Reset"
                        + " adapter\n\n" + NIC + "\nTove\n");
    }

    private static Report distro(String id, String good) {
        return mail(id, "Pavel Horak <pavel@example.cz>", "Tue, 20 Nov 2018 09:00:00 +0000",
                "router box loses its wired network every evening",
                "Hello,\n\nafter upgrading our router box to the 4.18.0-2-amd64 kernel the wired side goes"
                        + " quiet once the evening traffic starts. " + good + "\n\n" + NIC + "\nPavel\n");
    }

    @Test
    void aGoodKernelToldByHowThingsWereClosesTheWindow() {
        ReportFeatures f = ReportFeatures.of(distro("pg-2@b",
                "With the old 4.9.0-8-amd64 kernel I never saw it in two years."));
        assertEquals(java.util.Set.of("4.9.0"), f.good());
        // the later version without a verdict is then the bad end (LaterReleases)
        assertTrue(f.bad().contains("4.18.0"), f.bad().toString());
    }

    @Test
    void aLaterReportWhoseGoodKernelIsProseJoinsTheClusterOfItsDevice() {
        Clusterer c = placed(List.of(first(), distro("pg-2@b",
                "On the 4.9.0-8-amd64 kernel the same box ran for months without a single reset.")));
        assertNotNull(c.clusterOf("pg-1@a"));
        assertEquals(c.clusterOf("pg-1@a"), c.clusterOf("pg-2@b"), c.get(c.clusterOf("pg-1@a")).members().toString());
    }

    @Test
    void withoutTheProseItStaysApart() {
        // The same report telling nothing of its old kernel: device, driver and symptom alone do not join.
        Clusterer c = placed(List.of(first(), distro("pg-3@b", "We also run 4.9.0-8-amd64 on the file server.")));
        assertNotEquals(c.clusterOf("pg-1@a"), c.clusterOf("pg-3@b"));
    }

    private static Report wake() {
        return mail("pg-20@w", "Ines Sol <ines@example.pt>", "Wed, 10 Oct 2018 10:00:00 +0000",
                "igb: Wake-on-LAN no longer wakes the machine on 4.18",
                "Hi,\n\nthe I350 port no longer wakes the machine from a magic packet since 4.18.5. 4.17.19 is good,"
                        + " 4.18.5 is bad.\n\n01:00.0 Ethernet controller [0200]: Intel Corporation I350 Gigabit Network"
                        + " Connection [8086:1521] (rev 01)\n\nInes\n");
    }

    private static Report driverOnly() {
        return mail("pg-21@d", "Olle Berg <olle@example.se>", "Thu, 22 Nov 2018 08:00:00 +0000",
                "file server unreachable in the evenings",
                "Hello,\n\nour file server (igb driver) has been unreachable in the evenings since we moved it to"
                        + " 4.18.0-2-amd64. With 4.9.0-8-amd64 I never saw it.\n\nOlle\n");
    }

    @Test
    void twoClustersOfOneDriverThatFitEquallyByWeakTiesLeaveTheReportApart() {
        // Alone with the transmit cluster, the driver and the prose window join it ...
        Clusterer one = placed(List.of(first(), driverOnly()));
        assertEquals(one.clusterOf("pg-1@a"), one.clusterOf("pg-21@d"), one.all().toString());
        // ... beside a Wake-on-LAN cluster of the same driver and window, which it fits exactly as well, it names
        // neither.
        Clusterer two = placed(List.of(first(), wake(), driverOnly()));
        assertNotEquals(two.clusterOf("pg-1@a"), two.clusterOf("pg-20@w"));
        assertNotEquals(two.clusterOf("pg-1@a"), two.clusterOf("pg-21@d"));
        assertNotEquals(two.clusterOf("pg-20@w"), two.clusterOf("pg-21@d"));
    }

    @Test
    void aClauseThatTurnsTheClaimRoundOrComparesTwoKernelsGivesNothing() {
        assertTrue(ReportFeatures.of(distro("pg-4@b", "I never saw it on 4.9.0-8-amd64, but that box was not"
                + " routing then.")).good().isEmpty());
        assertTrue(ReportFeatures.of(distro("pg-5@b", "The 4.9.0-8-amd64 kernel stayed up until the switch"
                + " was replaced.")).good().isEmpty());
        assertTrue(ReportFeatures.of(distro("pg-6@b", "It never happened that 4.9.0-8-amd64 and 4.14.0-3-amd64"
                + " behaved alike.")).good().isEmpty());
        // a newer kernel that behaves is a fixed one, not the good end of the window
        assertFalse(ReportFeatures.of(distro("pg-7@b", "A test build of 4.19.1 ran without any reset."))
                .good().contains("4.19.1"));
    }

    @Test
    void theGoodWordsReadAsWords() {
        assertTrue(ProseGood.GOOD.matcher("the connection stayed up").find());
        assertTrue(ProseGood.GOOD.matcher("resumes and reconnects every time").find());
        assertTrue(ProseGood.GOOD.matcher("runs without any resets").find());
        assertFalse(ProseGood.GOOD.matcher("it hangs every time").find());
        assertFalse(ProseGood.GOOD.matcher("without anyone noticing").find());
        assertFalse(ProseGood.GOOD.matcher("no problems reported yet on 4.18").find());
        assertTrue(ProseGood.TURN.matcher("it doesn't stay up").find());
    }

    @Test
    void hostileProseStaysWithinItsBudget() {
        String many = "4.9.0-8-amd64 never saw it; ".repeat(20_000) + "x".repeat(2_000_000);
        String noEnds = "stayed up 4.9.0 ".repeat(50_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            ReportFeatures.of(mail("pg-9@a", "A B <a@example.org>", "Mon, 8 Oct 2018 10:00:00 +0000",
                    "port stops transmitting", many));
            ReportFeatures.of(mail("pg-10@a", "A B <a@example.org>", "Mon, 8 Oct 2018 10:00:00 +0000",
                    "port stops transmitting", noEnds));
        });
    }
}
