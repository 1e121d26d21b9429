package dev.lkmltriage.index;

import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.MessageKind;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Totals counted up to a bound: exact at or below it, "more than the bound" past it, the page unchanged. */
class BoundedCountTest {
    @TempDir
    Path data;

    /** Twelve messages say "transmit", four of them "stall" too; spread over several flushes (segments). */
    private MailSearch filled(MailStore store) throws Exception {
        for (int i = 0; i < 12; i++) {
            String body = "The transmit path " + (i % 3 == 0 ? "stalls" : "works") + " on box " + i + ".";
            var m = mail("m" + i + "@x", "report " + i, null, List.of(), body);
            StorePuts.put(store, m, MessageKind.REPORT);
            if (i % 4 == 3) {
                store.flush();
            }
        }
        store.flush();
        MailSearch search = MailSearch.of(store);
        search.refresh();
        return search;
    }

    @Test
    void exactUpToTheBoundAndALowerBoundPastIt() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            MailSearch search = filled(store);
            SearchResult exact = search.search("transmit", 2, 0, false);
            assertEquals(12, exact.total());
            assertTrue(exact.totalExact());
            for (long bound : new long[] {12, 13, 100}) {
                SearchResult r = search.search("transmit", 2, 0, false, bound);
                assertEquals(12, r.total(), "bound " + bound);
                assertTrue(r.totalExact(), "bound " + bound);
            }
            for (long bound : new long[] {3, 5, 11}) {
                SearchResult r = search.search("transmit", 2, 0, false, bound);
                assertEquals(bound, r.total(), "bound " + bound);
                assertFalse(r.totalExact(), "bound " + bound);
                assertEquals(exact.hits(), r.hits(), "the page does not depend on the count");
            }
            SearchResult few = search.search("stalls", 2, 0, false, 3);
            assertEquals(4, few.total() + 1, "4 match, bound 3: more than 3");
            assertFalse(few.totalExact());
            assertEquals(4, search.search("stalls", 2, 0, false, 4).total());
            assertTrue(search.search("stalls", 2, 0, false, 4).totalExact());
        }
    }

    @Test
    void theBoundIsAtLeastThePageAndFacetsCountEverything() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            MailSearch search = filled(store);
            SearchResult deep = search.search("transmit", 5, 5, false, 3);
            assertEquals(10, deep.total(), "counted at least to the end of the page asked for");
            assertFalse(deep.totalExact());
            assertEquals(5, deep.hits().size());
            SearchResult facets = search.search("transmit", 2, 0, true, 3);
            assertEquals(12, facets.total(), "facets visit every match: the total is exact");
            assertTrue(facets.totalExact());
            SearchResult countOnly = search.search("transmit", 0, 0, false, 5);
            assertEquals(5, countOnly.total());
            assertFalse(countOnly.totalExact());
            assertTrue(search.search("nosuchword", 0, 0, false, 5).totalExact());
            assertEquals(0, search.search("nosuchword", 0, 0, false, 5).total());
        }
    }
}
