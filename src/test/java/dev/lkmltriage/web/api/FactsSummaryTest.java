package dev.lkmltriage.web.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lkmltriage.report.CorpusReports;
import dev.lkmltriage.report.ReportJson;
import java.io.StringWriter;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The streaming facts summary against the tree-reading one it replaced (kept here as the reference), on every
 * corpus report, and on reports that are broken, hostile or huge.
 */
class FactsSummaryTest {
    private static String streamed(String report) throws Exception {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = Json.MAPPER.getFactory().createGenerator(out)) {
            FactsSummary.write(g, report);
        }
        return out.toString();
    }

    @Test
    void sameAsTheTreeSummaryOnEveryCorpusReport() throws Exception {
        int withFacts = 0;
        List<CorpusReports.Sourced> reports = CorpusReports.all();
        assertTrue(reports.size() > 50, "the corpus is where the tests run from: " + reports.size());
        for (CorpusReports.Sourced report : reports) {
            String json = ReportJson.toLine(report.report());
            String expected = Json.MAPPER.writeValueAsString(Reference.summary(json));
            assertEquals(expected, streamed(json), report.file().toString());
            if (!expected.equals("{\"hardware\":[],\"drivers\":[],\"kernels\":[],\"commits\":[],\"throughput\":[]}")) {
                withFacts++;
            }
        }
        assertTrue(withFacts > 30, "most corpus reports have facts to summarise: " + withFacts);
    }

    @Test
    void brokenOrHostileReportsGiveEmptyListsNotErrors() throws Exception {
        String empty = "{\"hardware\":[],\"drivers\":[],\"kernels\":[],\"commits\":[],\"throughput\":[]}";
        for (String bad : new String[] {null, "", "not json", "[1,2]", "{\"hardware\":[{\"id\":\"10ec:8168\"}",
                "{\"hardware\":\"x\",\"kernels\":7}", "{\"drivers\":[[[[]]]],\"commits\":[1,null,\"x\"]}",
                "{" + "\"a\":[".repeat(5000) + "]".repeat(5000) + "}", "\u0000\u0001{"}) {
            assertEquals(empty, streamed(bad), String.valueOf(bad).length() > 80 ? "deeply nested" : bad);
        }
    }

    @Test
    void distinctAndCapped() throws Exception {
        StringBuilder b = new StringBuilder("{\"drivers\":[");
        for (int i = 0; i < 500; i++) {
            b.append(i == 0 ? "" : ",").append("\"d").append(i % 40).append('"');
        }
        b.append("],\"throughput\":[{\"bitsPerSecond\":2.56E8},{\"bitsPerSecond\":256000000}],"
                + "\"commits\":[{\"hash\":\"6dccd16b\",\"role\":\"culprit\"},{\"hash\":\"6dccd16b\",\"role\":null}]}");
        JsonNode s = Json.MAPPER.readTree(streamed(b.toString()));
        assertEquals(FactsSummary.MAX, s.get("drivers").size());
        assertEquals("d0", s.get("drivers").get(0).asText());
        assertEquals("[256000000]", s.get("throughput").toString());
        assertEquals("[{\"hash\":\"6dccd16b\",\"role\":\"culprit\"}]", s.get("commits").toString());
        assertEquals(Json.MAPPER.writeValueAsString(Reference.summary(b.toString())), streamed(b.toString()));
    }

    /** The summary as the API wrote it before: the whole report read into a tree. */
    private static final class Reference {
        static ObjectNode summary(String reportJson) throws Exception {
            ObjectNode o = Json.MAPPER.createObjectNode();
            JsonNode r = Json.MAPPER.readTree(reportJson);
            o.set("hardware", distinct(r.path("hardware"), "id"));
            ArrayNode drivers = Json.MAPPER.createArrayNode();
            Set<String> seen = new LinkedHashSet<>();
            for (JsonNode n : r.path("drivers")) {
                String v = n.isTextual() ? n.asText() : n.path("name").asText();
                if (!v.isEmpty() && seen.size() < 10 && seen.add(v)) {
                    drivers.add(v);
                }
            }
            o.set("drivers", drivers);
            ArrayNode kernels = o.putArray("kernels");
            seen.clear();
            for (JsonNode k : r.path("kernels")) {
                String key = k.path("version").asText() + "/" + k.path("verdict").asText();
                if (seen.size() < 10 && seen.add(key)) {
                    kernels.addObject().put("version", k.path("version").asText())
                            .put("verdict", k.path("verdict").isNull() ? null : k.path("verdict").asText());
                }
            }
            ArrayNode commits = o.putArray("commits");
            seen.clear();
            for (JsonNode c : r.path("commits")) {
                String hash = c.path("hash").asText();
                if (seen.size() < 10 && seen.add(hash)) {
                    commits.addObject().put("hash", hash).put("role", c.path("role").asText(null));
                }
            }
            ArrayNode tput = o.putArray("throughput");
            Set<Long> figures = new LinkedHashSet<>();
            for (JsonNode t : r.path("throughput")) {
                if (figures.size() < 10 && figures.add(t.path("bitsPerSecond").asLong())) {
                    tput.add(t.path("bitsPerSecond").asLong());
                }
            }
            return o;
        }

        private static ArrayNode distinct(JsonNode array, String field) {
            ArrayNode out = Json.MAPPER.createArrayNode();
            Set<String> seen = new LinkedHashSet<>();
            for (JsonNode n : array) {
                String v = n.path(field).asText();
                if (!v.isEmpty() && seen.size() < 10 && seen.add(v)) {
                    out.add(v);
                }
            }
            return out;
        }
    }
}
