package dev.lkmltriage.probe.repro;

import dev.lkmltriage.probe.Limits;
import dev.lkmltriage.probe.ProbeOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * What to run to reproduce a report's measurement, and why: the runs (forward = this host sends to the target, as the
 * reporter's {@code iperf -c} did; reverse = the target sends, {@code -R}/{@code -r}/{@code TCP_MAERTS}), write
 * length, duration, streams, socket window and MSS as the report's invocation gave them (0 = the tool's default),
 * plus one note per decision or per flag that was not used. A plan is always runnable: what cannot be honoured is
 * noted, never fatal.
 *
 * @param tool       {@code iperf}, {@code iperf3}, {@code netperf}, or {@code default} when no invocation was found
 * @param invocation the invocation as written, or null
 */
public record ProbePlan(String tool, String invocation, List<Direction> directions, int len, int seconds,
                        int parallel, int window, int mss, List<String> notes) {

    /** Which way the data flows, seen from this host (the probe client). */
    public enum Direction {
        FORWARD, REVERSE, BIDIR;

        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public ProbePlan {
        directions = List.copyOf(directions);
        notes = List.copyOf(notes);
        if (directions.isEmpty()) {
            throw new IllegalArgumentException("a plan needs at least one run direction");
        }
    }

    /** iperf3's defaults (one forward 10 s run), used when a report names no invocation. */
    public static ProbePlan defaults(String why) {
        return new ProbePlan("default", null, List.of(Direction.FORWARD), 0, 0, 0, 0, 0, List.of(why));
    }

    /** The same plan with one more note. */
    public ProbePlan withNote(String note) {
        List<String> n = new ArrayList<>(notes);
        n.add(note);
        return new ProbePlan(tool, invocation, directions, len, seconds, parallel, window, mss, n);
    }

    /**
     * One {@link ProbeOptions} per direction against {@code host:port}. {@code secondsOverride} > 0 replaces the
     * planned duration (a reporter's {@code -t 300} is rarely worth five minutes per run); values the plan left at 0
     * take the probe's defaults.
     */
    public List<ProbeOptions> options(String host, int port, int secondsOverride) {
        ProbeOptions base = ProbeOptions.defaults(host).withPort(port).withInterval(0);
        int secs = secondsOverride > 0 ? secondsOverride : seconds > 0 ? seconds : base.seconds();
        base = base.withSeconds(Math.min(secs, Limits.MAX_SECONDS));
        if (len > 0) {
            base = base.withLen(len);
        }
        if (parallel > 0) {
            base = base.withParallel(parallel);
        }
        if (window > 0) {
            base = base.withWindow(window);
        }
        if (mss > 0) {
            base = base.withMss(mss);
        }
        List<ProbeOptions> out = new ArrayList<>();
        for (Direction d : directions) {
            out.add(base.withReverse(d == Direction.REVERSE).withBidir(d == Direction.BIDIR));
        }
        return out;
    }

    /** One line for people: {@code forward+reverse, 32 KiB writes, 10 s, 1 stream}. */
    public String summary() {
        StringBuilder b = new StringBuilder();
        b.append(String.join("+", directions.stream().map(Direction::label).toList()));
        b.append(", ").append(len > 0 ? sizeText(len) + " writes" : "default writes");
        b.append(", ").append(seconds > 0 ? seconds + " s" : "10 s");
        int p = Math.max(1, parallel);
        b.append(", ").append(p).append(p == 1 ? " stream" : " streams");
        if (window > 0) {
            b.append(", window ").append(sizeText(window));
        }
        if (mss > 0) {
            b.append(", MSS ").append(mss);
        }
        return b.toString();
    }

    static String sizeText(int bytes) {
        if (bytes % (1 << 20) == 0) {
            return (bytes >> 20) + " MiB";
        }
        if (bytes % 1024 == 0) {
            return (bytes >> 10) + " KiB";
        }
        return bytes + " B";
    }
}
