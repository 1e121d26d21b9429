package dev.lkmltriage.probe;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One test on the server, from the client's cookie to IPERF_DONE, on its own thread. Each step waits a bounded time;
 * the test itself may last its announced duration plus iperf3's ten-second grace, then the client counts as silent.
 */
final class ServerSession {
    static final long STEP_MILLIS = 10_000;
    static final long COOKIE_MILLIS = 5_000;
    /**
     * i_errno values (iperf_api.h) a real iperf3 client turns into its own text: duration, streams, block size and
     * buffer size too large, else "unable to receive parameters from client".
     */
    static int ieCode(String reason) {
        String r = String.valueOf(reason);
        return r.startsWith("duration") ? 5 : r.startsWith("parallel") ? 6 : r.startsWith("len") ? 7
                : r.startsWith("window") ? 8 : 114;
    }

    private final ProbeServer server;
    private final SocketChannel control;
    private final PrintStream log;
    private final int number;
    private final BlockingQueue<SocketChannel> offered = new ArrayBlockingQueue<>(2 * Limits.MAX_PARALLEL + 8);
    private volatile boolean wantStreams;
    private volatile boolean aborted;
    private final List<DataStream> streams = new ArrayList<>();
    private volatile Control c;

    ServerSession(ProbeServer server, SocketChannel control, PrintStream log, int number) {
        this.server = server;
        this.control = control;
        this.log = log;
        this.number = number;
    }

    /** Takes a new connection as a candidate data stream, if the test is opening its streams now. */
    boolean offer(SocketChannel s) {
        return wantStreams && offered.offer(s);
    }

    void abort() {
        aborted = true;
        if (c != null) {
            c.close();
        }
        for (DataStream s : streams) {
            s.close();
        }
    }

    void run() {
        ProbeResult result = null;
        Exception failure = null;
        TestRun run = null;
        String peer = "client " + address(control);
        try {
            c = new Control(control, peer);
            c.timeoutMillis(server.stepMillis);
            byte[] cookie = c.readExactly(Cookie.SIZE, "the test cookie");
            server.say("Accepted connection from " + address(control));
            c.writeState(ProtocolState.PARAM_EXCHANGE);
            TestParams p;
            try {
                p = TestParams.fromJson(c.readJson(64 << 10, "the test parameters"));
            } catch (ProbeException e) {
                refuse(e);
                throw e;
            }
            wantStreams = true;
            c.writeState(ProtocolState.CREATE_STREAMS);
            List<Connection> conns = acceptStreams(cookie, p, peer);
            wantStreams = false;
            run = new TestRun(streams, p.omit(), 1.0, log == null ? null : this::printInterval);
            run.prepare("probe-server-" + number);
            c.writeState(ProtocolState.TEST_START);
            run.start();
            c.writeState(ProtocolState.TEST_RUNNING);
            long deadline = run.startNanos() + (p.omit() + p.time() + (long) server.graceSeconds) * 1_000_000_000L;
            waitForEnd(run, deadline, peer);
            TestRun.Totals totals = run.finish(System.nanoTime());
            run.stopSenders(500);
            run.closeAll();
            c.timeoutMillis(server.stepMillis);
            c.writeState(ProtocolState.EXCHANGE_RESULTS);
            PeerResults theirs = PeerResults.fromJson(c.readJson(Control.MAX_JSON, "the client's results"), peer);
            c.writeJson(PeerResults.toJson(totals.cpu(), streams, totals.bytes(), totals.seconds()));
            c.writeState(ProtocolState.DISPLAY_RESULTS);
            ProbeOptions asOptions = new ProbeOptions(((InetSocketAddress) control.getRemoteAddress()).getAddress()
                    .getHostAddress(), server.port(), p.time(), p.len(), p.parallel(), p.reverse(), p.bidir(),
                    p.window(), p.mss(), p.omit(), 1.0, 10_000);
            result = ResultAssembler.assemble(false, asOptions, cookie, conns, run, totals, theirs,
                    p.clientVersion());
            awaitDone();
            if (log != null) {
                TextReport.summary(result, false, log);
            }
        } catch (Exception e) {
            failure = aborted ? new ProbeException("the server was shut down mid-test", e) : e;
            server.say("iperf3: error - " + e.getMessage());
        } finally {
            if (run != null) {
                run.closeAll();
            }
            for (DataStream s : streams) {
                s.close();
            }
            wantStreams = false;
            SocketChannel left;
            while ((left = offered.poll()) != null) {
                ProbeServer.deny(left);
            }
            if (c != null) {
                c.close();
            } else {
                close(control);
            }
            server.ended(this, result, failure);
            server.say("-----------------------------------------------------------");
            server.say("Server listening on " + server.port() + " (test #" + (number + 1) + ")");
            server.say("-----------------------------------------------------------");
        }
    }

