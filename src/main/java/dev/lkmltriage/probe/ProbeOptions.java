package dev.lkmltriage.probe;

/**
 * What a client run should do, iperf3's client options: {@code HOST -p PORT -t SECS -l LEN -P N -R --bidir -w WINDOW
 * -M MSS -O OMIT -i INTERVAL}. The constructor rejects values outside {@link Limits} with an
 * {@link IllegalArgumentException} whose message says how to fix them.
 *
 * @param window socket buffer size in bytes, 0 for the system default
 * @param mss    TCP maximum segment size asked of the peer, 0 for the default (a Java client cannot set it on its own
 *               sockets; an iperf3 server applies it to its side)
 * @param interval seconds between interval reports, 0 for none
 */
public record ProbeOptions(String host, int port, int seconds, int len, int parallel, boolean reverse, boolean bidir,
        int window, int mss, int omit, double interval, int connectTimeoutMillis) {

    public ProbeOptions {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("no server host given: name the host running the probe server");
        }
        Limits.check("port", port, 1, 65535, "give a TCP port such as 5201");
        Limits.check("duration", seconds, 1, Limits.MAX_SECONDS, "use -t between 1 and " + Limits.MAX_SECONDS);
        Limits.check("length", len, 1, Limits.MAX_LEN, "use -l up to 16M");
        Limits.check("parallel streams", parallel, 1, Limits.MAX_PARALLEL, "use -P between 1 and 128");
        Limits.check("window", window, 0, Limits.MAX_WINDOW, "use -w up to 256M");
        Limits.check("MSS", mss, 0, 9216, "use -M between 88 and 9216, or leave it unset");
        Limits.check("omit", omit, 0, Limits.MAX_OMIT, "use -O up to 600 seconds");
        if (reverse && bidir) {
            throw new IllegalArgumentException("-R and --bidir exclude each other: choose one");
        }
        if (!(interval == 0 || (interval >= 0.1 && interval <= 60))) {
            throw new IllegalArgumentException("interval " + interval + " is out of range: use -i 0 or 0.1..60");
        }
        if (connectTimeoutMillis <= 0) {
            throw new IllegalArgumentException("connect timeout must be positive");
        }
    }

    /** iperf3's defaults: port 5201, 10 s, 128 KiB writes, one stream, 1 s intervals. */
    public static ProbeOptions defaults(String host) {
        return new ProbeOptions(host, Limits.DEFAULT_PORT, 10, Limits.DEFAULT_LEN, 1, false, false, 0, 0, 0, 1.0,
                10_000);
    }

    // One wither per field (a record has no with-expression): alike in shape, each replaces another field.
    public ProbeOptions withPort(int p) {
        return new ProbeOptions(host, p, seconds, len, parallel, reverse, bidir, window, mss, omit, interval,
                connectTimeoutMillis);
    }

    public ProbeOptions withSeconds(int s) {
        return new ProbeOptions(host, port, s, len, parallel, reverse, bidir, window, mss, omit, interval,
                connectTimeoutMillis);
    }

    public ProbeOptions withParallel(int n) {
        return new ProbeOptions(host, port, seconds, len, n, reverse, bidir, window, mss, omit, interval,
                connectTimeoutMillis);
    }

    public ProbeOptions withReverse(boolean r) {
        return new ProbeOptions(host, port, seconds, len, parallel, r, bidir, window, mss, omit, interval,
                connectTimeoutMillis);
    }

    public ProbeOptions withBidir(boolean b) {
        return new ProbeOptions(host, port, seconds, len, parallel, reverse, b, window, mss, omit, interval,
                connectTimeoutMillis);
    }

    public ProbeOptions withLen(int l) {
        return new ProbeOptions(host, port, seconds, l, parallel, reverse, bidir, window, mss, omit, interval,
                connectTimeoutMillis);
    }

    public ProbeOptions withOmit(int o) {
        return new ProbeOptions(host, port, seconds, len, parallel, reverse, bidir, window, mss, o, interval,
                connectTimeoutMillis);
    }

    public ProbeOptions withInterval(double i) {
        return new ProbeOptions(host, port, seconds, len, parallel, reverse, bidir, window, mss, omit, i,
                connectTimeoutMillis);
    }

    public ProbeOptions withWindow(int w) {
        return new ProbeOptions(host, port, seconds, len, parallel, reverse, bidir, w, mss, omit, interval,
                connectTimeoutMillis);
    }

    public ProbeOptions withMss(int m) {
        return new ProbeOptions(host, port, seconds, len, parallel, reverse, bidir, window, m, omit, interval,
                connectTimeoutMillis);
    }
}
