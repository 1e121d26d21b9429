package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.put;
import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.MessageKind;
import java.nio.file.Path;
import java.util.List;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the search-speed work promises: facets on request, offsets in the postings, and old stores named. */
class SearchSpeedTest {
    @TempDir
    Path data;

    private MailSearch filled(MailStore store) throws Exception {
        put(store, mail("a@x", "r8169 slow", null, List.of(), "The transmit queue stalls under load."),
                MessageKind.REPORT);
        put(store, mail("b@x", "tg3 slow", null, List.of(), "Another transmit queue stall, on tg3."),
                MessageKind.REPORT);
        put(store, mail("c@x", "Re: tg3 slow", "b@x", List.of("b@x"), "Queue the fix; transmit path only."),
                MessageKind.REPLY);
        store.flush();
        MailSearch search = MailSearch.of(store);
        search.refresh();
        return search;
    }

    @Test
    void facetsOnlyWhenAskedAndTheHitsAreTheSame() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            MailSearch search = filled(store);
            SearchResult with = search.search("transmit", 2, 0, true);
            SearchResult without = search.search("transmit", 2, 0, false);
            assertEquals(3, with.total());
            assertEquals(3, without.total(), "the total is exact without facets too");
            assertEquals(with.hits(), without.hits());
            assertFalse(with.facets().isEmpty());
            assertTrue(without.facets().isEmpty(), without.facets().toString());
            assertEquals(3, search.search("transmit", 0, 0, false).total(), "a count alone");
            assertEquals(0, search.search("nosuchword", 10, 0, false).total());
            assertEquals(with.facets(), search.search("transmit", 2, 0).facets(), "the old call still has facets");
        }
    }

    @Test
    void theBodyIsInvertedOnceAsPartsWithOffsetsAndPhrasesAreMarkedWhole() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            MailSearch search = filled(store);
            try (DirectoryReader r = DirectoryReader.open(FSDirectory.open(data.resolve("index")))) {
                var infos = r.leaves().get(0).reader().getFieldInfos();
                for (String part : BodyParts.FIELDS) {
                    assertEquals(IndexOptions.DOCS_AND_FREQS_AND_POSITIONS_AND_OFFSETS,
                            infos.fieldInfo(part).getIndexOptions(), part);
                }
                assertEquals(IndexOptions.NONE, infos.fieldInfo(Fields.TEXT).getIndexOptions(),
                        "the body itself is stored, not inverted a second time");
                assertEquals(LuceneHandle.SCHEMA, r.getIndexCommit().getUserData().get(LuceneHandle.SCHEMA_KEY));
            }
            SearchResult r = search.search("\"transmit queue\"", 10, 0, false);
            assertEquals(2, r.total());
            for (SearchHit h : r.hits()) {
                String marked = SnippetHtml.of(h.snippet());
                assertTrue(marked.contains("<mark>transmit queue</mark>"), marked);
                assertFalse(marked.contains("<mark>Queue</mark>"), "a lone word of the phrase is not marked");
            }
        }
    }

    @Test
    void hugeBodiesGiveBoundedSnippets() throws Exception {
        StringBuilder logs = new StringBuilder();
        while (logs.length() < 3_000_000) {
            logs.append("filler words of a very long kernel log line without the term\n");
        }
        logs.insert(1_000_000, "and here the needle appears once\n");
        String oneLine = String.join(" ", java.util.Collections.nCopies(100_000, "haystack")) + " straw";
        try (MailStore store = MailStore.open(data)) {
            put(store, mail("logs@x", "logs", null, List.of(), logs.toString()), MessageKind.REPORT);
            put(store, mail("line@x", "line", null, List.of(), oneLine), MessageKind.REPORT);
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            SearchHit far = search.search("needle", 10, 0, false).hits().get(0);
            assertFalse(far.snippet().indexOf(SearchHit.MARK_START) >= 0, "past the first "
                    + Snippets.TEXT_LIMIT + " characters: the opening lines, unmarked: " + far.snippet());
            assertTrue(far.snippet().startsWith("filler words") && far.snippet().length() < 1000, far.snippet());
            SearchHit line = search.search("haystack", 10, 0, false).hits().get(0);
            assertTrue(line.snippet().length() < 1000, "snippet length " + line.snippet().length());
            assertTrue(line.snippet().contains(SearchHit.MARK_START + "haystack" + SearchHit.MARK_END),
                    line.snippet());
            assertEquals(1, search.search("straw", 10, 0, false).total(), "found, if not shown, past the cap");
        }
    }

    @Test
    void anOlderStoreIsRefusedForWritingWithAFixAndStillReads() throws Exception {
        Path index = data.resolve("index");
        try (FSDirectory dir = FSDirectory.open(index);
             IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(new StandardAnalyzer()))) {
            Document d = new Document(); // the schema-1 layout: body inverted without offsets, no schema key
            d.add(new StringField(Fields.TYPE, Fields.TYPE_MESSAGE, Field.Store.NO));
            d.add(new StringField(Fields.KEY, "old@x", Field.Store.YES));
            d.add(new StringField(Fields.MESSAGE_ID, "old@x", Field.Store.YES));
            d.add(new TextField(Fields.SUBJECT, "an old message", Field.Store.YES));
            d.add(new TextField(Fields.TEXT, "written before offsets were kept", Field.Store.YES));
            w.addDocument(d);
            w.commit();
        }
        StoreSchemaException e = assertThrows(StoreSchemaException.class, () -> MailStore.open(data));
        assertTrue(e.getMessage().contains("schema 1") && e.getMessage().contains("needs schema " + LuceneHandle.SCHEMA)
                && e.getMessage().contains("move " + index + " aside"), e.getMessage());
        try (MailSearch search = MailSearch.openReadOnly(data)) {
            SearchResult r = search.search("offsets", 10, 0, true);
            assertEquals(1, r.total());
            assertTrue(r.hits().get(0).snippet().contains(SearchHit.MARK_START + "offsets"),
                    r.hits().get(0).snippet());
        }
        try (MailStore again = MailStore.open(data.resolve("elsewhere"))) {
            assertEquals(0, again.messageCount(), "a new store beside it opens");
        }
    }

    @Test
    void aSchema2StoreIsRefusedForWritingAndStillSearchedAndHighlightedFromItsWholeBody() throws Exception {
        Path index = data.resolve("index");
        try (FSDirectory dir = FSDirectory.open(index);
             IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(new StandardAnalyzer()))) {
            org.apache.lucene.document.FieldType withOffsets = new org.apache.lucene.document.FieldType(
                    TextField.TYPE_STORED);
            withOffsets.setIndexOptions(IndexOptions.DOCS_AND_FREQS_AND_POSITIONS_AND_OFFSETS);
            Document d = new Document(); // schema 2: the whole body inverted with offsets, the parts without
            d.add(new StringField(Fields.TYPE, Fields.TYPE_MESSAGE, Field.Store.NO));
            d.add(new StringField(Fields.KEY, "two@x", Field.Store.YES));
            d.add(new StringField(Fields.MESSAGE_ID, "two@x", Field.Store.YES));
            d.add(new TextField(Fields.SUBJECT, "a schema two message", Field.Store.YES));
            d.add(new Field(Fields.TEXT, "> quoted words here\nthe author's own reply\n-- \nsigned off", withOffsets));
            d.add(new TextField(Fields.QUOTED, "quoted words here\n", Field.Store.NO));
            d.add(new TextField(Fields.UNQUOTED, "the author's own reply\n", Field.Store.NO));
            w.addDocument(d);
            w.setLiveCommitData(java.util.Map.of(LuceneHandle.SCHEMA_KEY, "2").entrySet());
            w.commit();
        }
        StoreSchemaException e = assertThrows(StoreSchemaException.class, () -> MailStore.open(data));
        assertTrue(e.getMessage().contains("schema 2") && e.getMessage().contains("needs schema " + LuceneHandle.SCHEMA), e.getMessage());
        try (MailSearch search = MailSearch.openReadOnly(data)) {
            SearchResult signed = search.search("signed", 10, 0, false);
            assertEquals(1, signed.total(), "a word only the whole body holds");
            assertTrue(signed.hits().get(0).snippet().contains(SearchHit.MARK_START + "signed"),
                    signed.hits().get(0).snippet());
            assertEquals(1, search.search("q:quoted", 10, 0, false).total());
            assertEquals(0, search.search("nq:quoted", 10, 0, false).total());
        }
    }
}
