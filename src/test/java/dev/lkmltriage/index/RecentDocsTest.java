package dev.lkmltriage.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What the store asks its re-threading buffer before rewriting a document without refreshing its searcher. */
class RecentDocsTest {
    private static StoredMessage message(String key, String thread, String cluster) {
        return new StoredMessage(key, key, thread, "hash-" + key, "subject", "subject", true, "a@example.org", null,
                0L, "report", cluster, null, "text", null, "{}", new byte[0], "maildir", "test");
    }

    @Test
    void holdsTheLatestVersionOfEachKeyUntilCleared() {
        RecentDocs recent = new RecentDocs(1 << 20);
        recent.put("a", "t1", () -> message("a", "t1", null), 10);
        recent.put("a", "t1", () -> message("a", "t1", "c1"), 10);
        assertEquals("c1", recent.get("a").cluster());
        assertNull(recent.get("b"), "never written");
        assertFalse(recent.prunedSinceClear("a"), "held: the buffer has the latest version");
        assertFalse(recent.prunedSinceClear("b"), "not written since the clear: the searcher's copy is current");
        recent.clear();
        assertNull(recent.get("a"));
        assertFalse(recent.prunedSinceClear("a"), "a clear follows a refresh: the searcher has it now");
    }

    @Test
    void aPrunedDocumentIsKnownToBeStaleInTheSearcher() {
        RecentDocs recent = new RecentDocs(15);
        recent.put("settled", "rooted", () -> message("settled", "rooted", null), 10);
        recent.put("open", "orphans", () -> message("open", "orphans", null), 10);
        recent.prune("rooted"::equals);
        assertNull(recent.get("settled"));
        assertTrue(recent.prunedSinceClear("settled"), "written since the refresh, no longer held");
        assertFalse(recent.prunedSinceClear("open"));
        assertEquals(1, recent.size());
    }
}