    private List<Connection> acceptStreams(byte[] cookie, TestParams p, String peer) throws IOException {
        ByteBuffer payload = ProbeClient.payload(p.len());
        List<Connection> conns = new ArrayList<>();
        long deadline = System.nanoTime() + server.stepMillis * 1_000_000L;
        while (streams.size() < p.streamCount()) {
            long left = deadline - System.nanoTime();
            SocketChannel s;
            try {
                s = left <= 0 ? null : offered.poll(left, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ProbeException("interrupted while waiting for data streams");
            }
            if (s == null) {
                throw new ProbeException(peer + " opened " + streams.size() + " of " + p.streamCount()
                        + " data streams within " + server.stepMillis / 1000.0 + " s");
            }
            if (!Arrays.equals(readCookie(s), cookie)) {
                // someone else, or a stale stream of an earlier test: refuse it, the test goes on
                server.say("refused a data connection from " + address(s) + ": unknown cookie");
                ProbeServer.deny(s);
                continue;
            }
            int i = streams.size();
            // iperf3's client opens its sending streams first; a bidirectional server receives on those
            boolean sender = p.bidir() ? i >= p.parallel() : p.reverse();
            if (p.window() > 0) {
                s.socket().setSendBufferSize(p.window());
                s.socket().setReceiveBufferSize(p.window());
            }
            streams.add(new DataStream(i == 0 ? 1 : i + 2, sender, s, payload));
            InetSocketAddress la = (InetSocketAddress) s.getLocalAddress();
            InetSocketAddress ra = (InetSocketAddress) s.getRemoteAddress();
            conns.add(new Connection(TestRun.socketOf(i), la.getAddress().getHostAddress(), la.getPort(),
                    ra.getAddress().getHostAddress(), ra.getPort()));
            server.say(String.format("[%3d] local %s port %d connected to %s port %d", TestRun.socketOf(i),
                    la.getAddress().getHostAddress(), la.getPort(), ra.getAddress().getHostAddress(), ra.getPort()));
        }
        return conns;
    }

    /** The first 37 bytes of a data connection, or null if it does not send them in time. */
    private byte[] readCookie(SocketChannel s) {
        try {
            s.socket().setSoTimeout((int) Math.min(COOKIE_MILLIS, server.stepMillis));
            InputStream in = s.socket().getInputStream();
            byte[] b = new byte[Cookie.SIZE];
            int off = 0;
            while (off < b.length) {
                int r = in.read(b, off, b.length - off);
                if (r < 0) {
                    return null;
                }
                off += r;
            }
            return b;
        } catch (IOException e) {
            return null;
        }
    }

    private void waitForEnd(TestRun run, long deadline, String peer) throws IOException {
        while (true) {
            long now = System.nanoTime();
            run.advance(now);
            if (now >= deadline) {
                throw new ProbeException(peer + " went silent: no end of test within the announced duration plus "
                        + server.graceSeconds + " s");
            }
            long wake = Math.min(deadline, run.nextTickNanos());
            c.timeoutMillis(Math.max(1, (wake - now) / 1_000_000L));
            ProtocolState s;
            try {
                s = c.pollState();
            } catch (SocketTimeoutException e) {
                continue;
            }
            switch (s) {
                case TEST_END:
                    return;
                case CLIENT_TERMINATE:
                    throw new ProbeException(peer + " terminated the test");
                default:
                    throw new ProbeException(peer + " sent " + s + " mid-test: protocol violation");
            }
        }
    }

    /** iperf3's clients send IPERF_DONE last; one that just closes is no error worth reporting. */
    private void awaitDone() {
        try {
            c.timeoutMillis(2_000);
            c.pollState();
        } catch (IOException ignored) {
            // closed or silent after the results: the test is complete either way
        }
    }

    /** Tells the client why its test is refused, the way iperf3 does: SERVER_ERROR, then i_errno and errno. */
    private void refuse(ProbeException e) {
        try {
            c.writeState(ProtocolState.SERVER_ERROR);
            c.writeInt(ieCode(e.getMessage()));
            c.writeInt(0);
        } catch (IOException ignored) {
            // the client is gone; the log has the reason
        }
    }

    private void printInterval(IntervalReport r) {
        TextReport.interval(r, false, log);
    }

    private static String address(SocketChannel s) {
        try {
            InetSocketAddress a = (InetSocketAddress) s.getRemoteAddress();
            return a.getAddress().getHostAddress() + ", port " + a.getPort();
        } catch (IOException | RuntimeException e) {
            return "an unknown peer";
        }
    }

    private static void close(SocketChannel s) {
        try {
            s.close();
        } catch (IOException ignored) {
            // done with it
        }
    }
}
