package dev.lkmltriage.extract;

import java.util.List;
import java.util.function.Predicate;

/**
 * A before and an after figure for one direction, picked the way a reader would: the reporter's own summary in a
 * sentence first, then tool summaries, then per-interval lines.
 */
record FigurePair(ThroughputFact before, ThroughputFact after) {

    double change() {
        return (after.bitsPerSecond() - before.bitsPerSecond()) / before.bitsPerSecond() * 100;
    }

    boolean drop() {
        return after.bitsPerSecond() < before.bitsPerSecond();
    }

    String direction() {
        return after.direction() != null ? after.direction() : before.direction();
    }

    /** 0 for prose, 1 for tool summaries, 2 for interval lines: lower is preferred. */
    static int rank(ThroughputFact f) {
        if ("prose".equals(f.tool())) {
            return 0;
        }
        return f.interval() ? 2 : 1;
    }

    /**
     * The first figure of the best rank that both sides have, else the best of each side; null when a side is
     * empty. Both lists are in text order.
     */
    static FigurePair pick(List<ThroughputFact> figures, Predicate<ThroughputFact> isBefore,
                           Predicate<ThroughputFact> isAfter) {
        ThroughputFact[] before = new ThroughputFact[3];
        ThroughputFact[] after = new ThroughputFact[3];
        for (ThroughputFact f : figures) {
            int r = rank(f);
            if (isBefore.test(f) && before[r] == null && f.bitsPerSecond() > 0) {
                before[r] = f;
            } else if (isAfter.test(f) && after[r] == null) {
                after[r] = f;
            }
        }
        for (int r = 0; r < 3; r++) {
            if (before[r] != null && after[r] != null) {
                return new FigurePair(before[r], after[r]);
            }
        }
        ThroughputFact b = first(before);
        ThroughputFact a = first(after);
        return a == null || b == null ? null : new FigurePair(b, a);
    }

    private static ThroughputFact first(ThroughputFact[] byRank) {
        for (ThroughputFact f : byRank) {
            if (f != null) {
                return f;
            }
        }
        return null;
    }
}
