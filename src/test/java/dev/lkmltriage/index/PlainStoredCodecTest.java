package dev.lkmltriage.index;

import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Mail;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.codecs.Codec;
import org.apache.lucene.codecs.lucene912.Lucene912Codec;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.SegmentCommitInfo;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.store.ByteArrayDataInput;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Schema 4: stored fields written without compression, read back byte for byte, old stores named. */
class PlainStoredCodecTest {
    @TempDir
    Path data;

    @Test
    void theCodecIsFoundByTheNameItsSegmentsRecord() {
        assertTrue(Codec.forName(PlainStoredCodec.NAME) instanceof PlainStoredCodec,
                "META-INF/services/org.apache.lucene.codecs.Codec must name the class");
    }

    @Test
    void storedFieldsOfEverySizeSurviveWritingAndMerging() throws IOException {
        Random random = new Random(42);
        int docs = 300;
        byte[][] raws = new byte[docs][];
        String[] texts = new String[docs];
        Path index = data.resolve("plain");
        try (FSDirectory dir = FSDirectory.open(index);
             IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(new StandardAnalyzer())
                     .setCodec(new PlainStoredCodec()).setMaxBufferedDocs(50))) { // several segments to merge
            for (int i = 0; i < docs; i++) {
                // empty, small, a chunk's size, and far beyond it (written in slices)
                int size = switch (i % 5) {
                    case 0 -> 0;
                    case 1 -> random.nextInt(100);
                    case 2 -> 16 * 1024;
                    case 3 -> random.nextInt(40_000);
                    default -> i == 4 ? 3 << 20 : random.nextInt(2000);
                };
                raws[i] = new byte[size];
                random.nextBytes(raws[i]);
                texts[i] = "text \u00e9\u4e2d\uD83D\uDE00 " + i + "x".repeat(random.nextInt(500));
                Document d = new Document();
                d.add(new StringField("id", Integer.toString(i), Field.Store.YES));
                d.add(new StoredField("raw", raws[i]));
                d.add(new StoredField("text", texts[i]));
                d.add(new StoredField("n", (long) i * 1_000_003L));
                w.addDocument(d);
            }
            w.commit();
            check(dir, raws, texts);
            w.forceMerge(1);
            w.commit();
            check(dir, raws, texts);
            for (SegmentCommitInfo s : SegmentInfos.readLatestCommit(dir)) {
                assertEquals(PlainStoredCodec.NAME, s.info.getCodec().getName());
            }
        }
    }

    private static void check(FSDirectory dir, byte[][] raws, String[] texts) throws IOException {
        try (DirectoryReader r = DirectoryReader.open(dir)) {
            assertEquals(raws.length, r.numDocs());
            StoredFields stored = r.storedFields();
            for (int doc = 0; doc < r.maxDoc(); doc++) {
                Document d = stored.document(doc);
                int i = Integer.parseInt(d.get("id"));
                BytesRef raw = d.getBinaryValue("raw");
                assertArrayEquals(raws[i], BytesRef.deepCopyOf(raw).bytes, "raw of doc " + i);
                assertEquals(texts[i], d.get("text"));
                assertEquals((long) i * 1_000_003L, d.getField("n").numericValue().longValue());
            }
        }
    }

    @Test
    void aSliceOutsideItsChunkIsReportedAsDamageNotReadPastItsEnd() {
        byte[] chunk = "0123456789".getBytes(StandardCharsets.US_ASCII);
        var plain = PlainStoredCodec.NONE.newDecompressor();
        BytesRef out = new BytesRef();
        IOException e = assertThrows(IOException.class,
                () -> plain.decompress(new ByteArrayDataInput(chunk), 10, 8, 5, out));
        assertTrue(e.getMessage().contains("move DATA/index aside"), e.getMessage());
    }

    @Test
    void aSliceIsCopiedAndTheWholeChunkConsumed() throws IOException {
        byte[] chunk = "0123456789ABC".getBytes(StandardCharsets.US_ASCII);
        ByteArrayDataInput in = new ByteArrayDataInput(chunk);
        BytesRef out = new BytesRef();
        PlainStoredCodec.NONE.newDecompressor().decompress(in, 10, 3, 4, out);
        assertEquals("3456", out.utf8ToString());
        assertEquals('A', (char) in.readByte(), "the next chunk starts right after this one");
    }

    @Test
    void aSchema3StoreIsRefusedForWritingWithTheFixAndStillReads() throws Exception {
        Path index = data.resolve("index");
        try (FSDirectory dir = FSDirectory.open(index);
             IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(new StandardAnalyzer())
                     .setCodec(new Lucene912Codec(Lucene912Codec.Mode.BEST_SPEED)))) {
            Document d = new Document(); // schema 3's codec: LZ4-compressed stored fields
            d.add(new StringField(Fields.TYPE, Fields.TYPE_MESSAGE, Field.Store.NO));
            d.add(new StringField(Fields.KEY, "three@x", Field.Store.YES));
            d.add(new StringField(Fields.MESSAGE_ID, "three@x", Field.Store.YES));
            d.add(new StoredField(Fields.RAW, "Subject: three\n\nbody".getBytes(StandardCharsets.UTF_8)));
            w.addDocument(d);
            w.setLiveCommitData(java.util.Map.of(LuceneHandle.SCHEMA_KEY, "3").entrySet());
            w.commit();
        }
        StoreSchemaException e = assertThrows(StoreSchemaException.class, () -> MailStore.open(data));
        assertTrue(e.getMessage().contains("schema 3") && e.getMessage().contains("needs schema " + LuceneHandle.SCHEMA), e.getMessage());
        try (FSDirectory dir = FSDirectory.open(index); DirectoryReader r = DirectoryReader.open(dir)) {
            assertEquals("Subject: three\n\nbody", r.storedFields().document(0).getBinaryValue(Fields.RAW).utf8ToString());
        }
    }

    @Test
    void aStoreWritesItsMessagesWithThisCodecAndReadsThemBackAfterReopening() throws Exception {
        byte[] raw = ("Message-ID: <a@x>\nSubject: r8169 slow\n\n" + "The queue stalls.\n".repeat(2000))
                .getBytes(StandardCharsets.UTF_8);
        try (MailStore store = MailStore.open(data)) {
            Mail m = mail("a@x", "r8169 slow", null, List.of(), "The queue stalls.");
            StorePuts.put(store, m, Facts.none(MessageKind.REPORT), raw);
        }
        try (FSDirectory dir = FSDirectory.open(data.resolve("index"))) {
            for (SegmentCommitInfo s : SegmentInfos.readLatestCommit(dir)) {
                assertEquals(PlainStoredCodec.NAME, s.info.getCodec().getName());
                assertTrue(s.info.files().stream().noneMatch(f -> f.endsWith(".cfs")), "no compound files");
            }
        }
        try (MailStore store = MailStore.open(data)) {
            StoredMessage back = store.get("a@x").orElseThrow();
            assertArrayEquals(raw, back.raw());
            assertEquals("r8169 slow", back.subject());
        }
    }
}
