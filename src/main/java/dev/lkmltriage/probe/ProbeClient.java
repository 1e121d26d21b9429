package dev.lkmltriage.probe;

import java.io.EOFException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * An iperf3-compatible client: runs one test against a {@link ProbeServer} or a real {@code iperf3 -s} and returns
 * both ends' figures. Each stream runs on its own thread. Every wait on the server is bounded, so a silent, busy or
 * hostile server ends the run with a {@link ProbeException} rather than a hang.
 */
public final class ProbeClient {
    /** How long a step of the handshake may take before the server counts as silent. */
    static final long STEP_MILLIS = 10_000;

    /** Live progress for a caller that prints as the test runs. */
    public interface Listener {
        default void connected(String host, int port, List<Connection> connections) {
        }

        default void interval(IntervalReport interval) {
        }
    }

    private ProbeClient() {
    }

    public static ProbeResult run(ProbeOptions o) throws IOException {
        return run(o, null);
    }

    public static ProbeResult run(ProbeOptions o, Listener listener) throws IOException {
        return run(o, listener, STEP_MILLIS);
    }

    /** As {@link #run(ProbeOptions, Listener)}, with each handshake step bounded by {@code stepMillis}. */
    static ProbeResult run(ProbeOptions o, Listener listener, long stepMillis) throws IOException {
        Listener l = listener == null ? new Listener() { } : listener;
        InetSocketAddress addr = new InetSocketAddress(o.host(), o.port());
        if (addr.isUnresolved()) {
            throw new ProbeException("cannot resolve host " + o.host() + ": check the name");
        }
        String peer = "server " + o.host() + ":" + o.port();
        byte[] cookie = Cookie.generate();
        TestParams params = TestParams.of(o);
        List<DataStream> streams = new ArrayList<>();
        TestRun run = null;
        try (Control c = new Control(connect(addr, o, peer), peer)) {
            c.timeoutMillis(stepMillis);
            greet(c, cookie, peer);
            c.writeJson(params.toJson());
            expect(c, ProtocolState.CREATE_STREAMS, "the request to open streams");
            ByteBuffer payload = payload(o.len());
            List<Connection> conns = new ArrayList<>();
            for (int i = 0; i < params.streamCount(); i++) {
                boolean sender = o.bidir() ? i < o.parallel() : !o.reverse();
                SocketChannel d = connect(addr, o, peer);
                streams.add(new DataStream(i == 0 ? 1 : i + 2, sender, d, payload));
                d.write(ByteBuffer.wrap(cookie));
                InetSocketAddress la = (InetSocketAddress) d.getLocalAddress();
                InetSocketAddress ra = (InetSocketAddress) d.getRemoteAddress();
                conns.add(new Connection(TestRun.socketOf(i), la.getAddress().getHostAddress(), la.getPort(),
                        ra.getAddress().getHostAddress(), ra.getPort()));
            }
            l.connected(o.host(), o.port(), conns);
            run = new TestRun(streams, o.omit(), o.interval(), l::interval);
            run.prepare("probe-client");
            expect(c, ProtocolState.TEST_START, "the start of the test");
            // iperf3's server counts only once it has sent TEST_RUNNING: sending earlier (at TEST_START, where
            // iperf3's client starts its clock) made its receive count run ahead of ours in --bidir tests
            expect(c, ProtocolState.TEST_RUNNING, "the test to run");
            run.start();
            long end = run.measureStartNanos() + o.seconds() * 1_000_000_000L;
            watch(c, run, end);
            long endedAt = System.nanoTime();
            // Tell the server first: its clock runs until TEST_END arrives, so any work done before sending it
            // (joining senders, sampling /proc) would count as idle link time against us. The counts are taken
            // first, so a write still in progress is not counted as sent when the receiver has stopped counting.
            run.signalSendersToStop();
            long[] counts = run.counts();
            c.writeState(ProtocolState.TEST_END);
            run.stopSenders(2_000);
            TestRun.Totals totals = run.finish(endedAt, counts);
            c.timeoutMillis(stepMillis);
            expect(c, ProtocolState.EXCHANGE_RESULTS, "the results exchange");
            c.writeJson(PeerResults.toJson(totals.cpu(), streams, totals.bytes(), totals.seconds()));
            PeerResults theirs = PeerResults.fromJson(c.readJson(Control.MAX_JSON, "the server's results"), peer);
            expect(c, ProtocolState.DISPLAY_RESULTS, "the end of the results exchange");
            c.writeState(ProtocolState.IPERF_DONE);
            return ResultAssembler.assemble(true, o, cookie, conns, run, totals, theirs, null);
        } finally {
            if (run != null) {
                run.closeAll();
            }
            for (DataStream s : streams) {
                s.close();
            }
        }
    }

