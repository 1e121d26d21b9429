package dev.lkmltriage.web.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

class HtmlTest {
    @Test
    void snippetEscapesTheTextBeforeMarking() {
        assertEquals("&lt;script&gt;<mark>r8169</mark>&lt;/script&gt; &amp; &quot;x&quot;",
                Html.snippet("<script>\u0002r8169\u0003</script> & \"x\""));
    }

    @Test
    void snippetMarksAreAlwaysBalanced() {
        assertEquals("a<mark>b</mark>", Html.snippet("a\u0002b"));
        assertEquals("ab", Html.snippet("a\u0003b"));
        assertEquals("<mark>ab</mark>", Html.snippet("\u0002a\u0002b\u0003\u0003"));
    }

    @Test
    void escapeDropsControlCharactersButKeepsLines() {
        assertEquals("a\nb\tc", Html.escape("a\r\nb\tc\u0000\u001b\u007f"));
        assertEquals("&#39;&lt;&gt;", Html.escape("'<>"));
    }

    @Test
    void aPageAndASnippetEscapeTextAlike() {
        String text = "Oops at <0x1f> & \"r8169\"\r\n\tit's\u0000\u007f gone";
        assertEquals(Html.snippet(text), Html.escape(text));
    }

    @Test
    void randomSnippetsNeverProduceMarkupOtherThanMarks() {
        Random r = new Random(5);
        String alphabet = "<>&\"'/ =ab\u0002\u0003\u0000\n";
        for (int i = 0; i < 5000; i++) {
            StringBuilder s = new StringBuilder();
            for (int k = r.nextInt(60); k > 0; k--) {
                s.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            String html = Html.snippet(s.toString());
            Document d = Jsoup.parseBodyFragment(html);
            assertTrue(d.body().select("*").stream().allMatch(e -> e == d.body() || e.tagName().equals("mark")),
                    s + " → " + html);
            assertEquals(s.toString().replaceAll("[\u0002\u0003\u0000\r]", ""), d.body().wholeText(), html);
        }
    }

    @Test
    void pathsKeepSlashAndEncodeTheRest() {
        assertEquals("a/b+c%25d@x.example", Html.path("a/b+c%d@x.example"));
        assertEquals("%3Cid%3E%22%20%23%3F", Html.path("<id>\" #?"));
        assertEquals("%C3%A9", Html.path("é"));
        assertFalse(Html.param("a b&c=d#").contains(" "));
        assertEquals("a%20b%26c%3Dd%23%2B", Html.param("a b&c=d#+"));
    }

    @Test
    void ratesReadAsPeopleWriteThem() {
        assertEquals("380 Mbit/s", Rates.human(380e6));
        assertEquals("55.8 Gbit/s", Rates.human(55.784e9));
        assertEquals("1.5 Gbit/s", Rates.human(1.5e9));
        assertEquals("936 Mbit/s", Rates.human(936.12e6));
        assertEquals("800 bit/s", Rates.human(800));
        assertEquals("?", Rates.human(Double.NaN));
    }

    @Test
    void messageIdsArriveInEveryForm() {
        assertEquals("x@y", MessageIds.clean("<x@y>"));
        assertEquals("x@y", MessageIds.clean("https://lore.kernel.org/r/x@y/"));
        assertEquals("a/b@c", MessageIds.clean(" a/b@c "));
        assertEquals("", MessageIds.clean("x".repeat(5000)));
    }
}
