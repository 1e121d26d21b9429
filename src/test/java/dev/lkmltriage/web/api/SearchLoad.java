package dev.lkmltriage.web.api;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A load generator for {@code GET /api/search}: CLIENTS threads, each sending REQUESTS searches in a closed loop
 * (the next one when the last answered), cycling through a fixed mix of queries; prints the latency median, p90,
 * p99 and max and the throughput. JDK only, so it runs as a single source file against any running service:
 *
 * <pre>java src/test/java/dev/lkmltriage/web/api/SearchLoad.java http://127.0.0.1:8080 20 200 [pci|synthetic] [&amp;facets=true]</pre>
 *
 * The fourth argument picks the query mix: words of the real linux-pci archive (default) or of the synthetic corpus
 * of {@code shared/bench/gen_corpus.py} ({@code ./triage bench search --keep DIR} keeps such a store); the fifth is
 * appended to every request.
 *
 * <p>{@code ./triage bench api} does the same with a lighter client (a raw socket: ~0.13 ms CPU per request against
 * ~1.1 ms for the JDK HttpClient used here) and prints the service's CPU per request; prefer it.
 */
public final class SearchLoad {
    static final List<String> QUERIES = List.of("r8169", "pci", "s:regression", "driver:e1000e", "kver:5.4..5.9",
            "b:\"bus error\"", "hw:8086:*", "kind:patch pcie", "f:bjorn aspm", "tput:<100M", "NOT kind:robot msi",
            "d:20190101..20190630 hotplug");

    /** The vocabulary of the synthetic corpus, as in {@code SearchBench}'s mix. */
    static final List<String> SYNTHETIC = List.of("watchdog", "jumbo frames", "\"transmit queue\"", "driver:r8169",
            "hw:10ec:*", "kind:report", "dfn:r8169.c", "kver:2.6.26..2.6.30", "tput:<100M",
            "driver:r8169 AND kver:2.6.25..2.6.28", "throughput NOT kind:patch", "q:napi AND nq:\"rx buffer\"");

    private static List<String> queries = QUERIES;
    private static String extra = "";

    private SearchLoad() {
    }

    public static void main(String[] args) throws Exception {
        String base = args.length > 0 ? args[0] : "http://127.0.0.1:8080";
        int clients = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        int requests = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        queries = args.length > 3 && args[3].equals("synthetic") ? SYNTHETIC : QUERIES;
        extra = args.length > 4 ? args[4] : "";
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .executor(Executors.newFixedThreadPool(clients)).build();
        // Warm up: every query once, so the first compilation and facet state do not count.
        for (String q : queries) {
            send(http, base, q);
        }
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        List<Future<List<Long>>> futures = new ArrayList<>();
        long start = System.nanoTime();
        for (int c = 0; c < clients; c++) {
            int offset = c;
            futures.add(pool.submit(() -> {
                List<Long> times = new ArrayList<>(requests);
                for (int i = 0; i < requests; i++) {
                    long t0 = System.nanoTime();
                    int status = send(http, base, queries.get((offset + i) % queries.size()));
                    times.add(System.nanoTime() - t0);
                    if (status != 200) {
                        throw new IllegalStateException("status " + status);
                    }
                }
                return times;
            }));
        }
        List<Long> all = new ArrayList<>();
        for (Future<List<Long>> f : futures) {
            all.addAll(f.get());
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        pool.shutdown();
        Collections.sort(all);
        System.out.printf(Locale.ROOT, "%d clients x %d searches: median %.1f ms, p90 %.1f ms, p99 %.1f ms, "
                        + "max %.1f ms, %.0f searches/s%n", clients, requests, ms(all, 0.5), ms(all, 0.9),
                ms(all, 0.99), all.get(all.size() - 1) / 1e6, all.size() / seconds);
        System.exit(0);
    }

    private static int send(HttpClient http, String base, String q) throws Exception {
        URI uri = URI.create(base + "/api/search?limit=20&q=" + URLEncoder.encode(q, StandardCharsets.UTF_8)
                + extra);
        return http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    private static double ms(List<Long> sorted, double quantile) {
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(quantile * sorted.size()) - 1)) / 1e6;
    }
}
