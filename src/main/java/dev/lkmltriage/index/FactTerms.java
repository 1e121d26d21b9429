package dev.lkmltriage.index;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.HardwareFact;
import dev.lkmltriage.extract.KernelFact;
import dev.lkmltriage.extract.ThroughputFact;
import dev.lkmltriage.report.ReportJson;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * What the keyword and numeric search fields of a message are made of: the few values of its facts that are
 * searched. Taken from the {@link Facts} when a message is accepted (reading them back from the report JSON cost a
 * JSON parse per message on the indexing thread), or from the stored JSON when a stored message is re-indexed; both
 * give the same terms ({@code FactTermsTest}).
 *
 * @param hardware  {@code vvvv:dddd} ids with their vendor names ("" when unknown), in fact order
 * @param drivers   driver names
 * @param kernels   kernel versions, empty ones left out
 * @param commits   commit hashes as written (lower-cased when indexed)
 * @param bitsPerSecond throughput figures
 */
record FactTerms(List<Hardware> hardware, List<String> drivers, List<String> kernels, List<String> commits,
                 List<Double> bitsPerSecond) {
    /** One hardware fact: its id and the vendor's name, "" when unknown. */
    record Hardware(String id, String vendorName) {
    }

    static FactTerms of(Facts f) {
        List<Hardware> hw = new ArrayList<>(f.hardware().size());
        for (HardwareFact h : f.hardware()) {
            hw.add(new Hardware(nonNull(h.id()), nonNull(h.vendorName())));
        }
        List<String> kernels = new ArrayList<>(f.kernels().size());
        for (KernelFact k : f.kernels()) {
            if (k.version() != null && !k.version().isEmpty()) {
                kernels.add(k.version());
            }
        }
        List<String> commits = new ArrayList<>(f.commits().size());
        for (CommitFact c : f.commits()) {
            commits.add(nonNull(c.hash()));
        }
        List<Double> rates = new ArrayList<>(f.throughput().size());
        for (ThroughputFact t : f.throughput()) {
            if (Double.isFinite(t.bitsPerSecond())) { // the JSON writes NaN and infinities as strings: no figure
                rates.add(t.bitsPerSecond());
            }
        }
        return new FactTerms(hw, f.drivers(), kernels, commits, rates);
    }

    /** From the report JSON as stored; a damaged JSON gives no terms (the message is still found by its text). */
    static FactTerms of(String json) {
        JsonNode root;
        try {
            root = ReportJson.MAPPER.readTree(json);
        } catch (IOException | RuntimeException e) {
            root = ReportJson.MAPPER.createObjectNode();
        }
        if (root == null) {
            root = ReportJson.MAPPER.createObjectNode();
        }
        List<Hardware> hw = new ArrayList<>();
        for (JsonNode h : root.path("hardware")) {
            hw.add(new Hardware(h.path("id").asText(""), h.path("vendorName").asText("")));
        }
        List<String> drivers = new ArrayList<>();
        for (JsonNode v : root.path("drivers")) {
            drivers.add(v.asText());
        }
        List<String> kernels = new ArrayList<>();
        for (JsonNode k : root.path("kernels")) {
            String version = k.path("version").asText("");
            if (!version.isEmpty()) {
                kernels.add(version);
            }
        }
        List<String> commits = new ArrayList<>();
        for (JsonNode c : root.path("commits")) {
            commits.add(c.path("hash").asText(""));
        }
        List<Double> rates = new ArrayList<>();
        for (JsonNode t : root.path("throughput")) {
            if (t.path("bitsPerSecond").isNumber()) {
                rates.add(t.path("bitsPerSecond").asDouble());
            }
        }
        return new FactTerms(hw, drivers, kernels, commits, rates);
    }

    private static String nonNull(String s) {
        return s == null ? "" : s;
    }
}
