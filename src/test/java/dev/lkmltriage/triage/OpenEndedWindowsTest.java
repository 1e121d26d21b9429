package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.KernelFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.ingest.TestMails;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.report.Report;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 28 (cluster43): two reports that each name only the kernel their author ran (no good kernel on either
 * side) have no regression window in common, even in one release series; a shared common driver and that are no
 * duplicate. A window with a good kernel, a re-send's rare log lines, still tie.
 */
class OpenEndedWindowsTest {
    /** The shipped weights, under which a shared driver and window alone join (the hand-set defaults need more). */
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    /** A report by {@code from} whose facts are the driver its log names and the kernels with their verdicts. */
    private static Report report(String id, String from, String subject, String text, String driver,
                                 String... verdicts) {
        Mail t = TestMails.mail(id, subject, null, List.of(), text);
        Mail m = new Mail(t.messageId(), t.messageIdDerived(), t.subject(), from, t.date(), t.listId(),
                t.inReplyTo(), t.references(), t.headers(), t.text(), t.parts(), t.spans(), t.problems(),
                t.contentHash());
        List<KernelFact> kernels = new ArrayList<>();
        for (String v : verdicts) {
            String[] p = v.split(" ");
            kernels.add(new KernelFact(p[0], p[0], p[1], false, 0, p[0].length()));
        }
        return new Report(m, id, new Facts(MessageKind.REPORT, List.of(), kernels, List.of(), List.of(),
                List.of(driver), List.of(), null), null);
    }

    @Test
    void twoReportsOfOneReleaseSeriesAndOneCommonDriverStayApart() {
        Clusterer.Placement a = clusterer.place(report("a@x", "Ann <ann@example.org>",
                "Dock ports stay in D3 after runtime resume",
                "Since moving to 5.3-rc2 the dock's ports no longer come back from runtime suspend.", "xhci_hcd",
                "5.3-rc2 bad"));
        Clusterer.Placement b = clusterer.place(report("b@x", "Bo <bo@example.net>",
                "All USB gone after s2idle on a new notebook",
                "On this new notebook every USB port is dead once it wakes from s2idle; 5.3-rc6 here.", "xhci_hcd",
                "5.3-rc6 bad"));
        assertEquals("first report", b.reason());
        assertNotEquals(a.clusterId(), b.clusterId());
        Clusterer.Placement c = clusterer.place(report("c@x", "Cy <cy@example.com>",
                "Dock drops every device after some hours",
                "Randomly the dock lets go of everything behind it, ever since 5.4 and still on 5.7.4.",
                "thunderbolt", "5.4 bad", "5.7.4 bad"));
        Clusterer.Placement d = clusterer.place(report("d@x", "Di <di@example.com>",
                "Waking from s2idle takes a minute", "Wake-up from s2idle takes about a minute on 5.4-rc2.",
                "thunderbolt", "5.4-rc2 bad"));
        assertNotEquals(c.clusterId(), d.clusterId(), d.reason());
    }

    @Test
    void aWindowWithAGoodKernelStillTiesTwoReportsOfOneDriver() {
        Clusterer.Placement a = clusterer.place(report("a@x", "Ann <ann@example.org>",
                "Dock ports stay in D3 after runtime resume",
                "Fine on 5.2, broken on 5.3-rc2: the dock's ports no longer come back.", "xhci_hcd",
                "5.2 good", "5.3-rc2 bad"));
        Clusterer.Placement b = clusterer.place(report("b@x", "Bo <bo@example.net>",
                "USB behind the dock dead after runtime suspend",
                "5.2 works, 5.3-rc6 does not: nothing behind the dock answers once it suspends.", "xhci_hcd",
                "5.2 good", "5.3-rc6 bad"));
        assertEquals(a.clusterId(), b.clusterId(), b.reason());
        assertTrue(b.reason().contains("window"), b.reason());
        // the other side that matters: a window that closed before the second report's good kernel
        assertFalse(KernelSort.overlap(List.of("5.2"), List.of("5.3-rc2"), List.of("5.4"), List.of("5.5")));
        // one side open-ended, its bad kernel inside the other's window: still a window (unchanged)
        assertTrue(KernelSort.overlap(List.of("5.2"), List.of("5.3"), List.of(), List.of("5.3-rc6")));
    }

    @Test
    void aResentReportStillJoinsItsFirstSendingByItsRareLogLines() {
        String log = String.join("\n",
                "[  812.104233] thunderbolt 0000:00:0d.2: 0:1: hotplug: scanning",
                "[  812.104981] thunderbolt 0000:00:0d.2: 0:1: is unplugged (state: 7)",
                "[  812.119027] xhci_hcd 0000:3a:00.0: port 2 lost its link after the dock reset");
        Clusterer.Placement first = clusterer.place(report("r1@x", "Cy <cy@example.com>",
                "Dock drops every device after some hours", "Ever since 5.4, still on 5.7.4:\n" + log,
                "thunderbolt", "5.4 bad", "5.7.4 bad"));
        Clusterer.Placement again = clusterer.place(report("r2@x", "Cy <cy@example.com>",
                "Ice Lake notebook and its dock: devices lost", "Sending again, ever since 5.4:\n" + log,
                "thunderbolt", "5.4 bad", "5.7.4 bad"));
        assertEquals(first.clusterId(), again.clusterId(), again.reason());
        assertFalse(again.reason().contains("window"), again.reason());
    }
}
