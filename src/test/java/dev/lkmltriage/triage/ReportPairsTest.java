package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 52 (cluster75; mail invented): the report-report pair features and candidates ({@link ReportPairs}) the
 * leave-one-part-out yardstick ({@code eval/LeaveOnePartOut}) fits a model on: the gate, the hardware, symptom and
 * window features of a second reporter and of near misses, rare words shared, candidates only through a key, and
 * hostile input finishing in time.
 */
class ReportPairsTest {
    private static final String NIC = "02:00.0 Ethernet controller [0200]: Example Corp. Gigabit Controller [1a2b:3c4d]"
            + " (rev 01)\n";

    private static Report report(String id, String date, String subject, String body) {
        return mail(id, id.substring(0, id.indexOf('@')) + " <" + id.replace("@", ".at.") + "@example.org>", date,
                subject, body);
    }

    private static int at(String name) {
        return List.of(ReportPairs.NAMES).indexOf(name);
    }

    private static double[] features(ReportPairs.Side a, ReportPairs.Side b) {
        ReportPairs.Index index = new ReportPairs.Index();
        index.add(a);
        return index.features(a, b);
    }

    @Test
    void theGateTakesReportsAndSymptomsNotPatches() {
        Report hang = report("rp-1@a", "Mon, 12 Aug 2024 10:00:00 +0000", "machine hangs at boot since 6.10",
                "Hi,\n\nsince 6.10.2 the machine hangs at boot; 6.9.12 is good.\n\n" + NIC + "\nAna\n");
        assertTrue(ReportPairs.side(hang).gated());
        Report patch = report("rp-2@b", "Mon, 12 Aug 2024 10:00:00 +0000", "[PATCH] net: example: tidy up the probe",
                "Move the probe's error path into one place.\n\nSigned-off-by: Jo <jo@example.org>\n---\n"
                        + "diff --git a/drivers/net/example.c b/drivers/net/example.c\n--- a/drivers/net/example.c\n"
                        + "+++ b/drivers/net/example.c\n@@ -1,3 +1,3 @@\n-int a;\n+int b;\n");
        assertFalse(ReportPairs.side(patch).gated());
        Report question = report("rp-3@c", "Mon, 12 Aug 2024 10:00:00 +0000", "question about BAR sizing",
                "Hello,\n\nhow does the core decide how large a BAR may be?\n\nThanks,\nEli\n");
        assertFalse(ReportPairs.side(question).gated());
    }

    @Test
    void aSecondReporterSharesHardwareSymptomAndWindowANearMissDoesNot() {
        ReportPairs.Side first = ReportPairs.side(report("rs-1@a", "Mon, 12 Aug 2024 10:00:00 +0000",
                "network link drops every few minutes on 6.10",
                "Hi,\n\nwith 6.10.3 the link drops every few minutes; 6.9.12 is good.\n\n" + NIC + "\nAna\n"));
        ReportPairs.Side second = ReportPairs.side(report("rs-2@b", "Thu, 22 Aug 2024 10:00:00 +0000",
                "ethernet keeps disconnecting after kernel update",
                "Hello,\n\nsince 6.10.4 the wired link keeps dropping out; 6.9.10 worked.\n\n" + NIC + "\nJun\n"));
        double[] x = features(first, second);
        assertEquals(1, x[at("same-device")]);
        assertEquals(0, x[at("same-vendor")]);
        assertEquals(1, x[at("window-overlap")]);
        assertEquals(0, x[at("window-disjoint")]);
        assertEquals(0, x[at("no-hardware-key")]);
        assertEquals(0, x[at("same-sender")]);
        // the same device a decade earlier: a window disjoint, eras apart
        ReportPairs.Side older = ReportPairs.side(report("rs-3@c", "Fri, 30 Aug 2024 10:00:00 +0000",
                "link drops on 3.2",
                "Hi,\n\nthe link drops with 3.2.1; 3.1.10 is good.\n\n" + NIC + "\nPiet\n"));
        double[] y = features(first, older);
        assertEquals(1, y[at("window-disjoint")]);
        assertEquals(0, y[at("window-overlap")]);
        assertTrue(y[at("eras-apart")] > x[at("eras-apart")]);
        // no kernel named at all
        ReportPairs.Side none = ReportPairs.side(report("rs-4@d", "Fri, 30 Aug 2024 10:00:00 +0000",
                "link drops", "Hi,\n\nthe link drops.\n\n" + NIC + "\nPiet\n"));
        assertEquals(1, features(first, none)[at("no-kernels")]);
    }

