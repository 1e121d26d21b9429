package dev.lkmltriage.index;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.TieredMergePolicy;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TermInSetQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.LockObtainFailedException;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;

/** The Lucene directory, writer and near-real-time searchers of one store. */
final class LuceneHandle implements AutoCloseable {
    /**
     * The index layout this version writes, recorded in every commit. 1 (no key): the body without offsets.
     * 2: offsets in the body's postings. 3: the body stored only, its parts ({@link BodyParts}) inverted once
     * with offsets. 4: stored fields without compression ({@link PlainStoredCodec}), no compound files. 5: the
     * content hash, normalized subject and root mark stored only, the date without doc values, the facets without
     * drill-down terms. A store
     * written with another layout is refused for writing (Lucene would
     * reject the first document half-way through an ingest); reading it still gives right answers.
     */
    static final String SCHEMA = "5";
    static final String SCHEMA_KEY = "schema";

    private final Directory directory;
    private final IndexWriter writer;
    private final SearcherManager searchers;

    private LuceneHandle(Directory directory, IndexWriter writer) throws IOException {
        this.directory = directory;
        this.writer = writer;
        this.searchers = new SearcherManager(writer, null);
    }

    static LuceneHandle open(Path dir) throws IOException {
        PlainStoredCodec.register();
        Directory directory = FSDirectory.open(dir);
        IndexWriterConfig config = new IndexWriterConfig(new StandardAnalyzer())
                // Stored fields uncompressed (see PlainStoredCodec): LZ4 was 12% of an ingest's CPU. Each segment
                // records its codec, so segments of older versions stay readable.
                .setCodec(new PlainStoredCodec())
                // A compound file is a second copy of every flushed segment, written on the thread that flushes:
                // a bulk ingest pays for it and gains nothing (a store holds a few segments, not thousands).
                .setUseCompoundFile(false)
                .setMergePolicy(noCompound())
                .setRAMBufferSizeMB(256) // fewer, larger segments between commits: less flushing and merging
                .setOpenMode(IndexWriterConfig.OpenMode.CREATE_OR_APPEND);
        IndexWriter writer;
        try {
            writer = new IndexWriter(directory, config);
        } catch (LockObtainFailedException e) {
            directory.close();
            throw new StoreLockedException(dir.getParent(), e);
        }
        String found = schemaOf(writer);
        if (writer.getDocStats().maxDoc > 0 && !SCHEMA.equals(found)) {
            writer.rollback(); // closes it and releases the lock without a commit
            directory.close();
            throw new StoreSchemaException(dir.getParent(), found, SCHEMA);
        }
        return new LuceneHandle(directory, writer);
    }

    private static TieredMergePolicy noCompound() {
        TieredMergePolicy p = new TieredMergePolicy();
        p.setNoCFSRatio(0.0); // merged segments too: see setUseCompoundFile above
        return p;
    }

    private static String schemaOf(IndexWriter writer) {
        Iterable<Map.Entry<String, String>> live = writer.getLiveCommitData();
        if (live != null) {
            for (Map.Entry<String, String> e : live) {
                if (e.getKey().equals(SCHEMA_KEY)) {
                    return e.getValue();
                }
            }
        }
        return "1";
    }

    IndexWriter writer() {
        return writer;
    }

    SearcherManager searchers() {
        return searchers;
    }

    void refresh() throws IOException {
        searchers.maybeRefreshBlocking();
    }

    IndexSearcher acquire() throws IOException {
        return searchers.acquire();
    }

    void release(IndexSearcher s) throws IOException {
        searchers.release(s);
    }

    void commit(Map<String, String> data) throws IOException {
        Map<String, String> all = new HashMap<>(data);
        all.put(SCHEMA_KEY, SCHEMA);
        writer.setLiveCommitData(all.entrySet());
        writer.commit();
    }

    /** The last commit's user data whose keys start with {@code prefix}, prefix removed. */
    Map<String, String> commitData(String prefix) {
        Map<String, String> out = new HashMap<>();
        Iterable<Map.Entry<String, String>> live = writer.getLiveCommitData();
        if (live != null) {
            for (Map.Entry<String, String> e : live) {
                if (e.getKey().startsWith(prefix)) {
                    out.put(e.getKey().substring(prefix.length()), e.getValue());
                }
            }
        }
        return out;
    }

    /** Visits the given stored fields of every live document. */
    void forEachStored(List<String> fields, Consumer<Document> visitor) throws IOException {
        Set<String> wanted = Set.copyOf(fields);
        try (DirectoryReader reader = DirectoryReader.open(writer)) {
            for (LeafReaderContext leaf : reader.leaves()) {
                Bits live = leaf.reader().getLiveDocs();
                StoredFields stored = leaf.reader().storedFields();
                for (int doc = 0; doc < leaf.reader().maxDoc(); doc++) {
                    if (live == null || live.get(doc)) {
                        visitor.accept(stored.document(doc, wanted));
                    }
                }
            }
        }
    }

    /**
     * The stored {@code fields} of the documents whose {@code keyField} holds one of {@code keys} (each found by its
     * indexed term, so a few documents cost a few lookups, not a pass over the store).
     */
    void forEachStoredOf(String keyField, Collection<String> keys, List<String> fields,
                         Consumer<Document> visitor) throws IOException {
        forEachStoredMatching(keyField, keys, fields, false, visitor);
    }

    /**
     * The stored {@code fields} of every document whose {@code field} holds one of {@code terms} (several documents a
     * term, as a thread's messages share its id), found by the indexed terms.
     */
    void forEachStoredWith(String field, Collection<String> terms, List<String> fields,
                           Consumer<Document> visitor) throws IOException {
        forEachStoredMatching(field, terms, fields, true, visitor);
    }

    /** The two above: {@code all} every matching document, else at most one more than the terms (unique keys). */
    private void forEachStoredMatching(String field, Collection<String> terms, List<String> fields, boolean all,
                                       Consumer<Document> visitor) throws IOException {
        if (terms.isEmpty()) {
            return;
        }
        Set<String> wanted = Set.copyOf(fields);
        try (DirectoryReader reader = DirectoryReader.open(writer)) {
            IndexSearcher searcher = new IndexSearcher(reader);
            List<BytesRef> refs = new ArrayList<>(terms.size());
            terms.forEach(t -> refs.add(new BytesRef(t)));
            TermInSetQuery q = new TermInSetQuery(field, refs);
            TopDocs hits = searcher.search(q, all ? Math.max(1, searcher.count(q)) : terms.size() + 1);
            StoredFields stored = searcher.storedFields();
            for (ScoreDoc hit : hits.scoreDocs) {
                visitor.accept(stored.document(hit.doc, wanted));
            }
        }
    }

    /** How many segments a fresh searcher sees: each one costs every search a scorer and term lookups. */
    int segmentCount() throws IOException {
        searchers.maybeRefreshBlocking();
        IndexSearcher s = searchers.acquire();
        try {
            return s.getIndexReader().leaves().size();
        } finally {
            searchers.release(s);
        }
    }

    /**
     * Merges the store down to at most {@code maxSegments} segments, dropping deleted documents, commits (the
     * commit data stays as last set) and refreshes the searchers so the old segment files can go.
     */
    void forceMerge(int maxSegments) throws IOException {
        writer.forceMerge(maxSegments);
        writer.commit();
        searchers.maybeRefreshBlocking();
    }

    @Override
    public void close() throws IOException {
        try {
            searchers.close();
            writer.close();
        } finally {
            directory.close();
        }
    }
}
