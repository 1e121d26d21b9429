package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.ingest.TestMails;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.mail.TextPart;
import java.time.OffsetDateTime;
import java.util.List;
import dev.lkmltriage.report.Report;
import org.junit.jupiter.api.Test;

/**
 * How reports of one problem find each other on real lists, where most carry few extracted facts: the same
 * bugzilla entry, a lore link in prose, a revert of the blamed commit, a reply whose report never reached the
 * archive, the same unusual kernel log lines. Each test also shows the rule does not over-reach.
 */
class RealMailSignalsTest {
    private static final String BLAMED = "c2bf1fc212f7e8ad0b5ad9a3d6b8e4f8b1c0e9a1";
    private final Clusterer clusterer = new Clusterer(ClusterWeights.DEFAULT);

    private static Report msg(String id, String subject, String parent, MessageKind kind, List<CommitFact> commits,
                              String text) {
        return TestMails.report(id, subject, parent, kind, commits, text);
    }

    private static Report report(String id, String subject, String text) {
        return msg(id, subject, null, MessageKind.REPORT, List.of(), text);
    }

    /**
     * {@code r} sent by a second person: the test mails all come from one sender, and a sender's new thread under
     * another subject linking their own report is taken as a new problem ({@link OwnLinkTest}).
     */
    private static Report fromOther(Report r) {
        Mail m = r.mail();
        return new Report(new Mail(m.messageId(), m.messageIdDerived(), m.subject(), "Other Reporter <o@example.net>",
                m.date(), m.listId(), m.inReplyTo(), m.references(), m.headers(), m.text(), m.parts(), m.spans(),
                m.problems(), m.contentHash()), r.threadId(), r.facts(), r.origin());
    }

    private static CommitFact commit(String hash, String role) {
        return new CommitFact(hash, role, null, "test", false, 0, 1);
    }

    @Test
    void reportsNamingOneBugzillaEntryShareAClusterAndAPatchNamingItIsItsFix() {
        String a = clusterer.place(report("a@x", "Resume from suspend stalls I/O on Ryzen",
                "Filed as https://bugzilla.kernel.org/show_bug.cgi?id=204413 with dmesg.")).clusterId();
        Clusterer.Placement b = clusterer.place(report("b@x", "[Bug 204413] New: link delays cause regression",
                "Forwarded from bugzilla."));
        Clusterer.Placement other = clusterer.place(report("c@x", "Resume from suspend stalls I/O on Intel",
                "See https://bugzilla.kernel.org/show_bug.cgi?id=209361 instead."));
        Clusterer.Placement fix = clusterer.place(msg("p@x", "[PATCH] PCI: add a quirk", null, MessageKind.PATCH,
                List.of(), "Link: https://bugzilla.kernel.org/show_bug.cgi?id=204413\nSigned-off-by: x"));
        assertEquals(a, b.clusterId());
        assertEquals("duplicate", b.role());
        assertTrue(b.reason().contains("link"), b.reason());
        assertNotEquals(a, other.clusterId(), "another bugzilla entry is another problem");
        assertEquals(a, fix.clusterId());
        assertEquals("fix", fix.role());
        assertTrue(fix.reason().contains("bugzilla:204413"), fix.reason());
    }

    @Test
    void aBugzillaUrlInQuotedTextIsNotTheAuthorsClaim() {
        String a = clusterer.place(report("a@x", "Resume from suspend stalls I/O on Ryzen",
                "https://bugzilla.kernel.org/show_bug.cgi?id=204413")).clusterId();
        String text = "> https://bugzilla.kernel.org/show_bug.cgi?id=204413\nMine is a different machine.";
        Mail m = new Mail("q@x", false, "Laptop fails to resume", "T <t@example.org>",
                OffsetDateTime.parse("2020-01-01T00:00:00Z"), null, null, List.of(), List.of(), text,
                List.of(new TextPart("text/plain", null, "UTF-8", 0, text.length(), false)),
                List.of(new Span(0, 53, SpanKind.QUOTE), new Span(53, text.length(), SpanKind.PROSE)), List.of(),
                "h");
        Clusterer.Placement q = clusterer.place(new Report(m, "q@x", new Facts(MessageKind.REPORT, List.of(),
                List.of(), List.of(), List.of(), List.of(), List.of(), null), null));
        assertNotEquals(a, q.clusterId());
    }

