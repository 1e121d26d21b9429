package dev.lkmltriage.index;

import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.util.BytesRef;

/** Stored message ⇄ Lucene document. */
final class DocumentMapper {
    /**
     * The body's parts ({@link BodyParts}): inverted with offsets in the postings, so that the highlighter reads
     * where the matches are in the stored body instead of re-analysing every hit's text. The body itself is only
     * stored (schema 3; see {@link LuceneHandle#SCHEMA}): it used to be inverted a second time as a whole.
     */
    static final FieldType PART_TYPE = partType();

    private DocumentMapper() {
    }

    private static FieldType partType() {
        FieldType t = new FieldType(TextField.TYPE_NOT_STORED);
        t.setIndexOptions(IndexOptions.DOCS_AND_FREQS_AND_POSITIONS_AND_OFFSETS);
        t.freeze();
        return t;
    }

    static Document toDocument(StoredMessage m) {
        return toDocument(m, null);
    }

    /**
     * {@code facts}: the message's fact terms when the caller has the report at hand; null reads them from the
     * stored JSON (a re-threaded or moved message).
     */
    static Document toDocument(StoredMessage m, FactTerms facts) {
        Document d = new Document();
        d.add(new StringField(Fields.TYPE, Fields.TYPE_MESSAGE, Field.Store.NO));
        d.add(new StringField(Fields.KEY, m.key(), Field.Store.YES));
        d.add(new StringField(Fields.MESSAGE_ID, m.messageId(), Field.Store.YES));
        d.add(new StringField(Fields.THREAD, m.threadId(), Field.Store.YES));
        d.add(new SortedDocValuesField(Fields.THREAD, new BytesRef(m.threadId())));
        // Stored only (schema 5): the content hash, the normalized subject and the root mark are read back from
        // stored fields (de-duplication and subject threading restored at open) and never looked up by term; as
        // terms, the hash alone was a fifth of the terms dictionary's bytes, written at every flush and merge.
        d.add(new StoredField(Fields.CONTENT_HASH, m.contentHash()));
        d.add(new TextField(Fields.SUBJECT, m.subject(), Field.Store.YES));
        d.add(new StoredField(Fields.SUBJECT_NORM, m.subjectNorm()));
        if (m.root()) {
            d.add(new StoredField(Fields.ROOT, "1"));
        }
        d.add(new TextField(Fields.FROM, m.from(), Field.Store.YES));
        if (m.list() != null) {
            d.add(new StringField(Fields.LIST, m.list(), Field.Store.YES));
        }
        if (m.dateMillis() != null) {
            // A point for d: ranges and the stored value for hits; no doc values (schema 5): nothing sorts or
            // reads a column of dates.
            d.add(new LongPoint(Fields.DATE, m.dateMillis()));
            d.add(new StoredField(Fields.DATE, m.dateMillis()));
        }
        d.add(new StringField(Fields.KIND, m.kind(), Field.Store.YES));
        if (m.cluster() != null) {
            d.add(new StringField(Fields.CLUSTER, m.cluster(), Field.Store.YES));
            d.add(new StoredField(Fields.ROLE, m.role()));
        }
        d.add(new StoredField(Fields.TEXT, m.text()));
        d.add(new StoredField(Fields.SPANS, m.spans()));
        d.add(new StoredField(Fields.JSON, m.json()));
        d.add(new StoredField(Fields.RAW, m.raw()));
        d.add(new StoredField(Fields.FORMAT, m.format()));
        if (m.origin() != null) {
            d.add(new StoredField(Fields.ORIGIN, m.origin()));
        }
        SearchFields.add(d, m, facts);
        try {
            return SearchFields.FACETS_CONFIG.build(d);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static StoredMessage fromDocument(Document d) {
        IndexableField date = d.getField(Fields.DATE);
        BytesRef raw = d.getBinaryValue(Fields.RAW);
        return new StoredMessage(d.get(Fields.KEY), d.get(Fields.MESSAGE_ID), d.get(Fields.THREAD),
                d.get(Fields.CONTENT_HASH), d.get(Fields.SUBJECT), d.get(Fields.SUBJECT_NORM),
                d.get(Fields.ROOT) != null, d.get(Fields.FROM), d.get(Fields.LIST),
                date == null ? null : date.numericValue().longValue(), d.get(Fields.KIND),
                d.get(Fields.CLUSTER), d.get(Fields.ROLE), d.get(Fields.TEXT),
                d.get(Fields.SPANS), d.get(Fields.JSON), raw == null ? new byte[0] : BytesRef.deepCopyOf(raw).bytes,
                d.get(Fields.FORMAT), d.get(Fields.ORIGIN));
    }
}
