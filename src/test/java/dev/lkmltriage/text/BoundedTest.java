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
}
