package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.put;
import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.KernelFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Messages carry their cluster's current status: searchable as {@code status:} and counted as a facet. */
class ClusterStatusSearchTest {
    @TempDir
    Path data;

    private static Facts report() {
        return new Facts(MessageKind.REPORT, List.of(), List.of(new KernelFact("2.6.22", "2.6.22", "good", false, 0,
                1), new KernelFact("2.6.23-rc8", "2.6.23-rc8", "bad", false, 0, 1)),
                List.of(new CommitFact("6dccd16b7c2703e8bbf8bca62b5cf248332afbe2", "culprit", null, "bisect", false,
                        0, 1)), List.of(), List.of("r8169"), List.of(), null);
    }

    private static long count(MailSearch s, String q) throws Exception {
        s.refresh();
        return s.search(q, 10, 0).total();
    }

    @Test
    void membersFollowTheirClusterFromOpenToFixed() throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            MailSearch search = MailSearch.of(store);
            put(store, mail("a@x", "r8169: send performance bad", null, List.of(), "bisected to 6dccd16b"), report());
            put(store, mail("b@x", "Re: r8169: send performance bad", "a@x", List.of("a@x"), "ethtool -k?"),
                    Facts.none(MessageKind.REPLY));
            put(store, mail("u@x", "unrelated chatter", null, List.of(), "hello"), Facts.none(MessageKind.OTHER));
            store.flush();
            assertEquals(2, count(search, "status:open"));
            assertEquals(0, count(search, "status:fixed"));
            SearchResult all = search.search("hello OR r8169 OR ethtool", 10, 0);
            assertEquals(List.of(new SearchResult.FacetCount("open", 2)), all.facets().get("status"));
            assertEquals(List.of(new SearchResult.FacetCount("2007", 3)), all.facets().get("year"));

            put(store, mail("c@x", "Re: r8169: send performance bad", "b@x", List.of("a@x", "b@x"),
                    "Works again, fixed in 2.6.24-rc1."), Facts.none(MessageKind.REPLY));
            store.flush();
            assertEquals(3, count(search, "status:fixed"), "the earlier members moved too");
            assertEquals(0, count(search, "status:open"));
            assertEquals(1, count(search, "status:fixed AND ethtool"));
            assertEquals(1, count(search, "hello AND NOT status:fixed"), "no cluster, no status");
            assertEquals(List.of(new SearchResult.FacetCount("fixed", 3)),
                    search.search("r8169 OR ethtool OR works", 10, 0).facets().get("status"));
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            put(store, mail("d@x", "Re: r8169: send performance bad", "c@x", List.of("a@x", "c@x"), "thanks"),
                    Facts.none(MessageKind.REPLY));
            store.flush();
            MailSearch search = MailSearch.of(store);
            assertEquals(4, count(search, "status:fixed"), "a member added after reopening gets the status too");
        }
    }

    @Test
    void anUnknownStatusIsAnErrorThatNamesTheChoices() throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            put(store, mail("a@x", "x", null, List.of(), "x"), report());
            store.flush();
            MailSearch search = MailSearch.of(store);
            QueryException e = assertThrows(QueryException.class, () -> search.search("status:closed", 10, 0));
            assertTrue(e.getMessage().contains("status:closed") && e.getMessage().contains("fix-proposed"),
                    e.getMessage());
            assertEquals(1, count(search, "status:OPEN"));
            assertEquals(0, count(search, "status:fix-proposed"));
        }
    }
}
