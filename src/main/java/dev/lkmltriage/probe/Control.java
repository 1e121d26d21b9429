package dev.lkmltriage.probe;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.SocketTimeoutException;
import java.nio.channels.SocketChannel;

/**
 * One end of an iperf3 control connection: state bytes and JSON messages with a 4-byte big-endian length. Every read
 * has a timeout and every JSON length a ceiling, checked before anything is allocated.
 */
final class Control implements Closeable {
    static final ObjectMapper JSON = new ObjectMapper();
    /** Results for 128 streams are a few KiB; a peer announcing more is broken or hostile. */
    static final int MAX_JSON = 1 << 20;

    private final SocketChannel channel;
    private final InputStream in;
    private final OutputStream out;
    private final String peer;

    Control(SocketChannel channel, String peer) throws IOException {
        this.channel = channel;
        this.in = channel.socket().getInputStream();
        this.out = channel.socket().getOutputStream();
        this.peer = peer;
        channel.socket().setTcpNoDelay(true);
    }

    SocketChannel channel() {
        return channel;
    }

    void timeoutMillis(long millis) throws IOException {
        channel.socket().setSoTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, millis)));
    }

    byte[] readExactly(int n, String what) throws IOException {
        byte[] b = new byte[n];
        int off = 0;
        try {
            while (off < n) {
                int r = in.read(b, off, n - off);
                if (r < 0) {
                    throw new EOFException();
                }
                off += r;
            }
        } catch (EOFException e) {
            throw new ProbeException(peer + " closed the control connection while we waited for " + what, e);
        } catch (SocketTimeoutException e) {
            throw new ProbeException(peer + " went silent: nothing within "
                    + channel.socket().getSoTimeout() / 1000.0 + " s while we waited for " + what);
        }
        return b;
    }

    /** Reads one state byte; a timeout surfaces as {@link SocketTimeoutException} so callers can poll. */
    ProtocolState pollState() throws IOException {
        int r = in.read();
        if (r < 0) {
            throw new ProbeException(peer + " closed the control connection unexpectedly");
        }
        return decode((byte) r);
    }

    ProtocolState readState(String what) throws IOException {
        return decode(readExactly(1, what)[0]);
    }

    private ProtocolState decode(byte b) throws ProbeException {
        ProtocolState s = ProtocolState.of(b);
        if (s == null) {
            throw new ProbeException(peer + " sent an unknown control state " + b + ": not an iperf3 peer?");
        }
        return s;
    }

    void writeState(ProtocolState s) throws IOException {
        out.write(s.code);
        out.flush();
    }

    int readInt(String what) throws IOException {
        byte[] b = readExactly(4, what);
        return ((b[0] & 0xff) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff);
    }

    void writeInt(int v) throws IOException {
        out.write(new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v});
        out.flush();
    }

    /** A length-prefixed JSON object of at most {@code max} bytes. */
    JsonNode readJson(int max, String what) throws IOException {
        long len = readInt("the length of " + what) & 0xffffffffL;
        if (len > max) {
            throw new ProbeException(peer + " announced " + what + " of " + len + " bytes, more than the " + max
                    + " allowed: not an iperf3 peer, or a broken one");
        }
        byte[] body = readExactly((int) len, what);
        JsonNode node;
        try {
            node = JSON.readTree(body);
        } catch (IOException e) {
            throw new ProbeException(peer + " sent garbage instead of " + what + " (" + firstLine(e) + ")");
        }
        if (node == null || !node.isObject()) {
            throw new ProbeException(peer + " sent " + what + " that is not a JSON object");
        }
        return node;
    }

    void writeJson(JsonNode node) throws IOException {
        byte[] body = JSON.writeValueAsBytes(node);
        int n = body.length;
        byte[] msg = new byte[4 + n];
        msg[0] = (byte) (n >>> 24);
        msg[1] = (byte) (n >>> 16);
        msg[2] = (byte) (n >>> 8);
        msg[3] = (byte) n;
        System.arraycopy(body, 0, msg, 4, n);
        out.write(msg);
        out.flush();
    }

    void write(byte[] raw) throws IOException {
        out.write(raw);
        out.flush();
    }

    private static String firstLine(Exception e) {
        String m = String.valueOf(e.getMessage());
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing a socket we are done with: nothing useful to report
        }
    }
}
