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
 * Session 46 (cluster67; mail invented): three more ways people tell the kernel they had and the stall they see. A
 * good kernel named by what it kept up ("kept the links up for months") or by a clean log ("the console was clean
 * every day"); a terse reporter's "4.19.66, not on 4.14", a clause of its own ({@link ProseGood#notOn}); and a data
 * path that is dead ("goes deaf", "rx dead after heavy traffic"), the receive stall's class ({@link
 * ReportFeatures#SYMPTOM_CLASSES}).
 */
class TerseGoodAndDeafTest {
    private static Report report(String id, String subject, String body) {
        return mail(id, "Edda Holm <edda@example.is>", "Mon, 8 Oct 2018 10:00:00 +0000", subject, body);
    }

    @Test
    void aGoodKernelToldByWhatItKeptUpOrByACleanLog() {
        ReportFeatures kept = ReportFeatures.of(report("tg-1@a", "25G ports lose link on the new LTS kernel",
                "Hi,\n\nsince the hosts moved to 4.18.0-10-generic the ports lose link every hour. The same hosts on"
                        + " the 4.15.0-36-generic kernel kept the links up for months.\n\nEdda\n"));
        assertEquals(Set.of("4.15.0"), kept.good());
        assertTrue(kept.bad().contains("4.18.0"), kept.bad().toString());
        ReportFeatures clean = ReportFeatures.of(report("tg-2@a", "serial console unreadable with the new kernel",
                "Hi,\n\nthe board's console is garbage since kernel 4.18.16. With 4.17.19 the same cable was clean"
                        + " every day.\n\nEdda\n"));
        assertEquals(Set.of("4.17.19"), clean.good());
    }

    @Test
    void aTerseNotOnNamesTheGoodKernel() {
        ReportFeatures f = ReportFeatures.of(report("tg-3@a", "hub ethernet dead after a while, 4.19.66",
                "The USB ethernet stops after an hour, then nothing until reboot. 4.19.66,\nnot on 4.14.\n"));
        assertEquals(Set.of("4.14"), f.good());
        assertTrue(notOn("It fails on 5.4 but not with 5.3.", "5.3"));
        assertTrue(notOn("Never on 4.9, though.", "4.9"));
        assertTrue(notOn("Stalls on 5.10.2; doesn't happen on 5.9.16.", "5.9.16"));
        // the version must end its clause, and the words must stand as a clause of their own
        assertFalse(notOn("4.19.66, not on 4.14 with the old firmware.", "4.14"));
        assertFalse(notOn("I could not on 4.14 test it.", "4.14"));
        assertFalse(notOn("and it does not happen rarely on 4.14.", "4.14"));
        assertFalse(notOn("It happens on 4.14.", "4.14"));
    }

    private static boolean notOn(String text, String version) {
        int at = text.lastIndexOf(version);
        return ProseGood.notOn(text, at, at + version.length());
    }

    @Test
    void aNewerKernelThatIsNotAffectedIsNoGoodEnd() {
        // "not on 5.1" after a bad 4.19: a fixed kernel, not the window's good end
        ReportFeatures f = ReportFeatures.of(report("tg-4@a", "hub ethernet dead after a while on 4.19.66",
                "It dies after an hour on 4.19.66, not on 5.1.\n"));
        assertFalse(f.good().contains("5.1"), f.good().toString());
    }

    @Test
    void deafAndRxDeadAreTheReceiveStall() {
        assertEquals("hang", ReportFeatures.symptomClass("onboard nic goes deaf after a while"));
        assertEquals("hang", ReportFeatures.symptomClass("e100 rx dead after heavy traffic"));
        assertEquals("hang", ReportFeatures.symptomClass("port went deaf"));
        // a word, not a part of one
        assertNotEquals("hang", ReportFeatures.symptomClass("deafult route missing"));
        assertNotEquals("hang", ReportFeatures.symptomClass("rx deadline missed"));
    }

    private static final String NIC = "02:08.0 Ethernet controller [0200]: Intel Corporation 82557/8/9/0/1 Ethernet"
            + " Pro 100 [8086:1229] (rev 08)\n";

    private static Report stall() {
        return mail("tg-10@a", "Ivo Bak <ivo@example.nl>", "Tue, 14 Apr 2009 10:00:00 +0000",
                "e100: receive stops under load since 2.6.29",
                "Hi,\n\nsince 2.6.29.1 the port stops receiving under NFS load; 2.6.28.9 is good, 2.6.29.1 is bad.\n\n"
                        + NIC + "\nIvo\n");
    }

    private static Report wake() {
        return mail("tg-11@b", "Ana Roz <ana@example.es>", "Mon, 4 May 2009 10:00:00 +0000",
                "e100: Wake-on-LAN no longer wakes the box on 2.6.29",
                "Hi,\n\nthe magic packet no longer wakes the machine since 2.6.29.2; 2.6.28.10 is good.\n\n"
                        + "03:00.0 Ethernet controller [0200]: Intel Corporation 82562EZ 10/100 Ethernet Controller"
                        + " [8086:1050] (rev 02)\n\nAna\n");
    }

    private static Report terse(String id, String subject) {
        return mail(id, "Kai Ost <kai@example.de>", "Thu, 9 Jul 2009 10:00:00 +0000", subject,
                "Same NIC driver here, 2.6.30-rc5; 2.6.28 was fine.\n");
    }

    @Test
    void aTerseRxDeadReportJoinsTheStallNotTheWakeOnLanCluster() {
        Clusterer c = placed(List.of(stall(), wake(), terse("tg-12@c", "e100 rx dead after heavy traffic")));
        assertNotNull(c.clusterOf("tg-10@a"));
        assertEquals(c.clusterOf("tg-10@a"), c.clusterOf("tg-12@c"), c.all().toString());
        assertNotEquals(c.clusterOf("tg-11@b"), c.clusterOf("tg-12@c"));
        // with the Wake-on-LAN cluster alone, "rx dead" keeps it out (another symptom); naming no symptom, the driver
        // and the window would have joined it
        Clusterer d = placed(List.of(wake(), terse("tg-13@c", "e100 rx dead after heavy traffic")));
        assertNotEquals(d.clusterOf("tg-11@b"), d.clusterOf("tg-13@c"), d.all().toString());
        Clusterer e = placed(List.of(wake(), terse("tg-14@c", "e100 trouble after heavy traffic")));
        assertEquals(e.clusterOf("tg-11@b"), e.clusterOf("tg-14@c"), e.all().toString());
    }

    @Test
    void hostileTextStaysWithinItsBudget() {
        String many = "4.19.66, not on 4.14,\n".repeat(20_000) + "deaf rx dead ".repeat(100_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            ReportFeatures.of(report("tg-20@h", "rx dead, not on 4.14", many));
            for (int i = 0; i < 10_000; i++) {
                ProseGood.notOn("not on ", 7, 7);
                ProseGood.notOn("", 0, 0);
            }
        });
    }
}
