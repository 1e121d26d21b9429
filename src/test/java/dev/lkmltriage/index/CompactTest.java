package dev.lkmltriage.index;

import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Mail;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Session 6: a bulk ingest ends with the store merged to few segments; nothing is lost and small runs skip it. */
class CompactTest {
    @TempDir
    Path data;

    /** Adds {@code n} messages from {@code from} and commits them: one message segment and one cluster segment. */
    private static void batch(MailStore store, int from, int n) throws IOException {
        for (int i = from; i < from + n; i++) {
            String id = "m" + i + "@x";
            String text = "word" + i + " the queue stalls on device " + i + "\n";
            Mail m = mail(id, "report " + i, null, List.of(), text);
            StorePuts.put(store, m, Facts.none(MessageKind.REPORT),
                    ("Message-ID: <" + id + ">\n\n" + text).getBytes(StandardCharsets.UTF_8));
        }
        store.checkpoint("src", Integer.toString(from + n));
        store.flush();
    }

    @Test
    void aBulkRunMergesToOneSegmentAndKeepsEveryMessageAndCheckpoint() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            for (int b = 0; b < 4; b++) {
                batch(store, b * 10, 10);
            }
            assertTrue(store.segmentCount() >= 4, "each commit flushed its own segments: " + store.segmentCount());
            assertTrue(store.compactAfterBulk(40, 20, 1));
            assertEquals(1, store.segmentCount());
            // the store goes on taking mail after the merge
            batch(store, 40, 5);
        }
        try (MailStore store = MailStore.open(data)) {
            assertEquals(45, store.messageCount());
            assertEquals("45", store.checkpoints().get("src"));
            for (int i = 0; i < 45; i++) {
                assertTrue(store.get("m" + i + "@x").isPresent(), "m" + i);
            }
        }
        try (MailSearch search = MailSearch.openReadOnly(data)) {
            assertEquals(1, search.search("word7", 10, 0).hits().size());
            assertEquals(1, search.search("word42", 10, 0).hits().size());
        }
    }

    @Test
    void aSmallRunOnABigStoreOrABelowThresholdRunDoesNotRewriteTheStore() throws IOException {
        try (MailStore store = MailStore.open(data)) {
            for (int b = 0; b < 4; b++) {
                batch(store, b * 10, 10);
            }
            int before = store.segmentCount();
            assertFalse(store.compactAfterBulk(9, 1, 1), "9 added to a store of 40 is under a quarter");
            assertFalse(store.compactAfterBulk(40, 41, 1), "under the bulk threshold");
            assertFalse(store.compactAfterBulk(40, 1, before), "already few enough segments");
            assertEquals(before, store.segmentCount());
        }
    }
}
