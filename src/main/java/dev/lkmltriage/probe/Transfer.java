package dev.lkmltriage.probe;

/**
 * Bytes moved over a span of the test as one side counted them; {@code start}/{@code end} are seconds from the start
 * of measurement, {@code retransmits} is -1 where unknown.
 */
public record Transfer(double start, double end, double seconds, long bytes, long retransmits) {
    public double bitsPerSecond() {
        return seconds > 0 ? bytes * 8.0 / seconds : 0;
    }

    static Transfer sum(Transfer a, Transfer b) {
        if (a == null) {
            return b;
        }
        long r = a.retransmits() < 0 || b.retransmits() < 0 ? Math.max(a.retransmits(), b.retransmits())
                : a.retransmits() + b.retransmits();
        return new Transfer(Math.min(a.start(), b.start()), Math.max(a.end(), b.end()),
                Math.max(a.seconds(), b.seconds()), a.bytes() + b.bytes(), r);
    }
}
