package dev.lkmltriage.eval;

import dev.lkmltriage.triage.pair.PairLogistic;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * One leave-one-set-out run of the pair model: fit on the labelled pairs of every set but one, link candidate pairs
 * from the highest score down with union-find over the whole archive, and keep the lowest threshold at which the
 * training sets' pooled pairwise precision is still at least {@link PairModelExperiment#TARGET_PRECISION}; the
 * left-out set is scored at that threshold only.
 */
final class Sweep {
    private final List<int[]> pairs;
    private final double[][] x;
    private final int width;
    private final int[] fold;
    private final String[] group;
    private final int[][] members;

    /** The left-out set's counts at the chosen threshold. */
    record Outcome(PairModelExperiment.Score score, double threshold) {
    }

    Sweep(List<int[]> pairs, double[][] x, int width, int[] fold, String[] group, int folds) {
        this.pairs = pairs;
        this.x = x;
        this.width = width;
        this.fold = fold;
        this.group = group;
        List<List<Integer>> m = new ArrayList<>();
        for (int f = 0; f < folds; f++) {
            m.add(new ArrayList<>());
        }
        for (int i = 0; i < fold.length; i++) {
            if (fold[i] >= 0) {
                m.get(fold[i]).add(i);
            }
        }
        members = m.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    }

    /** The model fitted on every labelled pair of the sets {@code train} accepts. */
    PairLogistic fit(IntPredicate train) {
        List<double[]> rows = new ArrayList<>();
        List<Boolean> ys = new ArrayList<>();
        for (int p = 0; p < pairs.size(); p++) {
            int a = pairs.get(p)[0];
            int b = pairs.get(p)[1];
            if (fold[a] >= 0 && fold[a] == fold[b] && train.test(fold[a])) {
                rows.add(x[p]);
                ys.add(group[a].equals(group[b]));
            }
        }
        boolean[] y = new boolean[ys.size()];
        for (int i = 0; i < y.length; i++) {
            y[i] = ys.get(i);
        }
        return PairLogistic.fit(rows.toArray(double[][]::new), y, width);
    }

    /** How many of set {@code f}'s true pairs are candidate pairs themselves (not only through others). */
    int direct(int f) {
        int n = 0;
        for (int[] p : pairs) {
            if (fold[p[0]] == f && fold[p[1]] == f && group[p[0]].equals(group[p[1]])) {
                n++;
            }
        }
        return n;
    }

    /** Set {@code out} scored by the model fitted on the other sets, at the threshold they choose. */
    Outcome leaveOut(int out) {
        return score(out, f -> f != out);
    }

    /** Set {@code out} scored by the model fitted on the sets {@code train} accepts, at the threshold they choose. */
    Outcome score(int out, IntPredicate train) {
        PairLogistic model = fit(train);
        long[] order = new long[pairs.size()];
        float[] score = new float[pairs.size()];
        for (int p = 0; p < pairs.size(); p++) {
            score[p] = (float) model.score(x[p]);
            order[p] = (long) sortable(-score[p]) << 32 | p;
        }
        Arrays.sort(order);
        int[] parent = new int[fold.length];
        boolean[] labelled = new boolean[fold.length];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
            labelled[i] = fold[i] >= 0;
        }
        PairModelExperiment.Score best = counts(parent, out);
        double threshold = Double.POSITIVE_INFINITY;
        boolean dirty = false;
        for (int k = 0; k < order.length; k++) {
            int p = (int) order[k];
            int a = find(parent, pairs.get(p)[0]);
            int b = find(parent, pairs.get(p)[1]);
            if (a != b) {
                parent[a] = b;
                // only a union of two components holding labelled mail can change a score
                dirty |= labelled[a] && labelled[b];
                labelled[b] |= labelled[a];
            }
            boolean boundary = k + 1 == order.length || score[(int) order[k + 1]] < score[p];
            if (dirty && boundary) {
                dirty = false;
                if (trainingPrecision(parent, train) >= PairModelExperiment.TARGET_PRECISION) {
                    best = counts(parent, out);
                    threshold = score[p];
                }
            }
        }
        return new Outcome(best, threshold);
    }

    private double trainingPrecision(int[] parent, IntPredicate train) {
        PairModelExperiment.Score s = PairModelExperiment.Score.NONE;
        for (int f = 0; f < members.length; f++) {
            if (train.test(f)) {
                s = s.plus(counts(parent, f));
            }
        }
        return s.predicted() == 0 ? 1 : (double) s.correct() / s.predicted();
    }

    private PairModelExperiment.Score counts(int[] parent, int f) {
        Map<String, String> truth = new HashMap<>();
        Map<String, String> linked = new HashMap<>();
        for (int i : members[f]) {
            truth.put(Integer.toString(i), group[i]);
            linked.put(Integer.toString(i), Integer.toString(find(parent, i)));
        }
        return PairModelExperiment.Score.of(ClusterScore.pairwise(truth, linked));
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    /** A float's bits as an int that orders as the floats do. */
    private static int sortable(float f) {
        int bits = Float.floatToIntBits(f);
        return bits ^ (bits >> 31 & 0x7fffffff);
    }
}
