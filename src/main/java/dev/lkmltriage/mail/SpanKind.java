package dev.lkmltriage.mail;

/** What a stretch of a message's decoded text is. */
public enum SpanKind {
    /** The author's own words (and pasted output that is not classified further). */
    PROSE,
    /** An "On ..., X wrote:" line introducing quoted text. */
    ATTRIBUTION,
    /** Quoted text: lines starting with {@code >} (any depth). */
    QUOTE,
    /** A unified diff, from its {@code diff --git} / {@code ---} header to its last hunk line. */
    DIFF,
    /** A signature, from the {@code "-- "} delimiter on. */
    SIGNATURE,
    /** A mailing-list footer (majordomo unsubscribe blurb, mailman footer). */
    FOOTER
}
