package dev.lkmltriage.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The body's marks from one pass over its three parts' matches (schema 3). */
class BodyOffsetsTest {
    private static final String REPLY = """
            From: Dev <dev@example.org>
            To: netdev@vger.kernel.org
            Subject: Re: r8169 stalls
            Message-ID: <reply@x>
            Date: Wed, 26 Sep 2007 12:57:21 -0500

            On Tue, Reporter wrote:
            > the transmit queue stalls after resume
            > only on the quirky board
            Please bisect the transmit path; the queue handling changed in rc3.
            --\040
            Signed off by a wombat
            """;

    @TempDir
    Path data;

    private static String raw(String id, String subject, String body) {
        return "From: A <a@example.org>\nTo: netdev@vger.kernel.org\nSubject: " + subject + "\nMessage-ID: <" + id
                + ">\nDate: Wed, 26 Sep 2007 12:57:21 -0500\n\n" + body;
    }

    private static String snippet(MailSearch search, String q) throws Exception {
        SearchResult r = search.search(q, 10, 0, false);
        assertEquals(1, r.hits().size(), q);
        return SnippetHtml.of(r.hits().get(0).snippet());
    }

    @Test
    void anAndWhoseWordsFallInDifferentPartsMarksEveryWord() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            MailSearch search = StorePuts.searchOfRaw(store, REPLY);
            // "quirky" is quoted only, "bisect" own text only: the old per-part highlighting marked neither
            String s = snippet(search, "quirky bisect");
            assertTrue(s.contains("<mark>quirky</mark>"), s);
            assertTrue(s.contains("<mark>bisect</mark>"), s);
            String q = snippet(search, "q:quirky AND nq:bisect");
            assertTrue(q.contains("<mark>quirky</mark>") && q.contains("<mark>bisect</mark>"), q);
        }
    }

    @Test
    void notClausesMarkNothingAndPositiveOnesStillMark() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            MailSearch search = StorePuts.searchOfRaw(store, REPLY);
            String s = snippet(search, "q:quirky NOT nq:quirky");
            assertTrue(s.contains("the <mark>quirky</mark> board"), s);
            String t = snippet(search, "bisect NOT wombat2");
            assertTrue(t.contains("<mark>bisect</mark>"), t);
            String u = snippet(search, "bisect NOT nq:quirky");
            assertTrue(u.contains("<mark>bisect</mark>") && u.contains("quirky") && !u.contains("<mark>quirky"), u);
        }
    }

    @Test
    void subjectWordsPhrasesAndPrefixesAreMarkedInTheBody() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            MailSearch search = StorePuts.searchOfRaw(store, REPLY);
            String s = snippet(search, "s:stalls");
            assertTrue(s.contains("queue <mark>stalls</mark>"), s);
            String p = snippet(search, "\"queue handling\"");
            assertTrue(p.contains("<mark>queue handling</mark>"), p);
            assertFalse(p.contains("<mark>queue</mark> stalls"), "a lone word of the phrase is not marked");
            String w = snippet(search, "wom*");
            assertTrue(w.contains("a <mark>wombat</mark>"), w);
        }
    }

    @Test
    void theBestPassageWinsWhenTheBodyIsLongAndAMatchBeyondTheLimitIsNotMarked() throws Exception {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            b.append("filler line number ").append(i).append(" with nothing to see\n");
        }
        b.append("here the watchdog fires and the watchdog fires again\n");
        b.append("x".repeat(Snippets.TEXT_LIMIT)).append("\nlate kumquat\n");
        try (MailStore store = MailStore.open(data)) {
            MailSearch search = StorePuts.searchOfRaw(store, raw("long@x", "long", b.toString()));
            String s = snippet(search, "watchdog");
            assertTrue(s.contains("the <mark>watchdog</mark> fires and the <mark>watchdog</mark>"), s);
            assertTrue(s.length() < 1000, "a passage, not the body: " + s.length());
            String late = snippet(search, "kumquat");
            assertFalse(late.contains("<mark>"), "past the first " + Snippets.TEXT_LIMIT + " characters");
            assertTrue(late.startsWith("filler line number 0"), "the opening lines instead");
        }
    }

    @Test
    void aHostileQueryOfManyWordsIsMarkedWithoutError() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            MailSearch search = StorePuts.searchOfRaw(store, REPLY);
            StringBuilder q = new StringBuilder("transmit");
            for (int i = 0; i < 200; i++) { // 800 word clauses, near the 1024 a query may hold
                q.append(" OR w").append(i);
            }
            String s = snippet(search, q.toString());
            assertTrue(s.contains("<mark>transmit</mark>"), s);
        }
    }

    @Test
    void aWordNamedByTwoClausesCountsTwiceAndFactFieldsNotAtAll() {
        Map<BytesRef, Integer> counts = new HashMap<>();
        Query q = new BooleanQuery.Builder()
                .add(new TermQuery(new Term(Fields.SUBJECT, "watchdog")), org.apache.lucene.search.BooleanClause
                        .Occur.SHOULD)
                .add(new TermQuery(new Term(Fields.QUOTED, "watchdog")), org.apache.lucene.search.BooleanClause
                        .Occur.SHOULD)
                .add(new TermQuery(new Term(Fields.DRIVER, "r8169")), org.apache.lucene.search.BooleanClause
                        .Occur.MUST)
                .build();
        BooleanQuery marking = (BooleanQuery) BodyOffsets.marking(q, counts);
        assertEquals(Map.of(new BytesRef("watchdog"), 2), counts);
        assertEquals(BodyParts.FIELDS.length, marking.clauses().size(), "one clause per part, duplicates gone");
        assertEquals(null, BodyOffsets.marking(new TermQuery(new Term(Fields.DRIVER, "r8169")), new HashMap<>()));
    }
}
