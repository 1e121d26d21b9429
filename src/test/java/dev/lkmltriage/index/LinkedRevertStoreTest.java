package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.put;
import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Session 16 ({@code triage.LinkedReverts}) across a reopen: a revert posted under a cover is placed nowhere in one
 * run; in the next, after the store is reopened, a report quoting the reverted commit's title and linking the revert
 * brings it in as a fix, as one run does. The cover stays where it was.
 */
class LinkedRevertStoreTest {
    private static final String TITLE = "PCI/FROB: Report throttled links via frob notification";

    @TempDir
    Path data;

    @Test
    void aRevertPlacedNowhereInOneRunJoinsTheReportLinkingItInTheNext() throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            put(store, mail("rev-1@x", "[PATCH] Revert \"" + TITLE + "\"", null, List.of(),
                    "Until we can tell intended link changes from degraded links, revert it."), MessageKind.PATCH);
            put(store, mail("rev-2@x", "[PATCH] Revert \"" + TITLE + "\"", "rev-1@x", List.of("rev-1@x"),
                    "This reverts the notices."), MessageKind.PATCH);
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            assertNull(search.message("rev-2@x").orElseThrow().cluster(), "a revert naming no report: nowhere");
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            put(store, mail("issues@x", "Issues with \"" + TITLE + "\"", null, List.of(),
                    "Thousands of these notices on an NVMe disk. There was a similar discussion at\n"
                            + "https://lore.kernel.org/r/rev-2@x\n"), MessageKind.REPORT);
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            String cluster = search.message("issues@x").orElseThrow().cluster();
            assertNotNull(cluster);
            StoredMessage revert = search.message("rev-2@x").orElseThrow();
            assertEquals(cluster, revert.cluster(), "restored from the stored leftover's subject");
            assertEquals("fix", revert.role());
            assertNull(search.message("rev-1@x").orElseThrow().cluster(), "the cover is not lent");
        }
    }
}
