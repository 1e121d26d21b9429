package dev.lkmltriage.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.facet.FacetResult;
import org.apache.lucene.facet.FacetsCollector;
import org.apache.lucene.facet.FacetsCollectorManager;
import org.apache.lucene.facet.LabelAndValue;
import org.apache.lucene.facet.LongValueFacetCounts;
import org.apache.lucene.facet.sortedset.DefaultSortedSetDocValuesReaderState;
import org.apache.lucene.facet.sortedset.SortedSetDocValuesFacetCounts;
import org.apache.lucene.facet.sortedset.SortedSetDocValuesFacetField;
import org.apache.lucene.facet.sortedset.SortedSetDocValuesReaderState;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopScoreDocCollectorManager;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.junit.jupiter.api.Test;

/**
 * {@link FacetCounter} against Lucene's own facet counting (the reference it replaced): the same ten values per
 * dimension in the same order, ties included, the same status counts, over one and several segments.
 */
class FacetCounterTest {
    private static final String[] DIMS = {"driver", "vendor", "device", "kernel", "list", "kind", "year", "status"};

    /** Documents with random values from small pools (so counts tie often), some without any facet. */
    private static void fill(IndexWriter w, Random r, int docs, int flushEvery) throws Exception {
        for (int i = 0; i < docs; i++) {
            Document d = new Document();
            d.add(new StringField("id", "d" + i, Field.Store.NO));
            d.add(new StringField("word", r.nextInt(3) == 0 ? "rare" : "common", Field.Store.NO));
            if (r.nextInt(10) > 0) { // a tenth have no facets, like cluster documents
                for (String dim : new String[] {"driver", "device", "kernel", "kind"}) {
                    int values = dim.equals("kind") ? 1 : r.nextInt(3);
                    for (int v = 0; v < values; v++) {
                        d.add(new SortedSetDocValuesFacetField(dim, dim.charAt(0) + "v" + r.nextInt(17)));
                    }
                }
                if (r.nextBoolean()) {
                    StatusField.add(d, StatusField.LABELS.get(r.nextInt(3)));
                }
                w.addDocument(SearchFields.FACETS_CONFIG.build(d));
            } else {
                w.addDocument(d);
            }
            if (flushEvery > 0 && i % flushEvery == flushEvery - 1) {
                w.flush();
            }
        }
        w.commit();
    }

    private static Map<String, List<SearchResult.FacetCount>> counted(IndexSearcher s, Query q) throws Exception {
        SortedSetDocValuesReaderState state = new DefaultSortedSetDocValuesReaderState(s.getIndexReader(),
                SearchFields.FACETS_CONFIG);
        FacetCounter counter = new FacetCounter(state, 0);
        FacetCounter.Counts counts = s.search(q, counter);
        assertEquals(s.count(q), counts.total(), "every match counted once");
        return counter.top(counts, DIMS, 10);
    }

    /** What the search answered before: Lucene's sorted-set facet counts and long value counts for the status. */
    private static Map<String, List<SearchResult.FacetCount>> reference(IndexSearcher s, Query q) throws Exception {
        SortedSetDocValuesReaderState state = new DefaultSortedSetDocValuesReaderState(s.getIndexReader(),
                SearchFields.FACETS_CONFIG);
        FacetsCollector fc = FacetsCollectorManager.search(s, q, 10, new FacetsCollectorManager()).facetsCollector();
        SortedSetDocValuesFacetCounts facets = new SortedSetDocValuesFacetCounts(state, fc);
        Map<String, List<SearchResult.FacetCount>> out = new LinkedHashMap<>();
        for (String dim : DIMS) {
            FacetResult r;
            try {
                r = facets.getTopChildren(10, dim);
            } catch (IllegalArgumentException notIndexed) {
                continue;
            }
            if (r != null) {
                List<SearchResult.FacetCount> values = new ArrayList<>();
                for (LabelAndValue lv : r.labelValues) {
                    values.add(new SearchResult.FacetCount(lv.label, lv.value.longValue()));
                }
                out.put(dim, values);
            }
        }
        List<SearchResult.FacetCount> status = new ArrayList<>();
        for (LabelAndValue lv : new LongValueFacetCounts(StatusField.FIELD, fc).getAllChildrenSortByValue()
                .labelValues) {
            int code = Integer.parseInt(lv.label);
            if (code >= 1 && code <= 3 && lv.value.longValue() > 0) {
                status.add(new SearchResult.FacetCount(StatusField.LABELS.get(code - 1), lv.value.longValue()));
            }
        }
        if (!status.isEmpty()) {
            out.put("status", status);
        }
        return out;
    }

