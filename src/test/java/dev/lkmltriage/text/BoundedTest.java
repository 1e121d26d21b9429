package dev.lkmltriage.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class BoundedTest {
    @Test
    void findsOnlyInsideTheRange() {
        String s = "ab]cd]ef";
        assertEquals(2, Bounded.indexOf(s, ']', 0, 8));
        assertEquals(5, Bounded.indexOf(s, ']', 3, 8));
        assertEquals(-1, Bounded.indexOf(s, ']', 3, 5));
        assertEquals(-1, Bounded.indexOf(s, ']', 6, 100));
        assertEquals(-1, Bounded.indexOf(s, ']', 5, 2));
        assertEquals(2, Bounded.indexOf(s, ']', -3, 3));
    }

    @Test
    void aNeedleCountsOnlyWhenItEndsInsideTheRange() {
        String s = "x detected for y\nz detected for ";
        assertEquals(2, Bounded.indexOf(s, "detected for ", 0, 17));
        assertEquals(-1, Bounded.indexOf(s, "detected for ", 0, 14));
        assertEquals(19, Bounded.indexOf(s, "detected for ", 3, s.length()));
        assertEquals(-1, Bounded.indexOf(s, "detected for ", 20, s.length()));
        assertEquals(-1, Bounded.indexOf("", "detected", 0, 10));
    }

    @Test
    void looksBackOnlyDownToTheFloor() {
        String s = "ab\ncd\nef";
        assertEquals(5, Bounded.lastIndexOf(s, '\n', 7, 0));
        assertEquals(5, Bounded.lastIndexOf(s, '\n', 5, 5));
        assertEquals(-1, Bounded.lastIndexOf(s, '\n', 7, 6));
        assertEquals(2, Bounded.lastIndexOf(s, '\n', 4, -3));
        assertEquals(5, Bounded.lastIndexOf(s, '\n', 100, 3));
        assertEquals(-1, Bounded.lastIndexOf(s, '\n', 1, 0));
        assertEquals(-1, Bounded.lastIndexOf("", '\n', 3, 0));
        java.util.Random r = new java.util.Random(5);
        for (int round = 0; round < 500; round++) {
            StringBuilder b = new StringBuilder();
            for (int i = r.nextInt(30); i > 0; i--) {
                b.append("a\n".charAt(r.nextInt(2)));
            }
            String t = b.toString();
            int from = r.nextInt(t.length() + 2) - 1;
            int expect = from < 0 ? -1 : t.lastIndexOf('\n', from);
            assertEquals(expect, Bounded.lastIndexOf(t, '\n', from, 0), t + " @" + from);
        }
    }
}
