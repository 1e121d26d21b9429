package dev.lkmltriage.web.api;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The facts of a stored report in brief, for a result list: {@code hardware} ids, {@code drivers}, {@code kernels}
 * (version and verdict), {@code commits} (hash and role), {@code throughput} in bit/s; each distinct and capped at
 * {@link #MAX} values. Read with a streaming parser that skips everything else in the report (headers, problems,
 * offsets, evidence): reading the whole report into a tree per hit was the largest cost the API added to a search.
 * A report that cannot be read gives empty lists, never an error: a search must not fail on one stored message.
 */
final class FactsSummary {
    static final int MAX = 10;
    private static final JsonFactory FACTORY = Json.MAPPER.getFactory();

    private final Set<String> hardware = new LinkedHashSet<>();
    private final Set<String> drivers = new LinkedHashSet<>();
    /** version/verdict → [version, verdict]. */
    private final Map<String, String[]> kernels = new java.util.LinkedHashMap<>();
    /** hash → role. */
    private final Map<String, String> commits = new java.util.LinkedHashMap<>();
    private final Set<Long> throughput = new LinkedHashSet<>();

    private FactsSummary() {
    }

    static void write(JsonGenerator g, String reportJson) throws IOException {
        FactsSummary s = read(reportJson);
        g.writeStartObject();
        g.writeArrayFieldStart("hardware");
        for (String h : s.hardware) {
            g.writeString(h);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("drivers");
        for (String d : s.drivers) {
            g.writeString(d);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("kernels");
        for (String[] k : s.kernels.values()) {
            g.writeStartObject();
            g.writeStringField("version", k[0]);
            g.writeStringField("verdict", k[1]);
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("commits");
        for (Map.Entry<String, String> c : s.commits.entrySet()) {
            g.writeStartObject();
            g.writeStringField("hash", c.getKey());
            g.writeStringField("role", c.getValue());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("throughput");
        for (long t : s.throughput) {
            g.writeNumber(t);
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    static FactsSummary read(String reportJson) {
        FactsSummary s = new FactsSummary();
        if (reportJson == null || reportJson.isEmpty()) {
            return s;
        }
        try (JsonParser p = FACTORY.createParser(reportJson)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return s;
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                if (value != JsonToken.START_ARRAY) {
                    p.skipChildren();
                    continue;
                }
                switch (name) {
                    case "hardware" -> s.elements(p, Set.of("id"), e -> add(s.hardware, e.get("id")));
                    case "drivers" -> s.drivers(p);
                    case "kernels" -> s.elements(p, Set.of("version", "verdict"), e -> {
                        String version = e.getOrDefault("version", "");
                        String verdict = e.get("verdict");
                        if (s.kernels.size() < MAX) {
                            s.kernels.putIfAbsent(version + "/" + verdict, new String[] {version, verdict});
                        }
                    });
                    case "commits" -> s.elements(p, Set.of("hash", "role"), e -> {
                        String hash = e.getOrDefault("hash", "");
                        if (s.commits.size() < MAX && !s.commits.containsKey(hash)) {
                            s.commits.put(hash, e.get("role"));
                        }
                    });
                    case "throughput" -> s.elements(p, Set.of("bitsPerSecond"), e -> {
                        if (s.throughput.size() < MAX) {
                            s.throughput.add(bits(e.get("bitsPerSecond")));
                        }
                    });
                    default -> p.skipChildren();
                }
            }
        } catch (IOException | RuntimeException unreadable) {
            return new FactsSummary();
        }
        return s;
    }

    private static void add(Set<String> to, String v) {
        if (v != null && !v.isEmpty() && to.size() < MAX) {
            to.add(v);
        }
    }

    private static long bits(String v) {
        if (v == null) {
            return 0;
        }
        try {
            return (long) Double.parseDouble(v);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** Drivers are names, or objects with a {@code name}. */
    private void drivers(JsonParser p) throws IOException {
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            if (t == JsonToken.VALUE_STRING) {
                add(drivers, p.getText());
            } else if (t == JsonToken.START_OBJECT) {
                add(drivers, scalars(p, NAME).get("name"));
            } else {
                p.skipChildren();
            }
        }
    }

    private interface Element {
        void accept(Map<String, String> scalars);
    }

    private static final Set<String> NAME = Set.of("name");

    /**
     * Each object of the array at the parser as its scalar fields named in {@code wanted} (JSON null as null);
     * other elements skipped.
     */
    private void elements(JsonParser p, Set<String> wanted, Element each) throws IOException {
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            if (t == JsonToken.START_OBJECT) {
                each.accept(scalars(p, wanted));
            } else {
                p.skipChildren();
            }
        }
    }

    /**
     * Only the wanted values are read as text: the others (evidence quotes, offsets) are passed over by the parser
     * without building a string; reading every one was most of this summary's cost.
     */
    private static Map<String, String> scalars(JsonParser p, Set<String> wanted) throws IOException {
        Map<String, String> out = new HashMap<>(8);
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken v = p.nextToken();
            if (v.isScalarValue() && wanted.contains(name)) {
                out.put(name, v == JsonToken.VALUE_NULL ? null : p.getText());
            } else {
                p.skipChildren();
            }
        }
        return out;
    }
}
