package dev.lkmltriage.web.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lkmltriage.index.SearchHit;
import java.io.IOException;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.Set;

/** JSON pieces the resources share: snippets as data, fact summaries, dates. */
final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();
    private static final int SUMMARY_MAX = 10;

    private Json() {
    }

    /**
     * A snippet as data: {@code [{"text": "...", "match": false}, {"text": "r8169", "match": true}, ...]}. The marks
     * become structure, so a client shows matches however it likes and never has to parse markup from mail.
     */
    static ArrayNode snippet(String marked) {
        ArrayNode out = MAPPER.createArrayNode();
        if (marked == null || marked.isEmpty()) {
            return out;
        }
        StringBuilder b = new StringBuilder();
        boolean match = false;
        for (int i = 0; i < marked.length(); i++) {
            char c = marked.charAt(i);
            if (c == SearchHit.MARK_START || c == SearchHit.MARK_END) {
                flush(out, b, match);
                match = c == SearchHit.MARK_START;
            } else {
                b.append(c);
            }
        }
        flush(out, b, match);
        return out;
    }

    private static void flush(ArrayNode out, StringBuilder b, boolean match) {
        if (b.length() > 0) {
            out.addObject().put("text", b.toString()).put("match", match);
            b.setLength(0);
        }
    }

    /** The same snippet as HTML: the text escaped, matches in {@code <mark>}. */
    /**
     * The facts of a report in brief, for a result list: {@code hardware} ids, {@code drivers}, {@code kernels}
     * (version and verdict), {@code commits} (hash and role), {@code throughput} in bit/s; each distinct and capped.
     */
    static ObjectNode factsSummary(String reportJson) {
        ObjectNode o = MAPPER.createObjectNode();
        JsonNode r;
        try {
            r = reportJson == null ? MAPPER.createObjectNode() : MAPPER.readTree(reportJson);
        } catch (IOException e) {
            r = MAPPER.createObjectNode();
        }
        o.set("hardware", distinct(r.path("hardware"), "id"));
        o.set("drivers", distinctText(r.path("drivers")));
        ArrayNode kernels = o.putArray("kernels");
        Set<String> seen = new LinkedHashSet<>();
        for (JsonNode k : r.path("kernels")) {
            String key = k.path("version").asText() + "/" + k.path("verdict").asText();
            if (seen.size() < SUMMARY_MAX && seen.add(key)) {
                kernels.addObject().put("version", k.path("version").asText())
                        .put("verdict", k.path("verdict").isNull() ? null : k.path("verdict").asText());
            }
        }
        ArrayNode commits = o.putArray("commits");
        seen.clear();
        for (JsonNode c : r.path("commits")) {
            String hash = c.path("hash").asText();
            if (seen.size() < SUMMARY_MAX && seen.add(hash)) {
                commits.addObject().put("hash", hash).put("role", c.path("role").asText(null));
            }
        }
        ArrayNode tput = o.putArray("throughput");
        Set<Long> figures = new LinkedHashSet<>();
        for (JsonNode t : r.path("throughput")) {
            if (figures.size() < SUMMARY_MAX && figures.add(t.path("bitsPerSecond").asLong())) {
                tput.add(t.path("bitsPerSecond").asLong());
            }
        }
        return o;
    }

    private static ArrayNode distinct(JsonNode array, String field) {
        ArrayNode out = MAPPER.createArrayNode();
        Set<String> seen = new LinkedHashSet<>();
        for (JsonNode n : array) {
            String v = n.path(field).asText();
            if (!v.isEmpty() && seen.size() < SUMMARY_MAX && seen.add(v)) {
                out.add(v);
            }
        }
        return out;
    }

    private static ArrayNode distinctText(JsonNode array) {
        ArrayNode out = MAPPER.createArrayNode();
        Set<String> seen = new LinkedHashSet<>();
        for (JsonNode n : array) {
            String v = n.isTextual() ? n.asText() : n.path("name").asText();
            if (!v.isEmpty() && seen.size() < SUMMARY_MAX && seen.add(v)) {
                out.add(v);
            }
        }
        return out;
    }

    static String date(Long millis) {
        return millis == null ? null : Instant.ofEpochMilli(millis).toString();
    }
}
