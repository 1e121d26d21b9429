package dev.lkmltriage.index;

import static dev.lkmltriage.index.PartAnswersStoreTest.mail;
import static dev.lkmltriage.index.StorePuts.store;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Session 34 (cluster54; fixtures invented) across a reopen of the store: a series part placed nowhere that says it
 * fixes something is taken in, standing alone, by a later posting of it under the same author and title that becomes
 * a cluster's fix (session 19, {@code triage.LinkedPatches#unplacedPart}). The run that stored the part kept it by its
 * version key only; the store now restores it from the part's subject, sender, text and facts, so the later posting
 * takes it in after a reopen as in one run. Near misses: its sibling part and the cover.
 */
class PartPostingStoreTest {
    @TempDir
    Path data;

    private static final String ANN = "Ann Port <ann.port@example.com>";
    private static final String FILE = "drivers/pci/pcie/frobdrv.c";
    private static final String TITLE = "PCI: frobdrv: Don't disable the port during shutdown";
    private static final String CHANGE = "-\tpci_disable_device(frob_port_device);\n"
            + "+\tif (system_state == SYSTEM_RESTART)\n+\t\tpci_clear_master(frob_port_device);";

    private static String patch(String log) {
        return log + "\n\nSigned-off-by: " + ANN + "\n---\ndiff --git a/" + FILE + " b/" + FILE + "\n--- a/" + FILE
                + "\n+++ b/" + FILE + "\n@@ -10,3 +10,4 @@\n context line\n" + CHANGE + "\n";
    }

    @Test
    void aPartIsTakenInByALaterPostingAfterAReopen() throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store(store, mail("cover@ann", ANN, "Mon, 3 Aug 2020 09:00:00 +0000",
                    "[PATCH 0/2] PCI: frobdrv: Port fixes for the frob bridge", "Two changes.\n\nAnn\n", null, null));
            store(store, mail("p1@ann", ANN, "Mon, 3 Aug 2020 09:00:01 +0000",
                    "[PATCH 1/2] PCI: frobdrv: Add the frob bridge id", patch("Add the id."), "cover@ann",
                    "cover@ann"));
            store(store, mail("p2@ann", ANN, "Mon, 3 Aug 2020 09:00:02 +0000", "[PATCH 2/2] " + TITLE,
                    patch("Disabling the port on shutdown hangs kexec reboot."), "cover@ann", "cover@ann"));
            store.flush();
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store(store, mail("report@carl", "Carl User <carl@example.net>", "Wed, 5 Aug 2020 08:00:00 +0000",
                    "[Bug 208111] Machine hangs on kexec reboot after port shutdown",
                    "Since 5.8 the machine hangs when kexec reboots. The port driver's shutdown disables the"
                            + " device.\n", null, null));
            store(store, mail("v2@ann", ANN, "Thu, 6 Aug 2020 09:00:00 +0000", "[PATCH v2] " + TITLE,
                    patch("Disabling the port on shutdown hangs kexec reboot.\n\n"
                            + "Link: https://bugzilla.kernel.org/show_bug.cgi?id=208111"), null, null));
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            String fix = search.message("v2@ann").orElseThrow().cluster();
            assertNotNull(fix, "the lone posting naming the entry is a fix");
            assertEquals(fix, search.message("report@carl").orElseThrow().cluster(), "of the report's cluster");
            assertEquals(fix, search.message("p2@ann").orElseThrow().cluster(), "the earlier part, after a reopen");
            assertNull(search.message("p1@ann").orElseThrow().cluster(), "near miss: its sibling part");
            assertNull(search.message("cover@ann").orElseThrow().cluster(), "near miss: the cover");
        }
    }
}
