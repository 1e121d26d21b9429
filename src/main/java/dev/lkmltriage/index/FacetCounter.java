package dev.lkmltriage.index;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.facet.FacetsConfig;
import org.apache.lucene.facet.sortedset.SortedSetDocValuesReaderState;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.MultiDocValues;
import org.apache.lucene.index.OrdinalMap;
import org.apache.lucene.index.SortedSetDocValues;
import org.apache.lucene.search.Collector;
import org.apache.lucene.search.CollectorManager;
import org.apache.lucene.search.DocIdStream;
import org.apache.lucene.search.HitQueue;
import org.apache.lucene.search.LeafCollector;
import org.apache.lucene.search.Scorable;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.util.LongValues;

/**
 * Every facet dimension, the cluster status, the number of matches and the page's top hits, in one pass over the
 * matches: per match, its ordinals from {@link FacetArrays} are counted into one array for all dimensions;
 * labels are looked up only for the ten values shown per dimension. The answers are those of Lucene's
 * {@code SortedSetDocValuesFacetCounts.getTopChildren} (count descending, ties to the lower ordinal, i.e. the
 * label first in byte order; a dimension without matches left out) and {@code LongValueFacetCounts} for the status
 * (by code); {@code FacetCounterTest} holds it to them.
 */
final class FacetCounter implements CollectorManager<FacetCounter.PerSlice, FacetCounter.Counts> {
    /**
     * Counts per global ordinal of {@code state}, per status code, the number of matches, and the best
     * {@code topN} hits by score (ties to the lower document, as Lucene's {@code TopScoreDocCollector}).
     */
    record Counts(int[] ords, long[] statuses, long total, ScoreDoc[] top) {
    }

    private final SortedSetDocValuesReaderState state;
    private final OrdinalMap ordinalMap;
    private final int topN;

    /**
     * {@code state}: the facet ordinals of the reader that will be searched; {@code topN}: how many of the best
     * hits to keep (0: none, and no scores are asked for).
     */
    FacetCounter(SortedSetDocValuesReaderState state, int topN) throws IOException {
        this.state = state;
        this.topN = topN;
        this.ordinalMap = state.getDocValues() instanceof MultiDocValues.MultiSortedSetDocValues multi
                ? multi.mapping : null;
    }

    @Override
    public PerSlice newCollector() {
        return new PerSlice();
    }

    @Override
    public Counts reduce(Collection<PerSlice> slices) {
        int[] ords = new int[state.getSize()];
        long[] statuses = new long[StatusField.LABELS.size() + 1];
        long total = 0;
        HitQueue best = slices.size() == 1 ? slices.iterator().next().hits : new HitQueue(topN, false);
        for (PerSlice s : slices) {
            if (s.hits != best) {
                while (s.hits.size() > 0) {
                    ScoreDoc sd = s.hits.pop();
                    if (sd.score != Float.NEGATIVE_INFINITY) {
                        best.insertWithOverflow(sd);
                    }
                }
            }
            for (int i = 0; i < ords.length; i++) {
                ords[i] += s.ords[i];
            }
            for (int i = 0; i < statuses.length; i++) {
                statuses[i] += s.statuses[i];
            }
            total += s.total;
        }
        return new Counts(ords, statuses, total, topDocs(best, (int) Math.min(total, topN)));
    }

    /** The {@code n} real hits of {@code q} (a pre-filled queue holds sentinels besides), best first. */
    private static ScoreDoc[] topDocs(HitQueue q, int n) {
        while (q.size() > n) {
            q.pop();
        }
        ScoreDoc[] out = new ScoreDoc[n];
        for (int i = n - 1; i >= 0; i--) {
            out[i] = q.pop();
        }
        return out;
    }

    /** The top {@code perDim} values of each of {@code dims} (that has any), then {@code status}, as the API shows. */
    Map<String, List<SearchResult.FacetCount>> top(Counts counts, String[] dims, int perDim) throws IOException {
        Map<String, List<SearchResult.FacetCount>> out = new LinkedHashMap<>();
        SortedSetDocValues labels = state.getDocValues();
        for (String dim : dims) {
            SortedSetDocValuesReaderState.OrdRange range = state.getOrdRange(dim);
            if (range == null) {
                continue;
            }
            List<Integer> best = topOrds(counts.ords(), range.start, range.end, perDim);
            if (best.isEmpty()) {
                continue;
            }
            List<SearchResult.FacetCount> values = new ArrayList<>(best.size());
            for (int ord : best) {
                String[] path = FacetsConfig.stringToPath(labels.lookupOrd(ord).utf8ToString());
                values.add(new SearchResult.FacetCount(path[path.length - 1], counts.ords()[ord]));
            }
            out.put(dim, values);
        }
        List<SearchResult.FacetCount> status = new ArrayList<>();
        for (int code = 1; code < counts.statuses().length; code++) {
            if (counts.statuses()[code] > 0) {
                status.add(new SearchResult.FacetCount(StatusField.LABELS.get(code - 1), counts.statuses()[code]));
            }
        }
        if (!status.isEmpty()) {
            out.put("status", status);
        }
        return out;
    }

