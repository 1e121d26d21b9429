package dev.lkmltriage.probe;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SocketChannel;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One TCP data connection of a test, driven by its own thread: a sender writes the shared payload buffer over and
 * over, a receiver reads into it and discards. The byte counter has a single writer, so reporting threads read it
 * without slowing the loop down.
 */
final class DataStream {
    final int id;
    final boolean sender;
    final SocketChannel channel;
    private final ByteBuffer payload;
    private final AtomicLong bytes = new AtomicLong();
    private volatile boolean stop;
    private volatile IOException failure;
    private volatile boolean peerClosed;
    private Thread thread;

    /** Receivers read at most this much per call: iperf3's default block, and a bound on memory per stream. */
    static final int MAX_READ = 256 << 10;

    /**
     * @param payload a direct buffer shared by all sending streams of a test, each on its own duplicate, so senders
     *                never copy; receivers get a buffer of their own, because two cores writing the same memory
     *                would fight over its cache lines
     */
    DataStream(int id, boolean sender, SocketChannel channel, ByteBuffer payload) {
        this.id = id;
        this.sender = sender;
        this.channel = channel;
        this.payload = payload;
        this.buffer = sender ? payload.duplicate() : ByteBuffer.allocateDirect(Math.min(payload.capacity(), MAX_READ));
    }

    /**
     * Starts the thread now but lets it move data only once {@code go} opens, so thread creation and the first
     * touch of its buffer happen before the clock starts rather than eating into a short test.
     */
    void prepare(String name, java.util.concurrent.CountDownLatch go) {
        thread = new Thread(() -> {
            try {
                go.await();
            } catch (InterruptedException e) {
                return;
            }
            loop();
        }, name);
        thread.setDaemon(true);
        thread.start();
    }

    long bytes() {
        return bytes.get();
    }

    IOException failure() {
        return failure;
    }

    boolean peerClosed() {
        return peerClosed;
    }

    /** Asks the loop to end after its current write; {@link #close()} ends a loop stuck on a silent peer. */
    void stop() {
        stop = true;
    }

    boolean join(long millis) throws InterruptedException {
        if (thread == null) {
            return true;
        }
        thread.join(Math.max(1, millis));
        return !thread.isAlive();
    }

    void close() {
        stop = true;
        try {
            channel.close();
        } catch (IOException ignored) {
            // the stream is over either way
        }
    }

    private ByteBuffer buffer;

    private void loop() {
        ByteBuffer b = buffer;
        try {
            if (sender) {
                while (!stop) {
                    b.clear();
                    while (b.hasRemaining()) {
                        int n = channel.write(b);
                        bytes.lazySet(bytes.get() + n);
                    }
                }
            } else {
                while (!stop) {
                    b.clear();
                    int n = channel.read(b);
                    if (n < 0) {
                        peerClosed = true;
                        return;
                    }
                    bytes.lazySet(bytes.get() + n);
                }
            }
        } catch (ClosedChannelException e) {
            // closed by us at the end of the test: a normal way out of a blocked read or write
        } catch (IOException e) {
            if (!stop) {
                failure = e;
            }
            if (sender) {
                peerClosed = true;
            }
        }
    }
}
