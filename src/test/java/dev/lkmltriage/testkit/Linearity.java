package dev.lkmltriage.testkit;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.IntConsumer;

/**
 * Proves a hostile-input walk linear by how its cost grows, not by a wall-clock limit a busy machine can miss (session
 * 25: a 3 s budget once took 14.7 s beside a compiling CI). The walk runs on an input of {@code size} and on one
 * {@value #GROWTH} times smaller; the larger costs about {@value #GROWTH} times as much when the walk is linear, and
 * {@value #GROWTH}² times when it is quadratic. The cost is the thread's CPU time (waiting for a core is not counted),
 * the best of {@value #RUNS} runs of each (a run that a collection or a neighbour stalled is not the one compared),
 * after one warm-up run; the smaller's floor is {@value #FLOOR_NANOS} ns, so timer grain on a tiny run fails nothing.
 */
public final class Linearity {
    /** How many times larger the measured input is than the small one. */
    static final int GROWTH = 8;
    /** The largest ratio a linear walk may show: half what a quadratic one shows, four times a linear one's. */
    static final double MAX_RATIO = GROWTH * GROWTH / 2.0;
    private static final int RUNS = 3;
    private static final long FLOOR_NANOS = 2_000_000;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private Linearity() {
    }

    /**
     * Fails unless {@code walk} (given the input size to build and read) costs at {@code size} less than
     * {@value #MAX_RATIO} times what it costs at {@code size / GROWTH}. The walk asserts its own results.
     */
    public static void assertLinear(String what, int size, IntConsumer walk) {
        double ratio = ratio(size, walk);
        if (ratio >= MAX_RATIO) {
            throw new AssertionError(what + ": " + GROWTH + " times the input cost " + Math.round(ratio)
                    + " times as much (linear: about " + GROWTH + ")");
        }
    }

    /** The cost of {@code walk} at {@code size} over its cost at {@code size / GROWTH} (see the class comment). */
    static double ratio(int size, IntConsumer walk) {
        int small = Math.max(1, size / GROWTH);
        walk.accept(small);
        long bestSmall = Long.MAX_VALUE;
        long bestLarge = Long.MAX_VALUE;
        for (int i = 0; i < RUNS; i++) {
            bestSmall = Math.min(bestSmall, cost(walk, small));
            bestLarge = Math.min(bestLarge, cost(walk, size));
        }
        return (double) bestLarge / Math.max(bestSmall, FLOOR_NANOS);
    }

    private static long cost(IntConsumer walk, int size) {
        boolean cpu = THREADS.isCurrentThreadCpuTimeSupported();
        long t0 = cpu ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
        walk.accept(size);
        return (cpu ? THREADS.getCurrentThreadCpuTime() : System.nanoTime()) - t0;
    }
}
