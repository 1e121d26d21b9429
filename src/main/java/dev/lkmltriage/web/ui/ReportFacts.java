package dev.lkmltriage.web.ui;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.report.ReportJson;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The facts of one report JSON (as {@code ./triage extract} prints it) as {@link Chip}s: hardware with its vendor and
 * device names, kernels with their verdict, commits with their role, throughput in human units, configs. A damaged
 * JSON gives no facts rather than an error: the page still shows the mail.
 */
final class ReportFacts {
    private ReportFacts() {
    }

    static JsonNode parse(String json) {
        if (json == null || json.isEmpty()) {
            return ReportJson.MAPPER.createObjectNode();
        }
        try {
            return ReportJson.MAPPER.readTree(json);
        } catch (IOException e) {
            return ReportJson.MAPPER.createObjectNode();
        }
    }

    /** Every fact with its place in the text (one chip per occurrence). */
    static List<Chip> all(JsonNode r, String commitBase) {
        return all(r, commitBase, false);
    }

    private static List<Chip> all(JsonNode r, String commitBase, boolean summariesOnly) {
        List<Chip> out = new ArrayList<>();
        for (JsonNode h : r.path("hardware")) {
            out.add(hardware(h));
        }
        for (JsonNode k : r.path("kernels")) {
            out.add(kernel(k));
        }
        for (JsonNode c : r.path("commits")) {
            out.add(commit(c, commitBase));
        }
        for (JsonNode t : r.path("throughput")) {
            if (!summariesOnly || !t.path("interval").asBoolean(false)) {
                out.add(throughput(t));
            }
        }
        for (JsonNode c : r.path("configs")) {
            String option = text(c, "option");
            String value = text(c, "value");
            String label = value == null ? option : option + "=" + value;
            out.add(new Chip("config", label, "kernel config " + label, "chip chip-config", null, start(c), end(c)));
        }
        out.removeIf(c -> c.label() == null || c.label().isEmpty());
        return out;
    }

    /**
     * One chip per distinct fact (by kind and label), at most {@code perKind} of each kind, per-interval throughput
     * lines left out (their run's summary speaks for them): for result lists and page headers.
     */
    static List<Chip> distinct(JsonNode r, String commitBase, int perKind) {
        Map<String, Chip> seen = new LinkedHashMap<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Chip c : all(r, commitBase, true)) {
            String key = c.kind() + "\u0000" + c.label();
            if (seen.containsKey(key) || counts.getOrDefault(c.kind(), 0) >= perKind) {
                continue;
            }
            counts.merge(c.kind(), 1, Integer::sum);
            seen.put(key, c);
        }
        return new ArrayList<>(seen.values());
    }

    static Chip hardware(JsonNode h) {
        String id = text(h, "id");
        String vendor = text(h, "vendorName");
        String device = text(h, "deviceName");
        StringBuilder name = new StringBuilder();
        if (vendor != null) {
            name.append(vendor);
        }
        if (device != null) {
            name.append(name.length() > 0 ? " " : "").append(device);
        }
        String label = name.length() == 0 ? id : id + " " + name;
        String bus = text(h, "bus");
        String title = (bus == null ? "" : bus.toUpperCase(Locale.ROOT) + " ") + "device " + label
                + (text(h, "source") == null ? "" : " (from " + text(h, "source") + ")");
        return new Chip("hw", label, title, "chip chip-hw", id == null ? null : Html.searchHref("hw:" + id),
                start(h), end(h));
    }

    static Chip kernel(JsonNode k) {
        String version = text(k, "version");
        String verdict = text(k, "verdict");
        String label = verdict == null ? version : version + " " + verdict;
        String title = "kernel " + version + (verdict == null ? "" : ", reported " + verdict)
                + (text(k, "raw") == null ? "" : " (written " + text(k, "raw") + ")");
        return new Chip("kernel", label, title, "chip chip-kernel" + (verdict == null ? "" : " " + cssWord(verdict)),
                version == null ? null : Html.searchHref("kver:" + version), start(k), end(k));
    }

    static Chip commit(JsonNode c, String commitBase) {
        String hash = text(c, "hash");
        String role = text(c, "role");
        String shortHash = hash == null ? null : hash.substring(0, Math.min(12, hash.length()));
        String label = role == null || role.equals("reference") ? shortHash : shortHash + " " + role;
        String subject = text(c, "subject");
        String title = "commit " + hash + (role == null ? "" : " (" + role + ")")
                + (subject == null ? "" : ": " + subject);
        return new Chip("commit", label, title, "chip chip-commit" + (role == null ? "" : " " + cssWord(role)),
                hash == null ? null : Html.commitHref(commitBase, hash), start(c), end(c));
    }

    static Chip throughput(JsonNode t) {
        double bps = t.path("bitsPerSecond").asDouble(Double.NaN);
        String label = Rates.human(bps);
        String kernel = text(t, "kernel");
        String direction = text(t, "direction");
        String title = "throughput " + label + (direction == null ? "" : " " + direction)
                + (kernel == null ? "" : " on " + kernel) + " (written " + text(t, "text") + ")";
        return new Chip("tput", label, title, "chip chip-tput", null, start(t), end(t));
    }

    static String text(JsonNode n, String field) {
        JsonNode v = n.path(field);
        return v.isValueNode() && !v.isNull() ? v.asText() : null;
    }

    /** The offset, or -1 when the fact has no place in the body (start == end, as for subject facts). */
    private static int start(JsonNode n) {
        int s = n.path("start").asInt(-1);
        int e = n.path("end").asInt(-1);
        return s >= 0 && e > s ? s : -1;
    }

    private static int end(JsonNode n) {
        int s = n.path("start").asInt(-1);
        int e = n.path("end").asInt(-1);
        return s >= 0 && e > s ? e : -1;
    }

    /** A value usable as a CSS class (verdicts and roles come from the core, but never trust them blindly). */
    static String cssWord(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9-]", "");
    }
}
