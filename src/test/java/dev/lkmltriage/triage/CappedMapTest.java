package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A capped memory keeps the most recent entries in the order first put, handing each one it drops to its owner. */
class CappedMapTest {
    @Test
    void dropsTheOldestAndHandsItOver() {
        List<String> dropped = new ArrayList<>();
        Map<String, Integer> m = new CappedMap<>(2, (k, v) -> dropped.add(k + "=" + v));
        m.put("a", 1);
        m.put("b", 2);
        m.put("a", 3); // a second put keeps its first place
        m.put("c", 4);
        assertEquals(List.of("a=3"), dropped);
        assertEquals(List.of("b", "c"), List.copyOf(m.keySet()));
    }

    @Test
    void manyPutsKeepOnlyTheCap() {
        Map<Integer, Integer> m = new CappedMap<>(1000);
        for (int i = 0; i < 1_000_000; i++) {
            m.put(i, i);
        }
        assertEquals(1000, m.size());
        assertEquals(999_000, m.keySet().iterator().next());
    }
}
