package dev.lkmltriage.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RealLabelsTest {
    @TempDir
    Path dir;

    private Path write(String... lines) throws IOException {
        Path f = dir.resolve("real-test.jsonl");
        Files.writeString(f, String.join("\n", lines) + "\n");
        return f;
    }

    private static String group(String id, String split, String... ids) {
        StringBuilder b = new StringBuilder("{\"id\":\"" + id + "\",\"split\":\"" + split
                + "\",\"reason\":\"r\",\"members\":[");
        for (int i = 0; i < ids.length; i++) {
            b.append(i == 0 ? "" : ",").append("{\"messageId\":\"").append(ids[i]).append("\",\"role\":\"")
                    .append(i == 0 ? "report" : "duplicate").append("\"}");
        }
        return b.append("]}").toString();
    }

    @Test
    void readsGroupsAndSplits() throws IOException {
        RealLabels l = RealLabels.read(write(group("g1", "tune", "a", "b"), "", group("g2", "held-out", "c", "d",
                "e")));
        assertEquals(2, l.groups().size());
        assertEquals(Map.of("a", "g1", "b", "g1"), l.truth("tune"));
        assertEquals(3, l.truth("held-out").size());
        assertEquals(5, l.truth(null).size());
    }

    @Test
    void aHardNegativeMayStandAloneAndMakesNoTruePair() throws IOException {
        String negative = "{\"id\":\"n\",\"split\":\"held-out\",\"negative\":true,\"reason\":\"r\","
                + "\"members\":[{\"messageId\":\"z\",\"role\":\"report\"}]}";
        RealLabels l = RealLabels.read(write(group("g1", "held-out", "a", "b"), negative));
        Map<String, String> truth = l.truth("held-out");
        assertEquals("n", truth.get("z"));
        // Joined with a group's message it is a false pair; kept apart it costs nothing.
        ClusterScore wrong = ClusterScore.pairwise(truth, Map.of("a", "c1", "b", "c1", "z", "c1"));
        assertEquals(1, wrong.truePairs());
        assertTrue(wrong.precision() < 1.0, "precision " + wrong.precision());
        ClusterScore right = ClusterScore.pairwise(truth, Map.of("a", "c1", "b", "c1", "z", "c2"));
        assertEquals(1.0, right.precision());
        assertEquals(1.0, right.recall());
    }

    @Test
    void malformedLabelsAreErrorsNamingTheLine() throws IOException {
        String[][] cases = {
            {"{not json", "not a JSON object"},
            {"[1, 2]", "not a JSON object"},
            {group("g", "train", "a", "b"), "\"split\" must be one of"},
            {group("g", "tune", "a"), "at least two members"},
            {"{\"id\":\"g\",\"split\":\"tune\",\"members\":[{\"messageId\":\"a\"},{\"messageId\":\"b\"}]}",
                "\"role\""},
            {"{\"split\":\"tune\",\"members\":[]}", "missing \"id\""},
        };
        for (String[] c : cases) {
            IOException e = assertThrows(IOException.class, () -> RealLabels.read(write(group("ok", "tune", "x",
                    "y"), c[0])), c[0]);
            assertTrue(e.getMessage().contains(":2: ") && e.getMessage().contains(c[1]), e.getMessage());
        }
        IOException twice = assertThrows(IOException.class, () -> RealLabels.read(write(group("g1", "tune", "a",
                "b"), group("g2", "tune", "b", "c"))));
        assertTrue(twice.getMessage().contains("b is already in another group"), twice.getMessage());
        IOException sameId = assertThrows(IOException.class, () -> RealLabels.read(write(group("g", "tune", "a",
                "b"), group("g", "tune", "c", "d"))));
        assertTrue(sameId.getMessage().contains("used twice"), sameId.getMessage());
    }

    @Test
    void aHugeLineIsReadNotTruncated() throws IOException {
        String[] ids = new String[20_000];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = "m" + i + "@x";
        }
        assertEquals(20_000, RealLabels.read(write(group("big", "tune", ids))).truth(null).size());
    }

    @Test
    void pairwiseCountsOnlyLabelledMessages() {
        Map<String, String> truth = Map.of("a", "g1", "b", "g1", "c", "g1", "d", "g2", "e", "g2");
        // a,b together (right), c alone (missed twice), d,e apart (missed), x is unlabelled and does not count.
        Map<String, String> predicted = Map.of("a", "k1", "b", "k1", "c", "k2", "d", "k3", "x", "k1");
        ClusterScore s = ClusterScore.pairwise(truth, predicted);
        assertEquals(4, s.truePairs());
        assertEquals(1, s.predictedPairs());
        assertEquals(1, s.correctPairs());
        assertEquals(1.0, s.precision());
        assertEquals(0.25, s.recall());
        ClusterScore glued = ClusterScore.pairwise(truth, Map.of("a", "k", "b", "k", "c", "k", "d", "k", "e", "k"));
        assertEquals(10, glued.predictedPairs());
        assertEquals(0.4, glued.precision(), 1e-9);
        assertEquals(1.0, glued.recall());
    }
}
