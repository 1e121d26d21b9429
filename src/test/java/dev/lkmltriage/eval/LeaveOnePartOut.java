package dev.lkmltriage.eval;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.triage.ClusterTrainer;
import dev.lkmltriage.triage.ClusterWeights;
import dev.lkmltriage.triage.ReportPairs;
import dev.lkmltriage.triage.pair.PairLogistic;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The yardstick for unseen corpus parts (session 52, cluster75): the rules cluster the whole corpus once, and each
 * development part 3-17 is scored on its own report-report pairs (its members of role report or duplicate), as
 * {@code CorpusClustersTest} scores a part. With {@code --model}, a report-report pair model ({@link ReportPairs},
 * {@link PairLogistic}) is fitted leaving each part out (trained on the labelled report pairs of every other part and
 * of the corpus's own labels), its threshold chosen by an inner leave-one-part-out over the training parts (the
 * lowest at which their pooled precision, rules plus joins, is at least the target at it and every higher one), and
 * the left-out part is scored with the rules plus the model's joins: a report the rules started a cluster for joins
 * the cluster of its best-scoring earlier candidate when the score reaches the threshold.
 *
 * <p>Run: {@code java -cp $CP dev.lkmltriage.eval.LeaveOnePartOut [--model] [--why] [--target 0.95] [--first 3]
 * [--last 17]} from the checkout (about 3 CPU-minutes with {@code --model}). Parts after {@code --last} are never
 * opened. {@code --why} lists, per part, each true pair the joined placements miss and each wrong pair, with its
 * score and features: for development parts only. {@code -Dlopo.overall=true} chooses the threshold by the precision
 * of every pair (rules plus joins) instead of the joins' own pairs; {@code -Dlopo.all-rows=true} trains on every
 * labelled candidate pair, not only those the rules left apart.
 */
public final class LeaveOnePartOut {
    private static final double[] GRID = grid();
    /** The threshold's precision counts only the pairs the joins add (true), or every pair of rules and joins. */
    static final boolean MARGINAL = !Boolean.getBoolean("lopo.overall");
    /**
     * Trained only on the pairs the rules left apart (true), the pairs the last signal is asked about; or on every
     * labelled candidate pair ({@code -Dlopo.all-rows=true}).
     */
    static final boolean RESIDUAL = !Boolean.getBoolean("lopo.all-rows");

    private LeaveOnePartOut() {
    }

