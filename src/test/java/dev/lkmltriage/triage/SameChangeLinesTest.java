package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Session 18 (fixtures invented, in the shape of a port driver's shutdown change posted under three titles by two
 * people): postings of one change share their diff's rare lines, in the same file and function, whatever their
 * titles and senders ({@link SameChangeLines}). Near misses: another patch in the same file changing other lines,
 * one shared line, a series part, a posting months later, a follow-up removing what the fix added; hostile diffs
 * end fast.
 */
class SameChangeLinesTest {
    private static final String ANN = "Ann Port <ann.port@example.com>";
    private static final String BEN = "Ben Other <ben.other@example.org>";
    private static final String FILE = "drivers/pci/pcie/frobdrv.c";
    private static final String REPORT_SUBJECT = "[Bug 208111] Machine hangs on kexec reboot after port shutdown";
    private static final String LINK = "Link: https://bugzilla.kernel.org/show_bug.cgi?id=208111\n";
    private static final String CHANGE = "-\tpci_disable_device(frob_port_device);\n"
            + "-\tfrob_port_release_vectors(frob_port_device);\n"
            + "+\tif (system_state == SYSTEM_RESTART)\n+\t\tpci_clear_master(frob_port_device);";

    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static Report mail(String id, String from, String date, String subject, String body) {
        return PatchText.mail(id, null, from, date, subject, body);
    }

    private static String patch(String intro, String trailers, String lines) {
        return PatchText.oneFile(intro, trailers, FILE, lines);
    }

    /** Whether Ben's patch ({@code lines} in the port driver) placed on {@code date} stays out of cluster {@code c}. */
    private boolean apart(String c, String id, String date, String subject, String lines) {
        Clusterer.Placement p = clusterer.place(mail(id, BEN, date, subject, patch("Another change.", "", lines)));
        return p == null || !c.equals(p.clusterId());
    }

    /** The report and Ann's fix naming its bug entry: a cluster with a fix. */
    private String reportAndFix() {
        clusterer.place(mail("report@x", "Carl User <carl@example.net>", "Mon, 3 Aug 2020 09:00:00 +0000",
                REPORT_SUBJECT, "Since 5.8 the machine hangs when kexec reboots; reverting nothing helps. The port"
                        + " driver's shutdown disables the device.\n"));
        Clusterer.Placement p = clusterer.place(mail("ann-v1@x", ANN, "Tue, 4 Aug 2020 10:00:00 +0000",
                "[PATCH] PCI: frobdrv: Don't disable the port during shutdown",
                patch("Disabling the port on shutdown hangs kexec reboot.", LINK, CHANGE)));
        assertNotNull(p, "the fix naming the entry joins its report");
        return p.clusterId();
    }

    @Test
    void aRetitledPostingByAnotherSenderJoinsTheFixesCluster() {
        String c = reportAndFix();
        Clusterer.Placement p = clusterer.place(mail("ben-v1@x", BEN, "Sat, 5 Sep 2020 10:00:00 +0000",
                "[RFC PATCH] PCI: frobdrv: Only clear bus mastering on kexec reboot",
                patch("No need to disable the device on shutdown.", "", CHANGE)));
        assertNotNull(p, "the same lines, another title and sender");
        assertEquals(c, p.clusterId());
        assertEquals("fix", p.role());
        assertTrue(p.reason().contains("same rare lines"), p.reason());
    }

    @Test
    void anEarlierPostingPlacedNowhereIsTakenInByTheLaterFix() {
        clusterer.place(mail("report@x", "Carl User <carl@example.net>", "Mon, 3 Aug 2020 09:00:00 +0000",
                REPORT_SUBJECT, "Since 5.8 the machine hangs when kexec reboots.\n"));
        assertNull(clusterer.place(mail("ben-v1@x", BEN, "Sat, 1 Aug 2020 10:00:00 +0000",
                "[RFC PATCH] PCI: frobdrv: Only clear bus mastering on kexec reboot",
                patch("No need to disable the device on shutdown.", "", CHANGE))), "alone it starts nothing");
        Clusterer.Placement p = clusterer.place(mail("ann-v1@x", ANN, "Tue, 4 Aug 2020 10:00:00 +0000",
                "[PATCH] PCI: frobdrv: Don't disable the port during shutdown",
                patch("Disabling the port on shutdown hangs kexec reboot.", LINK, CHANGE)));
        assertNotNull(p);
        assertEquals(p.clusterId(), clusterer.clusterOf("ben-v1@x"));
    }

    @Test
    void twoDiffAlikePatchesWithNoClusterStartNothing() {
        assertNull(clusterer.place(mail("a@x", ANN, "Sat, 1 Aug 2020 10:00:00 +0000",
                "[PATCH] PCI: frobdrv: Clear bus mastering only", patch("Smaller shutdown.", "", CHANGE))));
        assertNull(clusterer.place(mail("b@x", BEN, "Sun, 2 Aug 2020 10:00:00 +0000",
                "[PATCH] PCI: frobdrv: Simplify the shutdown", patch("Smaller shutdown.", "", CHANGE))));
        assertNull(clusterer.clusterOf("a@x"));
    }

