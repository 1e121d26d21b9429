package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.putText;
import static dev.lkmltriage.ingest.TestMails.mail;
import static dev.lkmltriage.ingest.TestMails.reply;
import static dev.lkmltriage.ingest.TestMails.root;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.ingest.Outcome;
import java.nio.file.Path;
import java.util.List;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.facet.FacetsConfig;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.DocValuesType;
import org.apache.lucene.index.FieldInfo;
import org.apache.lucene.index.FieldInfos;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Schema 5: fields nothing looks up by term are stored only; what reads them (de-duplication and subject threading
 * restored when a store opens) still works, the fields that are looked up keep their terms, and a schema-4 store is
 * refused for writing (Lucene would reject the first document) but still reads.
 */
class SchemaFiveTest {
    @TempDir
    Path data;

    @Test
    void theHashSubjectAndRootMarkAreStoredOnlyWhileLookedUpFieldsKeepTheirTerms() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            putText(store, root("a@x", "tg3 link flaps"));
            putText(store, reply("b@x", "Re: tg3 link flaps", "a@x", List.of("a@x")));
        }
        try (FSDirectory dir = FSDirectory.open(data.resolve("index")); DirectoryReader r = DirectoryReader.open(dir)) {
            FieldInfos infos = FieldInfos.getMergedFieldInfos(r);
            for (String stored : List.of(Fields.CONTENT_HASH, Fields.SUBJECT_NORM, Fields.ROOT)) {
                assertEquals(IndexOptions.NONE, infos.fieldInfo(stored).getIndexOptions(), stored);
            }
            for (String looked : List.of(Fields.KEY, Fields.MESSAGE_ID, Fields.THREAD, Fields.KIND, Fields.TYPE)) {
                assertEquals(IndexOptions.DOCS, infos.fieldInfo(looked).getIndexOptions(), looked);
            }
            FieldInfo date = infos.fieldInfo(Fields.DATE);
            assertEquals(DocValuesType.NONE, date.getDocValuesType(), "no column of dates");
            assertEquals(1, date.getPointDimensionCount(), "the point that d: ranges search is kept");
            FieldInfo facets = infos.fieldInfo(FacetsConfig.DEFAULT_INDEX_FIELD_NAME);
            assertEquals(IndexOptions.NONE, facets.getIndexOptions(), "no drill-down terms");
            assertEquals(DocValuesType.SORTED_SET, facets.getDocValuesType(), "the facets' ordinals are kept");
            Document a = r.storedFields().document(0);
            assertEquals("1", a.get(Fields.ROOT));
            assertEquals("tg3 link flaps", a.get(Fields.SUBJECT_NORM));
            assertEquals(64, a.get(Fields.CONTENT_HASH).length());
        }
        try (MailSearch search = MailSearch.openReadOnly(data)) {
            assertEquals(2, search.search("d:2007-09-26..2007-09-27", 10, 0).total(), "d: still finds them by the point");
            assertEquals(0, search.search("d:2008-01-01..2008-12-31", 10, 0).total(), "and not outside the range");
        }
    }

    @Test
    void reopenedStoresStillTellDuplicatesFromVariantsAndThreadBySubject() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            putText(store, mail("a@x", "e1000e hang", null, List.of(), "the first text"));
        }
        try (MailStore store = MailStore.open(data)) {
            assertEquals(Outcome.DUPLICATE, putText(store, mail("a@x", "e1000e hang", null, List.of(), "the first text")));
            assertEquals(Outcome.VARIANT, putText(store, mail("a@x", "e1000e hang", null, List.of(), "another text")));
            assertEquals(Outcome.NEW, putText(store, root("c@x", "Re: e1000e hang")));
            assertEquals("a@x", store.get("c@x").orElseThrow().threadId(), "subject fallback from the stored root");
            assertEquals(Outcome.NEW, putText(store, root("d@x", "Re: e1000e hang twice")));
            assertEquals("d@x", store.get("d@x").orElseThrow().threadId(), "another subject starts its own thread");
        }
    }

    @Test
    void aSchema4StoreIsRefusedForWritingAndStillReads() throws Exception {
        Path index = data.resolve("index");
        PlainStoredCodec.register();
        try (FSDirectory dir = FSDirectory.open(index);
             IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(new StandardAnalyzer())
                     .setCodec(new PlainStoredCodec()))) {
            Document d = new Document(); // schema 4's layout: the hash indexed as a term
            d.add(new StringField(Fields.TYPE, Fields.TYPE_MESSAGE, Field.Store.NO));
            d.add(new StringField(Fields.KEY, "four@x", Field.Store.YES));
            d.add(new StringField(Fields.CONTENT_HASH, "ab".repeat(32), Field.Store.YES));
            w.addDocument(d);
            Document now = new Document();
            now.add(new StoredField(Fields.CONTENT_HASH, "cd".repeat(32)));
            assertThrows(IllegalArgumentException.class, () -> w.addDocument(now),
                    "Lucene refuses the field's new layout in an old index: why the schema is checked at open");
            w.setLiveCommitData(java.util.Map.of(LuceneHandle.SCHEMA_KEY, "4").entrySet());
            w.commit();
        }
        StoreSchemaException e = assertThrows(StoreSchemaException.class, () -> MailStore.open(data));
        assertTrue(e.getMessage().contains("schema 4") && e.getMessage().contains("needs schema 5"), e.getMessage());
        try (FSDirectory dir = FSDirectory.open(index); DirectoryReader r = DirectoryReader.open(dir)) {
            assertEquals("ab".repeat(32), r.storedFields().document(0).get(Fields.CONTENT_HASH));
        }
    }
}
