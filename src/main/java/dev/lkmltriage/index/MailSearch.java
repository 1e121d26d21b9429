package dev.lkmltriage.index;

import dev.lkmltriage.triage.Cluster;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.lucene.document.Document;
import org.apache.lucene.facet.sortedset.DefaultSortedSetDocValuesReaderState;
import org.apache.lucene.facet.sortedset.SortedSetDocValuesReaderState;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.TopScoreDocCollectorManager;
import org.apache.lucene.search.TotalHits;
import org.apache.lucene.store.FSDirectory;

/** Searches a store: the query language, hits with highlighted snippets, and facet counts. Thread-safe. */
public final class MailSearch implements AutoCloseable {
    public static final int MAX_LIMIT = 1000;
    private static final int FACET_VALUES = 10;

    private final SearcherManager searchers;
    private final AutoCloseable owned;
    private final QueryParser parser = new QueryParser();
    private volatile FacetState facetState;

    private record FacetState(IndexReader reader, SortedSetDocValuesReaderState state) {
    }

    private MailSearch(SearcherManager searchers, AutoCloseable owned) {
        this.searchers = searchers;
        this.owned = owned;
    }

    /** Searches what {@code store} holds, seeing its writes as they are made. */
    public static MailSearch of(MailStore store) {
        return new MailSearch(store.searchers(), null);
    }

    /** Searches the last commit in {@code dataDir} without taking the write lock; {@link #refresh()} sees newer. */
    public static MailSearch openReadOnly(Path dataDir) throws IOException {
        Path index = dataDir.resolve("index");
        if (!Files.isDirectory(index)) {
            throw new IOException("no index in " + dataDir + "; ingest some mail first ('triage ingest --data "
                    + dataDir + " SOURCE')");
        }
        PlainStoredCodec.register(); // schema 4 segments name this codec
        FSDirectory dir = FSDirectory.open(index);
        if (!DirectoryReader.indexExists(dir)) {
            dir.close();
            throw new IOException("the index in " + dataDir + " is empty; ingest some mail first");
        }
        return new MailSearch(new SearcherManager(dir, null), () -> dir.close());
    }

    /** The stored message with this Message-ID (not a variant), if any. */
    public java.util.Optional<StoredMessage> message(String messageId) throws IOException {
        IndexSearcher searcher = searchers.acquire();
        try {
            TopDocs hits = searcher.search(new TermQuery(new Term(Fields.KEY, messageId)), 1);
            return hits.scoreDocs.length == 0 ? java.util.Optional.empty()
                    : java.util.Optional.of(DocumentMapper.fromDocument(
                            searcher.storedFields().document(hits.scoreDocs[0].doc)));
        } finally {
            searchers.release(searcher);
        }
    }

    /** The cluster with this id in the last refreshed view, if any. */
    public java.util.Optional<Cluster> cluster(String id) throws IOException {
        IndexSearcher searcher = searchers.acquire();
        try {
            TopDocs hits = searcher.search(new TermQuery(ClusterDocs.term(id)), 1);
            return hits.scoreDocs.length == 0 ? java.util.Optional.empty()
                    : java.util.Optional.of(ClusterDocs.fromJson(
                            searcher.storedFields().document(hits.scoreDocs[0].doc).get(Fields.CLUSTER_JSON)));
        } finally {
            searchers.release(searcher);
        }
    }

    /**
     * The messages of one thread (variants included), oldest first; messages without a date come last. At most
     * {@code limit} are returned, so a runaway thread cannot exhaust memory.
     */
    public List<StoredMessage> thread(String threadId, int limit) throws IOException {
        IndexSearcher searcher = searchers.acquire();
        try {
            TopDocs hits = searcher.search(new TermQuery(new Term(Fields.THREAD, threadId)),
                    Math.max(1, Math.min(limit, MAX_LIMIT)));
            List<StoredMessage> out = new ArrayList<>();
            for (ScoreDoc sd : hits.scoreDocs) {
                out.add(DocumentMapper.fromDocument(searcher.storedFields().document(sd.doc)));
            }
            out.sort(java.util.Comparator.comparing(StoredMessage::dateMillis,
                    java.util.Comparator.nullsLast(java.util.Comparator.naturalOrder())));
            return out;
        } finally {
            searchers.release(searcher);
        }
    }

