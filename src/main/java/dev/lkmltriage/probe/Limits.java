package dev.lkmltriage.probe;

/**
 * The bounds both ends enforce on a test, so a probe endpoint cannot be turned into a long-running load generator or
 * made to allocate without limit.
 */
public final class Limits {
    public static final int DEFAULT_PORT = 5201;
    public static final int MAX_SECONDS = 3600;
    public static final int MAX_OMIT = 600;
    public static final int MAX_LEN = 16 << 20;
    public static final int DEFAULT_LEN = 128 << 10;
    public static final int MAX_PARALLEL = 128;
    public static final int MAX_WINDOW = 256 << 20;
    /** The iperf3 server's own safety margin after the announced duration before it gives up on a client. */
    static final int GRACE_SECONDS = 10;

    private Limits() {
    }

    static int check(String what, long value, long min, long max, String fix) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(what + " " + value + " is out of range " + min + ".." + max + ": " + fix);
        }
        return (int) value;
    }
}
