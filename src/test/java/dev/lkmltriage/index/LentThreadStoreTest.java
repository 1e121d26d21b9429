package dev.lkmltriage.index;

import static dev.lkmltriage.index.PartAnswersStoreTest.mail;
import static dev.lkmltriage.index.StorePuts.store;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Session 34 (cluster54; fixtures invented) across a reopen of the store: part 2 of a cover-less series names a bug
 * entry, stands alone, joins the report's cluster and lends it the series' thread (session 14); a review of part 1
 * answers no member and strays, placed nowhere. After a reopen, a later posting of part 2 links part 1, which joins as
 * an earlier fix: the thread is the cluster's through its root now, and the review that strayed from it while it was
 * lent follows, as in one run. Before, the store read no headers of the lent thread's replies and restored the review
 * as nothing at all; then an answer to it joined the cluster and the review stayed out.
 */
class LentThreadStoreTest {
    @TempDir
    Path data;

    private static final String ANN = "Ann Port <ann.port@example.com>";
    private static final String CARL = "Carl User <carl@example.net>";
    private static final String FILE = "drivers/pci/pcie/frobdrv.c";
    private static final String TITLE = "PCI: frobdrv: Don't disable the port during shutdown";
    private static final String T1 = "[PATCH 1/2] PCI: frobdrv: Add the frob bridge id";
    private static final String LINK = "Link: https://bugzilla.kernel.org/show_bug.cgi?id=208111";

    private static String patch(String log, String hunk) {
        return log + "\n\nSigned-off-by: " + ANN + "\n---\ndiff --git a/" + FILE + " b/" + FILE + "\n--- a/" + FILE
                + "\n+++ b/" + FILE + "\n@@ -10,3 +10,4 @@\n context line\n" + hunk + "\n";
    }

    private static final String CHANGE = "-\tpci_disable_device(frob_port_device);\n"
            + "+\tif (system_state == SYSTEM_RESTART)\n+\t\tpci_clear_master(frob_port_device);";

    @Test
    void aReviewThatStrayedFromALentThreadFollowsWhenTheRootJoins() throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store(store, mail("report@carl", CARL, "Mon, 3 Aug 2020 08:00:00 +0000",
                    "[Bug 208111] Machine hangs on kexec reboot after port shutdown",
                    "Since 5.8 the machine hangs when kexec reboots. The port driver's shutdown disables the"
                            + " device.\n", null, null));
            store(store, mail("p1@ann", ANN, "Mon, 3 Aug 2020 09:00:00 +0000", T1,
                    patch("Add the id.", "+\t{ PCI_DEVICE(PCI_VENDOR_ID_FROB, 0x1234) },"), null, null));
            store(store, mail("p2@ann", ANN, "Mon, 3 Aug 2020 09:00:01 +0000", "[PATCH 2/2] " + TITLE,
                    patch("Disabling the port on shutdown hangs kexec reboot.\n\n" + LINK, CHANGE), "p1@ann",
                    "p1@ann"));
            store(store, mail("s@rita", "Rita Reviewer <rita@example.org>", "Tue, 4 Aug 2020 10:00:00 +0000",
                    "Re: " + T1, "Is 0x1234 the bridge or its port?\n\nRita\n", "p1@ann", "p1@ann"));
            store.flush();
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store(store, mail("v2@ann", ANN, "Thu, 6 Aug 2020 09:00:00 +0000", "[PATCH v2] " + TITLE,
                    patch("Disabling the port on shutdown hangs kexec reboot.\n\nIt needs the id patch,"
                            + " https://lore.kernel.org/r/p1@ann\n\n" + LINK, CHANGE), null, null));
            store(store, mail("r@ann", ANN, "Thu, 6 Aug 2020 11:00:00 +0000", "Re: " + T1,
                    "The port; the bridge has no id of its own.\n\nAnn\n", "p1@ann", "s@rita"));
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            String c = search.message("p2@ann").orElseThrow().cluster();
            assertNotNull(c, "part 2 names the entry");
            assertEquals(c, search.message("p1@ann").orElseThrow().cluster(), "part 1 joins as an earlier fix");
            assertEquals(c, search.message("s@rita").orElseThrow().cluster(), "the review follows, after a reopen");
            assertEquals(c, search.message("r@ann").orElseThrow().cluster(), "and the answer to it");
        }
    }
}
