package dev.lkmltriage.index;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.Bits;

/**
 * Counts read from the last commit of a store without taking its write lock, so they can be asked while a
 * {@code serve} or an ingest runs.
 */
public record StoreStats(long messages, long threads, long clusters) {

    public static StoreStats read(Path dataDir) throws IOException {
        Path index = dataDir.resolve("index");
        if (!Files.isDirectory(index)) {
            return new StoreStats(0, 0, 0);
        }
        PlainStoredCodec.register(); // schema 4 segments name this codec
        try (FSDirectory dir = FSDirectory.open(index)) {
            if (!DirectoryReader.indexExists(dir)) {
                return new StoreStats(0, 0, 0);
            }
            try (DirectoryReader reader = DirectoryReader.open(dir)) {
                IndexSearcher s = new IndexSearcher(reader);
                return new StoreStats(s.count(new TermQuery(new Term(Fields.TYPE, Fields.TYPE_MESSAGE))),
                        threads(reader), s.count(new TermQuery(new Term(Fields.TYPE, Fields.TYPE_CLUSTER))));
            }
        }
    }

    private static long threads(DirectoryReader reader) throws IOException {
        Set<String> threads = new HashSet<>();
        for (LeafReaderContext leaf : reader.leaves()) {
            SortedDocValues values = leaf.reader().getSortedDocValues(Fields.THREAD);
            if (values == null) {
                continue;
            }
            Bits live = leaf.reader().getLiveDocs();
            for (int doc = values.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = values.nextDoc()) {
                if (live == null || live.get(doc)) {
                    threads.add(values.lookupOrd(values.ordValue()).utf8ToString());
                }
            }
        }
        return threads.size();
    }
}
