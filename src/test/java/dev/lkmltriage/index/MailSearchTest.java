package dev.lkmltriage.index;

import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.HardwareFact;
import dev.lkmltriage.extract.KernelFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.extract.ThroughputFact;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.mail.TextPart;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MailSearchTest {
    @TempDir
    Path data;
    MailStore store;
    MailSearch search;

    static final String R8169_TEXT = "Git bisect gave commit 6dccd16b as the culprit.\n> quoted: e1000e works fine\n"
            + "diff --git a/drivers/net/r8169.c b/drivers/net/r8169.c\n--- a/drivers/net/r8169.c\n"
            + "+++ b/drivers/net/r8169.c\n@@ -1 +1 @@\n-a\n+b\n";

    @BeforeEach
    void fill() throws Exception {
        store = MailStore.open(data);
        int quoteStart = R8169_TEXT.indexOf("> quoted");
        int diffStart = R8169_TEXT.indexOf("diff --git");
        Mail r8169 = new Mail("a@x", false, "r8169: send performance bad in 2.6.23-rc8", "Timo <t@example.fi>",
                java.time.OffsetDateTime.parse("2007-09-26T12:57:21-05:00"), "netdev.vger.kernel.org", null,
                List.of(), List.of(), R8169_TEXT,
                List.of(new TextPart("text/plain", null, "UTF-8", 0, R8169_TEXT.length(), false)),
                List.of(new Span(0, quoteStart, SpanKind.PROSE), new Span(quoteStart, diffStart, SpanKind.QUOTE),
                        new Span(diffStart, R8169_TEXT.length(), SpanKind.DIFF)), List.of(), "h1");
        put(r8169, new Facts(MessageKind.REPORT,
                List.of(new HardwareFact("pci", "10ec:8167", "147b:1083", "10", "Realtek", "RTL8169", "lspci-x", false,
                        0, 1)),
                List.of(new KernelFact("2.6.22", "2.6.22", "good", false, 0, 1),
                        new KernelFact("2.6.23-rc8", "2.6.23-rc8", "bad", false, 0, 1)),
                List.of(new CommitFact("6dccd16b7c2703e8bbf8bca62b5cf248332afbe2", "culprit", null, "bisect", false, 0,
                        1)),
                List.of(new ThroughputFact(272e6, "272 Mbits/sec", "iperf", "send", "2.6.23-rc8", false, false, 0, 1)),
                List.of("r8169"), List.of(), null));
        put(mail("b@x", "e1000e: TX hang on 6.4", null, List.of(), "The e1000e hangs on 6.4.1, works on 6.3.9."),
                new Facts(MessageKind.REPORT, List.of(new HardwareFact("pci", "8086:15b8", null, null, null, null,
                        "lspci-nn", false, 0, 1)), List.of(new KernelFact("6.4.1", "6.4.1", "bad", false, 0, 1)),
                        List.of(), List.of(new ThroughputFact(940e6, "940 Mbits/sec", "iperf3", null, null, false,
                        false, 0, 1)), List.of("e1000e"), List.of(), null));
        put(mail("c@x", "Re: r8169: send performance bad in 2.6.23-rc8", "a@x", List.of("a@x"), "Try ethtool -k."),
                Facts.none(MessageKind.REPLY));
        store.flush();
        search = MailSearch.of(store);
        search.refresh();
    }

    private void put(Mail m, Facts f) throws Exception {
        StorePuts.put(store, m, f);
    }

    @AfterEach
    void close() throws Exception {
        store.close();
    }

    private List<String> ids(String query) throws Exception {
        return search.search(query, 10, 0).hits().stream().map(SearchHit::messageId).sorted()
                .collect(Collectors.toList());
    }

    @Test
    void factFields() throws Exception {
        assertEquals(List.of("a@x"), ids("driver:r8169"));
        assertEquals(List.of("a@x"), ids("hw:10ec:8167"));
        assertEquals(List.of("a@x"), ids("hw:10ec:*"));
        assertEquals(List.of("b@x"), ids("hw:8086:*"));
        assertEquals(List.of("a@x"), ids("kver:2.6.22..2.6.24"));
        assertEquals(List.of("a@x"), ids("kver:v2.6.23-rc8"));
        assertEquals(List.of("b@x"), ids("kver:6.0.."));
        assertEquals(List.of("a@x"), ids("commit:6dccd16b"));
        assertEquals(List.of("a@x"), ids("tput:<300M"));
        assertEquals(List.of("b@x"), ids("tput:>100MB"));
        assertEquals(List.of("a@x", "b@x"), ids("kind:report"));
        assertEquals(List.of("c@x"), ids("kind:reply"));
    }

    @Test
    void aBareShortCommitIdFindsTheMessagesThatNameTheCommit() throws Exception {
        // the text writes "6dccd16b"; "6dccd16b7c27" stands nowhere in it, but the commit fact starts with it
        assertEquals(List.of("a@x"), ids("6dccd16b7c27"));
        assertEquals(List.of("a@x"), ids("6DCCD16B7C2703E8BBF8BCA62B5CF248332AFBE2"));
        assertEquals(List.of("a@x"), ids("6dccd16b"));
        assertEquals(List.of(), ids("6dccd16b7c28"), "another commit's prefix finds nothing");
        assertEquals(List.of(), ids("\"6dccd16b7c27\""), "a phrase is text only");
        // a hex-lettered word with no digit is a word, not an id ("defaced" is no commit prefix search)
        assertEquals(List.of(), ids("defaced"));
    }

    @Test
    void textFieldsQuotingAndDiffs() throws Exception {
        assertEquals(List.of("a@x", "c@x"), ids("s:r8169"));
        assertEquals(List.of("a@x"), ids("q:e1000e"));
        assertEquals(List.of("b@x"), ids("nq:e1000e"));
        assertEquals(List.of("a@x"), ids("dfn:r8169.c"));
        assertEquals(List.of("a@x"), ids("dfn:drivers/net/r8169.c"));
        assertEquals(List.of("a@x", "b@x", "c@x"), ids("l:netdev d:20070926"));
        assertEquals(List.of(), ids("d:20071001..20071031"));
        assertEquals(List.of("a@x", "c@x"), ids("t:a@x"));
        assertEquals(List.of("a@x"), ids("s:r8169 -kind:reply"));
        assertEquals(List.of("a@x", "b@x"), ids("driver:r8169 OR driver:e1000e"));
    }

    @Test
    void snippetsMarkTheMatches() throws Exception {
        SearchHit hit = search.search("culprit", 10, 0).hits().get(0);
        assertTrue(hit.snippet().contains(SearchHit.MARK_START + "culprit" + SearchHit.MARK_END), hit.snippet());
        assertTrue(hit.report().contains("\"messageId\":\"a@x\""), hit.report());
    }

    @Test
    void facetsCountAllMatches() throws Exception {
        SearchResult r = search.search("", 1, 0);
        assertEquals(3, r.total());
        assertEquals(1, r.hits().size());
        assertTrue(r.facets().get("driver").contains(new SearchResult.FacetCount("r8169", 1)), r.facets().toString());
        assertTrue(r.facets().get("kind").contains(new SearchResult.FacetCount("report", 2)), r.facets().toString());
        assertTrue(r.facets().get("kernel").contains(new SearchResult.FacetCount("2.6", 1)), r.facets().toString());
        assertTrue(r.facets().get("year").contains(new SearchResult.FacetCount("2007", 3)), r.facets().toString());
    }

    @Test
    void pagesAndLimits() throws Exception {
        assertEquals(1, search.search("s:r8169", 1, 1).hits().size());
        assertEquals(0, search.search("s:r8169", 10, 5).hits().size());
        assertEquals(2, search.search("s:r8169", 10, 0).total());
    }

    @Test
    void threadsAndClustersByTheirIds() throws Exception {
        StoredMessage report = search.message("a@x").orElseThrow();
        List<StoredMessage> thread = search.thread(report.threadId(), 10);
        assertEquals(List.of("a@x", "c@x"), thread.stream().map(StoredMessage::messageId).toList());
        assertEquals(List.of(), search.thread("no-such-thread", 10));
        assertEquals(1, search.thread(report.threadId(), 1).size());
        String clusterId = report.cluster();
        assertTrue(clusterId != null, "the report was placed in a cluster");
        assertEquals(clusterId, search.cluster(clusterId).orElseThrow().id());
        assertTrue(search.cluster("no-such-cluster").isEmpty());
    }

    @Test
    void badQueriesAreErrors() {
        assertThrows(QueryException.class, () -> search.search("s:(oops", 10, 0));
    }
}
