package dev.lkmltriage.probe.repro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Results survive a round trip, concurrent appends, torn lines and hostile ids. */
class ReproStoreTest {
    @TempDir
    Path data;

    static ReproResult result(String cluster, String message, double... bps) {
        List<Double> samples = new ArrayList<>();
        for (double b : bps) {
            samples.add(b);
        }
        ProbePlan plan = PlanParser.parse("iperf -m -l32k -c gw -r");
        Summary s = Summary.of(samples);
        return new ReproResult(cluster, message, "2026-11-30T14:00:00Z", "127.0.0.1:5201", "127.0.0.1", plan,
                List.of(new RunSeries("forward", s), new RunSeries("reverse", Summary.of(List.of(1e9)))),
                new ReportedFigures(696e6, null, "send throughput", "cluster c1"), "forward", Verdict.NEITHER, "measured ...");
    }

    @Test
    void roundTripKeepsEverything() throws Exception {
        ReproStore store = ReproStore.in(data);
        assertTrue(store.forCluster("c0123456789").isEmpty());
        ReproResult r = result("c0123456789", "m@x", 1e9, 1.1e9, 0.9e9);
        store.append(r);
        store.append(result("c0123456789", "m@x", 2e9));
        List<ReproResult> back = store.forCluster("c0123456789");
        assertEquals(2, back.size());
        assertEquals(r, back.get(0));
        assertTrue(Double.isNaN(back.get(1).comparedSeries().summary().ciHalfWidth()), "one run: NaN survives");
        assertEquals(2e9, store.latest("c0123456789").orElseThrow().comparedSeries().summary().mean());
        assertTrue(Files.isRegularFile(data.resolve("repro/c0123456789.jsonl")));
        assertFalse(ReproStore.toJson(r).contains("\"empty\""), ReproStore.toJson(r));
    }

    @Test
    void concurrentAppendsNeverInterleave() throws Exception {
        ReproStore store = ReproStore.in(data);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<?>> fs = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            final double v = 1e6 * (i + 1);
            fs.add(pool.submit(() -> {
                store.append(result("c1", null, v, v));
                return null;
            }));
        }
        for (Future<?> f : fs) {
            f.get(60, TimeUnit.SECONDS);
        }
        pool.shutdown();
        assertEquals(200, store.forCluster("c1").size());
    }

    @Test
    void tornAndForeignLinesAreSkipped() throws Exception {
        ReproStore store = ReproStore.in(data);
        store.append(result("c2", null, 1e9));
        Path f = data.resolve("repro/c2.jsonl");
        Files.writeString(f, "not json\n{\"foo\":1}\n\u0000\u0001garbage\n", StandardOpenOption.APPEND);
        store.append(result("c2", null, 3e9));
        // a writer killed mid-line
        Files.write(f, "{\"clusterId\":\"c2\",\"messa".getBytes(StandardCharsets.UTF_8), StandardOpenOption.APPEND);
        List<ReproResult> back = store.forCluster("c2");
        assertEquals(List.of(1e9, 3e9), back.stream().map(r -> r.comparedSeries().summary().mean()).toList());
    }

    @Test
    void hostileIdsStayInsideTheStore() throws Exception {
        ReproStore store = ReproStore.in(data);
        for (String id : new String[] {"../../etc/passwd", "..", ".", "a/b\\c", "x".repeat(5000), "<m@host>",
            "\u00e9\u4e2d", "CON", " "}) {
            store.append(result(null, id, 1e9));
            assertEquals(1, store.forCluster(id).size(), id);
            try (var files = Files.list(data.resolve("repro"))) {
                assertTrue(files.allMatch(p -> p.getParent().equals(data.resolve("repro"))));
            }
        }
        assertEquals("%2E.%2F..%2Fetc%2Fpasswd", ReproStore.fileName("../../etc/passwd"));
        assertTrue(ReproStore.fileName("x".repeat(5000)).startsWith("h-"));
        assertFalse(Files.exists(data.resolveSibling("etc")));
    }
}
