package dev.lkmltriage.digest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PlainTextTest {
    @Test
    void wrapsWordsAtSeventyTwoWithAHangingIndent() {
        String text = "enabling High Resolution Timers cut my r8169 from 463 to 54 Mbit/s and the"
                + " machine is otherwise idle so this looks like a regression in the driver";
        List<String> lines = PlainText.wrap(text, "  new:  ", "         ", 72);
        assertTrue(lines.size() > 1);
        lines.forEach(l -> assertTrue(l.length() <= 72, l));
        assertTrue(lines.get(1).startsWith("         "), lines.get(1));
        assertEquals(text, String.join(" ", lines).replace("  new:  ", "").replaceAll(" +", " ").strip());
    }

    @Test
    void aLongWordIsBrokenAndAUrlKeepsItsOwnLine() {
        String word = "x".repeat(200);
        List<String> lines = PlainText.wrap("before " + word + " after", "", "", 72);
        lines.forEach(l -> assertTrue(l.length() <= 72, l));
        assertEquals(word.length(), String.join("", lines).chars().filter(c -> c == 'x').count());
        String url = "https://lore.kernel.org/r/" + "m".repeat(100) + "@example.com";
        List<String> u = PlainText.wrap("see " + url + " there", "  ", "  ", 72);
        assertEquals(List.of("  see", "  " + url, "  there"), u);
        assertTrue(PlainText.fits(String.join("\n", u)));
        assertFalse(PlainText.fits("  see " + url));
        assertTrue(PlainText.fits("  reports:  " + url));
        assertFalse(PlainText.fits("  reports:  " + url + " x"));
        assertFalse(PlainText.fits("x".repeat(73)));
    }

    @Test
    void controlCharactersNeverSurvive() {
        String hostile = "title\r\nBcc: victim@example.com\u0000\u001b[31m\u0085\u2028end\t!";
        String clean = PlainText.clean(hostile);
        assertTrue(clean.chars().noneMatch(c -> PlainText.isControl(c)), clean);
        String header = HeaderValues.text(hostile);
        assertFalse(header.contains("\n") || header.contains("\r"));
        assertEquals("title Bcc: victim@example.com [31m end !", header);
    }

    /** Property: whatever the text, no line is wider than 72 unless it is a lone URL, and no word is lost. */
    @Test
    void randomTextAlwaysFits() {
        Random r = new Random(8);
        String[] words = {"a", "r8169", "10ec:8168", "Ünïcödé", "\uD83D\uDE00x", "https://lore.kernel.org/r/abc",
                "y".repeat(90), "https://example.com/" + "z".repeat(80), "\r\n", "\t", "--", "\u0007"};
        for (int n = 0; n < 2000; n++) {
            StringBuilder b = new StringBuilder();
            for (int i = r.nextInt(40); i > 0; i--) {
                b.append(words[r.nextInt(words.length)]).append(r.nextBoolean() ? " " : "");
            }
            String indent = " ".repeat(r.nextInt(20));
            List<String> lines = PlainText.wrap(b.toString(), indent, indent, 72);
            String joined = String.join("\n", lines);
            assertTrue(PlainText.fits(joined), joined);
            assertEquals(PlainText.clean(b.toString()).replace(" ", ""), joined.replace(" ", "").replace("\n", ""));
        }
    }
}
