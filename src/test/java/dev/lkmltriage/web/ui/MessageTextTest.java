package dev.lkmltriage.web.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

class MessageTextTest {
    private static Chip fact(String kind, int start, int end, String href) {
        return new Chip(kind, "l", "t", "chip chip-" + kind, href, start, end);
    }

    @Test
    void factsAreMarkedInPlaceAndQuotesFold() {
        String text = "On Mon, X wrote:\n> 2.6.22 gave 83 MB/s\n\nNow <b>2.6.23</b> gives 32 MB/s, see 6dccd16b.\n";
        int attr = text.indexOf('>');
        int own = text.indexOf("Now");
        List<Span> spans = List.of(new Span(0, attr, SpanKind.ATTRIBUTION), new Span(attr, own - 1, SpanKind.QUOTE),
                new Span(own, text.length(), SpanKind.PROSE));
        List<Chip> facts = List.of(fact("kernel", text.indexOf("2.6.22"), text.indexOf("2.6.22") + 6, null),
                fact("kernel", text.indexOf("2.6.23"), text.indexOf("2.6.23") + 6, null),
                fact("commit", text.indexOf("6dccd16b"), text.indexOf("6dccd16b") + 8, "https://c/6dccd16b"),
                fact("tput", 0, 0, null));
        List<MessageText.Block> blocks = MessageText.blocks(text, spans, facts);
        assertEquals(2, blocks.size(), blocks.toString());
        assertTrue(blocks.get(0).quoted());
        assertFalse(blocks.get(1).quoted());
        Document quoted = Jsoup.parseBodyFragment(blocks.get(0).html().getValue());
        assertEquals("2.6.22", quoted.selectFirst("mark.fact-kernel").text());
        Document own2 = Jsoup.parseBodyFragment(blocks.get(1).html().getValue());
        assertEquals("2.6.23", own2.selectFirst("mark.fact-kernel").text());
        assertEquals("6dccd16b", own2.selectFirst("a.fact-commit").text());
        assertTrue(own2.select("b").isEmpty(), "mail markup stays text");
        assertTrue(own2.body().text().contains("<b>2.6.23</b>"));
    }

    @Test
    void overlappingFactsKeepTheFirstAndLongest() {
        List<Chip> kept = MessageText.nonOverlapping(List.of(fact("a", 5, 9, null), fact("b", 0, 10, null),
                fact("c", 10, 12, null), fact("d", 0, 3, null), fact("e", 11, 30, null)), 20);
        assertEquals(List.of("b", "c"), kept.stream().map(Chip::kind).toList());
    }

    /** Random text, spans and facts (out of range, overlapping, reversed): never throws, text survives intact. */
    @Test
    void randomInputKeepsEveryCharacterAndOnlyOurMarkup() {
        Random r = new Random(11);
        String alphabet = "<>&\"' ab\n>\u0000";
        for (int i = 0; i < 3000; i++) {
            StringBuilder s = new StringBuilder();
            for (int k = r.nextInt(80); k > 0; k--) {
                s.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            String text = s.toString();
            List<Span> spans = new ArrayList<>();
            int pos = 0;
            while (pos < text.length() + 5 && r.nextInt(4) > 0) {
                int end = pos + r.nextInt(20);
                spans.add(new Span(pos, end, SpanKind.values()[r.nextInt(SpanKind.values().length)]));
                pos = end + r.nextInt(3);
            }
            List<Chip> facts = new ArrayList<>();
            for (int k = r.nextInt(8); k > 0; k--) {
                int a = r.nextInt(100) - 10;
                facts.add(fact(r.nextBoolean() ? "kernel" : "commit", a, a + r.nextInt(15) - 3,
                        r.nextBoolean() ? "https://x/\"><script>" : null));
            }
            StringBuilder shown = new StringBuilder();
            for (MessageText.Block b : MessageText.blocks(text, spans, facts)) {
                Document d = Jsoup.parseBodyFragment(b.html().getValue());
                assertTrue(d.body().select("*").stream().allMatch(e -> e == d.body()
                        || e.tagName().equals("mark") || e.tagName().equals("a")), b.html().getValue());
                assertTrue(d.select("script").isEmpty());
                shown.append(d.body().wholeText());
            }
            assertEquals(text.replace("\u0000", "").replaceAll("\\s", ""), shown.toString().replaceAll("\\s", ""),
                    "text lost or doubled for " + text);
        }
    }

    /** A log of 16,000 lines, each its own span with a fact: linear work, not lines × facts. */
    @Test
    void aLongLogRendersInLinearTime() {
        StringBuilder text = new StringBuilder();
        List<Span> spans = new ArrayList<>();
        List<Chip> facts = new ArrayList<>();
        for (int i = 0; i < 16_000; i++) {
            int start = text.length();
            text.append("[  5] 0.00-1.00 sec 46.2 MBytes 388 Mbits/sec\n");
            spans.add(new Span(start, text.length(), i % 2 == 0 ? SpanKind.PROSE : SpanKind.QUOTE));
            int f = text.indexOf("388", start);
            facts.add(fact("tput", f, f + 13, null));
        }
        long t0 = System.nanoTime();
        List<MessageText.Block> blocks = MessageText.blocks(text.toString(), spans, facts);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(16_000, blocks.size());
        assertTrue(ms < TimeBudget.seconds(2).toMillis(), "took " + ms + " ms");
    }
}
