package dev.lkmltriage.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The body inverted once as three parts (schema 3): every token once, in the right part, at the body's offsets. */
class BodyPartsTest {
    private static final String REPLY = """
            From: Dev <dev@example.org>
            To: netdev@vger.kernel.org
            Subject: Re: r8169 stalls
            Message-ID: <reply@x>
            In-Reply-To: <report@x>
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

    /** Token, start, end as "term@start-end". */
    private static List<String> tokens(TokenStream ts) throws Exception {
        List<String> out = new ArrayList<>();
        try (ts) {
            CharTermAttribute t = ts.addAttribute(CharTermAttribute.class);
            OffsetAttribute o = ts.addAttribute(OffsetAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                out.add(t + "@" + o.startOffset() + "-" + o.endOffset());
            }
            ts.end();
        }
        return out;
    }

    private static List<String> merged(BodyParts parts) throws Exception {
        List<String> all = new ArrayList<>();
        for (int p = 0; p < BodyParts.FIELDS.length; p++) {
            all.addAll(tokens(parts.stream(p)));
        }
        all.sort(java.util.Comparator.comparingInt(s -> Integer.parseInt(s.substring(s.lastIndexOf('@') + 1,
                s.lastIndexOf('-')))));
        return all;
    }

    @Test
    void everyTokenOnceInThePartOfItsSpanAtTheBodysOffsets() throws Exception {
        String text = "own words\n> quoted words\nmore own\n-- \nsig words\nuncovered tail";
        List<Span> spans = List.of(new Span(0, 10, SpanKind.PROSE), new Span(10, 25, SpanKind.QUOTE),
                new Span(25, 34, SpanKind.DIFF), new Span(34, 48, SpanKind.SIGNATURE));
        BodyParts parts = BodyParts.of(text, spans);
        assertEquals(List.of("own@0-3", "words@4-9", "more@25-29", "own@30-33"),
                tokens(parts.stream(BodyParts.UNQUOTED)));
        assertEquals(List.of("quoted@12-18", "words@19-24"), tokens(parts.stream(BodyParts.QUOTED)));
        assertEquals(List.of("sig@38-41", "words@42-47", "uncovered@48-57", "tail@58-62"),
                tokens(parts.stream(BodyParts.REST)));
        assertEquals(tokens(new StandardAnalyzer().tokenStream("x", text)), merged(parts));
    }

    @Test
    void noSpansIsAllOwnTextAndAStreamReplaysAfterReset() throws Exception {
        BodyParts parts = BodyParts.of("Just Prose here", List.of());
        assertEquals(List.of("just@0-4", "prose@5-10", "here@11-15"), tokens(parts.stream(BodyParts.UNQUOTED)));
        assertEquals(List.of(), tokens(parts.stream(BodyParts.QUOTED)));
        assertEquals(tokens(parts.stream(BodyParts.UNQUOTED)), tokens(parts.stream(BodyParts.UNQUOTED)));
        assertEquals(0, BodyParts.of("", List.of()).tokens(BodyParts.UNQUOTED));
        assertEquals(0, BodyParts.of(" \n\t ", List.of(new Span(0, 4, SpanKind.QUOTE))).tokens(BodyParts.QUOTED));
    }

    @Test
    void hostileSpansAndBodiesLoseNoTokenAndKeepOffsetsInOrder() throws Exception {
        Random r = new Random(7);
        for (int round = 0; round < 200; round++) {
            StringBuilder b = new StringBuilder();
            int words = r.nextInt(200);
            for (int i = 0; i < words; i++) {
                b.append(r.nextInt(8) == 0 ? "\n> " : " ").append("w").append(r.nextInt(50));
                if (r.nextInt(40) == 0) {
                    b.append("x".repeat(300)); // longer than a token may be: skipped by the analyser, both ways
                }
            }
            String text = b.toString();
            List<Span> spans = new ArrayList<>();
            for (int i = r.nextInt(6); i > 0; i--) { // unsorted, overlapping, empty, at the very end
                int s = text.isEmpty() ? 0 : r.nextInt(text.length() + 1);
                int e = s + r.nextInt(Math.max(1, text.length() - s + 1));
                spans.add(new Span(s, Math.min(e, text.length()), SpanKind.values()[r.nextInt(6)]));
            }
            BodyParts parts = BodyParts.of(text, spans);
            assertEquals(tokens(new StandardAnalyzer().tokenStream("x", text)), merged(parts), text + " " + spans);
            for (int p = 0; p < 3; p++) {
                int last = -1;
                for (String t : tokens(parts.stream(p))) {
                    int start = Integer.parseInt(t.substring(t.lastIndexOf('@') + 1, t.lastIndexOf('-')));
                    assertTrue(start >= last, "offsets never go back within a part");
                    last = start;
                }
            }
        }
    }

    @Test
    void eachPartIsSearchedAloneAndTheWholeBodyThroughAllOfThem() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            MailSearch search = StorePuts.searchOfRaw(store, REPLY);
            assertEquals(1, search.search("q:quirky", 10, 0, false).total());
            assertEquals(0, search.search("nq:quirky", 10, 0, false).total(), "quoted is not the author's");
            assertEquals(1, search.search("nq:bisect", 10, 0, false).total());
            assertEquals(0, search.search("q:bisect", 10, 0, false).total());
            for (String q : List.of("quirky", "bisect", "wombat", "b:wombat", "bs:wombat", "b:quirky")) {
                assertEquals(1, search.search(q, 10, 0, false).total(), q + ": every word of the body");
            }
            assertEquals(0, search.search("nq:wombat", 10, 0, false).total(), "a signature is not own text");
            assertEquals(1, search.search("\"transmit queue stalls\"", 10, 0, false).total());
            assertEquals(1, search.search("q:\"transmit queue\"", 10, 0, false).total());
            assertEquals(0, search.search("nq:\"transmit queue\"", 10, 0, false).total());
            // the one change from schema 2: a phrase does not run from a quote into the reply after it
            assertEquals(0, search.search("\"quirky board please bisect\"", 10, 0, false).total());
        }
    }

    @Test
    void matchesInAnyPartAreMarkedWhereTheyAreInTheStoredBody() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            MailSearch search = StorePuts.searchOfRaw(store, REPLY);
            String quoted = SnippetHtml.of(search.search("q:quirky", 10, 0, false).hits().get(0).snippet());
            assertTrue(quoted.contains("the <mark>quirky</mark> board"), quoted);
            String both = SnippetHtml.of(search.search("transmit", 10, 0, false).hits().get(0).snippet());
            assertTrue(both.contains("the <mark>transmit</mark> queue stalls"), both);
            assertTrue(both.contains("bisect the <mark>transmit</mark> path"), both);
            String sig = SnippetHtml.of(search.search("wombat", 10, 0, false).hits().get(0).snippet());
            assertTrue(sig.contains("a <mark>wombat</mark>"), sig);
            String phrase = SnippetHtml.of(search.search("\"queue handling\"", 10, 0, false).hits().get(0)
                    .snippet());
            assertTrue(phrase.contains("<mark>queue handling</mark>"), phrase);
            assertFalse(phrase.contains("<mark>queue</mark> stalls"), "a lone word of the phrase is not marked");
        }
    }
}
