package dev.lkmltriage.eval;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.triage.ClusterTrainer;
import dev.lkmltriage.triage.ClusterWeights;
import dev.lkmltriage.triage.Clusterer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Pairwise precision and recall of clustering: over all pairs of labelled reports (reports and duplicates; replies
 * follow their thread and would inflate the figures), a pair is predicted together when both land in one cluster
 * and truly together when their labels share a cluster.
 */
public record ClusterScore(long truePairs, long predictedPairs, long correctPairs) {

    public double precision() {
        return predictedPairs == 0 ? 1 : (double) correctPairs / predictedPairs;
    }

    public double recall() {
        return truePairs == 0 ? 1 : (double) correctPairs / truePairs;
    }

    public static ClusterScore of(LabelledCorpus corpus, ClusterWeights weights) {
        Map<String, String> predicted = placements(corpus, weights);
        Map<String, String> truth = new HashMap<>(); // the labelled reports and duplicates, by true cluster
        corpus.labels().forEach((id, label) -> {
            if (label.role().equals("report") || label.role().equals("duplicate")) {
                truth.put(id, label.cluster());
            }
        });
        return pairwise(truth, predicted);
    }

    /** The cluster each message of the corpus is placed in, in date order (as placed; none when placed nowhere). */
    public static Map<String, String> placements(LabelledCorpus corpus, ClusterWeights weights) {
        Clusterer clusterer = new Clusterer(weights);
        Map<String, String> predicted = new HashMap<>();
        for (Report r : corpus.byDate()) {
            Clusterer.Placement p = clusterer.place(r);
            if (p != null) {
                predicted.put(r.messageId(), p.clusterId());
            }
        }
        return predicted;
    }

    /**
     * Pairwise scores over the messages of {@code truth} only (Message-ID → true group): a pair is predicted together
     * when both messages have the same cluster in {@code predicted}; a message the clusterer placed nowhere pairs
     * with nothing. Messages outside {@code truth} do not count either way.
     */
    public static ClusterScore pairwise(Map<String, String> truth, Map<String, String> predicted) {
        List<String> ids = new ArrayList<>(truth.keySet());
        ids.sort(null);
        long t = 0;
        long p = 0;
        long c = 0;
        for (int i = 0; i < ids.size(); i++) {
            for (int j = i + 1; j < ids.size(); j++) {
                boolean same = truth.get(ids.get(i)).equals(truth.get(ids.get(j)));
                String pa = predicted.get(ids.get(i));
                boolean guess = pa != null && pa.equals(predicted.get(ids.get(j)));
                t += same ? 1 : 0;
                p += guess ? 1 : 0;
                c += same && guess ? 1 : 0;
            }
        }
        return new ClusterScore(t, p, c);
    }
}
