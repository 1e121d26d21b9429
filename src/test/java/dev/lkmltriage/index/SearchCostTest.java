package dev.lkmltriage.index;

import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.MessageKind;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the cheaper search path must keep: cluster documents (which share the index) never count or show as hits,
 * totals stay exact when scoring skips past a full page, and pages follow one another without gaps or repeats.
 */
class SearchCostTest {
    static final int MESSAGES = 60;

    @TempDir
    Path data;
    MailStore store;
    MailSearch search;

    @BeforeEach
    void fill() throws Exception {
        store = MailStore.open(data);
        for (int i = 0; i < MESSAGES; i++) {
            // Reports with a shared word so clusters form; every third one also says "watchdog" once or more.
            String body = "The r8169 transmit queue stalls after resume, box " + i + ".\n"
                    + "watchdog ".repeat(i % 3 == 0 ? 1 + i % 7 : 0);
            StorePuts.put(store, mail("m" + i + "@x", "r8169 stall " + i, null, List.of(), body),
                    i % 2 == 0 ? MessageKind.REPORT : MessageKind.OTHER);
        }
        store.flush();
        search = MailSearch.of(store);
        search.refresh();
    }

    @AfterEach
    void close() throws Exception {
        store.close();
    }

    @Test
    void clusterDocumentsAreNeverHits() throws Exception {
        assertFalse(store.clusters().isEmpty(), "the fixture must hold cluster documents to mean anything");
        for (String q : List.of("", "NOT watchdog", "-kind:report", "NOT nosuchword")) {
            SearchResult r = search.search(q, MailSearch.MAX_LIMIT, 0, false);
            long expected = q.isEmpty() || q.equals("NOT nosuchword") ? MESSAGES
                    : q.equals("NOT watchdog") ? MESSAGES - MESSAGES / 3 : MESSAGES / 2;
            assertEquals(expected, r.total(), q);
            assertEquals(expected, r.hits().size(), q);
            assertEquals(expected, search.search(q, 5, 0, true).total(), q + " with facets");
            for (SearchHit h : r.hits()) {
                assertTrue(h.messageId() != null && h.messageId().endsWith("@x"), q + ": " + h);
            }
        }
    }

    @Test
    void totalsAreExactPastAFullPageAndPagesTile() throws Exception {
        for (String q : List.of("r8169", "watchdog", "transmit NOT watchdog", "s:stall")) {
            long all = search.search(q, MailSearch.MAX_LIMIT, 0, false).total();
            assertTrue(all > 5, q);
            Set<String> seen = new HashSet<>();
            for (int offset = 0; offset < all; offset += 5) {
                SearchResult page = search.search(q, 5, offset, false);
                assertEquals(all, page.total(), q + " at offset " + offset);
                page.hits().forEach(h -> assertTrue(seen.add(h.messageId()), q + ": repeated " + h.messageId()));
            }
            assertEquals(all, seen.size(), q + ": the pages cover every match once");
        }
    }
}
