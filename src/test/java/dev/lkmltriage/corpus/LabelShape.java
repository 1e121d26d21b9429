package dev.lkmltriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Set;

/** The shape of one facts label, field by field, as agreed for both corpus writers. */
final class LabelShape {
    private LabelShape() {
    }

    static void check(JsonNode label, String where) {
        for (JsonNode hw : label.path("hardware")) {
            fields(hw, where, "bus", "id", "subsystem", "revision", "quoted");
            assertTrue(Set.of("pci", "usb").contains(hw.path("bus").asText()), where + " bus");
            assertTrue(hw.path("id").asText().matches("[0-9a-f]{4}:[0-9a-f]{4}"), where + " id " + hw);
            assertTrue(hw.path("subsystem").isNull()
                    || hw.path("subsystem").asText().matches("[0-9a-f]{4}:[0-9a-f]{4}"), where + " subsystem " + hw);
            assertTrue(hw.path("revision").isNull() || hw.path("revision").asText().matches("[0-9a-f]{2}"),
                    where + " revision " + hw);
        }
        unique(label.path("hardware"), "id", where);
        for (JsonNode k : label.path("kernels")) {
            fields(k, where, "version", "verdict", "quoted");
            String v = k.path("version").asText();
            assertTrue(v.matches("\\d+\\.\\d+(\\.\\d+)*(-rc\\d+)?|\\d+\\.\\d+\\.y|next-\\d{8}"), where + " version " + v);
            verdict(k.path("verdict"), where);
        }
        unique(label.path("kernels"), "version", where);
        for (JsonNode c : label.path("commits")) {
            fields(c, where, "hash", "role", "quoted");
            assertTrue(c.path("hash").asText().matches("[0-9a-f]{7,40}"), where + " hash " + c);
            assertTrue(Set.of("culprit", "fix", "reference").contains(c.path("role").asText()), where + " role");
        }
        unique(label.path("commits"), "hash", where);
        for (JsonNode t : label.path("throughput")) {
            fields(t, where, "bitsPerSecond", "tool", "direction", "interval", "quoted");
            assertTrue(t.path("bitsPerSecond").asDouble() > 0, where + " bitsPerSecond " + t);
            assertTrue(t.path("direction").isNull()
                    || Set.of("send", "receive").contains(t.path("direction").asText()), where + " direction");
            assertTrue(Set.of("iperf", "iperf3", "netperf", "prose", "fio", "dd").contains(t.path("tool").asText()),
                    where + " tool " + t);
        }
        for (JsonNode d : label.path("drivers")) {
            assertTrue(d.asText().matches("[a-z0-9_]+"), where + " driver " + d);
        }
        for (JsonNode c : label.path("configs")) {
            fields(c, where, "option", "value", "quoted");
            assertTrue(c.path("option").asText().matches("CONFIG_[A-Z0-9_]+"), where + " option " + c);
        }
        JsonNode r = label.path("regression");
        if (!r.isNull()) {
            fields(r, where, "good", "bad", "before", "after", "culprit", "trigger");
            assertTrue(r.path("good").isArray() && r.path("bad").isArray(), where + " regression windows");
            assertEquals("report", label.path("kind").asText(), where + ": only reports carry a regression");
        }
    }

    private static void fields(JsonNode o, String where, String... names) {
        Set<String> actual = new HashSet<>();
        o.fieldNames().forEachRemaining(actual::add);
        assertEquals(Set.of(names), actual, where + ": fields of " + o);
    }

    private static void verdict(JsonNode v, String where) {
        assertTrue(v.isNull() || Set.of("good", "bad").contains(v.asText()), where + " verdict " + v);
    }

    private static void unique(JsonNode array, String key, String where) {
        Set<String> seen = new HashSet<>();
        for (JsonNode o : array) {
            assertTrue(seen.add(o.path(key).asText()), where + ": " + key + " listed twice: " + o.path(key));
        }
    }
}
