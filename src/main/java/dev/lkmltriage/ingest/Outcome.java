package dev.lkmltriage.ingest;

/** What a sink did with one report. */
public enum Outcome {
    /** Stored (or emitted) for the first time. */
    NEW,
    /** The same Message-ID with the same content was there already: nothing changed. */
    DUPLICATE,
    /** The same Message-ID with different content: kept beside the first, and reported. */
    VARIANT
}
