package dev.lkmltriage.web.ui;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.triage.Cluster;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What a cluster's member reports say, gathered for its page: throughput figures per kernel, hardware names. */
final class ClusterFigures {
    private ClusterFigures() {
    }

    /**
     * Every summary figure (not per-interval lines) that names its kernel, with that kernel's verdict: as the same
     * message states it, else as the cluster's window says (good or bad list), else unknown. Figures of the other
     * direction than the cluster's symptom ({@code throughput/receive}) are left out: they are not the regression.
     */
    static List<ThroughputChart.Point> points(Cluster c, Map<String, JsonNode> reports) {
        List<String> good = c.kernels() == null || c.kernels().good() == null ? List.of() : c.kernels().good();
        List<String> bad = c.kernels() == null || c.kernels().bad() == null ? List.of() : c.kernels().bad();
        String direction = c.symptom() != null && c.symptom().contains("/")
                ? c.symptom().substring(c.symptom().indexOf('/') + 1) : null;
        List<ThroughputChart.Point> out = new ArrayList<>();
        for (var e : reports.entrySet()) {
            JsonNode r = e.getValue();
            Map<String, String> verdicts = new LinkedHashMap<>();
            for (JsonNode k : r.path("kernels")) {
                String v = ReportFacts.text(k, "version");
                String verdict = ReportFacts.text(k, "verdict");
                if (v != null && verdict != null) {
                    verdicts.putIfAbsent(v, verdict);
                }
            }
            for (JsonNode t : r.path("throughput")) {
                String kernel = ReportFacts.text(t, "kernel");
                String dir = ReportFacts.text(t, "direction");
                if (kernel == null || t.path("interval").asBoolean(false) || !t.path("bitsPerSecond").isNumber()
                        || (direction != null && dir != null && !dir.equals(direction))) {
                    continue;
                }
                String verdict = verdicts.get(kernel);
                if (verdict == null) {
                    verdict = good.contains(kernel) ? "good" : bad.contains(kernel) ? "bad" : null;
                }
                out.add(new ThroughputChart.Point(kernel, verdict, t.path("bitsPerSecond").asDouble(), e.getKey(),
                        ReportFacts.text(t, "text")));
            }
        }
        return out;
    }

    /** The cluster's devices with the names the member reports give them. */
    static List<Chip> hardware(Cluster c, Map<String, JsonNode> reports) {
        Map<String, Chip> named = new LinkedHashMap<>();
        for (JsonNode r : reports.values()) {
            for (JsonNode h : r.path("hardware")) {
                String id = ReportFacts.text(h, "id");
                if (id != null && (!named.containsKey(id) || ReportFacts.text(h, "vendorName") != null)) {
                    Chip chip = ReportFacts.hardware(h);
                    if (!named.containsKey(id) || chip.label().length() > named.get(id).label().length()) {
                        named.put(id, chip);
                    }
                }
            }
        }
        List<Chip> out = new ArrayList<>();
        for (String id : c.hardware() == null ? List.<String>of() : c.hardware()) {
            Chip chip = named.get(id);
            out.add(chip != null ? new Chip(chip.kind(), chip.label(), chip.title(), chip.css(), chip.href(), -1, -1)
                    : new Chip("hw", id, "device " + id, "chip chip-hw", Html.searchHref("hw:" + id), -1, -1));
        }
        return out;
    }
}