    public static void main(String[] args) throws Exception {
        boolean model = false;
        boolean why = false;
        double target = 0.95;
        int first = 3;
        int last = 17;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--model" -> model = true;
                case "--why" -> why = true;
                case "--target" -> target = Double.parseDouble(args[++i]);
                case "--first" -> first = Integer.parseInt(args[++i]);
                case "--last" -> last = Integer.parseInt(args[++i]);
                default -> throw new IllegalArgumentException(args[i]);
            }
        }
        ExtractSettings settings = ExtractSettings.defaults();
        Path corpusDir = Path.of("corpus");
        LabelledCorpus corpus = LabelledCorpus.loadWithHeldOut(corpusDir, new MailParser(), new FactExtractor(settings));
        Map<String, String> predicted = ClusterScore.placements(corpus, ClusterWeights.load(settings.modelsDir()));
        // parts: truth per part, and each labelled message's part
        Map<String, Map<String, String>> truth = new LinkedHashMap<>();
        Map<String, String> partOf = new HashMap<>();
        for (int n = first; n <= last; n++) {
            String part = "corpus" + n;
            Map<String, String> t = new HashMap<>();
            LabelledCorpus.heldOutLabels(corpusDir, part).forEach((id, label) -> {
                partOf.put(id, part);
                if (label.role().equals("report") || label.role().equals("duplicate")) {
                    t.put(id, label.cluster());
                }
            });
            truth.put(part, t);
        }
        Map<String, ClusterTrainer.Label> labels = new HashMap<>();
        Set<String> heldOut = LabelledCorpus.heldOutLabels(corpusDir).keySet();
        corpus.labels().forEach((id, l) -> {
            // a held-out part not in the yardstick's range is never read
            if (partOf.containsKey(id) || !heldOut.contains(id)) {
                labels.put(id, l);
            }
        });
        Data d = Data.of(corpus.byDate(), predicted, labels, partOf);
        System.out.printf("gated reports %d, candidate pairs %d, labelled rows %d (positive %d)%n", d.sides.size(),
                d.pairs.size(), d.rows().size(), d.rows().stream().filter(p -> p.positive).count());
        System.out.println("| part | true pairs | rules: right / predicted | " + (model ? "rules + model: right / predicted | threshold |" : ""));
        System.out.println("| --- | --- | --- | " + (model ? "--- | --- |" : ""));
        long[] rules = new long[3];
        long[] both = new long[3];
        for (String part : truth.keySet()) {
            ClusterScore s = ClusterScore.pairwise(truth.get(part), predicted);
            add(rules, s);
            String extra = "";
            if (model) {
                Set<String> out = Set.of(part);
                double t = threshold(d, truth, out, target);
                PairLogistic m = d.fit(out);
                ClusterScore ms = ClusterScore.pairwise(truth.get(part), d.joined(m, t, null));
                add(both, ms);
                if (why) {
                    why(d, truth.get(part), m, t);
                }
                extra = String.format(" %d / %d | %s |", ms.correctPairs(), ms.predictedPairs(),
                        Double.isNaN(t) ? "none" : String.format("%.2f", t));
            }
            System.out.printf("| %s | %d | %d / %d |%s%n", part, s.truePairs(), s.correctPairs(), s.predictedPairs(),
                    extra);
        }
        System.out.printf("| pooled | %d | %d / %d (P %.3f R %.3f) |%s%n", rules[0], rules[2], rules[1],
                ratio(rules[2], rules[1]), ratio(rules[2], rules[0]), model ? String.format(
                        " %d / %d (P %.3f R %.3f) | |", both[2], both[1], ratio(both[2], both[1]),
                        ratio(both[2], both[0])) : "");
        if (model) {
            double t = threshold(d, truth, Set.of(), target);
            PairLogistic m = d.fit(Set.of());
            System.out.printf("all parts: threshold %s%n", Double.isNaN(t) ? "none" : String.format("%.2f", t));
            for (int i = 0; i < ReportPairs.NAMES.length; i++) {
                System.out.printf("  %-16s %+.3f%n", ReportPairs.NAMES[i], m.weights()[i]);
            }
            System.out.printf("  %-16s %+.3f%n", "bias", m.weights()[ReportPairs.NAMES.length]);
        }
    }

    /**
     * The lowest threshold of the grid at which the inner leave-one-part-out precision (parts outside {@code out},
     * each scored by a model fitted without it and without {@code out}) is at least {@code target} there and at every
     * higher one; NaN when none is.
     */
    static double threshold(Data d, Map<String, Map<String, String>> truth, Set<String> out, double target) {
        long[] right = new long[GRID.length];
        long[] predicted = new long[GRID.length];
        for (String inner : truth.keySet()) {
            if (out.contains(inner)) {
                continue;
            }
            Set<String> without = new HashSet<>(out);
            without.add(inner);
            PairLogistic m = d.fit(without);
            Map<String, Double> scores = d.scores(m);
            ClusterScore rules = ClusterScore.pairwise(truth.get(inner), d.predicted);
            for (int g = 0; g < GRID.length; g++) {
                ClusterScore s = ClusterScore.pairwise(truth.get(inner), d.joined(m, GRID[g], scores));
                // the joins' own pairs: what the model adds to the rules
                right[g] += MARGINAL ? s.correctPairs() - rules.correctPairs() : s.correctPairs();
                predicted[g] += MARGINAL ? s.predictedPairs() - rules.predictedPairs() : s.predictedPairs();
            }
        }
        double chosen = Double.NaN;
        for (int g = GRID.length - 1; g >= 0; g--) {
            if (predicted[g] > 0 && right[g] < target * predicted[g]) {
                break;
            }
            chosen = GRID[g];
        }
        return chosen;
    }

    /** Each true pair the rules missed: whether both are gated, a candidate pair, its score, the best other score. */
    private static void why(Data d, Map<String, String> truth, PairLogistic m, double t) {
        Map<String, Double> scores = d.scores(m);
        Set<String> gated = new HashSet<>();
        d.sides.forEach(s -> gated.add(s.id()));
        List<String> ids = new ArrayList<>(truth.keySet());
        ids.sort((x, y) -> Integer.compare(d.order.getOrDefault(x, -1), d.order.getOrDefault(y, -1)));
        for (int i = 0; i < ids.size(); i++) {
            for (int j = i + 1; j < ids.size(); j++) {
                String a = ids.get(i);
                String b = ids.get(j);
                String ca = d.predicted.get(a);
                boolean same = truth.get(a).equals(truth.get(b));
                boolean together = ca != null && ca.equals(d.predicted.get(b));
                if (same == together) {
                    continue;
                }
                Double s = scores.get(a + "\n" + b);
                double best = d.pairs.stream().filter(p -> p.b().equals(b) && !p.a().equals(a))
                        .mapToDouble(p -> scores.get(p.a() + "\n" + p.b())).max().orElse(Double.NaN);
                System.out.printf("    %s %s ~ %s gated %b/%b score %s best-other %.2f t %.2f%n",
                        same ? "MISSED" : "WRONG", a, b, gated.contains(a), gated.contains(b),
                        s == null ? "-" : String.format("%.2f", s), best, t);
                d.pairs.stream().filter(p -> p.a().equals(a) && p.b().equals(b)).findFirst()
                        .ifPresent(p -> System.out.println("      " + java.util.Arrays.toString(p.x())));
            }
        }
    }

    private static double[] grid() {
        double[] g = new double[49];
        for (int i = 0; i < g.length; i++) {
            g[i] = -4 + i * 0.25;
        }
        return g;
    }

    private static void add(long[] acc, ClusterScore s) {
        acc[0] += s.truePairs();
        acc[1] += s.predictedPairs();
        acc[2] += s.correctPairs();
    }

    private static double ratio(long a, long b) {
        return b == 0 ? 0 : a / (double) b;
    }

    /** One candidate pair: earlier a, later b; labelled when both messages are, then positive when one cluster. */
    record Pair(String a, String b, double[] x, boolean labelled, boolean positive, String partA, String partB) {
    }

    /** The gated reports, their candidate pairs in date order, the rules' placements. */
    record Data(List<ReportPairs.Side> sides, List<Pair> pairs, Map<String, String> predicted,
                Map<String, Integer> order) {
        static Data of(List<Report> byDate, Map<String, String> predicted, Map<String, ClusterTrainer.Label> labels,
                       Map<String, String> partOf) {
            ReportPairs.Index index = new ReportPairs.Index();
            List<ReportPairs.Side> sides = new ArrayList<>();
            List<Pair> pairs = new ArrayList<>();
            Map<String, Integer> order = new HashMap<>();
            for (Report r : byDate) {
                order.putIfAbsent(r.messageId(), order.size());
                ReportPairs.Side b = ReportPairs.side(r);
                if (!b.gated()) {
                    continue;
                }
                sides.add(b);
                for (ReportPairs.Side a : index.candidates(b)) {
                    ClusterTrainer.Label la = labels.get(a.id());
                    ClusterTrainer.Label lb = labels.get(b.id());
                    boolean labelled = la != null && lb != null;
                    pairs.add(new Pair(a.id(), b.id(), index.features(a, b), labelled,
                            labelled && la.cluster().equals(lb.cluster()), partOf.getOrDefault(a.id(), "base"),
                            partOf.getOrDefault(b.id(), "base")));
                }
                index.add(b);
            }
            return new Data(sides, pairs, predicted, order);
        }

        /** The rules already put the pair together: no row the last signal is asked about. */
        boolean together(Pair p) {
            String ca = predicted.get(p.a);
            return ca != null && ca.equals(predicted.get(p.b));
        }

        List<Pair> rows() {
            return pairs.stream().filter(Pair::labelled).toList();
        }

        PairLogistic fit(Set<String> without) {
            List<Pair> rows = rows().stream().filter(p -> !without.contains(p.partA) && !without.contains(p.partB))
                    .filter(p -> !RESIDUAL || !together(p)).toList();
            double[][] x = new double[rows.size()][];
            boolean[] y = new boolean[rows.size()];
            for (int i = 0; i < rows.size(); i++) {
                x[i] = rows.get(i).x;
                y[i] = rows.get(i).positive;
            }
            return PairLogistic.fit(x, y, ReportPairs.NAMES.length);
        }

        Map<String, Double> scores(PairLogistic m) {
            Map<String, Double> s = new HashMap<>();
            for (Pair p : pairs) {
                s.put(p.a + "\n" + p.b, m.score(p.x));
            }
            return s;
        }

        /**
         * The rules' placements plus the model's joins at threshold {@code t}: in date order, a gated report that
         * started its cluster joins the cluster of its best-scoring earlier candidate (another cluster) at or above
         * {@code t}; clusters so joined are one.
         */
        Map<String, String> joined(PairLogistic m, double t, Map<String, Double> cached) {
            Map<String, Double> scores = cached != null ? cached : scores(m);
            Map<String, String> parent = new HashMap<>();
            Set<String> started = new HashSet<>();
            Map<String, String> firstOf = new HashMap<>();
            predicted.entrySet().stream().sorted((x, y) -> Integer.compare(order.get(x.getKey()),
                    order.get(y.getKey()))).forEach(e -> {
                        if (firstOf.putIfAbsent(e.getValue(), e.getKey()) == null) {
                            started.add(e.getKey());
                        }
                    });
            Map<String, List<Pair>> byB = new HashMap<>();
            for (Pair p : pairs) {
                byB.computeIfAbsent(p.b, k -> new ArrayList<>()).add(p);
            }
            for (ReportPairs.Side b : sides) {
                String cb = predicted.get(b.id());
                if (cb == null || !started.contains(b.id())) {
                    continue;
                }
                String best = null;
                double bestScore = Double.NEGATIVE_INFINITY;
                for (Pair p : byB.getOrDefault(b.id(), List.of())) {
                    String ca = predicted.get(p.a);
                    if (ca == null || find(parent, ca).equals(find(parent, cb))) {
                        continue;
                    }
                    double s = scores.get(p.a + "\n" + p.b);
                    if (s > bestScore) {
                        bestScore = s;
                        best = ca;
                    }
                }
                if (best != null && bestScore >= t) {
                    parent.put(find(parent, cb), find(parent, best));
                }
            }
            Map<String, String> out = new HashMap<>();
            predicted.forEach((id, c) -> out.put(id, find(parent, c)));
            return out;
        }

        private static String find(Map<String, String> parent, String c) {
            String x = c;
            while (parent.containsKey(x)) {
                x = parent.get(x);
            }
            return x;
        }
    }
}