    /** Waits out the test on the control connection, reporting intervals, until {@code end}. */
    private static void watch(Control c, TestRun run, long end) throws IOException {
        while (true) {
            long now = System.nanoTime();
            run.advance(now);
            if (now >= end) {
                return;
            }
            String broken = run.brokenStream();
            if (broken != null) {
                throw new ProbeException(broken);
            }
            long wake = Math.min(end, Math.min(run.nextTickNanos(), now + 200_000_000L));
            c.timeoutMillis(Math.max(1, (wake - now) / 1_000_000L));
            try {
                ProtocolState s = c.pollState();
                throw unexpected(c, s, "mid-test");
            } catch (SocketTimeoutException e) {
                // the normal case: the server has nothing to say while the test runs
            }
        }
    }

    private static SocketChannel connect(InetSocketAddress addr, ProbeOptions o, String peer) throws IOException {
        SocketChannel ch = SocketChannel.open();
        try {
            if (o.window() > 0) {
                ch.socket().setSendBufferSize(o.window());
                ch.socket().setReceiveBufferSize(o.window());
            }
            ch.socket().connect(addr, o.connectTimeoutMillis());
            return ch;
        } catch (ConnectException e) {
            ch.close();
            throw new ProbeException(ProbeException.Reason.REFUSED, "cannot connect to " + peer + " ("
                    + e.getMessage() + "): is a probe server or iperf3 -s running there?", e);
        } catch (SocketTimeoutException e) {
            ch.close();
            throw new ProbeException("cannot connect to " + peer + " within " + o.connectTimeoutMillis()
                    + " ms: check the host, the port and any firewall");
        } catch (IOException e) {
            ch.close();
            throw e;
        }
    }

    /**
     * Sends the cookie and waits for the parameter request. A connection reset or closed here never reached a test:
     * iperf3 re-opens its listening socket between tests, and a client that connected to the old one is dropped.
     */
    private static void greet(Control c, byte[] cookie, String peer) throws IOException {
        try {
            c.write(cookie);
            expect(c, ProtocolState.PARAM_EXCHANGE, "the parameter request");
        } catch (ProbeException e) {
            if (!(e.getCause() instanceof EOFException)) {
                throw e;
            }
            throw new ProbeException(ProbeException.Reason.DROPPED, e.getMessage(), e);
        } catch (SocketException e) {
            throw new ProbeException(ProbeException.Reason.DROPPED, peer + " dropped the connection before the"
                    + " test began (" + e.getMessage() + "): is it restarting?", e);
        }
    }

    private static void expect(Control c, ProtocolState want, String what) throws IOException {
        ProtocolState got = c.readState(what);
        if (got != want) {
            throw unexpected(c, got, "while waiting for " + what);
        }
    }

    private static ProbeException unexpected(Control c, ProtocolState got, String when) throws IOException {
        switch (got) {
            case ACCESS_DENIED:
                return new ProbeException(ProbeException.Reason.BUSY,
                        "the server is busy running another test (access denied): try again later", null);
            case SERVER_ERROR: {
                c.timeoutMillis(2_000);
                int err = c.readInt("the server's error number");
                int errno = c.readInt("the server's errno");
                return new ProbeException("the server reported error " + err + " (errno " + errno + ") " + when
                        + ": see the server's log");
            }
            case SERVER_TERMINATE:
                return new ProbeException("the server was terminated " + when);
            default:
                return new ProbeException("the server sent " + got + " " + when + ": protocol violation");
        }
    }

    /** One direct buffer of random bytes shared by every stream (random so compressing links cannot flatter us). */
    static ByteBuffer payload(int len) {
        ByteBuffer b = ByteBuffer.allocateDirect(len);
        byte[] chunk = new byte[Math.min(len, 65536)];
        ThreadLocalRandom.current().nextBytes(chunk);
        while (b.hasRemaining()) {
            b.put(chunk, 0, Math.min(chunk.length, b.remaining()));
        }
        b.clear();
        return b;
    }
}
