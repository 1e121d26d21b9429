package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 47 (cluster69; mail invented): a speed figure that says under what load a port fails ("as soon as the
 * traffic gets above ~8 Gbit/s"), or what a card is rated for ("my 100Mbit card"), types no throughput report
 * ({@link LoadFigures}). "times out" stays no hang word (session 42's reason, KeylessReportsTest: a sender's "link
 * training times out" and "link training fails" are two problems); cluster69 added it and the merge took it back.
 */
class LoadFiguresTest {
    @Test
    void aThresholdAfterAboveOrOverInAClauseOfLoadIsNoMeasurement() {
        String t = "the port resets as soon as the traffic gets above ~8 Gbit/s on 6.1";
        assertTrue(LoadFigures.threshold(t, t.indexOf("~8")));
        String wrapped = "the link drops whenever we push\nover 9 Gbit/s through it";
        assertTrue(LoadFigures.threshold(wrapped, wrapped.indexOf("9 Gbit")));
        // a measurement: no comparison right before it, or no load in its clause
        String measured = "with 6.1 the transfer only reaches 3 Gbit/s";
        assertFalse(LoadFigures.threshold(measured, measured.indexOf("3 Gbit")));
        String over = "iperf3 gets well over 9 Gbit/s on 6.0";
        assertFalse(LoadFigures.threshold(over, over.indexOf("9 Gbit")));
        // the load is in another sentence
        String apart = "It fails under load. Throughput is above 9 Gbit/s on 6.0";
        assertFalse(LoadFigures.threshold(apart, apart.indexOf("9 Gbit")));
    }

    @Test
    void aUnitGluedToItsNumberBeforeTheHardwareIsARating() {
        String s = "old 100mbit card drops off the network";
        assertTrue(LoadFigures.rating(s, s.indexOf("mbit"), "mbit"));
        String p = "the 1000mb/s port stays down";
        assertTrue(LoadFigures.rating(p, p.indexOf("mb/s"), "mb/s"));
        String slow = "downloads crawl at 100mbit since 6.1";
        assertFalse(LoadFigures.rating(slow, slow.indexOf("mbit"), "mbit"));
        String loose = "only 100 mbit card-to-card";
        assertFalse(LoadFigures.rating(loose, loose.indexOf("mbit"), "mbit"));
        assertEquals("hang", ReportFeatures.symptomClass("old 100mbit card: transmit timed out"));
        assertEquals("throughput", ReportFeatures.symptomClass("downloads crawl at 100mbit"));
        assertNull(ReportFeatures.symptomClass("the dvd drive times out and resets"));
    }

    private static final String NIC = "3b:00.0 Ethernet controller [0200]: Broadcom Inc. and subsidiaries BCM57414"
            + " NetXtreme-E 10Gb/25Gb RDMA Ethernet Controller [14e4:16d7] (rev 01)\n";

    @Test
    void aHangUnderALoadFigureJoinsItsDuplicateThatNamesNoFigure() {
        Report first = mail("lf-1@a", "Kim Ott <kim@example.de>", "Mon, 14 Mar 2022 08:00:00 +0000",
                "bnxt_en: port resets in a loop since 5.16",
                "Hi,\n\nthe port resets every few minutes once the traffic goes above ~12 Gbit/s, since 5.16.8;"
                        + " 5.15.19 is good, 5.16.8 is bad.\n\nbnxt_en 0000:3b:00.0 eth2: TX timeout detected,"
                        + " starting reset task!\n\n" + NIC + "\nKim\n");
        Report dup = mail("lf-2@b", "Lea Roth <lea@example.at>", "Mon, 21 Mar 2022 08:00:00 +0000",
                "bnxt_en TX timeout and reset",
                "Hello,\n\nsame here: bnxt_en TX timeout detected, then a reset, over and over, since 5.16.10;"
                        + " 5.15.19 is good, 5.16.10 is bad.\n\n" + NIC + "\nLea\n");
        ReportFeatures f = ReportFeatures.of(first);
        assertEquals("hang", f.symptom(), f.toString());
        Clusterer c = placed(List.of(first, dup));
        assertNotNull(c.clusterOf("lf-1@a"));
        assertEquals(c.clusterOf("lf-1@a"), c.clusterOf("lf-2@b"), c.all().toString());
    }

    @Test
    void aMeasuredSlowdownStaysAThroughputReport() {
        Report slow = mail("lf-3@a", "Kim Ott <kim@example.de>", "Mon, 14 Mar 2022 08:00:00 +0000",
                "bnxt_en: receive down to 3 Gbit/s on 5.16",
                "Hi,\n\niperf3 -R gives 3.1 Gbit/s on 5.16.8 where 5.15.19 gave 23.5 Gbit/s.\n\n" + NIC);
        assertTrue(ReportFeatures.of(slow).symptom().startsWith("throughput"));
    }

    @Test
    void hostileInputStaysWithinTheBudget() {
        String many = "once traffic goes above ".repeat(50_000) + "~1 Gbit/s";
        String units = "1mbit card ".repeat(100_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            for (int i = 0; i < 100_000; i++) {
                LoadFigures.threshold(many, many.length() - 9 - (i % 1000));
            }
            assertFalse(LoadFigures.threshold(null, 3));
            assertFalse(LoadFigures.threshold("", 0));
            assertFalse(LoadFigures.threshold("abc", 99));
            ReportFeatures.symptomClass(units);
            assertFalse(LoadFigures.rating("mbit", 0, "mbit"));
            assertFalse(LoadFigures.rating("9mbit", 1, "mbit"));
        });
    }
}
