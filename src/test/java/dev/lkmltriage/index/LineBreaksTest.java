package dev.lkmltriage.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LineBreaksTest {
    private static List<Integer> all(String text) {
        BreakIterator b = new LineBreaks();
        b.setText(text);
        List<Integer> out = new ArrayList<>();
        for (int i = b.first(); i != BreakIterator.DONE; i = b.next()) {
            out.add(i);
        }
        return out;
    }

    /** The boundaries as the first version found them, looking at every character: the reference. */
    private static List<Integer> scanned(String text) {
        int n = text.length();
        List<Integer> out = new ArrayList<>(List.of(0));
        int last = 0;
        for (int i = 0; i <= n; i++) {
            boolean lineEnd = i == n || text.charAt(i) == '\n';
            while ((lineEnd ? i + 1 : i) - last > LineBreaks.CHUNK && last + LineBreaks.CHUNK < n) {
                int cut = last + LineBreaks.CHUNK;
                for (int j = cut; j > cut - 40; j--) {
                    if (text.charAt(j - 1) == ' ') {
                        cut = j;
                        break;
                    }
                }
                out.add(cut);
                last = cut;
            }
            if (lineEnd && Math.min(n, i + 1) > last) {
                last = Math.min(n, i + 1);
                out.add(last);
            }
        }
        return out;
    }

    @Test
    void theSameBoundariesAsACharacterByCharacterScan() {
        Random r = new Random(11);
        for (int round = 0; round < 3000; round++) {
            StringBuilder s = new StringBuilder();
            int n = r.nextInt(round % 10 == 0 ? 5000 : 900);
            int newlines = 1 + r.nextInt(400); // from many short lines to a few lines longer than a chunk
            int spaces = 1 + r.nextInt(80);
            for (int i = 0; i < n; i++) {
                s.append(r.nextInt(newlines) == 0 ? '\n' : r.nextInt(spaces) == 0 ? ' ' : 'x');
            }
            String text = s.toString();
            assertEquals(scanned(text), all(text), text);
        }
        for (String edge : List.of("", "\n", "\n\n", "x", " ", "x".repeat(300), "x".repeat(301), "x".repeat(300) + "\n",
                "x".repeat(299) + "\n", " ".repeat(900), "\n".repeat(5) + "y".repeat(700) + "\n")) {
            assertEquals(scanned(edge), all(edge), edge);
        }
    }

    @Test
    void linesEndPassages() {
        assertEquals(List.of(0, 4, 8, 10), all("one\ntwo\nxy"));
        assertEquals(List.of(0, 4), all("one\n"));
        assertEquals(List.of(0), all(""));
        assertEquals(List.of(0, 1, 2), all("\n\n"));
    }

    @Test
    void longLinesAreCutNearAChunkAfterASpace() {
        String line = "word ".repeat(200); // 1000 characters, no newline
        List<Integer> b = all(line);
        assertEquals(0, b.get(0));
        assertEquals(line.length(), b.get(b.size() - 1));
        for (int i = 1; i < b.size(); i++) {
            int len = b.get(i) - b.get(i - 1);
            assertTrue(len > 0 && len <= LineBreaks.CHUNK, "piece " + len);
            if (i < b.size() - 1) {
                assertEquals(' ', line.charAt(b.get(i) - 1), "cut after a space");
            }
        }
        List<Integer> solid = all("x".repeat(1000));
        assertEquals(List.of(0, 300, 600, 900, 1000), solid);
    }

    @Test
    void followingAndPrecedingAgreeWithTheBoundaries() {
        Random r = new Random(7);
        for (int round = 0; round < 200; round++) {
            StringBuilder s = new StringBuilder();
            int n = r.nextInt(2000);
            for (int i = 0; i < n; i++) {
                int k = r.nextInt(40);
                s.append(k == 0 ? '\n' : k < 6 ? ' ' : (char) ('a' + k % 26));
            }
            String text = s.toString();
            List<Integer> bounds = all(text);
            BreakIterator b = new LineBreaks();
            b.setText(text);
            for (int off = 0; off <= text.length(); off++) {
                int f = off;
                int expectedNext = bounds.stream().filter(x -> x > f).findFirst().orElse(BreakIterator.DONE);
                int expectedPrev = bounds.stream().filter(x -> x < f).reduce((a, c) -> c).orElse(BreakIterator.DONE);
                assertEquals(expectedNext, b.following(off), "following " + off);
                assertEquals(expectedPrev, b.preceding(off), "preceding " + off);
                assertEquals(bounds.contains(off), b.isBoundary(off));
            }
        }
        BreakIterator b = new LineBreaks();
        b.setText("abc");
        assertThrows(IllegalArgumentException.class, () -> b.following(4));
        assertThrows(IllegalArgumentException.class, () -> b.preceding(-1));
    }
}
