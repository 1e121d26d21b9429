package dev.lkmltriage.triage.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pair model's file: written and read back; absent, malformed or hostile, no model and no exception. */
class PairModelTest {
    @TempDir
    Path dir;

    private static PairModel model() {
        double[] w = new double[PairFeatures.GENERIC];
        w[PairMessage.TYPES.length + 1] = 2.0; // same-author
        w[0] = 0.5; // idf.path
        return new PairModel(List.of(PairFeatures.NAMES).subList(0, PairFeatures.GENERIC), w, -1.0, 1.5,
                "a test", Map.of("pooled", "1.000/1.000"));
    }

    @Test
    void aWrittenModelReadsBackAndScoresRawFeatures() throws Exception {
        model().write(dir.resolve(PairModel.FILE));
        PairModel m = PairModel.load(dir);
        assertNotNull(m);
        double[] row = new double[PairFeatures.GENERIC];
        row[PairMessage.TYPES.length + 1] = 1;
        row[0] = 2;
        assertEquals(2.0, m.score(row), 1e-9);
        assertEquals("same-author", m.top(row, 3).get(0).feature());
        assertEquals(2, m.top(row, 3).size(), "features adding nothing are not named");
        assertEquals(1.5, m.threshold());
    }

    @Test
    void aFittedLogisticReadsTheSameOnRawValues() {
        double[][] x = {{0, 1}, {1, 3}, {2, 2}, {3, 7}, {4, 5}, {5, 9}};
        boolean[] y = {false, false, true, false, true, true};
        PairLogistic fitted = PairLogistic.fit(x, y, 2);
        PairModel m = PairModel.of(fitted, 2, 0, "t", Map.of());
        for (double[] r : x) {
            assertEquals(fitted.score(r), m.score(r), 1e-9);
        }
    }

    @Test
    void noFileIsNoModelAndABadFileIsAWarningNotACrash() throws Exception {
        assertNull(PairModel.load(null));
        assertNull(PairModel.load(dir));
        Path f = dir.resolve(PairModel.FILE);
        for (String bad : List.of("", "{", "[]", "null", "42", "{\"features\": 7}",
                "{\"features\": [\"idf.path\"], \"weights\": [1, 2], \"bias\": 0, \"threshold\": 0}",
                "{\"features\": [\"nonsense\"], \"weights\": [1], \"bias\": 0, \"threshold\": 0}",
                "{\"features\": [\"idf.path\"], \"weights\": [\"NaN\"], \"bias\": 0, \"threshold\": 0}",
                "{\"features\": [\"idf.path\"], \"weights\": [1], \"bias\": 1e999, \"threshold\": 0}",
                "[".repeat(100_000), "{\"features\": [" + "\"x\",".repeat(200_000) + "\"y\"]}")) {
            Files.writeString(f, bad);
            assertNull(PairModel.load(dir), bad.length() > 80 ? bad.substring(0, 80) : bad);
        }
        Files.write(f, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2});
        assertNull(PairModel.load(dir));
        Files.delete(f);
        Files.createDirectory(f);
        assertNull(PairModel.load(dir), "a directory in its place");
        assertTrue(Files.isDirectory(f));
    }
}
