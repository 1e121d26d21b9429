package dev.lkmltriage.index;

/** Lucene field names of a message document. */
final class Fields {
    private Fields() {
    }

    /** Unique per document: the Message-ID, or Message-ID + {@link #VARIANT_MARK} + hash for a variant. */
    /** {@code message} or {@code cluster}: the two kinds of document in the index. */
    static final String TYPE = "type";
    static final String TYPE_MESSAGE = "message";
    static final String TYPE_CLUSTER = "cluster";
    /** On cluster documents: the cluster's id and its JSON. */
    static final String CLUSTER_ID = "clusterId";
    static final String CLUSTER_JSON = "clusterJson";
    /** On cluster documents: the keys that find it besides its JSON's ({@code ClusterKeys}); absent in old stores. */
    static final String CLUSTER_KEYS = "clusterKeys";
    /**
     * On a thread-starting patch placed nowhere: the keys a later patch finds it by ({@code PatchKeys}, JSON), so a
     * reopen restores it without its text; absent in stores written before session 8 (the keys are then recomputed
     * from the text) and once the patch is placed.
     */
    static final String PATCH_KEYS = "patchKeys";
    /** On message documents: the member's role in its cluster. */
    static final String ROLE = "role";

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
    static final String SPANS = "spans";
    static final String JSON = "json";
    static final String RAW = "raw";
    static final String FORMAT = "format";
    static final String ORIGIN = "origin";

    // Search fields, filled from the mail's spans and facts.
    /** Quoted text only (public-inbox {@code q:}). */
    static final String QUOTED = "quoted";
    /** The author's own text (public-inbox {@code nq:}). */
    static final String UNQUOTED = "unquoted";
    /** Signatures, footers and text outside the mail's spans: with the two above, every word of the body once. */
    static final String BODY_REST = "bodyRest";
    /** Files a diff in the message touches, full path and base name ({@code dfn:}). */
    static final String DIFF_FILE = "dfn";
    static final String HW = "hw";
    static final String HW_VENDOR = "hwVendor";
    static final String DRIVER = "driver";
    static final String KVER = "kver";
    /** Kernel versions as order-preserving longs, for ranges in kernel order. */
    static final String KVER_ORDER = "kverOrder";
    static final String COMMIT = "commit";
    /** Throughput figures in bits/s. */
    static final String TPUT = "tput";
    static final String CLUSTER = "cluster";

    static final String VARIANT_MARK = "#variant-";
    static final String CHECKPOINT_PREFIX = "checkpoint:";
}
