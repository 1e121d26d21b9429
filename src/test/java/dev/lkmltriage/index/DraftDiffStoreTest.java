package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.put;
import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Session 17 ({@code triage.DraftDiffs}) across a reopen: a report pasting a draft diff starts a cluster in one run;
 * in the next, after the store is reopened, the patch adding the draft's lines joins it as its fix, as in one run
 * (the draft lines are kept among the cluster's stored log-line keys).
 */
class DraftDiffStoreTest {
    @TempDir
    Path data;

    @Test
    void thePatchAddingAStoredReportsDraftLinesJoinsItAfterAReopen() throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            put(store, mail("kexec@x", "kexec -e not working: root disk not detected", null, List.of(),
                    "The second kernel does not find the disk. This works around it:\n\n"
                            + "diff --git a/drivers/ata/frob.c b/drivers/ata/frob.c\n"
                            + "@@ -81,6 +81,7 @@ enum board_ids {\n"
                            + " +static void frob_shutdown_one(struct pci_dev *dev);\n"
                            + " +       .shutdown               = frob_shutdown_one,\n\nAny help is welcome.\n"),
                    MessageKind.REPORT);
            store.flush();
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            put(store, mail("shutdown@x", "[PATCH] ata: frob: Add shutdown to quiesce the controller", null,
                    List.of(), "Keep no DMA running across kexec.\n\nSigned-off-by: Tester <t@example.org>\n---\n"
                            + "diff --git a/drivers/ata/frob.c b/drivers/ata/frob.c\n--- a/drivers/ata/frob.c\n"
                            + "+++ b/drivers/ata/frob.c\n@@ -81,6 +81,7 @@ enum board_ids {\n"
                            + "+static void frob_shutdown_one(struct pci_dev *dev);\n"
                            + "+\t.shutdown\t\t= frob_shutdown_one,\n"), MessageKind.PATCH);
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            String cluster = search.message("kexec@x").orElseThrow().cluster();
            assertNotNull(cluster);
            StoredMessage fix = search.message("shutdown@x").orElseThrow();
            assertEquals(cluster, fix.cluster(), "the draft lines restored with the cluster's keys");
            assertEquals("fix", fix.role());
        }
    }
}
