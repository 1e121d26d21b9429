package dev.lkmltriage.kafka;

import java.nio.charset.StandardCharsets;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.Headers;

/** The header names the topics use, and lenient reading of them (a header is as untrusted as the mail). */
final class TopicHeaders {
    /** Where the message was read from ({@code path#offset}, {@code repo@commit}). */
    static final String SOURCE = "source";
    /** The list a source knows the message from, when the source knows it. */
    static final String LIST = "list";
    /** How to parse the raw bytes: {@code RFC5322} (default), {@code PLAIN_DUMP} or {@code HTML_PAGE}. */
    static final String FORMAT = "format";
    /** On {@code lkml.reports}: the raw bytes the report was made from, so the index can store and search them. */
    static final String RAW = "raw";
    /** On {@code lkml.reports}: which message of a multi-message item (an HTML page) this is, from 0. */
    static final String PART = "part";
    /** On a DLQ: why the record could not be processed. */
    static final String ERROR = "error";
    /** On a DLQ: which role gave up (process, index). */
    static final String STAGE = "stage";
    /** On a DLQ: topic, partition and offset of the original record. */
    static final String ORIGIN = "origin";

    /** Headers longer than this are cut when read: nobody needs a 10 MB "source". */
    private static final int MAX_TEXT = 4096;

    private TopicHeaders() {
    }

    /** The last value of {@code name} as text (invalid UTF-8 replaced), cut to 4096 chars; null when absent. */
    static String text(Headers headers, String name) {
        Header h = headers.lastHeader(name);
        if (h == null || h.value() == null) {
            return null;
        }
        String s = new String(h.value(), StandardCharsets.UTF_8);
        return s.length() > MAX_TEXT ? s.substring(0, MAX_TEXT) : s;
    }

    static byte[] bytes(Headers headers, String name) {
        Header h = headers.lastHeader(name);
        return h == null ? null : h.value();
    }

    static void put(Headers headers, String name, String value) {
        if (value != null) {
            headers.remove(name);
            headers.add(name, value.getBytes(StandardCharsets.UTF_8));
        }
    }
}