    @Test
    void sameAsLuceneCountsOnOneAndManySegments() throws Exception {
        for (int flushEvery : new int[] {0, 97, 400}) {
            for (long seed = 1; seed <= 3; seed++) {
                try (ByteBuffersDirectory dir = new ByteBuffersDirectory();
                     IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(new StandardAnalyzer())
                             .setMergePolicy(NoMergePolicy.INSTANCE))) {
                    fill(w, new Random(seed), 1500, flushEvery);
                    try (DirectoryReader reader = DirectoryReader.open(dir)) {
                        IndexSearcher s = new IndexSearcher(reader);
                        if (flushEvery > 0) {
                            assertTrue(reader.leaves().size() > 1, "several segments");
                        }
                        for (Query q : new Query[] {new MatchAllDocsQuery(), new TermQuery(new Term("word", "rare")),
                                new TermQuery(new Term("word", "none"))}) {
                            assertEquals(reference(s, q), counted(s, q), q + ", flush every " + flushEvery
                                    + ", seed " + seed);
                            assertSameTopHits(s, q);
                        }
                    }
                }
            }
        }
    }

    /**
     * The hits kept beside the counts are Lucene's top hits: same documents, same scores, same order; scores tie
     * a lot here (the documents are alike), so ties must go to the lower document as Lucene's do.
     */
    private static void assertSameTopHits(IndexSearcher s, Query q) throws Exception {
        SortedSetDocValuesReaderState state = new DefaultSortedSetDocValuesReaderState(s.getIndexReader(),
                SearchFields.FACETS_CONFIG);
        for (int n : new int[] {1, 10, 100}) {
            ScoreDoc[] expected = s.search(q, new TopScoreDocCollectorManager(n, Integer.MAX_VALUE)).scoreDocs;
            ScoreDoc[] got = s.search(q, new FacetCounter(state, n)).top();
            assertEquals(expected.length, got.length, q + " top " + n);
            for (int i = 0; i < got.length; i++) {
                assertEquals(expected[i].doc, got[i].doc, q + " top " + n + " rank " + i);
                assertEquals(expected[i].score, got[i].score, q + " top " + n + " rank " + i);
            }
        }
    }

    @Test
    void onlyMatchesCountAndTiesGoToTheFirstLabel() throws Exception {
        try (ByteBuffersDirectory dir = new ByteBuffersDirectory();
             IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(new StandardAnalyzer()))) {
            String[][] docs = {{"a", "r8169"}, {"a", "tg3"}, {"b", "e1000e"}, {"b", "e1000e"}, {"a", "e1000e"}};
            for (String[] v : docs) {
                Document d = new Document();
                d.add(new StringField("word", v[0], Field.Store.NO));
                d.add(new SortedSetDocValuesFacetField("driver", v[1]));
                w.addDocument(SearchFields.FACETS_CONFIG.build(d));
            }
            w.commit();
            try (DirectoryReader reader = DirectoryReader.open(dir)) {
                IndexSearcher s = new IndexSearcher(reader);
                // a: one each; the tie goes to the label first in byte order
                assertEquals(List.of(new SearchResult.FacetCount("e1000e", 1), new SearchResult.FacetCount("r8169", 1),
                        new SearchResult.FacetCount("tg3", 1)),
                        counted(s, new TermQuery(new Term("word", "a"))).get("driver"));
                // b: the documents that do not match are not counted
                assertEquals(Map.of("driver", List.of(new SearchResult.FacetCount("e1000e", 2))),
                        counted(s, new TermQuery(new Term("word", "b"))));
            }
        }
    }

    /** The statuses are read per reader: a cluster's new status shows in the next reader's counts. */
    @Test
    void aStatusUpdateIsCountedAfterTheReaderChanges() throws Exception {
        try (ByteBuffersDirectory dir = new ByteBuffersDirectory();
             IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(new StandardAnalyzer()))) {
            for (int i = 0; i < 4; i++) {
                Document d = new Document();
                d.add(new StringField(Fields.CLUSTER, i < 3 ? "c1" : "c2", Field.Store.NO));
                d.add(new SortedSetDocValuesFacetField("kind", "report"));
                StatusField.add(d, "open");
                w.addDocument(SearchFields.FACETS_CONFIG.build(d));
            }
            w.commit();
            Map<String, List<SearchResult.FacetCount>> before;
            try (DirectoryReader reader = DirectoryReader.open(dir)) {
                before = counted(new IndexSearcher(reader), new MatchAllDocsQuery());
                assertEquals(List.of(new SearchResult.FacetCount("open", 4)), before.get("status"));
            }
            StatusField.update(w, "c1", "fixed");
            w.commit();
            try (DirectoryReader reader = DirectoryReader.open(dir)) {
                Map<String, List<SearchResult.FacetCount>> after = counted(new IndexSearcher(reader),
                        new MatchAllDocsQuery());
                assertNotEquals(before, after);
                assertEquals(List.of(new SearchResult.FacetCount("open", 1), new SearchResult.FacetCount("fixed", 3)),
                        after.get("status"));
                assertEquals(before.get("kind"), after.get("kind"), "the ordinals of the segment did not change");
                assertFalse(after.containsKey("driver"), "a dimension nothing has is left out");
            }
        }
    }

    @Test
    void slicesSearchedInParallelAddUpToOnePass() throws Exception {
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        try (ByteBuffersDirectory dir = new ByteBuffersDirectory();
             IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(new StandardAnalyzer())
                     .setMergePolicy(NoMergePolicy.INSTANCE))) {
            fill(w, new Random(7), 1200, 100);
            try (DirectoryReader reader = DirectoryReader.open(dir)) {
                IndexSearcher parallel = new IndexSearcher(reader, pool);
                assertTrue(parallel.getSlices().length > 1, "several slices");
                IndexSearcher one = new IndexSearcher(reader);
                SortedSetDocValuesReaderState state = new DefaultSortedSetDocValuesReaderState(reader,
                        SearchFields.FACETS_CONFIG);
                for (Query q : new Query[] {new MatchAllDocsQuery(), new TermQuery(new Term("word", "rare"))}) {
                    FacetCounter.Counts a = parallel.search(q, new FacetCounter(state, 7));
                    FacetCounter.Counts b = one.search(q, new FacetCounter(state, 7));
                    assertEquals(b.total(), a.total());
                    assertEquals(java.util.Arrays.toString(b.ords()), java.util.Arrays.toString(a.ords()));
                    assertEquals(7, a.top().length);
                    for (int i = 0; i < 7; i++) {
                        assertEquals(b.top()[i].doc, a.top()[i].doc, q + " rank " + i);
                        assertEquals(b.top()[i].score, a.top()[i].score, q + " rank " + i);
                    }
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void topOrdsKeepsTheHighestCountsAndTheFirstOrdinalOnTies() {
        int[] counts = {0, 5, 3, 5, 0, 1, 3, 9};
        assertEquals(List.of(7, 1, 3), FacetCounter.topOrds(counts, 0, 7, 3));
        assertEquals(List.of(1, 3, 2, 6), FacetCounter.topOrds(counts, 1, 6, 4));
        assertEquals(List.of(7, 1, 3, 2, 6, 5), FacetCounter.topOrds(counts, 0, 7, 10), "zero counts left out");
        assertEquals(List.of(), FacetCounter.topOrds(counts, 4, 4, 10));
    }
}
