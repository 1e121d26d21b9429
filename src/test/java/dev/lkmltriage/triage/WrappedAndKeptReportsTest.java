package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static dev.lkmltriage.triage.WrittenReportWordsTest.good;
import static dev.lkmltriage.triage.WrittenReportWordsTest.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.KernelFact;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 49 (cluster72; mail invented): good kernels told across the mail client's wrap and as how long a machine ran
 * without the trouble ({@link ProseGood}, {@link KeptWorking}); a kernel "I still have" in the boot menu, which is no
 * bad one; a frozen picture as a stall, a device gone and a dropped connection as kin ({@link SymptomKin}); and a join
 * that only the driver's and chip's names in both titles lift above zero ({@link KeyTitleWords}).
 */
class WrappedAndKeptReportsTest {
    @Test
    void aPhraseWrappedByTheMailClientIsReadAsWritten() {
        assertEquals(Set.of("4.4.0"), good("With 4.8.0-36-generic the ports drop off the network. The same hosts on"
                + " 4.4.0-62-generic, have been up\nfor months without this.\n"));
        assertEquals(Set.of("4.4.0"), good("With 4.8.0-36-generic the ports drop off the network. With"
                + " 4.4.0-62-generic the link stayed\n   up all week.\n"));
        // a blank line ends the clause: the phrase below it tells nothing of the version above
        assertTrue(good("With 4.8.0-36-generic the ports drop off the network. I also tried 4.4.0-62-generic,\n\n"
                + "have been up for months without this on the other box.\n").isEmpty());
        // the wrap joins words, it does not lose a turning word
        assertTrue(good("With 4.8.0-36-generic the ports drop off the network. 4.4.0-62-generic did not\nstay up"
                + " for long either.\n").isEmpty());
    }

    @Test
    void howLongItRanWithoutTheTroubleIsAGoodKernel() {
        assertEquals(Set.of("5.2.21"), good("On 5.3.11 the ports die under load.\n\n5.2.21 ran the same hosts for a"
                + " month without this.\n"));
        assertEquals(Set.of("5.2.21"), good("On 5.3.11 the ports die under load. 5.2.21 worked for two weeks"
                + " without it, so I went back.\n"));
        assertEquals(Set.of("6.0.18"), good("With 6.1.4 the display freezes after a resize. The same guest booted"
                + " with 6.0.18 resizes as often as I like.\n"));
        // "without this" that goes on to name something is another claim
        assertTrue(good("On 5.3.11 the ports die under load. 5.2.21 ran for a month without this patch.\n")
                .isEmpty());
        // bounded in time, turned, or a newer kernel: no good end
        assertTrue(good("On 5.3.11 the ports die under load. 5.2.21 ran for a month without it, then it died.\n")
                .isEmpty());
        assertTrue(good("On 5.3.11 the ports die under load. 5.2.21 has not run for a month without it.\n")
                .isEmpty());
        assertFalse(good("On 5.3.11 the ports die under load. 5.4.2 ran for a month without this.\n")
                .contains("5.4.2"));
        assertFalse(KeptWorking.says(null));
        assertFalse(KeptWorking.says("for a month without"));
    }

    private static String verdict(Report r, String version) {
        for (KernelFact k : r.facts().kernels()) {
            if (k.version().equals(version)) {
                return k.verdict();
            }
        }
        return "absent";
    }

    @Test
    void aKernelStillInTheBootMenuIsNoBadOne() {
        Report kept = report("sh@a", "wireless uploads crawl after the upgrade", "Kernel now is 2.6.28-11-generic."
                + " I still have 2.6.27-11-generic in the boot menu and with it the uploads are fast.\n");
        assertNull(verdict(kept, "2.6.27"));
        Report has = report("sh@b", "uploads crawl", "The laptop still has 5.4.0-42-generic installed.\n");
        assertNull(verdict(has, "5.4.0"));
        // the problem named first: it persists on the kernel
        Report problem = report("sh@c", "uploads crawl", "I still have the problem with 2.6.27-11-generic.\n");
        assertEquals("bad", verdict(problem, "2.6.27"));
        Report it = report("sh@d", "uploads crawl", "I still have it on 2.6.27.\n");
        assertEquals("bad", verdict(it, "2.6.27"));
        Report plain = report("sh@e", "uploads crawl", "It still hangs on 2.6.27.\n");
        assertEquals("bad", verdict(plain, "2.6.27"));
    }

    @Test
    void aFrozenPictureIsAStallAndAGoneDeviceIsKinToADroppedConnection() {
        assertEquals("hang", ReportFeatures.symptomClass("the picture stays frozen on the last frame"));
        assertEquals("hang", ReportFeatures.symptomClass("the guest display stops updating after a resize"));
        assertEquals("hang", ReportFeatures.symptomClass("the screen never redraws again"));
        assertTrue(ReportFeatures.sameSymptom("lost", "link"));
        assertTrue(ReportFeatures.sameSymptom("link", "lost"));
        // the other classes still disagree
        assertFalse(ReportFeatures.sameSymptom("lost", "hang"));
        assertFalse(ReportFeatures.sameSymptom("link", "hang"));
        assertFalse(ReportFeatures.sameSymptom("lost", "other"));
        assertFalse(SymptomKin.kin("lost", "lost"));
        assertFalse(SymptomKin.kin(null, "link"));
    }

