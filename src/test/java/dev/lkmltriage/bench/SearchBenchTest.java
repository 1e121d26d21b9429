package dev.lkmltriage.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.TestData;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SearchBenchTest {
    @TempDir
    Path work;

    @Test
    void percentilesAndFlatness() {
        List<Double> xs = List.of(5.0, 1.0, 4.0, 2.0, 3.0);
        assertEquals(3.0, SearchBench.percentile(xs, 50));
        assertEquals(5.0, SearchBench.percentile(xs, 99));
        assertEquals(1.0, SearchBench.percentile(xs, 1));
        assertEquals(1.0, SearchBench.halves(List.of(10.0, 10.0, 10.0, 10.0)));
        assertEquals(2.0, SearchBench.halves(List.of(10.0, 10.0, 20.0, 20.0)));
    }

    /** A small run end to end: every query of the mix runs, one clustering figure per thousand messages. */
    @Test
    void aSmallRunMeasuresEveryQueryClass() throws Exception {
        Path shared = TestData.shared("bench/gen_corpus.py").getParent().getParent();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        List<SearchBench.Result> results = SearchBench.run(new SearchBench.Options(shared, List.of(2000), 1, work),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        SearchBench.Result r = results.get(0);
        assertEquals(2, r.clusterMicros().size(), "one figure per thousand messages");
        for (String cls : SearchBench.QUERIES.keySet()) {
            assertEquals(SearchBench.QUERIES.get(cls).size(), r.latencies().get(cls).size(), cls);
        }
        assertTrue(r.clusters() > 0);
        assertTrue(out.contains("search p50 all (ms)") && out.contains("clustering, late/early half"), out);
    }
}