    /** Every cluster in the last refreshed view, most recently updated first. */
    public List<Cluster> clusters() throws IOException {
        IndexSearcher searcher = searchers.acquire();
        try {
            return ClusterDocs.all(searcher);
        } finally {
            searchers.release(searcher);
        }
    }

    public void refresh() throws IOException {
        searchers.maybeRefresh();
    }

    /**
     * A page of hits with snippets, and the facet counts over all matches.
     *
     * @throws QueryException for a query that cannot be understood
     */
    public SearchResult search(String query, int limit, int offset) throws IOException {
        return search(query, limit, offset, true);
    }

    /**
     * A page of hits with snippets; facet counts only when {@code withFacets} (they cost a scored pass over every
     * match, {@link FacetCounter}: more than the page itself on a large index), else {@link SearchResult#facets()}
     * is empty.
     * {@link SearchResult#total()} is exact either way.
     *
     * @throws QueryException for a query that cannot be understood
     */
    public SearchResult search(String query, int limit, int offset, boolean withFacets) throws IOException {
        return search(query, limit, offset, withFacets, Long.MAX_VALUE);
    }

    /**
     * As {@link #search(String, int, int, boolean)}, but without facets the matches are counted only up to
     * {@code countUpTo} (at least {@code offset + limit}): past it, {@link SearchResult#total()} is that bound and
     * {@link SearchResult#totalExact()} false, "more than N match". With facets every match is visited anyway, so
     * the total is exact. Counting all 80,000 matches of a common word cost about a fifth of the API's CPU.
     *
     * @throws QueryException for a query that cannot be understood
     */
    public SearchResult search(String query, int limit, int offset, boolean withFacets, long countUpTo)
            throws IOException {
        int lim = Math.max(0, Math.min(limit, MAX_LIMIT));
        int off = Math.max(0, Math.min(offset, 100_000));
        Query user = parser.parse(query);
        Query q = messagesOnly(user);
        IndexSearcher searcher = searchers.acquire();
        try {
            TopDocs top;
            Map<String, List<SearchResult.FacetCount>> facets = Map.of();
            SortedSetDocValuesReaderState state = withFacets ? state(searcher.getIndexReader()) : null;
            if (state != null) {
                // One pass over every match: the page's top hits scored as the facets and the exact total are
                // counted, in one collector. (Top hits that skip, then a second, unscored pass for the facets, cost
                // more on the bench mix: phrases and multi-field words were matched twice.)
                FacetCounter counter = new FacetCounter(state, off + lim);
                FacetCounter.Counts counts = searcher.search(q, counter);
                top = new TopDocs(new TotalHits(counts.total(), TotalHits.Relation.EQUAL_TO), counts.top());
                facets = counter.top(counts, SearchFields.FACETS, FACET_VALUES);
            } else {
                top = off + lim == 0 ? new TopDocs(new TotalHits(0, TotalHits.Relation.GREATER_THAN_OR_EQUAL_TO),
                        new ScoreDoc[0]) : searcher.search(q, new TopScoreDocCollectorManager(off + lim, off + lim));
                if (top.totalHits.relation != TotalHits.Relation.EQUAL_TO) {
                    // Scoring may skip non-competitive documents as soon as the page is full (a threshold of
                    // 1000 cost 5-10% more CPU per search at 100k); a count without scores is cheaper than scoring
                    // every match, and the faces print "N messages match". Facets asked for but none indexed:
                    // the total is exact, as with facets.
                    long bound = withFacets ? Long.MAX_VALUE : Math.max(countUpTo, (long) off + lim);
                    long n = bound == Long.MAX_VALUE ? searcher.count(q) : BoundedCount.count(searcher, q, bound);
                    top = n > bound ? new TopDocs(new TotalHits(bound, TotalHits.Relation.GREATER_THAN_OR_EQUAL_TO),
                            top.scoreDocs) : new TopDocs(new TotalHits(n, TotalHits.Relation.EQUAL_TO), top.scoreDocs);
                }
            }
            ScoreDoc[] page = slice(top.scoreDocs, off, lim);
            // The user's query alone: the type clause never matches text, and asking it for matches per hit
            // costs a term lookup per hit and segment (about 10% of the snippets' CPU).
            Snippets.Page read = Snippets.load(searcher, user, page, HIT_FIELDS);
            String[] snippets = read.snippets();
            List<SearchHit> hits = new ArrayList<>(page.length);
            for (int i = 0; i < page.length; i++) {
                Document d = read.docs()[i];
                hits.add(new SearchHit(d.get(Fields.MESSAGE_ID), d.get(Fields.THREAD), d.get(Fields.SUBJECT),
                        d.get(Fields.FROM), d.getField(Fields.DATE) == null ? null
                        : d.getField(Fields.DATE).numericValue().longValue(), d.get(Fields.KIND), page[i].score,
                        snippets[i], d.get(Fields.JSON)));
            }
            return new SearchResult(query == null ? "" : query, top.totalHits.value, hits, facets,
                    top.totalHits.relation == TotalHits.Relation.EQUAL_TO);
        } finally {
            searchers.release(searcher);
        }
    }

