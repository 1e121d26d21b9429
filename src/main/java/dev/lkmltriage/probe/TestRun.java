package dev.lkmltriage.probe;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The running part of a test, the same on client and server: starts one thread per stream, cuts the counters into
 * reporting intervals, drops the omitted warm-up, and samples /proc and this process's CPU time alongside. Not
 * thread-safe: one orchestrating thread calls {@link #advance} and {@link #finish}.
 */
final class TestRun {
    /** Keeps a long test with short intervals from holding unbounded history; later intervals are still reported. */
    private static final int MAX_KEPT_INTERVALS = 20_000;

    final List<DataStream> streams;
    private final long omitNanos;
    private final long intervalNanos;
    private final Consumer<IntervalReport> listener;
    private final List<IntervalReport> intervals = new ArrayList<>();
    private final long[] base;
    private final long[] last;
    private long start;
    private long phaseStart;
    private long lastNanos;
    private long nextTick;
    private boolean omitting;
    private HostSampler.Sample hostPhase;
    private HostSampler.Sample hostLast;
    private ProcessCpu.Sample cpuPhase;

    TestRun(List<DataStream> streams, int omitSeconds, double intervalSeconds, Consumer<IntervalReport> listener) {
        this.streams = List.copyOf(streams);
        this.omitNanos = omitSeconds * 1_000_000_000L;
        this.intervalNanos = intervalSeconds <= 0 ? Long.MAX_VALUE / 4 : (long) (intervalSeconds * 1e9);
        this.listener = listener == null ? r -> { } : listener;
        this.base = new long[streams.size()];
        this.last = new long[streams.size()];
    }

    private final java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);

    /** Creates the stream threads, parked until {@link #start()}. */
    void prepare(String threadPrefix) {
        for (DataStream s : streams) {
            s.prepare(threadPrefix + "-" + s.id + (s.sender ? "-send" : "-recv"), go);
        }
        HostSampler.now(); // loads and warms the /proc readers so the first real sample costs no class loading
        ProcessCpu.now();
    }

    void start() {
        go.countDown();
        start = System.nanoTime();
        phaseStart = start;
        lastNanos = start;
        omitting = omitNanos > 0;
        nextTick = start + Math.min(intervalNanos, omitting ? omitNanos : Long.MAX_VALUE / 4);
        hostPhase = HostSampler.now();
        hostLast = hostPhase;
        cpuPhase = ProcessCpu.now();
    }

    long startNanos() {
        return start;
    }

    /** When measurement (after the omitted warm-up) begins. */
    long measureStartNanos() {
        return start + omitNanos;
    }

    long nextTickNanos() {
        return nextTick;
    }

    /** Emits every interval boundary up to {@code now}. */
    void advance(long now) {
        while (now >= nextTick) {
            long tick = nextTick;
            emit(tick);
            if (omitting && tick >= start + omitNanos) {
                omitting = false;
                phaseStart = tick;
                for (int i = 0; i < streams.size(); i++) {
                    base[i] = last[i];
                }
                hostPhase = hostLast;
                cpuPhase = ProcessCpu.now();
            }
            long next = tick + intervalNanos;
            if (omitting) {
                next = Math.min(next, start + omitNanos);
            }
            nextTick = next;
        }
    }

    /** Every stream's byte count now: cheap, so it can be taken at the exact moment a test ends. */
    long[] counts() {
        long[] c = new long[streams.size()];
        for (int i = 0; i < c.length; i++) {
            c[i] = streams.get(i).bytes();
        }
        return c;
    }

    private void emit(long tick) {
        emit(tick, counts());
    }

    private void emit(long tick, long[] counts) {
        HostSampler.Sample host = HostSampler.now();
        List<StreamInterval> per = new ArrayList<>(streams.size());
        for (int i = 0; i < streams.size(); i++) {
            DataStream s = streams.get(i);
            long b = counts[i];
            per.add(new StreamInterval(s.id, socketOf(i), s.sender, b - last[i]));
            last[i] = b;
        }
        IntervalReport r = new IntervalReport((lastNanos - phaseStart) / 1e9, (tick - phaseStart) / 1e9, omitting,
                per, HostSampler.between(hostLast, host));
        hostLast = host;
        lastNanos = tick;
        if (intervals.size() < MAX_KEPT_INTERVALS) {
            intervals.add(r);
        }
        listener.accept(r);
    }

    /** The number iperf3 would print in brackets: its socket descriptor, which starts at 5 for the first stream. */
    static int socketOf(int index) {
        return 5 + index;
    }

    /** Totals at the end of a test. */
    record Totals(long[] bytes, double seconds, HostStats host, double[] cpu) {
    }

    /**
     * Takes the final counts (now) for a test that ended at {@code now} (the moment its clock stopped, which may be
     * a little earlier, so a sender's last write counts) and emits the last, partial interval when it is long
     * enough to mean something.
     */
    Totals finish(long now) {
        return finish(now, counts());
    }

    /** As {@link #finish(long)}, with the counts taken at {@code now} by {@link #counts()}. */
    Totals finish(long now, long[] counts) {
        if (now - lastNanos >= Math.min(intervalNanos / 10, 100_000_000L) || intervals.isEmpty()) {
            emit(now, counts);
        } else {
            System.arraycopy(counts, 0, last, 0, last.length);
        }
        if (omitting) {
            // ended during warm-up: report what there is rather than nothing
            phaseStart = start;
        }
        long[] bytes = new long[streams.size()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = last[i] - (omitting ? 0 : base[i]);
        }
        HostSampler.Sample host = HostSampler.now();
        return new Totals(bytes, (now - phaseStart) / 1e9, HostSampler.between(hostPhase, host),
                ProcessCpu.percent(cpuPhase, ProcessCpu.now()));
    }

    List<IntervalReport> intervals() {
        return intervals;
    }

    /**
     * Stops the senders and lets each finish its current write, so the count it reports is what it handed to TCP; a
     * sender still blocked after the grace (a peer that stopped reading) is closed. Receivers keep draining.
     */
    void stopSenders(long graceMillis) {
        signalSendersToStop();
        long deadline = System.nanoTime() + graceMillis * 1_000_000L;
        for (DataStream s : streams) {
            if (!s.sender) {
                continue;
            }
            try {
                if (!s.join((deadline - System.nanoTime()) / 1_000_000L)) {
                    s.close();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                s.close();
            }
        }
    }

    /** Asks senders to stop after their current write, without waiting for them. */
    void signalSendersToStop() {
        for (DataStream s : streams) {
            if (s.sender) {
                s.stop();
            }
        }
    }

    /** A stream that failed or lost its peer before the end, described for an error message; null if none. */
    String brokenStream() {
        for (DataStream s : streams) {
            if (s.failure() != null) {
                return "data stream " + s.id + " failed: " + s.failure().getMessage();
            }
            if (s.peerClosed()) {
                return "the peer closed data stream " + s.id + " mid-test";
            }
        }
        return null;
    }

    void closeAll() {
        for (DataStream s : streams) {
            s.close();
        }
        go.countDown(); // a test abandoned before it started must not leave parked threads behind
    }
}
