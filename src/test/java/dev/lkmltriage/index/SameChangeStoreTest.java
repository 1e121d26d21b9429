package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.oneRunAndTwo;
import static dev.lkmltriage.index.StorePuts.raw;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.testkit.TimeBudget;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 4 for session 18's tie (fixtures invented, in the shape of a port driver's shutdown change posted under other
 * titles by other people): the store closed and reopened between the earlier postings and the later one, the later
 * one is placed as in one run ({@code triage.SameChangeLines} restored from the stored texts): it joins the fix's
 * cluster, takes in an earlier posting placed nowhere, and stays apart when the lines were already common before
 * the reopen. A store of many hostile lone patches reopens fast.
 */
class SameChangeStoreTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private static final String FILE = "drivers/pci/pcie/frobdrv.c";
    private static final String ANN = "Ann Port <ann.port@example.com>";
    private static final String BEN = "Ben Other <ben.other@example.org>";
    private static final String LINK = "Link: https://bugzilla.kernel.org/show_bug.cgi?id=208111\n";
    private static final String CHANGE = "-\tpci_disable_device(frob_port_device);\n"
            + "-\tfrob_port_release_vectors(frob_port_device);\n"
            + "+\tif (system_state == SYSTEM_RESTART)\n+\t\tpci_clear_master(frob_port_device);";

    @TempDir
    Path one;
    @TempDir
    Path two;

    private static String patch(String intro, String trailers, String lines) {
        return intro + "\n\n" + trailers + "Signed-off-by: Someone <someone@example.org>\n---\n\ndiff --git a/" + FILE
                + " b/" + FILE + "\nindex 0123456..789abcd 100644\n--- a/" + FILE + "\n+++ b/" + FILE
                + "\n@@ -10,4 +10,4 @@ static void frob_port_shutdown(struct pci_dev *dev)\n context line\n" + lines
                + "\n";
    }

    private static byte[] report() {
        return raw("report@x", null, "Carl User <carl@example.net>", "Mon, 3 Aug 2020 09:00:00 +0000",
                "[Bug 208111] Machine hangs on kexec reboot after port shutdown",
                "Since 5.8 the machine hangs when kexec reboots. The port driver's shutdown disables the device.\n");
    }

    private static byte[] annFix() {
        return raw("ann@x", null, ANN, "Tue, 4 Aug 2020 10:00:00 +0000",
                "[PATCH] PCI: frobdrv: Don't disable the port during shutdown",
                patch("Disabling the port on shutdown hangs kexec reboot.", LINK, CHANGE));
    }

    private static byte[] benPosting(String id, String date) {
        return raw(id, null, BEN, date, "[RFC PATCH] PCI: frobdrv: Only clear bus mastering on kexec reboot",
                patch("No need to disable the device on shutdown.", "", CHANGE));
    }

    @Test
    void aLaterPostingAfterAReopenJoinsTheFixAsInOneRun() throws IOException {
        List<List<String>> c = oneRunAndTwo(one, two, EXTRACTOR, List.of(report(), annFix()),
                List.of(benPosting("ben@x", "Sat, 5 Sep 2020 10:00:00 +0000")), "report@x", "ann@x", "ben@x");
        assertAllInOneClusterAlike(c, "the re-titled posting by another sender");
    }

    /** In one run and in two, the report, the fix and the other posting share one cluster, the same both ways. */
    private static void assertAllInOneClusterAlike(List<List<String>> c, String why) {
        for (List<String> run : c) {
            assertNotNull(run.get(0), c.toString());
            assertEquals(run.get(0), run.get(1), c.toString());
            assertEquals(run.get(0), run.get(2), why + ": " + c);
        }
        assertEquals(c.get(0), c.get(1), "one run and two");
    }

    @Test
    void aFixAfterAReopenTakesInAnEarlierPostingPlacedNowhereAsInOneRun() throws IOException {
        List<List<String>> c = oneRunAndTwo(one, two, EXTRACTOR,
                List.of(report(), benPosting("ben@x", "Sat, 1 Aug 2020 10:00:00 +0000")), List.of(annFix()),
                "report@x", "ann@x", "ben@x");
        assertAllInOneClusterAlike(c, "placed nowhere before the reopen, taken in after");
    }

    @Test
    void linesCommonBeforeTheReopenStayCommonAfterIt() throws IOException {
        // Three other people carried these lines before the fix: they are boilerplate, no posting of one change.
        List<byte[]> earlier = new ArrayList<>();
        for (String who : List.of("dee", "eve", "fay")) {
            earlier.add(raw(who + "@x", null, who + " <" + who + "@example.com>", "Sat, 1 Aug 2020 10:00:00 +0000",
                    "[PATCH] PCI: frobdrv: Tidy the shutdown of " + who, patch("Tidy.", "", CHANGE)));
        }
        earlier.add(report());
        earlier.add(annFix());
        List<List<String>> c = oneRunAndTwo(one, two, EXTRACTOR, earlier,
                List.of(benPosting("ben@x", "Sat, 5 Sep 2020 10:00:00 +0000")), "ann@x", "ben@x");
        for (List<String> run : c) {
            assertNotNull(run.get(0), c.toString());
            assertNotEquals(run.get(0), run.get(1), "common lines tie nothing: " + c);
        }
        assertEquals(c.get(0), c.get(1), "one run and two");
    }

    @Test
    void aStoreOfHugeLonePatchesReopensFast() throws IOException {
        StringBuilder huge = new StringBuilder();
        for (int i = 0; i < 4_000; i++) {
            huge.append(i % 2 == 0 ? "+" : "-").append("\tfrob_write_register(frob_port_device, ").append(i)
                    .append(");\n");
        }
        List<byte[]> raws = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            raws.add(raw("h" + i + "@x", null, BEN, "Wed, 5 Aug 2020 10:00:00 +0000", "[PATCH] PCI: frobdrv: Huge " + i,
                    patch("Huge.", "", huge.toString().strip())));
        }
        StorePuts.ingest(one, EXTRACTOR, raws);
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            try (MailStore store = MailStore.open(one, dev.lkmltriage.triage.ClusterWeights.DEFAULT)) {
                assertEquals(0, store.clusters().size());
            }
        });
    }
}
