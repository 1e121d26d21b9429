package dev.lkmltriage.eval;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Turns a message's facts — labelled or predicted, both as JSON in the extract contract's shape — into multisets
 * of comparable keys per field. A field such as {@code kernels.verdict} compares a fact's detail only where the
 * label or prediction states it, so that a missing verdict is counted once (as a verdict miss), not twice.
 */
final class FactKeys {
    private FactKeys() {
    }

    static Map<String, Map<String, Integer>> of(JsonNode m) {
        Map<String, Map<String, Integer>> out = new TreeMap<>();
        add(out, "kind", text(m, "kind"));
        for (JsonNode h : m.path("hardware")) {
            String id = text(h, "bus") + ":" + text(h, "id");
            add(out, "hardware", id);
            addIf(out, "hardware.subsystem", id, text(h, "subsystem"));
            addIf(out, "hardware.revision", id, text(h, "revision"));
            add(out, "quoted", "hw " + id + " " + h.path("quoted").asBoolean());
        }
        for (JsonNode k : m.path("kernels")) {
            String v = text(k, "version");
            add(out, "kernels", v);
            addIf(out, "kernels.verdict", v, text(k, "verdict"));
            add(out, "quoted", "kernel " + v + " " + k.path("quoted").asBoolean());
        }
        for (JsonNode c : m.path("commits")) {
            String h = text(c, "hash").toLowerCase(Locale.ROOT);
            add(out, "commits", h);
            addIf(out, "commits.role", h, text(c, "role"));
            add(out, "quoted", "commit " + h + " " + c.path("quoted").asBoolean());
        }
        for (JsonNode t : m.path("throughput")) {
            String bps = figure(t.path("bitsPerSecond").asDouble());
            add(out, "throughput", bps);
            addIf(out, "throughput.tool", bps, text(t, "tool"));
            addIf(out, "throughput.direction", bps, text(t, "direction"));
            add(out, "quoted", "tput " + bps + " " + t.path("quoted").asBoolean());
        }
        for (JsonNode d : m.path("drivers")) {
            add(out, "drivers", d.asText());
        }
        for (JsonNode c : m.path("configs")) {
            String o = text(c, "option");
            add(out, "configs", o);
            addIf(out, "configs.value", o, text(c, "value"));
        }
        JsonNode r = m.path("regression");
        if (r.isObject()) {
            add(out, "regression", "present");
            r.path("good").forEach(v -> add(out, "regression.window", "good " + v.asText()));
            r.path("bad").forEach(v -> add(out, "regression.window", "bad " + v.asText()));
            addIf(out, "regression.culprit", "culprit", text(r, "culprit"));
            addIf(out, "regression.trigger", "trigger", text(r, "trigger"));
            if (r.path("before").isNumber()) {
                add(out, "regression.figures", "before " + figure(r.path("before").asDouble()));
            }
            if (r.path("after").isNumber()) {
                add(out, "regression.figures", "after " + figure(r.path("after").asDouble()));
            }
        }
        return out;
    }

    /** Three significant digits: 83 MB/s written as 664000000 or 6.64e8 compares equal. */
    static String figure(double bps) {
        return String.format(Locale.ROOT, "%.3g", bps);
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.path(field);
        return v.isNull() || v.isMissingNode() ? null : v.asText();
    }

    private static void add(Map<String, Map<String, Integer>> out, String field, String key) {
        if (key != null) {
            out.computeIfAbsent(field, f -> new TreeMap<>()).merge(key, 1, Integer::sum);
        } else {
            out.computeIfAbsent(field, f -> new TreeMap<>());
        }
    }

    private static void addIf(Map<String, Map<String, Integer>> out, String field, String id, String detail) {
        if (detail != null) {
            add(out, field, id + "=" + detail);
        }
    }
}
