package dev.lkmltriage.probe;

import java.util.List;

/**
 * One reporting interval: seconds from the start of measurement (or of the omitted warm-up when {@code omitted}),
 * per-stream bytes as this side counted them, and the host's /proc figures over the same span (null without /proc).
 */
public record IntervalReport(double start, double end, boolean omitted, List<StreamInterval> streams,
        HostStats host) {
    public IntervalReport {
        streams = List.copyOf(streams);
    }

    public double seconds() {
        return end - start;
    }

    /** Bytes summed over the streams this side sends on ({@code sender}) or receives on. */
    public long bytes(boolean sender) {
        long n = 0;
        for (StreamInterval s : streams) {
            if (s.sender() == sender) {
                n += s.bytes();
            }
        }
        return n;
    }
}