    @Test
    void aLoreLinkInProseJoinsTheReportItPointsAt() {
        String a = clusterer.place(report("CAEzXK1r@mail.gmail.com", "Problem with PCIe enumeration of a TPU",
                "BAR 0 not assigned")).clusterId();
        Clusterer.Placement b = clusterer.place(fromOther(report("b@x", "Edge TPU still not enumerated",
                "Same as reported at https://lore.kernel.org/linux-pci/CAEzXK1r@mail.gmail.com/ last month.")));
        assertEquals(a, b.clusterId());
    }

    @Test
    void aReportMentioningTheBlamedCommitJoinsAndItsRevertIsTheFix() {
        String a = clusterer.place(msg("a@x", "\"PCI: Add absent link waits\" causes regression", null,
                MessageKind.REPORT, List.of(commit(BLAMED, "culprit")), "bisected")).clusterId();
        Clusterer.Placement b = clusterer.place(msg("b@x", "pcie_wait_for_link_delay takes a second", null,
                MessageKind.REPORT, List.of(commit("c2bf1fc212f7", "reference")), "added in c2bf1fc212f7"));
        Clusterer.Placement revert = clusterer.place(msg("r@x", "[PATCH] Revert \"PCI: Add absent link waits\"",
                null, MessageKind.PATCH, List.of(commit("c2bf1fc212f7", "reference")), "This reverts commit"));
        Clusterer.Placement ownCulprit = clusterer.place(msg("o@x", "suspend broken since 5.3", null,
                MessageKind.REPORT, List.of(commit("0123456789ab", "culprit"), commit("c2bf1fc212f7", "reference")),
                "bisected to 0123456789ab"));
        assertEquals(a, b.clusterId());
        assertEquals(a, revert.clusterId());
        assertEquals("fix", revert.role());
        assertNotEquals(a, ownCulprit.clusterId(), "a report that bisected to another commit is another problem");
    }

    @Test
    void aReplyWhoseReportNeverArrivedStandsForItAndLaterOnesFollowBySubject() {
        Clusterer.Placement first = clusterer.place(msg("r1@x", "Re: OX16PCI954 weird dmesg on rb532",
                "missing1@x", MessageKind.REPLY, List.of(), "Are you booting with a DT?"));
        Clusterer.Placement second = clusterer.place(msg("r2@x", "Re: OX16PCI954 weird dmesg on rb532",
                "missing2@x", MessageKind.REPLY, List.of(), "Which host bridge driver?"));
        Clusterer.Placement patchTalk = clusterer.place(msg("r3@x", "Re: [PATCH v2] PCI: fix OX16PCI954",
                "missing3@x", MessageKind.REPLY, List.of(), "Applied"));
        assertNotNull(first);
        assertEquals("report", first.role());
        assertEquals(first.clusterId(), second.clusterId());
        assertEquals("reply", second.role());
        assertNull(patchTalk, "replies about a patch stand for no report");
    }

    @Test
    void aReplyToAThreadThatWasSeenAndNotPlacedIsNoOrphan() {
        assertNull(clusterer.place(msg("q@x", "How do I read the link status register?", null, MessageKind.OTHER,
                List.of(), "a question")));
        assertNull(clusterer.place(msg("a@x", "Re: How do I read the link status register?", "q@x",
                MessageKind.REPLY, List.of(), "use setpci")));
    }

    private static String log(String... lines) {
        StringBuilder b = new StringBuilder("Boot log:\n");
        for (String l : lines) {
            b.append("[    1.234567] ").append(l).append('\n');
        }
        return b.toString();
    }

