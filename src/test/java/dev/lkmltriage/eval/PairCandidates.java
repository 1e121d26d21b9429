package dev.lkmltriage.eval;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Candidate pairs as an incremental clusterer may find them, with no all-pairs comparison: for each message in
 * source order, the earlier messages within {@link #WINDOW_DAYS} that share an inverted key with it, reached through
 * each key's {@link #PER_KEY} most recent postings; a key posted more than its type's document-frequency limit is
 * boilerplate and reaches nothing; at most {@link #PER_MESSAGE} earlier messages are kept, those sharing the rarest
 * keys first. Each key's rarity is read as it stood when the later message arrived (its idf then).
 */
final class PairCandidates {
    static final long WINDOW_DAYS = 400;
    static final int PER_KEY = 30;
    static final int PER_MESSAGE = 100;
    /** Document-frequency limit per key type (index as {@link PairMessage#TYPES}): subject words must be rare. */
    private static final int[] MAX_DF = {300, 300, 300, 300, 300, 50, 100_000, 300, 300};

    /** The pairs (earlier, later) and, per message, the idf of each of its keys when it arrived. */
    record Result(List<int[]> pairs, float[][] idf) {
    }

    private static final class Posting {
        int df;
        final int[] recent = new int[PER_KEY];
    }

    private PairCandidates() {
    }

    static Result build(List<PairMessage> msgs) {
        Map<String, Posting> postings = new HashMap<>();
        List<int[]> pairs = new ArrayList<>();
        float[][] idf = new float[msgs.size()][];
        for (int b = 0; b < msgs.size(); b++) {
            PairMessage m = msgs.get(b);
            idf[b] = new float[m.keys().size()];
            Map<Integer, Float> reach = new HashMap<>();
            int k = 0;
            for (String key : m.keys()) {
                Posting p = postings.computeIfAbsent(key, x -> new Posting());
                idf[b][k++] = (float) Math.log((b + 1.0) / (p.df + 1.0));
                if (p.df <= MAX_DF[PairMessage.type(key)]) {
                    float w = idf[b][k - 1];
                    for (int i = 0; i < Math.min(p.df, PER_KEY); i++) {
                        int a = p.recent[i];
                        if (inWindow(msgs.get(a), m)) {
                            reach.merge(a, w, Float::sum);
                        }
                    }
                }
                p.recent[p.df % PER_KEY] = b;
                p.df++;
            }
            int later = b;
            reach.entrySet().stream()
                    .sorted((x, y) -> x.getValue().equals(y.getValue()) ? Integer.compare(y.getKey(), x.getKey())
                            : Float.compare(y.getValue(), x.getValue()))
                    .limit(PER_MESSAGE)
                    .forEach(e -> pairs.add(new int[] {e.getKey(), later}));
        }
        return new Result(pairs, idf);
    }

    static boolean inWindow(PairMessage a, PairMessage b) {
        if (a.epochSeconds() == Long.MIN_VALUE || b.epochSeconds() == Long.MIN_VALUE) {
            return true;
        }
        return Math.abs(b.epochSeconds() - a.epochSeconds()) <= WINDOW_DAYS * 86_400L;
    }
}
