package dev.lkmltriage.bench;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.ingest.IngestPipeline;
import dev.lkmltriage.ingest.IngestSummary;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.source.Sources;
import dev.lkmltriage.triage.ClusterWeights;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Search latency and clustering cost at several index sizes, side by side. Each size gets a fresh synthetic corpus
 * from {@code shared/bench/gen_corpus.py} (threaded netdev-style mail with iperf output, lspci lines, versions,
 * hashes), ingested through the full pipeline into a fresh store while a second clusterer times its placements per
 * thousand messages; then a mix of queries (words, phrases, facts, ranges, combinations) runs through
 * {@link MailSearch#search} as the API calls it by default (20 hits with snippets, no facets) and as the web UI
 * calls it (with facets), warm, several rounds; the searching thread's CPU time is kept beside the clock, because
 * on a shared machine the clock measures the neighbours too. With {@code keep}, generated corpora are reused from
 * there and the stores are kept there ({@code data-N}) for a load test.
 */
public final class SearchBench {
    /** The query mix, by class; the values exist in the generator's vocabulary. */
    static final Map<String, List<String>> QUERIES = queries();

    /**
     * @param shared the shared directory with {@code bench/gen_corpus.py}
     * @param sizes  corpus sizes, in messages
     * @param rounds passes over the query mix per size (after one warm-up pass)
     * @param work   scratch directory
     */
    public record Options(Path shared, List<Integer> sizes, int rounds, Path work, Path keep) {
        public Options(Path shared, List<Integer> sizes, int rounds, Path work) {
            this(shared, sizes, rounds, work, null);
        }
    }

    /** What one size measured. */
    record Result(int messages, double ingestRate, long clusters, List<Double> clusterMicros,
                  List<Double> storeMicros, Map<String, List<Double>> latencies) {
    }

    private SearchBench() {
    }

    private static Map<String, List<String>> queries() {
        Map<String, List<String>> q = new LinkedHashMap<>();
        q.put("words", List.of("watchdog", "jumbo frames", "softirq", "coalescing moderation", "firmware",
                "retransmits"));
        q.put("phrases", List.of("\"transmit queue\"", "\"checksum errors\"", "\"link flaps under load\"",
                "s:\"performance problem\""));
        q.put("facts", List.of("driver:r8169", "driver:tg3", "hw:10ec:*", "kind:report", "kind:patch",
                "commit:1a2b", "dfn:r8169.c", "status:open"));
        q.put("ranges", List.of("kver:2.6.26..2.6.30", "d:20080101..20080601", "tput:<100M", "tput:300M..1G",
                "kver:3.0..3.9"));
        q.put("combined", List.of("driver:r8169 AND kver:2.6.25..2.6.28", "s:regression AND driver:e1000e",
                "throughput NOT kind:patch", "(driver:igb OR driver:ixgbe) AND tput:>=1G",
                "q:napi AND nq:\"rx buffer\""));
        return q;
    }

    public static List<Result> run(Options o, PrintStream out) throws IOException, InterruptedException {
        Path generator = o.shared().resolve("bench/gen_corpus.py");
        if (!Files.isRegularFile(generator)) {
            throw new IOException("no generator at " + generator + "; give --shared DIR (the directory holding"
                    + " bench/gen_corpus.py)");
        }
        List<Result> results = new ArrayList<>();
        Path place = o.keep() != null ? o.keep() : o.work();
        for (int n : o.sizes()) {
            Path synth = place.resolve("synthetic-" + n);
            if (o.keep() == null || !Files.isDirectory(synth.resolve("Maildir/cur"))) {
                out.println("generating " + n + " synthetic messages ...");
                deleteTree(synth);
                Peers.run(List.of("python3", IngestBench.runnable(generator, o.work()).toString(), "--count",
                        Integer.toString(n), "--seed", "1", "--out", synth.toString(), "--no-mbox"), Map.of());
            } else {
                out.println("reusing the " + n + " synthetic messages in " + synth);
            }
            out.println("ingesting " + n + " messages ...");
            Path data = place.resolve("data-" + n);
            deleteTree(data);
            results.add(measure(n, synth.resolve("Maildir"), data, o.rounds()));
            if (o.keep() == null) {
                deleteTree(synth);
                deleteTree(data);
            } else {
                out.println("kept the store in " + data);
            }
            if (results.size() < o.sizes().size()) {
                print(results, out); // what is measured so far, in case a larger size is cut short
            }
        }
        print(results, out);
        return results;
    }

    static Result measure(int n, Path maildir, Path data, int rounds) throws IOException {
        ClusterWeights weights = ClusterWeights.load(ExtractSettings.defaults().modelsDir());
        IngestSummary summary;
        ClusterTiming timing;
        try (MailStore store = MailStore.open(data, weights)) {
            timing = new ClusterTiming(store, weights);
            summary = IngestPipeline.standard().run(Sources.open(maildir.toString()), timing, ProgressListener.NONE);
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            Map<String, List<Double>> latencies = new LinkedHashMap<>();
            java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
            for (int round = -2; round < rounds; round++) { // two warm-up passes for the JIT
                for (Map.Entry<String, List<String>> e : QUERIES.entrySet()) {
                    for (String q : e.getValue()) {
                        long c0 = threads.getCurrentThreadCpuTime();
                        long t0 = System.nanoTime();
                        search.search(q, 20, 0, false); // as the API answers by default
                        double ms = (System.nanoTime() - t0) / 1e6;
                        double cpu = (threads.getCurrentThreadCpuTime() - c0) / 1e6;
                        long t1 = System.nanoTime();
                        search.search(q, 20, 0, true); // as the web UI asks: the same page plus facets
                        double ui = (System.nanoTime() - t1) / 1e6;
                        // The same query without hits: matching and counting, no snippets or stored fields.
                        long t2 = System.nanoTime();
                        search.search(q, 0, 0, false);
                        double bare = (System.nanoTime() - t2) / 1e6;
                        if (round >= 0) {
                            latencies.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add(ms);
                            latencies.computeIfAbsent("all", k -> new ArrayList<>()).add(ms);
                            latencies.computeIfAbsent("cpu", k -> new ArrayList<>()).add(cpu);
                            latencies.computeIfAbsent("facets", k -> new ArrayList<>()).add(ui);
                            latencies.computeIfAbsent("no hits", k -> new ArrayList<>()).add(bare);
                        }
                    }
                }
            }
            return new Result(n, summary.rate(), timing.clusters(), timing.clusteringMicros(),
                    timing.storeMicros(), latencies);
        }
    }

    static void print(List<Result> results, PrintStream out) {
        out.println();
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-38s", ""));
        results.forEach(r -> head.append(String.format(Locale.ROOT, "%14s", r.messages() + " msgs")));
        out.println(head);
        row(out, "ingest, full pipeline (msg/s)", results, r -> r.ingestRate(), "%14.0f");
        row(out, "clusters", results, r -> (double) r.clusters(), "%14.0f");
        for (String cls : List.of("all", "words", "phrases", "facts", "ranges", "combined")) {
            row(out, "search p50 " + cls + " (ms)", results, r -> percentile(r.latencies().get(cls), 50), "%14.2f");
        }
        row(out, "search p99 all (ms)", results, r -> percentile(r.latencies().get("all"), 99), "%14.2f");
        row(out, "search CPU p50 all (ms)", results, r -> percentile(r.latencies().get("cpu"), 50), "%14.2f");
        row(out, "search CPU p99 all (ms)", results, r -> percentile(r.latencies().get("cpu"), 99), "%14.2f");
        row(out, "with facets (web UI) p50 (ms)", results, r -> percentile(r.latencies().get("facets"), 50),
                "%14.2f");
        row(out, "with facets (web UI) p99 (ms)", results, r -> percentile(r.latencies().get("facets"), 99),
                "%14.2f");
        row(out, "search p50, count only (ms)", results, r -> percentile(r.latencies().get("no hits"), 50),
                "%14.2f");
        row(out, "clustering, first 1000 (us/msg)", results, r -> first(r.clusterMicros()), "%14.1f");
        row(out, "clustering, median 1000 (us/msg)", results, r -> percentile(r.clusterMicros(), 50), "%14.1f");
        row(out, "clustering, last 1000 (us/msg)", results, r -> last(r.clusterMicros()), "%14.1f");
        row(out, "clustering, last/first 1000", results, r -> last(r.clusterMicros()) / first(r.clusterMicros()),
                "%14.2f");
        row(out, "clustering, late/early half (median)", results, r -> halves(r.clusterMicros()), "%14.2f");
        row(out, "store accept, first 1000 (us/msg)", results, r -> first(r.storeMicros()), "%14.1f");
        row(out, "store accept, last 1000 (us/msg)", results, r -> last(r.storeMicros()), "%14.1f");
        out.println();
        out.println("clustering us/msg per thousand, in ingest order:");
        for (Result r : results) {
            List<String> xs = new ArrayList<>();
            r.clusterMicros().forEach(x -> xs.add(String.format(Locale.ROOT, "%.0f", x)));
            out.println("  " + r.messages() + ": " + String.join(" ", xs));
        }
    }

    private interface Metric {
        double of(Result r);
    }

    private static void row(PrintStream out, String name, List<Result> results, Metric m, String format) {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%-38s", name));
        results.forEach(r -> b.append(String.format(Locale.ROOT, format, m.of(r))));
        out.println(b);
    }

    static double percentile(List<Double> xs, double p) {
        if (xs == null || xs.isEmpty()) {
            return Double.NaN;
        }
        List<Double> s = new ArrayList<>(xs);
        Collections.sort(s);
        int i = (int) Math.ceil(p / 100 * s.size()) - 1;
        return s.get(Math.max(0, Math.min(s.size() - 1, i)));
    }

    private static double first(List<Double> xs) {
        return xs.isEmpty() ? Double.NaN : xs.get(0);
    }

    private static double last(List<Double> xs) {
        return xs.isEmpty() ? Double.NaN : xs.get(xs.size() - 1);
    }

    /** Median of the late half over median of the early half: 1 means flat. */
    static double halves(List<Double> xs) {
        if (xs.size() < 2) {
            return Double.NaN;
        }
        int mid = xs.size() / 2;
        return percentile(xs.subList(mid, xs.size()), 50) / percentile(xs.subList(0, mid), 50);
    }

    private static void deleteTree(Path p) throws IOException {
        if (!Files.exists(p)) {
            return;
        }
        try (var s = Files.walk(p)) {
            s.sorted(java.util.Comparator.reverseOrder()).forEach(x -> x.toFile().delete());
        }
    }
}
