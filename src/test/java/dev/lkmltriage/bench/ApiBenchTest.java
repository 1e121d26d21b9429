package dev.lkmltriage.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The load generator against a real HTTP server on loopback (the JDK's): fixed-length and chunked answers on kept
 * connections, every request counted, the query mix spread over the clients, errors reported, not hidden.
 */
class ApiBenchTest {
    HttpServer server;
    final AtomicInteger served = new AtomicInteger();
    final Set<String> queries = ConcurrentHashMap.newKeySet();
    volatile int status = 200;

    @BeforeEach
    void start() throws Exception {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(Executors.newFixedThreadPool(4));
        server.createContext("/api/search", exchange -> {
            String q = exchange.getRequestURI().getQuery();
            queries.add(q);
            byte[] body = ("{\"query\":\"" + q.length() + "\",\"hits\":[" + "{\"x\":1},".repeat(q.length() % 50)
                    + "{}]}").getBytes(StandardCharsets.UTF_8);
            // every other answer chunked (length 0 in this API means chunked)
            boolean chunked = served.incrementAndGet() % 2 == 0;
            exchange.sendResponseHeaders(status, chunked ? 0 : body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private ApiBench.Options options(int clients, int requests) {
        return new ApiBench.Options(URI.create("http://127.0.0.1:" + server.getAddress().getPort()),
                ProcessHandle.current().pid(), clients, requests, 0, 2, "synthetic", "&facets=true");
    }

    @Test
    void everyRequestIsAnsweredCountedAndTimed() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        List<ApiBench.Round> rounds = ApiBench.run(options(5, 30), new PrintStream(printed, true,
                StandardCharsets.UTF_8));
        assertEquals(2, rounds.size());
        assertEquals(2 * 5 * 30, served.get());
        for (ApiBench.Round r : rounds) {
            assertEquals(0, r.errors());
            assertTrue(r.medianMs() > 0 && r.medianMs() <= r.p90Ms() && r.p90Ms() <= r.p99Ms()
                    && r.p99Ms() <= r.maxMs(), r.toString());
            assertTrue(r.perSecond() > 0, r.toString());
            assertTrue(r.serverCpuMs() >= 0, "this process's CPU is readable from /proc: " + r);
        }
        assertEquals(HttpLoad.SYNTHETIC.size(), queries.size(), "every query of the mix was sent: " + queries);
        assertTrue(queries.stream().allMatch(q -> q.endsWith("&facets=true")), queries.toString());
        String out = printed.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("5 clients x 30 searches: median"), out);
    }

    @Test
    void errorsAreCountedAndShown() throws Exception {
        status = 500;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        List<ApiBench.Round> rounds = ApiBench.run(options(2, 5), new PrintStream(printed, true,
                StandardCharsets.UTF_8));
        assertEquals(10, rounds.get(0).errors());
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("10 ERRORS"), printed.toString());
    }

    @Test
    void anUnknownMixOrANonHttpUrlIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> ApiBench.mix("lore"));
        assertThrows(IllegalArgumentException.class, () -> new HttpLoad(URI.create("https://127.0.0.1:1")));
    }

    @Test
    void aServerThatIsNotThereIsAnError() throws Exception {
        int port = server.getAddress().getPort();
        server.stop(0);
        assertThrows(java.io.IOException.class, () -> ApiBench.ready(URI.create("http://127.0.0.1:" + port)));
    }
}