    private static final String MODEM = "Bus 002 Device 008: ID 12d1:1506 Huawei Technologies Co., Ltd."
            + " Modem/Networkcard\n";

    @Test
    void aDroppedConnectionJoinsTheModemThatFallsOffTheBus() {
        Report first = mail("hw-1@a", "Uwe Kern <uwe@example.de>", "Mon, 18 Mar 2013 10:00:00 +0000",
                "option: modem ports disappear after a few minutes on 3.8",
                "Hi,\n\nsince 3.8.2 the stick falls off the bus after a few minutes; 3.7.10 is good.\n\n" + MODEM
                        + "\nUwe\n");
        Report dropped = mail("hw-2@b", "Lena Berg <lena@example.no>", "Tue, 2 Jul 2013 10:00:00 +0000",
                "option: modem keeps dropping the connection on 3.8",
                "Hi,\n\nwith 3.8.4 the modem keeps dropping the connection; 3.7.9 is good.\n\n" + MODEM + "\nLena\n");
        Clusterer c = placed(List.of(first, dropped));
        assertNotNull(c.clusterOf("hw-1@a"));
        assertEquals(c.clusterOf("hw-1@a"), c.clusterOf("hw-2@b"), c.all().toString());
        // a hang of the same modem is still another problem
        Report hang = mail("hw-3@b", "Lena Berg <lena@example.no>", "Tue, 2 Jul 2013 10:00:00 +0000",
                "option: modem hangs on 3.8",
                "Hi,\n\nwith 3.8.4 the modem hangs with a timeout; 3.7.9 is good.\n\n" + MODEM + "\nLena\n");
        Clusterer d = placed(List.of(first, hang));
        assertNotEquals(d.clusterOf("hw-1@a"), d.clusterOf("hw-3@b"), d.all().toString());
    }

    private static final String MT = "Bus 001 Device 004: ID 0e8d:7612 MediaTek Inc. MT7612U 802.11a/b/g/n/ac"
            + " Wireless Adapter\n";

    @Test
    void titleWordsThatOnlyRepeatTheKeyJoinNothing() {
        Report first = mail("mt-1@a", "Nils Dahl <nils@example.dk>", "Wed, 3 Mar 2021 10:00:00 +0000",
                "mt76x2u: MT7612U fails to come up after a warm reboot",
                "Hi,\n\nthe adapter is gone after a warm reboot:\n\n" + MT + "\nNils\n");
        Report other = mail("mt-2@b", "Eva Sanz <eva@example.es>", "Mon, 29 Mar 2021 10:00:00 +0000",
                "mt76x2u: hostapd on 5 GHz fails to start with MT7612U",
                "Hello,\n\nhostapd will not start on channel 36:\n\n" + MT + "\nEva\n");
        Clusterer c = placed(List.of(first, other));
        assertNotNull(c.clusterOf("mt-2@b"));
        assertNotEquals(c.clusterOf("mt-1@a"), c.clusterOf("mt-2@b"), c.all().toString());
        assertTrue(KeyTitleWords.modelShaped("mt7612u"));
        assertTrue(KeyTitleWords.modelShaped("e1000e"));
        assertFalse(KeyTitleWords.modelShaped("reboot"));
        assertFalse(KeyTitleWords.modelShaped("5ghz"));
        assertFalse(KeyTitleWords.modelShaped("rtw_8822be"));
        assertFalse(KeyTitleWords.modelShaped(""));
        assertFalse(KeyTitleWords.modelShaped(null));
    }

    @Test
    void hostileTextStaysWithinItsBudget() {
        String body = "5.2.21 ran the same hosts for a\nmonth without this. I still have 5.1.9 ".repeat(2_000)
                + "as often as I like frozen \n".repeat(5_000) + "\n \n".repeat(10_000) + "still have ".repeat(5_000);
        String words = "for a month without this as often as I want ".repeat(50_000) + "for a ".repeat(100_000);
        Set<String> tokens = new java.util.LinkedHashSet<>();
        for (int i = 0; i < 100_000; i++) {
            tokens.add("w" + i);
        }
        // the extractor's tables load once, outside the budget
        ReportFeatures.of(report("warm@a", "x 5.3.11 fails", "5.2.21 ran for a month without this.\n"));
        Report big = report("big@a", "x 5.3.11 fails", body);
        long t0 = System.nanoTime();
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            ReportFeatures.of(big);
            KeptWorking.says(words);
            ReportFeatures.symptomClass(words);
            for (String t : tokens) {
                KeyTitleWords.modelShaped(t);
            }
        });
        System.out.printf("WrappedAndKeptReportsTest hostile: %.2f s%n", (System.nanoTime() - t0) / 1e9);
    }
}