    private static final String[] COLLISION = {
        "ravel-pcie soc:pcie: MEM 0xfffffffffffff000..0x00ffffefff -> 0x0200000000",
        "ravel-pcie soc:pcie: IO 0xfffffffffffff000..0x00ffffefff -> 0x0200000000",
        "ravel-pcie soc:pcie: resource clash: [mem 0xe2040000-0xe2041fff] overlaps",
    };

    @Test
    void reportsPastingTheSameUnusualLogLinesShareACluster() {
        String a = clusterer.place(report("a@x", "[Bug 208814] resource clash", log(COLLISION))).clusterId();
        Clusterer.Placement b = clusterer.place(report("b@x", "Ravel 612 PCIe dead after 5.8 update",
                "Here are the boot messages:\n" + log(COLLISION)));
        Clusterer.Placement c = clusterer.place(report("c@x", "Ravel 612 ethernet is slow",
                log("ravel-eth e2070000.ethernet eth0: Link is Up - 100Mbps/Full - flow control rx",
                        "ravel-eth e2034000.ethernet eth1: Link is Up - 100Mbps/Full - flow control rx")));
        assertEquals(a, b.clusterId());
        assertTrue(b.reason().contains("log"), b.reason());
        assertNotEquals(a, c.clusterId());
    }

    @Test
    void logLinesManyClustersCarryAreBoilerplateNotAFingerprint() {
        String[] boiler = {
            "pci_bus 0000:00: root bus resource [io  0x0000-0x0cf7 window]",
            "pci_bus 0000:00: root bus resource [mem 0x000a0000-0x000bffff window]",
            "pci 0000:00:00.0: [8086:3e30] type 00 class 0x060000 conventional PCI endpoint",
        };
        // Four reports that each blame their own commit: they stay apart and make the lines common.
        for (int i = 0; i < 4; i++) {
            clusterer.place(msg("r" + i + "@x", "regression number " + i, null, MessageKind.REPORT,
                    List.of(commit(i + "aaaaaaaaaaa" + i, "culprit")), log(boiler)));
        }
        assertEquals(4, clusterer.all().size());
        Clusterer.Placement late = clusterer.place(report("late@x", "another thing broke", log(boiler)));
        assertEquals("report", late.role(), late.reason());
    }

    @Test
    void logLinesAreTheAuthorsPastedKernelMessagesOnly() {
        Mail m = TestMails.mail("l@x", "s", null, List.of(), String.join("\n",
                "[   36.136554] pcieport 0000:05:00.0: Refused to change power state, currently in D3",
                "Mar  4 09:12:55 deskbox kernel: [  842.207113] nouveau 0000:01:00.0: fifo: PBDMA0: 01000000",
                "  ravel-pcie soc:pcie:      MEM 0x00e2040000..0x00e2041fff -> 0x0000040000",
                "Note that: this is prose and no log line at all, however long it is",
                "short: line"));
        assertEquals(3, LogLines.of(m).size());
        Mail same = TestMails.mail("m@x", "s", null, List.of(),
                "[ 9.1] pcieport 0000:05:00.0: Refused to change power state, currently in D3");
        assertTrue(LogLines.of(m).containsAll(LogLines.of(same)), "timestamps do not matter");
    }

    @Test
    void openEndedWindowsNeverOverlapEvenWithinOneReleaseSeries() {
        assertFalse(KernelSort.overlap(List.of(), List.of("5.6-rc6"), List.of(), List.of("5.7.4")));
        // session 28: one release series run by two authors is not a window (OpenEndedWindowsTest)
        assertFalse(KernelSort.overlap(List.of(), List.of("5.7"), List.of(), List.of("5.7.4")));
        assertFalse(KernelSort.overlap(List.of(), List.of("5.7-rc2"), List.of(), List.of("5.7")));
        assertTrue(KernelSort.overlap(List.of("5.4.48"), List.of("5.4.49"), List.of(), List.of("5.7")));
        assertFalse(KernelSort.overlap(List.of("5.6"), List.of("5.7"), List.of("5.8"), List.of("5.9")));
    }
}
