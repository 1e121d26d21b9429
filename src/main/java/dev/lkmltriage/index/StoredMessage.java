package dev.lkmltriage.index;

/**
 * Everything the store keeps of one message; every indexed field is derived from these values, so a document can
 * be rebuilt from what is stored (to re-thread it, or to re-index with a newer mapping).
 *
 * @param key        unique per document (see {@link Fields#KEY})
 * @param dateMillis epoch milliseconds, or null when the message has no usable date
 * @param cluster    the cluster it joined, or null
 * @param role       its role there, or null
 * @param spans      the mail's spans, encoded by {@link SpanCodec}
 * @param json       the report JSON as {@code ./triage extract} prints it
 * @param raw        the original bytes
 * @param format     the {@link dev.lkmltriage.source.Format} name the raw bytes are in
 */
public record StoredMessage(String key, String messageId, String threadId, String contentHash, String subject,
                            String subjectNorm, boolean root, String from, String list, Long dateMillis,
                            String kind, String cluster, String role, String text, String spans, String json, byte[] raw, String format, String origin) {

    public StoredMessage withThread(String newThreadId, String newJson) {
        return new StoredMessage(key, messageId, newThreadId, contentHash, subject, subjectNorm, root, from, list,
                dateMillis, kind, cluster, role, text, spans, newJson, raw, format, origin);
    }

    /** The decoded {@link #spans()}; empty when missing or damaged (the text then reads as prose). */
    public java.util.List<dev.lkmltriage.mail.Span> spanList() {
        return SpanCodec.decode(spans, text == null ? 0 : text.length());
    }
}
