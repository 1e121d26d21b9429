package dev.lkmltriage.triage.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The incremental candidate index: shared keys reach earlier mail, within the window and the caps. */
class PairIndexTest {
    private static PairMessage msg(String id, long day, String... keys) {
        return new PairMessage(id, day * 86_400L, id, "report", id + "@example.org", Set.of(), Set.of(keys),
                Set.of(), "", new int[0], Set.of(), Set.of(), Set.of(), false);
    }

    @Test
    void aSharedKeyReachesEarlierMailWithinTheWindowOnly() {
        PairIndex ix = new PairIndex();
        assertTrue(ix.add(msg("a", 0, "bug:1", "path:x.c")).candidates().isEmpty());
        ix.add(msg("b", 10, "path:y.c"));
        PairIndex.Offer o = ix.add(msg("c", 20, "bug:1"));
        assertEquals(List.of("a"), o.candidates().stream().map(c -> c.earlier().id()).toList());
        assertEquals(2, o.seq());
        assertEquals(1, o.idf().length);
        assertTrue(ix.add(msg("d", 20 + PairIndex.WINDOW_DAYS + 1, "bug:1")).candidates().stream()
                .noneMatch(c -> c.earlier().id().equals("a")), "a is more than the window earlier");
        assertEquals(4, ix.size());
    }

    @Test
    void commonKeysAndFloodsStayCapped() {
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            PairIndex ix = new PairIndex();
            for (int i = 0; i < 20_000; i++) {
                PairIndex.Offer o = ix.add(msg("m" + i, i / 100, "word:pci", "addr:same", "func:f" + i % 500));
                assertTrue(o.candidates().size() <= PairIndex.PER_MESSAGE);
            }
            // a subject word posted more than 50 times reaches nothing; the common address its 30 latest only
            PairIndex.Offer last = ix.add(msg("z", 199, "word:pci"));
            assertTrue(last.candidates().isEmpty(), "a common subject word is boilerplate");
            assertEquals(PairIndex.PER_KEY, ix.add(msg("y", 199, "addr:same")).candidates().size());
        });
    }
}
