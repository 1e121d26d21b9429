package dev.lkmltriage.triage.pair;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The learned pair model the clusterer consults last ({@code models/pair-model.json}, written by
 * {@code ./triage train --archive DIR}): one weight per {@link PairFeatures} feature on the raw feature values, a
 * bias, and the log-odds at or above which a message the rules placed nowhere joins its best candidate.
 *
 * @param features    the feature names, in {@link PairFeatures#NAMES} order (a file naming others is not used)
 * @param weights     one per feature, on raw (unstandardised) values
 * @param threshold   the log-odds a candidate must reach, chosen by leave-one-set-out
 * @param producedBy  the command and date that wrote it
 * @param evaluation  what the inner leave-one-set-out measured at the threshold (per set and pooled), for people
 */
public record PairModel(List<String> features, double[] weights, double bias, double threshold, String producedBy,
                        Map<String, Object> evaluation) {
    public static final String FILE = "pair-model.json";
    private static final System.Logger LOG = System.getLogger(PairModel.class.getName());
    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
            .enable(SerializationFeature.INDENT_OUTPUT);

    /** One feature's part in a score. */
    public record Part(String feature, double value) {
    }

    /** The model as a fitted {@link PairLogistic} over the first {@code width} features reads raw values. */
    public static PairModel of(PairLogistic fitted, int width, double threshold, String producedBy,
                               Map<String, Object> evaluation) {
        double[] w = new double[width];
        double bias = fitted.weights()[width];
        for (int j = 0; j < width; j++) {
            w[j] = fitted.weights()[j] / fitted.scale()[j];
            bias -= w[j] * fitted.mean()[j];
        }
        return new PairModel(List.of(Arrays.copyOf(PairFeatures.NAMES, width)), w, bias, threshold, producedBy,
                evaluation);
    }

    /** The log-odds that the two messages whose features these are report one problem. */
    public double score(double[] row) {
        double s = bias;
        for (int j = 0; j < weights.length; j++) {
            s += weights[j] * row[j];
        }
        return s;
    }

    /** The {@code n} features adding most to a score, largest first. */
    public List<Part> top(double[] row, int n) {
        List<Part> parts = new ArrayList<>();
        for (int j = 0; j < weights.length; j++) {
            if (weights[j] * row[j] != 0) {
                parts.add(new Part(features.get(j), weights[j] * row[j]));
            }
        }
        parts.sort(Comparator.comparingDouble(Part::value).reversed());
        return parts.subList(0, Math.min(n, parts.size()));
    }

    /** Writes the model as JSON. */
    public void write(Path file) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        Files.writeString(file, JSON.writeValueAsString(this) + "\n");
    }

    /**
     * The model in {@value #FILE} under {@code modelsDir}, or null (the rules alone): no directory or no file says
     * nothing; a file that cannot be read as a model of today's features is named in a warning.
     */
    public static PairModel load(Path modelsDir) {
        if (modelsDir == null || !Files.isRegularFile(modelsDir.resolve(FILE))) {
            return null;
        }
        Path f = modelsDir.resolve(FILE);
        try {
            return valid(JSON.readValue(f.toFile(), PairModel.class));
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "ignoring " + f + " (clustering by the rules alone): "
                    + e.getMessage() + " (regenerate it with './triage train --archive DIR')");
            return null;
        }
    }

    /** {@code m} when its features are today's and its numbers finite, else an exception naming what is wrong. */
    static PairModel valid(PairModel m) {
        if (m == null || m.features() == null || m.weights() == null) {
            throw new IllegalArgumentException("not a pair model");
        }
        if (!m.features().equals(List.of(PairFeatures.NAMES).subList(0, Math.min(m.features().size(),
                PairFeatures.NAMES.length))) || m.features().size() != m.weights().length
                || m.features().size() > PairFeatures.NAMES.length) {
            throw new IllegalArgumentException("features " + m.features() + " are not today's");
        }
        boolean finite = Double.isFinite(m.bias()) && Double.isFinite(m.threshold());
        for (double w : m.weights()) {
            finite &= Double.isFinite(w);
        }
        if (!finite) {
            throw new IllegalArgumentException("a weight, the bias or the threshold is not a number");
        }
        return m;
    }
}
