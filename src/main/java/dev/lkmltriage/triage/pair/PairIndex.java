package dev.lkmltriage.triage.pair;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The pair model's candidates, fed one message at a time with no all-pairs comparison: {@link #add} returns the
 * earlier messages within {@link #WINDOW_DAYS} that share an inverted key with the new one, reached through each
 * key's {@link #PER_KEY} most recent postings, then posts it. A key posted more than its type's document-frequency
 * limit is boilerplate and reaches nothing; at most {@link #PER_MESSAGE} earlier messages are returned, those sharing
 * the rarest keys first. Each key's rarity is read as it stood when the message arrived (its idf then). Cost per
 * message: at most {@link PairMessage#MAX_KEYS} keys times {@link #PER_KEY} postings, whatever the index's size.
 * Not thread-safe.
 */
public final class PairIndex {
    public static final long WINDOW_DAYS = 400;
    public static final int PER_KEY = 30;
    public static final int PER_MESSAGE = 100;
    /** Document-frequency limit per key type (index as {@link PairMessage#TYPES}): subject words must be rare. */
    private static final int[] MAX_DF = {300, 300, 300, 300, 300, 50, 100_000, 300, 300};

    /** An earlier message a new one reaches, with its position in the order messages were added. */
    public record Candidate(int seq, PairMessage earlier) {
    }

    /**
     * What {@link #add} found: the new message's position, its candidates (rarest shared keys first) and the idf of
     * each of its keys when it arrived (in {@link PairMessage#keys()} order), which {@link PairFeatures} reads.
     */
    public record Offer(int seq, List<Candidate> candidates, float[] idf) {
    }

    private static final class Posting {
        int df;
        int[] seqs = new int[2];
        PairMessage[] msgs = new PairMessage[2];

        void post(int seq, PairMessage m) {
            int slot = df % PER_KEY;
            if (slot >= seqs.length) {
                int n = Math.min(PER_KEY, seqs.length * 2);
                seqs = Arrays.copyOf(seqs, n);
                msgs = Arrays.copyOf(msgs, n);
            }
            seqs[slot] = seq;
            msgs[slot] = m;
            df++;
        }
    }

    private final Map<String, Posting> postings = new HashMap<>();
    private int added;

    /** How many messages were added. */
    public int size() {
        return added;
    }

    /** The candidates of {@code m} among the messages added before, then {@code m} is posted under its keys. */
    public Offer add(PairMessage m) {
        int b = added++;
        float[] idf = new float[m.keys().size()];
        Map<Integer, Float> reach = new HashMap<>();
        Map<Integer, PairMessage> bySeq = new HashMap<>();
        int k = 0;
        for (String key : m.keys()) {
            Posting p = postings.computeIfAbsent(key, x -> new Posting());
            float w = (float) Math.log((b + 1.0) / (p.df + 1.0));
            idf[k++] = w;
            if (p.df <= MAX_DF[PairMessage.type(key)]) {
                for (int i = 0; i < Math.min(p.df, PER_KEY); i++) {
                    PairMessage a = p.msgs[i];
                    if (a != m && inWindow(a, m)) {
                        reach.merge(p.seqs[i], w, Float::sum);
                        bySeq.putIfAbsent(p.seqs[i], a);
                    }
                }
            }
            p.post(b, m);
        }
        List<Candidate> out = new ArrayList<>();
        reach.entrySet().stream()
                .sorted((x, y) -> x.getValue().equals(y.getValue()) ? Integer.compare(y.getKey(), x.getKey())
                        : Float.compare(y.getValue(), x.getValue()))
                .limit(PER_MESSAGE)
                .forEach(e -> out.add(new Candidate(e.getKey(), bySeq.get(e.getKey()))));
        return new Offer(b, out, idf);
    }

    static boolean inWindow(PairMessage a, PairMessage b) {
        if (a.epochSeconds() == Long.MIN_VALUE || b.epochSeconds() == Long.MIN_VALUE) {
            return true;
        }
        return Math.abs(b.epochSeconds() - a.epochSeconds()) <= WINDOW_DAYS * 86_400L;
    }
}
