package dev.lkmltriage.bench;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One load-generating client: a persistent HTTP/1.1 connection over a plain socket, GETs written by hand and
 * answers read just far enough to know their status and length. The JDK's HttpClient cost the load generator
 * about 1 ms of CPU per request, a fifth of what it measures on 2 cores; this costs a fraction of that.
 */
final class HttpLoad implements AutoCloseable {
    /** Longest status line or header line accepted from the server. */
    private static final int MAX_LINE = 16 * 1024;

    private final String host;
    private final int port;
    private Socket socket;
    private InputStream in;
    private OutputStream out;

    HttpLoad(URI base) {
        this.host = base.getHost();
        this.port = base.getPort() < 0 ? 80 : base.getPort();
        if (!"http".equals(base.getScheme())) {
            throw new IllegalArgumentException("only http:// URLs are supported, not " + base);
        }
    }

    /** The path and query of a search for {@code q} with {@code extra} (e.g. {@code &facets=true}) appended. */
    static String searchPath(String q, String extra) {
        return "/api/search?limit=20&q=" + URLEncoder.encode(q, StandardCharsets.UTF_8) + extra;
    }

    /** Sends one GET and reads the whole answer; returns the status. Reconnects once when the server closed. */
    int get(String pathAndQuery) throws IOException {
        for (int attempt = 0; ; attempt++) {
            try {
                connect();
                out.write(("GET " + pathAndQuery + " HTTP/1.1\r\nHost: " + host + ":" + port
                        + "\r\nAccept: application/json\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
                return readResponse();
            } catch (IOException e) {
                close();
                if (attempt > 0) {
                    throw e;
                }
            }
        }
    }

    private void connect() throws IOException {
        if (socket == null) {
            socket = new Socket();
            socket.setTcpNoDelay(true);
            socket.connect(new InetSocketAddress(host, port), 10_000);
            socket.setSoTimeout(120_000);
            in = new BufferedInputStream(socket.getInputStream(), 64 * 1024);
            out = socket.getOutputStream();
        }
    }

    private int readResponse() throws IOException {
        String status = line();
        String[] parts = status.split(" ", 3);
        if (parts.length < 2 || !parts[0].startsWith("HTTP/1.")) {
            throw new IOException("not an HTTP/1.x answer: " + status);
        }
        int code = Integer.parseInt(parts[1]);
        long length = -1;
        boolean chunked = false;
        boolean close = parts[0].equals("HTTP/1.0");
        for (String h = line(); !h.isEmpty(); h = line()) {
            int colon = h.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String name = h.substring(0, colon).trim().toLowerCase(java.util.Locale.ROOT);
            String value = h.substring(colon + 1).trim();
            switch (name) {
                case "content-length" -> length = Long.parseLong(value);
                case "transfer-encoding" -> chunked = value.toLowerCase(java.util.Locale.ROOT).contains("chunked");
                case "connection" -> close |= value.equalsIgnoreCase("close");
                default -> {
                }
            }
        }
        if (chunked) {
            for (long size = Long.parseLong(line().split(";", 2)[0].trim(), 16); size > 0;
                 size = Long.parseLong(line().split(";", 2)[0].trim(), 16)) {
                skip(size);
                line();
            }
            for (String trailer = line(); !trailer.isEmpty(); trailer = line()) {
                // trailers are not used
            }
        } else if (length >= 0) {
            skip(length);
        } else {
            close = true;
            while (in.read() >= 0) {
                // no length: the answer ends with the connection
            }
        }
        if (close) {
            close();
        }
        return code;
    }

    private void skip(long n) throws IOException {
        for (long left = n; left > 0; ) {
            long skipped = in.skip(left);
            if (skipped <= 0) {
                if (in.read() < 0) {
                    throw new IOException("connection closed " + left + " bytes before the end of an answer");
                }
                skipped = 1;
            }
            left -= skipped;
        }
    }

    private String line() throws IOException {
        StringBuilder b = new StringBuilder(64);
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) {
                throw new IOException("connection closed in the middle of an answer");
            }
            if (c != '\r') {
                if (b.length() >= MAX_LINE) {
                    throw new IOException("a header line longer than " + MAX_LINE + " bytes");
                }
                b.append((char) c);
            }
        }
        return b.toString();
    }

    @Override
    public void close() {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closing after an error: nothing to do
            }
            socket = null;
        }
    }

    /** The query mixes: words of the synthetic corpus (as {@code bench search} builds) and of linux-pci. */
    static final List<String> SYNTHETIC = List.of("watchdog", "jumbo frames", "\"transmit queue\"", "driver:r8169",
            "hw:10ec:*", "kind:report", "dfn:r8169.c", "kver:2.6.26..2.6.30", "tput:<100M",
            "driver:r8169 AND kver:2.6.25..2.6.28", "throughput NOT kind:patch", "q:napi AND nq:\"rx buffer\"");
    static final List<String> PCI = List.of("r8169", "pci", "s:regression", "driver:e1000e", "kver:5.4..5.9",
            "b:\"bus error\"", "hw:8086:*", "kind:patch pcie", "f:bjorn aspm", "tput:<100M", "NOT kind:robot msi",
            "d:20190101..20190630 hotplug");
}
