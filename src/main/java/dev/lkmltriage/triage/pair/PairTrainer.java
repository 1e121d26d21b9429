package dev.lkmltriage.triage.pair;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Fits the pair model on labelled sets of one archive and chooses its threshold by leave-one-set-out: for each set,
 * a model fitted on the others scores the left-out set as the clusterer would use it (each message the rules placed
 * nowhere joins its best candidate when the score reaches the threshold, on top of the rules' placements); the
 * threshold is the lowest at which the pooled left-out precision, and that at every higher threshold, is at least the
 * target. Training precision is never used: it overstated held-out precision before (0.95 asked, 0.89 left out).
 */
public final class PairTrainer {
    /** Log-odds thresholds tried, lowest first. */
    static final double LOWEST = -4;
    static final double HIGHEST = 16;
    static final double STEP = 0.25;

    /** A labelled set: its name and Message-ID → group id. */
    public record LabelSet(String name, Map<String, String> groups) {
    }

    /**
     * Where each message stands in the labels: its position by Message-ID, the set that labels it (-1: none; the
     * first set naming it wins) and its group there.
     */
    public record Labelled(Map<String, Integer> index, int[] fold, String[] group) {
        public static Labelled of(List<PairMessage> msgs, List<LabelSet> sets) {
            int n = msgs.size();
            int[] fold = new int[n];
            String[] group = new String[n];
            java.util.Arrays.fill(fold, -1);
            Map<String, Integer> index = new HashMap<>();
            for (int i = 0; i < n; i++) {
                index.putIfAbsent(msgs.get(i).id(), i);
            }
            for (int f = 0; f < sets.size(); f++) {
                for (Map.Entry<String, String> e : sets.get(f).groups().entrySet()) {
                    Integer i = index.get(e.getKey());
                    if (i != null && fold[i] < 0) {
                        fold[i] = f;
                        group[i] = e.getValue();
                    }
                }
            }
            return new Labelled(index, fold, group);
        }
    }

    /** Pairwise counts over one set's labelled messages, as the score script counts them. */
    public record Counts(int correct, int truePairs, int predicted) {
        static final Counts NONE = new Counts(0, 0, 0);

        Counts plus(Counts o) {
            return new Counts(correct + o.correct, truePairs + o.truePairs, predicted + o.predicted);
        }

        public double precision() {
            return predicted == 0 ? 1 : (double) correct / predicted;
        }

        public String text() {
            return String.format(Locale.ROOT, "%s/%s (%d/%d true, %d predicted)",
                    predicted == 0 ? "-" : String.format(Locale.ROOT, "%.3f", precision()),
                    truePairs == 0 ? "-" : String.format(Locale.ROOT, "%.3f", (double) correct / truePairs),
                    correct, truePairs, predicted);
        }
    }

    /** The model fitted on every set, and per set the rules alone and rules + left-out model at the threshold. */
    public record Result(PairModel model, Map<String, Counts> rules, Map<String, Counts> leftOut,
                         Map<String, Counts> inSample, List<Link> links, int trainingRows, int askedPairs,
                         int negativeRows) {
    }

    /**
     * How the model is trained and asked beyond the labels (session 21, cluster33).
     *
     * @param gate           the model may join only a pair one side of which is a report or a patch that says it
     *                       fixes something ({@link #reportSide})
     * @param negativeShare  add as "not one regression" the unlabelled look-alike patch pairs
     *                       ({@link #lookAlike}), their total weight this share of the labelled rows' count (each
     *                       at most 1); 0 adds none
     * @param negativeParity -1: negatives from every author; 0 or 1: only from authors whose address hashes to
     *                       that parity, so joins among the other half's mail measure what the model learned
     * @param reportNamed    with the gate, a patch opens it only when it names a report (a bugzilla entry or a
     *                       link to a report), not by a Fixes: tag, a Reported-by: trailer or its title
     */
    public record Options(boolean gate, double negativeShare, int negativeParity, boolean reportNamed) {
        public static final Options NONE = new Options(false, 0, -1, false);

        public Options(boolean gate, double negativeShare, int negativeParity) {
            this(gate, negativeShare, negativeParity, false);
        }
    }

    /** A message the rules placed nowhere that the model fitted on every set joins to an earlier one. */
    public record Link(String later, String earlier, double score, List<PairModel.Part> top) {
    }

    private PairTrainer() {
    }

    /**
     * True when the model may place message {@code b} beside earlier message {@code a}: both start a thread (as
     * labelled messages do) and neither is a robot's; the clusterer asks it only of messages the rules placed
     * nowhere.
     */
    public static boolean eligible(PairMessage a, PairMessage b) {
        return starts(a) && starts(b);
    }

    static boolean starts(PairMessage m) {
        return m.id().equals(m.threadId()) && !"robot".equals(m.kind());
    }

    /**
     * Trains on {@code msgs} (the archive in source order) with the rules' placements {@code placed} (Message-ID →
     * cluster id), keeping pooled left-out precision at least {@code target}.
     */
    public static Result train(List<PairMessage> msgs, List<LabelSet> sets, Map<String, String> placed,
                               double target, String producedBy) {
        return train(msgs, sets, placed, target, producedBy, Options.NONE);
    }

    /**
     * True when {@code m} is a report, or a patch that says it fixes something ({@link PairMessage#saysFix}) or
     * links to a message of {@code kindOf} (Message-ID → kind) that is a report.
     */
    public static boolean reportSide(PairMessage m, java.util.function.Function<String, String> kindOf) {
        return reportSide(m, kindOf, false);
    }

    /** As above; when {@code reportNamed}, a patch counts only when it names a report (a bugzilla entry, a link). */
    public static boolean reportSide(PairMessage m, java.util.function.Function<String, String> kindOf,
                                     boolean reportNamed) {
        if ("report".equals(m.kind())) {
            return true;
        }
        if (!"patch".equals(m.kind())) {
            return false;
        }
        if (reportNamed ? m.keys().stream().anyMatch(k -> k.startsWith("bug:")) : m.saysFix()) {
            return true;
        }
        for (String l : m.links()) {
            if ("report".equals(kindOf.apply(l))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Two thread-starting patches by one author with title-word Jaccard at least 0.5 that the rules left apart
     * ({@code placed}: Message-ID → cluster): series re-postings and look-alike clean-ups.
     */
    public static boolean lookAlike(PairMessage a, PairMessage b, Map<String, String> placed) {
        if (!starts(a) || !starts(b) || !"patch".equals(a.kind()) || !"patch".equals(b.kind())
                || a.author().isEmpty() || !a.author().equals(b.author())
                || dev.lkmltriage.triage.Scoring.jaccard(a.titleWords(), b.titleWords()) < 0.5) {
            return false;
        }
        String ca = placed.get(a.id());
        return ca == null || !ca.equals(placed.get(b.id()));
    }

    static int parity(String author) {
        return Math.floorMod(author.hashCode(), 2);
    }

    /** As {@link #train(List, List, Map, double, String)}, with {@code options}. */
    public static Result train(List<PairMessage> msgs, List<LabelSet> sets, Map<String, String> placed,
                               double target, String producedBy, Options options) {
        int n = msgs.size();
        int width = PairFeatures.GENERIC;
        Labelled labelled = Labelled.of(msgs, sets);
        Map<String, Integer> index = labelled.index();
        int[] fold = labelled.fold();
        String[] group = labelled.group();
        java.util.function.Function<String, String> kindOf = id -> {
            Integer i = index.get(id);
            return i == null ? null : msgs.get(i).kind();
        };
        // Training rows: labelled candidate pairs within one set. Scored rows: what the clusterer would ask.
        List<double[]> rows = new ArrayList<>();
        List<double[]> negatives = new ArrayList<>();
        List<int[]> rowPairs = new ArrayList<>();
        List<double[]> asked = new ArrayList<>();
        List<int[]> askedPairs = new ArrayList<>();
        PairIndex candidates = new PairIndex();
        for (PairMessage m : msgs) {
            PairIndex.Offer o = candidates.add(m);
            boolean ask = !placed.containsKey(m.id());
            for (PairIndex.Candidate c : o.candidates()) {
                int a = c.seq();
                int b = o.seq();
                boolean train = fold[a] >= 0 && fold[a] == fold[b];
                boolean scored = ask && eligible(c.earlier(), m) && (!options.gate()
                        || reportSide(c.earlier(), kindOf, options.reportNamed())
                        || reportSide(m, kindOf, options.reportNamed()));
                boolean negative = options.negativeShare() > 0 && fold[a] < 0 && fold[b] < 0
                        && (options.negativeParity() < 0 || parity(m.author()) == options.negativeParity())
                        && lookAlike(c.earlier(), m, placed);
                if (train || scored || negative) {
                    double[] x = java.util.Arrays.copyOf(PairFeatures.of(c.earlier(), m, o.idf(), false), width);
                    if (negative) {
                        negatives.add(x);
                    }
                    if (train) {
                        rows.add(x);
                        rowPairs.add(new int[] {a, b});
                    }
                    if (scored) {
                        asked.add(x);
                        askedPairs.add(new int[] {a, b});
                    }
                }
            }
        }
        int[] base = rulesForest(msgs, placed);
        Map<String, Counts> rules = new LinkedHashMap<>();
        for (int f = 0; f < sets.size(); f++) {
            rules.put(sets.get(f).name(), counts(base.clone(), sets.get(f), index, n));
        }
        double negWeight = negatives.isEmpty() ? 0
                : Math.min(1, options.negativeShare() * rows.size() / negatives.size());
        Negatives neg = new Negatives(negatives, negWeight);
        int grid = (int) Math.round((HIGHEST - LOWEST) / STEP) + 1;
        Counts[][] byFold = new Counts[sets.size()][];
        for (int f = 0; f < sets.size(); f++) {
            int out = f;
            PairLogistic m = fit(rows, rowPairs, fold, group, width, g -> g != out, neg);
            byFold[f] = sweep(msgs, base, asked, askedPairs, m, sets.get(f), index, grid);
        }
        int chosen = grid - 1;
        for (int t = grid - 1; t >= 0; t--) {
            Counts pooled = Counts.NONE;
            for (Counts[] c : byFold) {
                pooled = pooled.plus(c[t]);
            }
            if (pooled.precision() < target) {
                break;
            }
            chosen = t;
        }
        double threshold = LOWEST + chosen * STEP;
        Map<String, Counts> leftOut = new LinkedHashMap<>();
        Counts pooled = Counts.NONE;
        Counts pooledRules = Counts.NONE;
        for (int f = 0; f < sets.size(); f++) {
            leftOut.put(sets.get(f).name(), byFold[f][chosen]);
            pooled = pooled.plus(byFold[f][chosen]);
            pooledRules = pooledRules.plus(rules.get(sets.get(f).name()));
        }
        Map<String, Object> evaluation = new LinkedHashMap<>();
        evaluation.put("method", "leave one labelled set out: a model fitted on the other sets scores it, each"
                + " message the rules placed nowhere joining its best candidate at or above the threshold, on top"
                + " of the rules' placements; threshold the lowest at which the pooled left-out precision (and that"
                + " at every higher threshold) is at least " + target);
        evaluation.put("pooled rules alone P/R", pooledRules.text());
        evaluation.put("pooled rules + model left out P/R", pooled.text());
        Map<String, String> per = new LinkedHashMap<>();
        leftOut.forEach((k, v) -> per.put(k, rules.get(k).text() + " -> " + v.text()));
        evaluation.put("per set, rules alone -> rules + model left out", per);
        evaluation.put("training rows", rows.size());
        if (!negatives.isEmpty()) {
            evaluation.put("unlabelled negative rows", negatives.size() + " at weight "
                    + String.format(Locale.ROOT, "%.4f", negWeight));
        }
        if (options.gate()) {
            evaluation.put("gate", "one side a report or a patch that says it fixes something");
        }
        PairModel model = PairModel.of(fit(rows, rowPairs, fold, group, width, g -> true, neg), width, threshold,
                producedBy, evaluation);
        // In sample: the model fitted on every set, as the clusterer would use it on this archive.
        int[] parent = base.clone();
        List<Link> links = new ArrayList<>();
        best(asked, askedPairs, model::score).forEach((b, row) -> {
            double s = model.score(asked.get(row));
            if (s >= threshold) {
                int a = askedPairs.get(row)[0];
                union(parent, a, b);
                links.add(new Link(msgs.get(b).id(), msgs.get(a).id(), s, model.top(asked.get(row), 3)));
            }
        });
        Map<String, Counts> inSample = new LinkedHashMap<>();
        for (LabelSet set : sets) {
            inSample.put(set.name(), counts(parent.clone(), set, index, n));
        }
        return new Result(model, rules, leftOut, inSample, links, rows.size(), asked.size(), negatives.size());
    }

    /** Unlabelled "not one regression" rows, each weighing {@code weight}. */
    private record Negatives(List<double[]> rows, double weight) {
    }

    private static PairLogistic fit(List<double[]> rows, List<int[]> pairs, int[] fold, String[] group, int width,
                                    java.util.function.IntPredicate train, Negatives neg) {
        List<double[]> x = new ArrayList<>();
        List<Boolean> y = new ArrayList<>();
        List<Double> w = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            int a = pairs.get(i)[0];
            int b = pairs.get(i)[1];
            if (train.test(fold[a])) {
                x.add(rows.get(i));
                y.add(group[a].equals(group[b]));
                w.add(1.0);
            }
        }
        for (double[] r : neg.rows()) {
            x.add(r);
            y.add(false);
            w.add(neg.weight());
        }
        boolean[] ys = new boolean[y.size()];
        double[] ws = new double[y.size()];
        for (int i = 0; i < ys.length; i++) {
            ys[i] = y.get(i);
            ws[i] = w.get(i);
        }
        return PairLogistic.fit(x.toArray(double[][]::new), ys, neg.rows().isEmpty() ? null : ws, width);
    }

    /** One set's counts at every threshold of the grid, the model linking each asked message to its best. */
    private static Counts[] sweep(List<PairMessage> msgs, int[] base, List<double[]> asked, List<int[]> pairs,
                                  PairLogistic m, LabelSet set, Map<String, Integer> index, int grid) {
        Map<Integer, Double> best = new HashMap<>();
        Map<Integer, Integer> bestOf = new HashMap<>();
        best(asked, pairs, m::score).forEach((b, row) -> {
            best.put(b, m.score(asked.get(row)));
            bestOf.put(b, pairs.get(row)[0]);
        });
        Counts[] out = new Counts[grid];
        for (int t = 0; t < grid; t++) {
            double threshold = LOWEST + t * STEP;
            int[] parent = base.clone();
            best.forEach((b, score) -> {
                if (score >= threshold) {
                    union(parent, bestOf.get(b), b);
                }
            });
            out[t] = counts(parent, set, index, msgs.size());
        }
        return out;
    }

    /** Per asked message (the later of its pairs), the row of its best-scoring candidate. */
    private static Map<Integer, Integer> best(List<double[]> asked, List<int[]> pairs,
                                              java.util.function.ToDoubleFunction<double[]> score) {
        Map<Integer, Integer> row = new HashMap<>();
        Map<Integer, Double> top = new HashMap<>();
        for (int i = 0; i < asked.size(); i++) {
            double s = score.applyAsDouble(asked.get(i));
            int b = pairs.get(i)[1];
            if (!top.containsKey(b) || s > top.get(b)) {
                top.put(b, s);
                row.put(b, i);
            }
        }
        return row;
    }

    /** Union-find over the messages with the rules' clusters joined; a message placed nowhere stands alone. */
    private static int[] rulesForest(List<PairMessage> msgs, Map<String, String> placed) {
        int[] parent = new int[msgs.size()];
        Map<String, Integer> first = new HashMap<>();
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
            String c = placed.get(msgs.get(i).id());
            if (c != null) {
                Integer r = first.putIfAbsent(c, i);
                if (r != null) {
                    union(parent, r, i);
                }
            }
        }
        return parent;
    }

    /** Pairwise counts over the set's labelled messages; one missing from the archive pairs with nothing. */
    static Counts counts(int[] parent, LabelSet set, Map<String, Integer> index, int n) {
        Map<String, Integer> truth = new HashMap<>();
        Map<Integer, Integer> predicted = new HashMap<>();
        Map<String, Integer> both = new HashMap<>();
        for (Map.Entry<String, String> e : set.groups().entrySet()) {
            truth.merge(e.getValue(), 1, Integer::sum);
            Integer i = index.get(e.getKey());
            if (i != null && i < n) {
                int root = find(parent, i);
                predicted.merge(root, 1, Integer::sum);
                both.merge(e.getValue() + "\u0000" + root, 1, Integer::sum);
            }
        }
        return new Counts(pairs(both), pairs(truth), pairs(predicted));
    }

    private static int pairs(Map<?, Integer> sizes) {
        int s = 0;
        for (int k : sizes.values()) {
            s += k * (k - 1) / 2;
        }
        return s;
    }

    private static void union(int[] parent, int a, int b) {
        int x = find(parent, a);
        int y = find(parent, b);
        if (x != y) {
            parent[Math.max(x, y)] = Math.min(x, y);
        }
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }
}
