package dev.lkmltriage.ingest;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.Format;
import java.io.IOException;

/**
 * Where the pipeline delivers reports, in source order, from one thread: the Lucene store, standard output, a Kafka
 * topic. A sink also remembers what it has seen, for threading and de-duplication, and the source checkpoints.
 */
public interface ReportSink extends AutoCloseable {
    Outcome accept(Report report, byte[] raw, Format format) throws IOException;

    /** An item that could not be read at all. The sink may record it; the pipeline counts it either way. */
    default void unreadable(String origin, String reason) throws IOException {
    }

    /** Persist, atomically with everything accepted before it, where a source left off. */
    default void checkpoint(String key, String value) throws IOException {
    }

    Checkpoints checkpoints();

    ThreadLookup threads();

    /** Make everything accepted so far durable. */
    default void flush() throws IOException {
    }

    @Override
    default void close() throws IOException {
        flush();
    }
}
