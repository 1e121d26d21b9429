package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Session 47 (speed48): {@link BodyLines#lineOf}, moved from ClientOriginals beside {@code start(i)}, answers as a
 * linear walk over the lines does: the last line starting at or before the offset, 0 before the first or with none.
 */
class BodyLinesLineOfTest {
    /** The plain definition: walk the lines from the top. */
    private static int linear(BodyLines l, int at) {
        int line = 0;
        for (int i = 0; i < l.count; i++) {
            if (l.start(i) <= at) {
                line = i;
            }
        }
        return line;
    }

    @Test
    void everyOffsetOfRandomPartsAgreesWithTheLinearWalk() {
        Random r = new Random(47);
        String alphabet = "ab \n\n\r\t>-";
        for (int round = 0; round < 3000; round++) {
            StringBuilder b = new StringBuilder();
            int n = r.nextInt(60);
            for (int i = 0; i < n; i++) {
                b.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            String text = b.toString();
            int from = text.isEmpty() ? 0 : r.nextInt(text.length() + 1);
            int to = from + (text.length() == from ? 0 : r.nextInt(text.length() - from + 1));
            BodyLines l = new BodyLines(text, from, to);
            for (int at = -2; at <= text.length() + 2; at++) {
                assertEquals(linear(l, at), l.lineOf(at), () -> "'" + text + "' [" + from + "," + to + ")");
            }
        }
    }

    @Test
    void edges() {
        BodyLines empty = new BodyLines("", 0, 0);
        assertEquals(0, empty.count);
        assertEquals(0, empty.lineOf(0));
        assertEquals(0, empty.lineOf(-5));
        BodyLines three = new BodyLines("one\n\nthree", 0, 10);
        assertEquals(3, three.count);
        assertEquals(0, three.lineOf(3));
        assertEquals(1, three.lineOf(4));
        assertEquals(2, three.lineOf(5));
        assertEquals(2, three.lineOf(Integer.MAX_VALUE));
        assertEquals(0, three.lineOf(Integer.MIN_VALUE));
        // a part that starts inside the text: offsets before it belong to its first line
        BodyLines part = new BodyLines("head\nbody\nmore\n", 5, 15);
        assertEquals(0, part.lineOf(0));
        assertEquals(1, part.lineOf(10));
    }
}
