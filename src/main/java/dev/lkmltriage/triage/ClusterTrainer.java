package dev.lkmltriage.triage;

import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.report.Report;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Learns {@link ClusterWeights} from labelled clusters. The messages are replayed in date order, placed where the
 * labels say; before each report is placed, every candidate the clusterer would consider becomes one example
 * (its signals, and whether it is the report's true cluster). A logistic regression fits them, with an L2 pull
 * towards the hand-set weights rather than towards zero: a small corpus says little about a signal it rarely shows
 * (two reports sharing only a culprit), and there the prior should stand.
 */
public final class ClusterTrainer {
    private static final int EPOCHS = 3000;
    private static final double RATE = 0.3;
    private static final double L2 = 0.02;

    /** The labels: each labelled message's cluster (any stable name) and role. */
    public record Label(String cluster, String role) {
    }

    /** The fitted weights and how well they separate the training examples. */
    public record Result(ClusterWeights weights, int examples, int positives, double accuracy) {
    }

    private ClusterTrainer() {
    }

    public static Result train(List<Report> byDate, Map<String, Label> labels, String producedBy) {
        List<double[]> xs = new ArrayList<>();
        List<Integer> ys = new ArrayList<>();
        Clusterer clusterer = new Clusterer(ClusterWeights.DEFAULT);
        Map<String, String> idOfLabel = new HashMap<>();
        Map<String, String> labelOfId = new HashMap<>();
        for (Report r : byDate) {
            Label label = labels.get(r.messageId());
            if (label == null) {
                continue;
            }
            if ((label.role().equals("report") || label.role().equals("duplicate"))
                    && r.facts().kind() != MessageKind.PATCH && r.facts().kind() != MessageKind.REPLY) {
                for (Clusterer.Candidate c : clusterer.candidatesOf(r)) {
                    xs.add(c.signals().vector());
                    ys.add(label.cluster().equals(labelOfId.get(c.clusterId())) ? 1 : 0);
                }
            }
            String id = clusterer.force(r, idOfLabel.get(label.cluster()), label.role());
            idOfLabel.putIfAbsent(label.cluster(), id);
            labelOfId.putIfAbsent(id, label.cluster());
        }
        double[] w = fit(xs, ys);
        int right = 0;
        int positives = 0;
        for (int i = 0; i < xs.size(); i++) {
            positives += ys.get(i);
            right += (dot(w, xs.get(i)) > 0) == (ys.get(i) == 1) ? 1 : 0;
        }
        return new Result(ClusterWeights.of(w, producedBy), xs.size(), positives,
                xs.isEmpty() ? 1 : (double) right / xs.size());
    }

    /** Batch gradient descent on the logistic loss; w[0] is the bias. Starts from, and is pulled to, the prior. */
    static double[] fit(List<double[]> xs, List<Integer> ys) {
        double[] prior = ClusterWeights.DEFAULT.vector();
        double[] w = prior.clone();
        if (xs.isEmpty()) {
            return w;
        }
        for (int epoch = 0; epoch < EPOCHS; epoch++) {
            double[] grad = new double[w.length];
            for (int i = 0; i < xs.size(); i++) {
                double p = 1 / (1 + Math.exp(-dot(w, xs.get(i))));
                double err = p - ys.get(i);
                grad[0] += err;
                for (int j = 0; j < xs.get(i).length; j++) {
                    grad[j + 1] += err * xs.get(i)[j];
                }
            }
            for (int j = 0; j < w.length; j++) {
                w[j] -= RATE * (grad[j] / xs.size() + (j == 0 ? 0 : L2 * (w[j] - prior[j])));
            }
        }
        return w;
    }

    private static double dot(double[] w, double[] x) {
        double s = w[0];
        for (int j = 0; j < x.length; j++) {
            s += w[j + 1] * x[j];
        }
        return s;
    }
}
