package dev.lkmltriage.index;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.SortedSetDocValues;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.ArrayUtil;

/**
 * A segment's facet values as plain arrays, read from its doc values once and kept while the segment is open, so
 * that counting the facets of 80,000 matches is a loop over ints instead of a doc-values decode (sparse bitset,
 * monotonic addresses, packed ordinals) per match. Not a result cache: the arrays hold what the segment holds, for
 * any query. The ordinals (immutable per segment) are keyed by the segment's core and the field; the cluster
 * statuses ({@link StatusField}, updated in place when a cluster's status changes) by the reader, which changes
 * with every such update. About 4 bytes per facet value of every document (~4 MB at 100k messages).
 */
final class FacetArrays {
    /** Ordinals of document {@code d}: {@code ords[starts[d]]} up to {@code ords[starts[d + 1]]} (exclusive). */
    record Ordinals(int[] starts, int[] ords, int valueCount) {
    }

    private static final Map<IndexReader.CacheKey, Map<String, Ordinals>> ORDINALS = new ConcurrentHashMap<>();
    private static final Map<IndexReader.CacheKey, byte[]> STATUSES = new ConcurrentHashMap<>();

    private FacetArrays() {
    }

    /** The segment ordinals of {@code field} per document of {@code leaf}. */
    static Ordinals ordinals(LeafReader leaf, String field) throws IOException {
        IndexReader.CacheHelper core = leaf.getCoreCacheHelper();
        if (core == null) {
            return readOrdinals(leaf, field);
        }
        IndexReader.CacheKey key = core.getKey();
        Map<String, Ordinals> byField = ORDINALS.get(key);
        if (byField == null) {
            Map<String, Ordinals> fresh = new ConcurrentHashMap<>();
            byField = ORDINALS.putIfAbsent(key, fresh);
            if (byField == null) {
                byField = fresh;
                core.addClosedListener(ORDINALS::remove);
            }
        }
        Ordinals o = byField.get(field);
        if (o == null) {
            o = readOrdinals(leaf, field);
            Ordinals raced = byField.putIfAbsent(field, o);
            if (raced != null) {
                o = raced;
            }
        }
        return o;
    }

    /** The status code ({@link StatusField#code}, 0 for none or unknown) of every document of {@code leaf}. */
    static byte[] statuses(LeafReader leaf) throws IOException {
        IndexReader.CacheHelper reader = leaf.getReaderCacheHelper();
        if (reader == null) {
            return readStatuses(leaf);
        }
        IndexReader.CacheKey key = reader.getKey();
        byte[] s = STATUSES.get(key);
        if (s == null) {
            s = readStatuses(leaf);
            if (STATUSES.putIfAbsent(key, s) == null) {
                reader.addClosedListener(STATUSES::remove);
            }
        }
        return s;
    }

    private static Ordinals readOrdinals(LeafReader leaf, String field) throws IOException {
        int maxDoc = leaf.maxDoc();
        int[] starts = new int[maxDoc + 1];
        int[] ords = new int[Math.max(16, maxDoc)];
        SortedSetDocValues dv = DocValues.getSortedSet(leaf, field);
        int n = 0;
        int next = 0; // the first document whose start is not yet written
        for (int doc = dv.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = dv.nextDoc()) {
            while (next <= doc) {
                starts[next++] = n;
            }
            int count = dv.docValueCount();
            ords = ArrayUtil.grow(ords, n + count);
            for (int i = 0; i < count; i++) {
                ords[n++] = Math.toIntExact(dv.nextOrd());
            }
        }
        while (next <= maxDoc) {
            starts[next++] = n;
        }
        return new Ordinals(starts, ArrayUtil.copyOfSubArray(ords, 0, n), Math.toIntExact(dv.getValueCount()));
    }

    private static byte[] readStatuses(LeafReader leaf) throws IOException {
        byte[] out = new byte[leaf.maxDoc()];
        NumericDocValues dv = DocValues.getNumeric(leaf, StatusField.FIELD);
        for (int doc = dv.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = dv.nextDoc()) {
            long v = dv.longValue();
            out[doc] = v >= 1 && v <= StatusField.LABELS.size() ? (byte) v : 0;
        }
        return out;
    }
}
