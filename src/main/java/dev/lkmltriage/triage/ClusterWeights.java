package dev.lkmltriage.triage;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A logistic model over {@link Signals}: a report joins the best candidate when {@code bias + Σ wᵢ·sᵢ > 0}. Kept in
 * {@code models/cluster-weights.json}, produced by {@code ./triage train} from the corpus labels.
 */
public record ClusterWeights(double bias, double culprit, double trigger, double device, double driver,
                             double window, double symptom, double text, double link, double conflict,
                             double log, String producedBy) {

    /** Hand-set starting weights, used when no trained model is found. */
    public static final ClusterWeights DEFAULT = new ClusterWeights(-4.5, 6, 4, 1.5, 1, 1, 1, 4, 6, -8, 5,
            "hand-set defaults");

    double score(Signals s) {
        return bias + culprit * s.culprit() + trigger * s.trigger() + device * s.device() + driver * s.driver()
                + window * s.window() + symptom * s.symptom() + text * s.text() + link * s.link()
                + conflict * s.conflict() + log * s.log();
    }

    static ClusterWeights of(double[] w, String producedBy) {
        return new ClusterWeights(w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7], w[8], w[9], w[10], producedBy);
    }

    double[] vector() {
        return new double[] {bias, culprit, trigger, device, driver, window, symptom, text, link, conflict, log};
    }

    /** The weights in {@code models/cluster-weights.json} under {@code modelsDir}, or the defaults. */
    public static ClusterWeights load(Path modelsDir) {
        if (modelsDir == null) {
            return DEFAULT;
        }
        Path f = modelsDir.resolve("cluster-weights.json");
        if (!Files.isRegularFile(f)) {
            return DEFAULT;
        }
        try {
            // Unknown fields (a newer model) are ignored; a weight the file predates takes its default, so an older
            // models/ file keeps working with a signal added since, rather than switching it off at 0.
            if (!(new ObjectMapper().readTree(f.toFile())
                    instanceof com.fasterxml.jackson.databind.node.ObjectNode node)) {
                throw new IOException("not a JSON object");
            }
            if (!node.has("log")) {
                node.put("log", DEFAULT.log());
            }
            return new ObjectMapper().configure(
                    com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
                    .treeToValue(node, ClusterWeights.class);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + f + ": " + e.getMessage()
                    + " (regenerate it with './triage train')", e);
        }
    }
}
