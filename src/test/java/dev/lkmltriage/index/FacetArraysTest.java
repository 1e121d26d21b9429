package dev.lkmltriage.index;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.SortedSetDocValuesField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;

class FacetArraysTest {

    @Test
    void ordinalsOfTwoFieldsOfOneSegmentAreKeptApart() throws IOException {
        try (Directory dir = new ByteBuffersDirectory()) {
            try (IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(new StandardAnalyzer()))) {
                w.addDocument(doc("a", new String[] {"x", "y"}, "b", new String[] {"q"}));
                w.addDocument(doc("a", new String[] {}, "b", new String[] {"p", "q", "r"}));
                w.addDocument(doc("a", new String[] {"y"}, "b", new String[] {}));
            }
            try (DirectoryReader reader = DirectoryReader.open(dir)) {
                LeafReader leaf = reader.leaves().get(0).reader();
                FacetArrays.Ordinals a = FacetArrays.ordinals(leaf, "a");
                FacetArrays.Ordinals b = FacetArrays.ordinals(leaf, "b");

                assertEquals(2, a.valueCount());
                assertArrayEquals(new int[] {0, 2, 2, 3}, a.starts());
                assertArrayEquals(new int[] {0, 1, 1}, a.ords());
                assertEquals(3, b.valueCount());
                assertArrayEquals(new int[] {0, 1, 4, 4}, b.starts());
                assertArrayEquals(new int[] {1, 0, 1, 2}, b.ords());
                assertSame(a, FacetArrays.ordinals(leaf, "a"), "read once per segment and field");
                assertSame(b, FacetArrays.ordinals(leaf, "b"));
            }
        }
    }

    private static Document doc(String f1, String[] v1, String f2, String[] v2) {
        Document d = new Document();
        for (String v : v1) {
            d.add(new SortedSetDocValuesField(f1, new BytesRef(v)));
        }
        for (String v : v2) {
            d.add(new SortedSetDocValuesField(f2, new BytesRef(v)));
        }
        return d;
    }
}
