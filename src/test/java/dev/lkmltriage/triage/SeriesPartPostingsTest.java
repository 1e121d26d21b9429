package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 19 (fixtures invented, in the shape of a port driver's shutdown fix sent first as part 2/2 of a small series
 * and later alone): a series part placed nowhere that says it fixes something joins, standing alone, the cluster a
 * later posting of it (same author, same title) becomes a fix of ({@link LinkedPatches#unplacedPart}). Near misses:
 * its sibling part and cover, the series thread's replies, another author's part under the same title, a part that
 * says it fixes nothing, a part under another title; many parts under one title and a huge subject end fast.
 */
class SeriesPartPostingsTest {
    private static final String ANN = "Ann Port <ann.port@example.com>";
    private static final String BEN = "Ben Other <ben.other@example.org>";
    private static final String FILE = "drivers/pci/pcie/frobdrv.c";
    private static final String DAY = "Mon, 3 Aug 2020 09:00:00 +0000";
    private static final String TITLE = "PCI: frobdrv: Don't disable the port during shutdown";
    private static final String LINK = "Link: https://bugzilla.kernel.org/show_bug.cgi?id=208111\n";
    private static final String CHANGE = "-\tpci_disable_device(frob_port_device);\n"
            + "+\tif (system_state == SYSTEM_RESTART)\n+\t\tpci_clear_master(frob_port_device);";

    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static Report mail(String id, String thread, String from, String subject, String body) {
        return PatchText.mail(id, thread, from, DAY, subject, body);
    }

    private static String patch(String intro, String trailers, String lines) {
        return PatchText.oneFile(intro, trailers, FILE, lines);
    }

    /** {@code from}'s two-part series in thread {@code cover}, part 2 titled {@code title}; nothing is placed. */
    private void series(String cover, String from, String title) {
        assertNull(clusterer.place(mail(cover, null, from, "[PATCH 0/2] PCI: frobdrv: Port fixes for the frob bridge",
                "Two changes for the frob bridge.\n")));
        assertNull(clusterer.place(mail(cover + ".1", cover, from, "[PATCH 1/2] PCI: frobdrv: Add the frob bridge id",
                patch("Add the id.", "", "+\t{ PCI_DEVICE(PCI_VENDOR_ID_FROB, 0x1234) },"))));
        assertNull(clusterer.place(mail(cover + ".2", cover, from, "[PATCH 2/2] " + title,
                patch("Disabling the port on shutdown hangs kexec reboot.", "", CHANGE))));
    }

    /** The report and Ann's later lone posting naming its bug entry, titled {@code title}: the fix's cluster. */
    private String reportAndLonePosting(String title) {
        clusterer.place(mail("report@x", null, "Carl User <carl@example.net>",
                "[Bug 208111] Machine hangs on kexec reboot after port shutdown",
                "Since 5.8 the machine hangs when kexec reboots. The port driver's shutdown disables the device.\n"));
        Clusterer.Placement p = clusterer.place(mail("ann-v2@x", null, ANN, "[PATCH v2] " + title,
                patch("Disabling the port on shutdown hangs kexec reboot.", LINK, CHANGE)));
        assertNotNull(p, "the fix naming the entry joins its report");
        return p.clusterId();
    }

    @Test
    void theEarlierPartJoinsStandingAloneAndItsSeriesStaysOut() {
        series("cover@x", ANN, TITLE);
        String c = reportAndLonePosting(TITLE);
        assertEquals(c, clusterer.clusterOf("cover@x.2"), "the same fix, posted first as part 2/2");
        assertNull(clusterer.clusterOf("cover@x.1"), "its sibling part is the series' own");
        assertNull(clusterer.clusterOf("cover@x"), "the cover too");
        assertNull(clusterer.place(mail("review@x", "cover@x", "Rita Reviewer <rita@example.org>",
                "Re: [PATCH 1/2] PCI: frobdrv: Add the frob bridge id", "Looks good to me.\n")),
                "the series thread is not lent");
    }

    @Test
    void anotherAuthorsPartAPartFixingNothingOrUnderAnotherTitleStaysOut() {
        series("ben@x", BEN, TITLE);
        series("other@x", ANN, "PCI: frobdrv: Clear bus mastering on kexec reboot");
        reportAndLonePosting(TITLE);
        assertNull(clusterer.clusterOf("ben@x.2"), "same title, another author");
        assertNull(clusterer.clusterOf("other@x.2"), "another title");
        series("cleanup@x", ANN, "PCI: frobdrv: Rework the port shutdown helpers");
        Clusterer.Placement p = clusterer.place(mail("rework-v2@x", null, ANN,
                "[PATCH v2] PCI: frobdrv: Rework the port shutdown helpers",
                patch("Rework.", LINK, "-\tfrob_port_old_helper(frob_port_device);\n"
                        + "+\tfrob_port_new_helper(frob_port_device, FROB_FLAGS);")));
        assertNotNull(p, "the lone posting naming the entry is a fix");
        assertNull(clusterer.clusterOf("cleanup@x.2"), "a part saying it fixes nothing is no fix's posting");
    }

    @Test
    void manyPartsUnderOneTitleAndAHugeSubjectEndFast() {
        List<Report> parts = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            parts.add(mail("p" + i + "@x.2", "p" + i + "@x", ANN, "[PATCH 2/2] " + TITLE,
                    patch("Again.", "", CHANGE)));
        }
        Report huge = mail("huge@x.2", "huge@x", ANN, "[PATCH 2/2] PCI: frobdrv: Fix " + "x ".repeat(400_000),
                patch("Huge.", "", CHANGE));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            parts.forEach(clusterer::place);
            clusterer.place(huge);
            String c = reportAndLonePosting(TITLE);
            int taken = 0;
            for (int i = 0; i < 2_000; i++) {
                taken += c.equals(clusterer.clusterOf("p" + i + "@x.2")) ? 1 : 0;
            }
            assertTrue(taken <= 4, "at most a few parts a title: " + taken);
        });
    }
}
