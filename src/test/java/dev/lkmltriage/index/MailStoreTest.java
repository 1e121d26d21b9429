package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.putText;
import static dev.lkmltriage.ingest.TestMails.mail;
import static dev.lkmltriage.ingest.TestMails.reply;
import static dev.lkmltriage.ingest.TestMails.root;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.ingest.Outcome;
import dev.lkmltriage.report.ReportJson;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MailStoreTest {
    @TempDir
    Path data;

    @Test
    void sameIdSameContentIsStoredOnce() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            assertEquals(Outcome.NEW, putText(store, root("a@x", "s")));
            assertEquals(Outcome.DUPLICATE, putText(store, root("a@x", "s")));
            assertEquals(1, store.messageCount());
        }
        assertEquals(new StoreStats(1, 1, 1), StoreStats.read(data));
    }

    @Test
    void sameIdOtherContentIsKeptAndReported() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            putText(store, mail("a@x", "s", null, List.of(), "first text"));
            assertEquals(Outcome.VARIANT, putText(store, mail("a@x", "s", null, List.of(), "second text")));
            assertEquals(Outcome.DUPLICATE, putText(store, mail("a@x", "s", null, List.of(), "second text")));
            assertEquals(2, store.messageCount());
            assertEquals("first text", store.get("a@x").orElseThrow().text());
        }
        assertTrue(Files.readString(data.resolve("problems.log")).contains("a@x seen before with other content"));
    }

    @Test
    void duplicatesAreRecognisedAfterReopening() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            putText(store, root("a@x", "s"));
            putText(store, reply("b@x", "Re: s", "a@x", List.of("a@x")));
        }
        try (MailStore store = MailStore.open(data)) {
            assertEquals(Outcome.DUPLICATE, putText(store, root("a@x", "s")));
            assertEquals(2, store.messageCount());
            assertEquals(1, store.threadCount());
            assertEquals(Outcome.NEW, putText(store, root("c@x", "Re: s")));
            assertEquals("a@x", store.get("c@x").orElseThrow().threadId(), "subject fallback after reopening");
        }
    }

    @Test
    void checkpointsAreCommittedWithTheMessages() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            putText(store, root("a@x", "s"));
            store.checkpoint("public-inbox:/x.git", "abc123");
        }
        try (MailStore store = MailStore.open(data)) {
            assertEquals("abc123", store.checkpoints().get("public-inbox:/x.git"));
        }
    }

    @Test
    void repliesStoredBeforeAParentWithAncestorsMoveToItsThread() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            putText(store, root("a@x", "s"));
            // c names only b (a broken client); b is not there yet, so c starts a thread under b's id.
            putText(store, mail("c@x", "Re: s", "b@x", List.of("b@x"), "c"));
            assertEquals("b@x", store.get("c@x").orElseThrow().threadId());
            putText(store, reply("b@x", "Re: s", "a@x", List.of("a@x")));
            StoredMessage c = store.get("c@x").orElseThrow();
            assertEquals("a@x", c.threadId());
            assertEquals("a@x", ReportJson.MAPPER.readTree(c.json()).get("threadId").asText());
            assertEquals(1, store.threadCount());
        }
        assertEquals(new StoreStats(3, 1, 1), StoreStats.read(data));
    }

    @Test
    void rawBytesComeBackUntouched() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            putText(store, mail("a@x", "s", null, List.of(), "caf\u00e9 \u2014 r8169"));
            assertEquals("caf\u00e9 \u2014 r8169",
                    new String(store.get("a@x").orElseThrow().raw(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void aSecondWriterGetsAClearError() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            StoreLockedException e = assertThrows(StoreLockedException.class, () -> MailStore.open(data));
            assertTrue(e.getMessage().contains("in use by another triage process"), e.getMessage());
        }
    }

    @Test
    void statsOfAnEmptyOrMissingDirectoryAreZero() throws Exception {
        assertEquals(new StoreStats(0, 0, 0), StoreStats.read(data.resolve("nothing-here")));
    }
}
