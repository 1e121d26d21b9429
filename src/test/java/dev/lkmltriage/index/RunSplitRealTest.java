package dev.lkmltriage.index;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.ingest.IngestPipeline;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.ItemSink;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.RawItem;
import dev.lkmltriage.source.Sources;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterWeights;
import dev.lkmltriage.extract.ExtractSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 4, "each message is placed as it is ingested": the first N messages of the real linux-pci archive (read in
 * place from ../shared, skipped where absent) ingested in one run and in two runs with the store closed and reopened
 * between them, as two {@code ./triage ingest} runs do, give the same clusters (as sets of members).
 * N is {@code -Dtriage.split.n} (default: the whole archive).
 */
class RunSplitRealTest {
    @TempDir
    Path one;
    @TempDir
    Path two;

    @Test
    void oneRunAndTwoRunsGiveTheSameClusters() throws Exception {
        Path archive = TestData.shared("data/linux-pci-2019-2020.git");
        List<RawItem> items = read(archive, Integer.getInteger("triage.split.n", Integer.MAX_VALUE));
        ClusterWeights weights = ClusterWeights.load(ExtractSettings.defaults().modelsDir());
        int half = items.size() / 2;
        ingest(one, weights, items);
        ingest(two, weights, items.subList(0, half));
        long t0 = System.nanoTime();
        long cpu0 = cpu();
        Set<Set<String>> b;
        try (MailStore reopened = MailStore.open(two, weights)) {
            System.out.printf("reopen with %d clusters: %.0f ms wall, %.0f ms CPU%n", reopened.clusters().size(),
                    (System.nanoTime() - t0) / 1e6, (cpu() - cpu0) / 1e6);
        }
        ingest(two, weights, items.subList(half, items.size()));
        Set<Set<String>> a = memberSets(one, weights);
        b = memberSets(two, weights);
        Set<Set<String>> onlyOne = new HashSet<>(a);
        onlyOne.removeAll(b);
        Set<Set<String>> onlyTwo = new HashSet<>(b);
        onlyTwo.removeAll(a);
        String diff = String.format("%d messages: %d clusters in one run, %d in two; %d only in one run, %d only in"
                + " two; co-clustered pairs only in one run %d, only in two %d", items.size(), a.size(), b.size(),
                onlyOne.size(), onlyTwo.size(), pairs(onlyOne, b), pairs(onlyTwo, a));
        System.out.println(diff);
        onlyOne.stream().limit(10).forEach(s -> System.out.println("  one run: " + new TreeSet<>(s)));
        onlyTwo.stream().limit(10).forEach(s -> System.out.println("  two runs: " + new TreeSet<>(s)));
        assertTrue(onlyOne.isEmpty() && onlyTwo.isEmpty(), diff);
    }

    private static long cpu() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /** Pairs of members together in a cluster of {@code sets} but not together in any cluster of {@code other}. */
    private static long pairs(Set<Set<String>> sets, Set<Set<String>> other) {
        Map<String, Set<String>> where = new HashMap<>();
        other.forEach(s -> s.forEach(m -> where.put(m, s)));
        long n = 0;
        for (Set<String> s : sets) {
            List<String> l = new ArrayList<>(s);
            for (int i = 0; i < l.size(); i++) {
                for (int j = i + 1; j < l.size(); j++) {
                    Set<String> w = where.get(l.get(i));
                    if (w == null || !w.contains(l.get(j))) {
                        n++;
                    }
                }
            }
        }
        return n;
    }

    private static Set<Set<String>> memberSets(Path data, ClusterWeights weights) throws IOException {
        Set<Set<String>> out = new HashSet<>();
        try (MailStore store = MailStore.open(data, weights)) {
            for (Cluster c : store.clusters()) {
                Set<String> m = new HashSet<>();
                c.members().forEach(x -> m.add(x.messageId()));
                out.add(m);
            }
        }
        return out;
    }

    private static void ingest(Path data, ClusterWeights weights, List<RawItem> items) throws IOException {
        try (MailStore store = MailStore.open(data, weights)) {
            IngestPipeline.standard().run(List.of(new ListSource(items)), store, ProgressListener.NONE);
        }
    }

    private static List<RawItem> read(Path archive, int limit) throws IOException {
        List<RawItem> out = new ArrayList<>();
        for (MailSource source : Sources.open(archive.toString())) {
            source.read(Checkpoints.NONE, new ItemSink() {
                @Override
                public void accept(RawItem item) {
                    if (out.size() < limit) {
                        out.add(item);
                    }
                }

                @Override
                public void unreadable(String origin, String reason) {
                }
            });
        }
        return out;
    }

    /** A slice of an archive as a source of its own (no checkpoints: each run gets just its slice). */
    private record ListSource(List<RawItem> items) implements MailSource {
        @Override
        public String describe() {
            return "slice of " + items.size();
        }

        @Override
        public void read(Checkpoints from, ItemSink sink) throws IOException {
            for (RawItem i : items) {
                sink.accept(i);
            }
        }
    }
}
