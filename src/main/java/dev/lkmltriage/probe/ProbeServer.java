package dev.lkmltriage.probe;

import java.io.Closeable;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.function.Consumer;

/**
 * An iperf3-compatible server: a real {@code iperf3 -c} or a {@link ProbeClient} can test against it. Like iperf3 it
 * runs one test at a time: while a test is set up or running, any other connection gets ACCESS_DENIED, except that
 * while the test opens its streams a connection is taken as a data stream if, and only if, it presents the test's
 * cookie. Tests are bounded by {@link Limits}.
 */
public final class ProbeServer implements Closeable {
    private final ServerSocketChannel listener;
    private final PrintStream log;
    private volatile Consumer<ProbeResult> onResult = r -> { };
    private volatile Consumer<Exception> onFailure = e -> { };
    private ServerSession session;
    private int testNumber;
    private volatile boolean closed;
    volatile long stepMillis = ServerSession.STEP_MILLIS;
    volatile int graceSeconds = Limits.GRACE_SECONDS;

    /**
     * Binds {@code port} (0 for any free port) on all addresses.
     *
     * @param log where iperf3-style progress and summaries go; null for silence
     */
    public ProbeServer(int port, PrintStream log) throws IOException {
        this(new InetSocketAddress(port), log);
    }

    public ProbeServer(InetSocketAddress bind, PrintStream log) throws IOException {
        this.log = log;
        this.listener = ServerSocketChannel.open();
        listener.bind(bind, 64);
    }

    public int port() {
        return ((InetSocketAddress) listener.socket().getLocalSocketAddress()).getPort();
    }

    /** Shortens the waits on a client, for tests of silent and broken clients. */
    void timeouts(long stepMillis, int graceSeconds) {
        this.stepMillis = stepMillis;
        this.graceSeconds = graceSeconds;
    }

    /** Called with each completed test's figures, this server's view ({@code localSender} true where it sent). */
    public void onResult(Consumer<ProbeResult> callback) {
        this.onResult = callback == null ? r -> { } : callback;
    }

    /** Called with the reason whenever a test ends in an error. */
    public void onFailure(Consumer<Exception> callback) {
        this.onFailure = callback == null ? e -> { } : callback;
    }

    /** Accepts tests until closed; with {@code oneOff}, returns after the first test ends, however it ended. */
    public void serve(boolean oneOff) throws IOException {
        say("-----------------------------------------------------------");
        say("Server listening on " + port() + (oneOff ? " (one test)" : ""));
        say("-----------------------------------------------------------");
        try {
            while (!closed) {
                SocketChannel s;
                try {
                    s = listener.accept();
                } catch (ClosedChannelException e) {
                    return;
                }
                dispatch(s, oneOff);
            }
        } finally {
            if (oneOff) {
                close();
            }
        }
    }

    /** Runs {@link #serve(boolean)} on a daemon thread, for tests and for programs embedding a server. */
    public Thread start() {
        Thread t = new Thread(() -> {
            try {
                serve(false);
            } catch (IOException e) {
                if (!closed) {
                    onFailure.accept(e);
                }
            }
        }, "probe-server-" + port());
        t.setDaemon(true);
        t.start();
        return t;
    }

    private synchronized void dispatch(SocketChannel s, boolean oneOff) {
        if (session == null) {
            testNumber++;
            session = new ServerSession(this, s, log, testNumber);
            Thread t = new Thread(() -> {
                session().run();
                if (oneOff) {
                    close();
                }
            }, "probe-session-" + testNumber);
            t.setDaemon(true);
            t.start();
        } else if (!session.offer(s)) {
            // A client that has its results may connect again while the server still closes that test: give the
            // old session a moment to end before turning the new test away as busy.
            long end = System.nanoTime() + HANDOVER_NANOS;
            while (session != null && !closed && System.nanoTime() < end) {
                try {
                    wait(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            if (session == null && !closed) {
                dispatch(s, oneOff);
            } else {
                deny(s);
            }
        }
    }

    /** How long a new test waits for the previous one to finish closing before it is denied. */
    private static final long HANDOVER_NANOS = 500_000_000L;

    private synchronized ServerSession session() {
        return session;
    }

    synchronized void ended(ServerSession s, ProbeResult result, Exception failure) {
        if (session == s) {
            session = null;
            notifyAll();
        }
        if (result != null) {
            onResult.accept(result);
        }
        if (failure != null) {
            onFailure.accept(failure);
        }
    }

    /** iperf3's answer to a connection it will not serve: one ACCESS_DENIED byte, then close, without reading. */
    static void deny(SocketChannel s) {
        try (s) {
            s.write(ByteBuffer.wrap(new byte[] {ProtocolState.ACCESS_DENIED.code}));
        } catch (IOException ignored) {
            // the peer is gone already; nothing to deny
        }
    }

    void say(String line) {
        if (log != null) {
            log.println(line);
            log.flush();
        }
    }

    @Override
    public void close() {
        closed = true;
        try {
            listener.close();
        } catch (IOException ignored) {
            // shutting down anyway
        }
        ServerSession s = session();
        if (s != null) {
            s.abort();
        }
    }
}