    @Test
    void aRareWordBothWriteWeighsMoreThanACommonOne() {
        ReportPairs.Index index = new ReportPairs.Index();
        for (int i = 0; i < 12; i++) {
            index.add(ReportPairs.side(report("rw-" + i + "@x", "Mon, 12 Aug 2024 10:00:00 +0000",
                    "machine hangs since 6.10", "Hi,\n\nthe machine hangs since 6.10.2 and I am stuck.\n\nBo\n")));
        }
        ReportPairs.Side a = ReportPairs.side(report("rw-a@a", "Tue, 13 Aug 2024 10:00:00 +0000",
                "no sound from the Zephyrion card since 6.10", "Hi,\n\nthe Zephyrion card gives no sound since 6.10.2;"
                        + " 6.9.12 was good.\n\nAna\n"));
        index.add(a);
        ReportPairs.Side b = ReportPairs.side(report("rw-b@b", "Wed, 14 Aug 2024 10:00:00 +0000",
                "Zephyrion silent on new kernel", "Hello,\n\nmy Zephyrion has been silent since 6.10.3; 6.9.9"
                        + " was fine.\n\nJun\n"));
        double[] x = index.features(a, b);
        assertTrue(x[at("rarest-word")] > index.idf("the"), x[at("rarest-word")] + " " + index.idf("the"));
        assertTrue(x[at("rare-words")] > 0);
        // found through a word both write: no driver, no device in common
        assertTrue(index.candidates(b).contains(a));
    }

    @Test
    void candidatesShareAKeyAndStayFewHoweverManyReportsCame() {
        ReportPairs.Index index = new ReportPairs.Index();
        for (int i = 0; i < 400; i++) {
            index.add(ReportPairs.side(report("rc-" + i + "@x", "Mon, 12 Aug 2024 10:00:00 +0000",
                    "machine hangs at boot since 6.10 build" + i, "Hi,\n\nthe machine hangs at boot since 6.10.2.\n\n"
                            + NIC + "\nBo\n")));
        }
        ReportPairs.Side b = ReportPairs.side(report("rc-b@b", "Wed, 14 Aug 2024 10:00:00 +0000",
                "machine hangs at boot", "Hello,\n\nit hangs at boot since 6.10.3.\n\n" + NIC + "\nJun\n"));
        assertTrue(index.candidates(b).size() <= ReportPairs.MAX_CANDIDATES);
        ReportPairs.Side apart = ReportPairs.side(report("rc-c@c", "Wed, 14 Aug 2024 10:00:00 +0000",
                "garbled colours on the projector", "Hello,\n\ncolours are garbled on the projector output.\n\nKim\n"));
        assertTrue(index.candidates(apart).stream().noneMatch(s -> s.id().startsWith("rc-")),
                "nothing shares a key with it");
    }

    @Test
    void hostileInputFinishesInTime() {
        StringBuilder body = new StringBuilder("Hi,\n\nsince 6.10.2 it hangs; 6.9.12 is good.\n\n");
        for (int i = 0; i < 20_000; i++) {
            body.append("word").append(i).append(" zz").append(i % 97).append(' ');
            if (i % 12 == 0) {
                body.append('\n');
            }
        }
        for (int i = 0; i < 2_000; i++) {
            body.append(String.format("0%d:00.0 Ethernet controller [0200]: X [%04x:%04x]%n", i % 10, i, i));
        }
        Report big = report("rh-1@a", "Mon, 12 Aug 2024 10:00:00 +0000", "hangs " + "a".repeat(5_000), body.toString());
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            ReportPairs.Index index = new ReportPairs.Index();
            ReportPairs.Side a = ReportPairs.side(big);
            index.add(a);
            ReportPairs.Side b = ReportPairs.side(report("rh-2@b", "Mon, 12 Aug 2024 10:00:00 +0000", "hangs",
                    body.toString()));
            for (ReportPairs.Side c : index.candidates(b)) {
                index.features(c, b);
            }
            index.add(b);
        });
    }
}
