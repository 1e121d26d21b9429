package dev.lkmltriage.ingest;

/** Told of progress now and then (at most a few times a second) during an ingest. */
@FunctionalInterface
public interface ProgressListener {
    ProgressListener NONE = (source, done, estimate) -> { };

    /**
     * @param source   the source being read
     * @param done     items read so far, over all sources
     * @param estimate the total expected over all sources, or -1 when unknown
     */
    void progress(String source, long done, long estimate);
}
