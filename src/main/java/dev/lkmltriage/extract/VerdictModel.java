package dev.lkmltriage.extract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

/**
 * A small multinomial logistic regression over the binary features of {@link VerdictFeatures}: three classes (no
 * verdict, good, bad), one weight per feature and class, L2-regularised, fitted by seeded stochastic gradient
 * descent. A verdict is given when the more likely of good and bad reaches {@link #threshold()}.
 *
 * <p>Its vocabulary is only the features seen in at least {@code minMessages} different messages of the training
 * data, so that no rare string of the mail it was trained on ends up in the model file. Immutable once built.
 */
public final class VerdictModel {
    /** The JSON {@code format} a model file must carry. */
    public static final String FORMAT = "lkml-triage verdict model 1";
    static final int NONE = 0;
    static final int GOOD = 1;
    static final int BAD = 2;
    private static final String[] CLASSES = {"none", "good", "bad"};
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, double[]> weights;
    private final double threshold;
    private final ObjectNode about;

    VerdictModel(Map<String, double[]> weights, double threshold, ObjectNode about) {
        this.weights = weights;
        this.threshold = threshold;
        this.about = about;
    }

    /** One training example: a version's features, its label (none/good/bad), and the message it came from. */
    public record Example(Set<String> features, String label, String message) {
    }

    /** Fitting settings: vocabulary floor, epochs, learning rate and L2 strength. */
    public record Fit(int minMessages, int epochs, double rate, double l2, long seed) {
        public static Fit defaults() {
            return new Fit(3, 40, 0.1, 1e-3, 12L);
        }
    }

    public double threshold() {
        return threshold;
    }

    /** How many features the model keeps. */
    public int size() {
        return weights.size();
    }

    /** Probabilities of none, good and bad. */
    double[] probabilities(Collection<String> features) {
        double[] z = new double[3];
        for (String f : features) {
            double[] w = weights.get(f);
            if (w != null) {
                for (int c = 0; c < 3; c++) {
                    z[c] += w[c];
                }
            }
        }
        softmax(z);
        return z;
    }

    /** Turns three scores into probabilities in place (shifted by the largest, so no exponent overflows). */
    private static void softmax(double[] z) {
        double max = Math.max(z[0], Math.max(z[1], z[2]));
        double sum = 0;
        for (int c = 0; c < 3; c++) {
            z[c] = Math.exp(z[c] - max);
            sum += z[c];
        }
        for (int c = 0; c < 3; c++) {
            z[c] /= sum;
        }
    }

    /** The more likely of good and bad with its probability, or null below the threshold. */
    public String verdict(Collection<String> features) {
        return verdict(features, threshold);
    }

    public String verdict(Collection<String> features, double atLeast) {
        double[] p = probabilities(features);
        int c = p[GOOD] >= p[BAD] ? GOOD : BAD;
        return p[c] >= atLeast && p[c] > p[NONE] ? CLASSES[c] : null;
    }

    /** Fits a model to {@code examples}; {@code about} is written into the file as its provenance. */
    public static VerdictModel train(List<Example> examples, Fit fit, double threshold, ObjectNode about) {
        Map<String, Set<String>> seenIn = new HashMap<>();
        for (Example e : examples) {
            for (String f : e.features()) {
                seenIn.computeIfAbsent(f, k -> new HashSet<>()).add(e.message());
            }
        }
        Map<String, double[]> w = new TreeMap<>();
        seenIn.forEach((f, ms) -> {
            if (ms.size() >= fit.minMessages()) {
                w.put(f, new double[3]);
            }
        });
        List<double[][]> rows = new ArrayList<>();
        List<Integer> ys = new ArrayList<>();
        for (Example e : examples) {
            List<double[]> ws = new ArrayList<>();
            for (String f : e.features()) {
                double[] v = w.get(f);
                if (v != null) {
                    ws.add(v);
                }
            }
            rows.add(ws.toArray(new double[0][]));
            ys.add(index(e.label()));
        }
        Random random = new Random(fit.seed());
        int[] order = new int[rows.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        double[] z = new double[3];
        for (int epoch = 0; epoch < fit.epochs(); epoch++) {
            for (int i = order.length - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
            double rate = fit.rate() / (1 + epoch * 0.1);
            for (int i : order) {
                double[][] x = rows.get(i);
                java.util.Arrays.fill(z, 0);
                for (double[] v : x) {
                    for (int c = 0; c < 3; c++) {
                        z[c] += v[c];
                    }
                }
                softmax(z);
                int y = ys.get(i);
                for (int c = 0; c < 3; c++) {
                    double g = z[c] - (c == y ? 1 : 0);
                    for (double[] v : x) {
                        v[c] -= rate * (g + fit.l2() * v[c]);
                    }
                }
            }
        }
        return new VerdictModel(w, threshold, about);
    }

    private static int index(String label) {
        if ("good".equals(label)) {
            return GOOD;
        }
        return "bad".equals(label) ? BAD : NONE;
    }

    /** Writes the model as JSON: format, provenance, threshold, then each feature's three weights. */
    public void write(Writer out) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        root.set("about", about != null ? about : JSON.createObjectNode());
        root.put("threshold", threshold);
        ArrayNode classes = root.putArray("classes");
        for (String c : CLASSES) {
            classes.add(c);
        }
        ObjectNode ws = root.putObject("weights");
        weights.forEach((f, v) -> {
            ArrayNode a = ws.putArray(f);
            for (double d : v) {
                a.add(Math.round(d * 1e5) / 1e5);
            }
        });
        JSON.writerWithDefaultPrettyPrinter().writeValue(out, root);
    }

    /** Reads a model file; a file that is not one throws with what is wrong. */
    public static VerdictModel read(Reader in) throws IOException {
        JsonNode root;
        try {
            root = JSON.readTree(in);
        } catch (IOException e) {
            throw new IOException("not JSON: " + e.getMessage(), e);
        }
        if (root == null || !FORMAT.equals(root.path("format").asText())) {
            throw new IOException("not a verdict model (no \"format\": \"" + FORMAT + "\")");
        }
        double threshold = root.path("threshold").asDouble(Double.NaN);
        if (!(threshold > 0 && threshold <= 1)) {
            throw new IOException("threshold missing or not in (0, 1]");
        }
        JsonNode ws = root.path("weights");
        if (!ws.isObject() || ws.isEmpty()) {
            throw new IOException("no weights");
        }
        Map<String, double[]> w = new HashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = ws.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode a = e.getValue();
            if (!a.isArray() || a.size() != 3 || !a.get(0).isNumber() || !a.get(1).isNumber()
                    || !a.get(2).isNumber()) {
                throw new IOException("feature " + e.getKey() + ": weights are not three numbers");
            }
            w.put(e.getKey(), new double[] {a.get(0).asDouble(), a.get(1).asDouble(), a.get(2).asDouble()});
        }
        ObjectNode about = root.path("about").isObject() ? (ObjectNode) root.path("about") : JSON.createObjectNode();
        return new VerdictModel(w, threshold, about);
    }
}