    /** The ordinals in {@code from..to} (inclusive) with the {@code n} highest non-zero counts; ties: lower first. */
    static List<Integer> topOrds(int[] counts, int from, int to, int n) {
        int[] best = new int[n]; // ordinals, best first
        int size = 0;
        for (int ord = from; ord <= to; ord++) {
            int c = counts[ord];
            if (c == 0 || size == n && c <= counts[best[n - 1]]) {
                continue; // ordinals come in ascending order, so an equal count never displaces an earlier one
            }
            int at = size < n ? size++ : n - 1;
            while (at > 0 && counts[best[at - 1]] < c) {
                best[at] = best[at - 1];
                at--;
            }
            best[at] = ord;
        }
        List<Integer> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            out.add(best[i]);
        }
        return out;
    }

    /** One slice's counts; a leaf's segment ordinals are mapped to global ones once per leaf, not per match. */
    final class PerSlice implements Collector {
        final int[] ords = new int[state.getSize()];
        final long[] statuses = new long[StatusField.LABELS.size() + 1];
        final HitQueue hits = new HitQueue(topN, true); // filled with sentinels of score -infinity
        ScoreDoc weakest = hits.top();
        long total;

        @Override
        public LeafCollector getLeafCollector(LeafReaderContext context) throws IOException {
            FacetArrays.Ordinals leafOrds = FacetArrays.ordinals(context.reader(), state.getField());
            byte[] leafStatuses = FacetArrays.statuses(context.reader());
            LongValues toGlobal = ordinalMap == null ? null : ordinalMap.getGlobalOrds(context.ord);
            int[] target = toGlobal == null ? ords : new int[leafOrds.valueCount()];
            return new Leaf(leafOrds.starts(), leafOrds.ords(), leafStatuses, target, toGlobal, context.docBase);
        }

        @Override
        public ScoreMode scoreMode() {
            return topN > 0 ? ScoreMode.COMPLETE : ScoreMode.COMPLETE_NO_SCORES;
        }

        private final class Leaf implements LeafCollector {
            private final int[] starts;
            private final int[] docOrds;
            private final byte[] docStatuses;
            private final int[] target;
            private final LongValues toGlobal;
            private final int docBase;
            private final long[] statusCounts = new long[statuses.length];
            private long matches;
            private Scorable scorer;

            Leaf(int[] starts, int[] docOrds, byte[] docStatuses, int[] target, LongValues toGlobal, int docBase) {
                this.docBase = docBase;
                this.starts = starts;
                this.docOrds = docOrds;
                this.docStatuses = docStatuses;
                this.target = target;
                this.toGlobal = toGlobal;
            }

            @Override
            public void setScorer(Scorable scorer) {
                this.scorer = scorer;
            }

            @Override
            public void collect(int doc) throws IOException {
                if (topN > 0) {
                    float score = scorer.score();
                    if (score > weakest.score) { // an equal score never displaces an earlier (lower) document
                        weakest.doc = docBase + doc;
                        weakest.score = score;
                        weakest = hits.updateTop();
                    }
                }
                for (int i = starts[doc], end = starts[doc + 1]; i < end; i++) {
                    target[docOrds[i]]++;
                }
                statusCounts[docStatuses[doc]]++;
                matches++;
            }

            @Override
            public void collect(DocIdStream stream) throws IOException {
                stream.forEach(this::collect);
            }

            @Override
            public void finish() {
                if (toGlobal != null) {
                    for (int segOrd = 0; segOrd < target.length; segOrd++) {
                        if (target[segOrd] != 0) {
                            ords[(int) toGlobal.get(segOrd)] += target[segOrd];
                        }
                    }
                }
                for (int i = 0; i < statusCounts.length; i++) {
                    statuses[i] += statusCounts[i];
                }
                total += matches;
            }
        }
    }
}
