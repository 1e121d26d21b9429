package dev.lkmltriage.index;

/** Lucene field names of a message document. */
final class Fields {
    private Fields() {
    }

    /** Unique per document: the Message-ID, or Message-ID + {@link #VARIANT_MARK} + hash for a variant. */
    static final String KEY = "key";
    static final String MESSAGE_ID = "messageId";
    static final String THREAD = "threadId";
    static final String CONTENT_HASH = "contentHash";
    static final String SUBJECT = "subject";
    static final String SUBJECT_NORM = "subjectNorm";
    /** Present (value "1") on messages that name no ancestor: candidates for subject threading. */
    static final String ROOT = "root";
    static final String FROM = "from";
    static final String LIST = "list";
    static final String DATE = "date";
    static final String KIND = "kind";
    static final String TEXT = "text";
    static final String JSON = "json";
    static final String RAW = "raw";
    static final String FORMAT = "format";
    static final String ORIGIN = "origin";

    static final String VARIANT_MARK = "#variant-";
    static final String CHECKPOINT_PREFIX = "checkpoint:";
}