    /**
     * {@code user} over message documents. Cluster documents share the index; excluding them (a few thousand) costs
     * less than intersecting every match with the postings of all messages (a conjunction advanced once per match):
     * 15-40% less CPU for the top hits and the count at 100k. Every document is a message or a cluster.
     */
    private static Query messagesOnly(Query user) {
        if (matchesMessagesOnly(user)) {
            return user; // nothing to exclude: the exclusion cost a second iterator advanced beside every match
        }
        return new BooleanQuery.Builder().add(user, BooleanClause.Occur.MUST)
                .add(new TermQuery(new Term(Fields.TYPE, Fields.TYPE_CLUSTER)), BooleanClause.Occur.MUST_NOT).build();
    }

    private static final java.util.Set<String> HIT_FIELDS = java.util.Set.of(Fields.MESSAGE_ID, Fields.THREAD,
            Fields.SUBJECT, Fields.FROM, Fields.DATE, Fields.KIND, Fields.JSON);

    private static ScoreDoc[] slice(ScoreDoc[] all, int offset, int limit) {
        if (offset >= all.length) {
            return new ScoreDoc[0];
        }
        ScoreDoc[] page = new ScoreDoc[Math.min(limit, all.length - offset)];
        System.arraycopy(all, offset, page, 0, page.length);
        return page;
    }

    /** The facet ordinals of this reader, built once per reader (they change only when the index does). */
    private SortedSetDocValuesReaderState state(IndexReader reader) throws IOException {
        FacetState s = facetState;
        if (s != null && s.reader() == reader) {
            return s.state();
        }
        try {
            SortedSetDocValuesReaderState state = new DefaultSortedSetDocValuesReaderState(reader,
                    SearchFields.FACETS_CONFIG);
            facetState = new FacetState(reader, state);
            return state;
        } catch (IllegalArgumentException noFacetsIndexed) {
            return null;
        }
    }

    /**
     * True when {@code q} can only match message documents: each of its positive clauses (all of them, down the
     * tree) names a field that cluster documents do not have (they have {@link Fields#TYPE} and
     * {@link Fields#CLUSTER_ID} only), so a match must have one. Anything else (a blank query, a pure negation,
     * a status: clause, a query kind not listed here) is excluded from clusters as before.
     */
    static boolean matchesMessagesOnly(Query q) {
        if (q instanceof BooleanQuery bq) {
            for (BooleanClause c : bq.clauses()) {
                if (c.getOccur() != BooleanClause.Occur.MUST_NOT && !matchesMessagesOnly(c.getQuery())) {
                    return false;
                }
            }
            return !bq.clauses().isEmpty();
        }
        if (q instanceof org.apache.lucene.search.BoostQuery boost) {
            return matchesMessagesOnly(boost.getQuery());
        }
        if (q instanceof BodyQuery || q instanceof org.apache.lucene.search.PointRangeQuery
                || q instanceof org.apache.lucene.search.MatchNoDocsQuery) {
            return true; // body text, dates, kernel orders and rates: cluster documents have none
        }
        String field = q instanceof TermQuery t ? t.getTerm().field()
                : q instanceof org.apache.lucene.search.PhraseQuery p ? p.getField()
                : q instanceof org.apache.lucene.search.PrefixQuery p ? p.getField() : null;
        return field != null && !field.equals(Fields.TYPE) && !field.equals(Fields.CLUSTER_ID);
    }

    @Override
    public void close() throws Exception {
        if (owned != null) {
            searchers.close();
            owned.close();
        }
    }
}