    @Test
    void otherLinesOfTheSameFileOneSharedLineASeriesPartOrMonthsLaterTieNothing() {
        String c = reportAndFix();
        String day = "Wed, 5 Aug 2020 10:00:00 +0000";
        assertTrue(apart(c, "o@x", day, "[PATCH] PCI: frobdrv: Use the managed vector allocation",
                "-\tret = frob_port_alloc_vectors(frob_port_device, nvec);\n"
                        + "+\tret = pcim_frob_alloc_vectors(frob_port_device, nvec);"), "another change in the file");
        assertTrue(apart(c, "one@x", day, "[PATCH] PCI: frobdrv: Release vectors in remove",
                "-\tfrob_port_release_vectors(frob_port_device);\n+\tfrob_port_put_vectors(frob_port_device);"),
                "one shared line");
        assertTrue(apart(c, "part@x", day, "[PATCH 3/5] PCI: frobdrv: Rework shutdown", CHANGE), "a series part");
        assertTrue(apart(c, "late@x", "Mon, 4 Jan 2021 10:00:00 +0000",
                "[PATCH] PCI: frobdrv: Only clear bus mastering on restart", CHANGE), "five months later");
    }

    /** A diff reworking the shared statement and adding twelve lines of its own, named {@code name}. */
    private static String reworkAnd(String name) {
        StringBuilder d = new StringBuilder("-\tpci_disable_device(frob_port_device);\n"
                + "-\tfrob_port_release_vectors(frob_port_device);\n+\tval = frob_port_flags(frob_port_device);\n");
        for (int i = 0; i < 12; i++) {
            d.append("+\tfrob_port_").append(name).append("_window(frob_port_device, ").append(i).append(");\n");
        }
        return d.toString().strip();
    }

    @Test
    void theSameStatementReworkedAmongManyOtherLinesIsAnotherChange() {
        clusterer.place(mail("report@x", "Carl User <carl@example.net>", "Mon, 3 Aug 2020 09:00:00 +0000",
                REPORT_SUBJECT, "Since 5.8 the machine hangs when kexec reboots.\n"));
        String c = clusterer.place(mail("ann-v1@x", ANN, "Tue, 4 Aug 2020 10:00:00 +0000",
                "[PATCH] PCI: frobdrv: Map the shutdown window", patch("Map it.", LINK, reworkAnd("shutdown"))))
                .clusterId();
        Clusterer.Placement p = clusterer.place(mail("ecrc@x", ANN, "Wed, 5 Aug 2020 10:00:00 +0000",
                "[PATCH] PCI: frobdrv: Add ECRC support", patch("Program ECRC.", "", reworkAnd("ecrc"))));
        assertTrue(p == null || !c.equals(p.clusterId()), "three shared lines of fifteen: " + p);
    }

    @Test
    void aFollowUpRemovingWhatTheFixAddedTiesNothing() {
        String c = reportAndFix();
        assertTrue(apart(c, "f@x", "Wed, 5 Aug 2020 10:00:00 +0000",
                "[PATCH] PCI: frobdrv: Move the restart check to the core",
                "-\tif (system_state == SYSTEM_RESTART)\n-\t\tpci_clear_master(frob_port_device);\n"
                        + "-\tpci_disable_device(frob_port_device);\n-\tfrob_port_release_vectors(frob_port_device);"),
                "a follow-up of the fix");
    }

    @Test
    void hostileDiffsEndFastWithBoundedKeys() {
        StringBuilder huge = new StringBuilder();
        for (int i = 0; i < 50_000; i++) {
            huge.append(i % 2 == 0 ? "+" : "-").append("\tfrob_write_register(frob_port_device, ").append(i)
                    .append(");\n");
        }
        huge.append("+").append("x".repeat(2_000_000)).append('\n');
        String body = patch("Huge.", "", huge.toString());
        // Parsing and extracting the mail is not what is timed: the reports are built first.
        java.util.List<Report> hostile = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++) {
            hostile.add(mail("h" + i + "@x", BEN, "Wed, 5 Aug 2020 10:00:00 +0000", "[PATCH] PCI: frobdrv: Huge " + i,
                    body));
        }
        reportAndFix();
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            assertTrue(SameChangeLines.keys("[PATCH] huge", body).size() <= SameChangeLines.MAX_PATCH_KEYS);
            assertTrue(SameChangeLines.keys(null, body).isEmpty());
            assertTrue(SameChangeLines.keys("[PATCH] x", null).isEmpty());
            assertTrue(SameChangeLines.keys("[PATCH] x", "diff --git\n@@\n+\n-\n").isEmpty());
            hostile.forEach(clusterer::place);
        });
    }
}
