package dev.lkmltriage.bench;

import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.ingest.Outcome;
import dev.lkmltriage.ingest.ReportSink;
import dev.lkmltriage.ingest.ThreadLookup;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.Format;
import dev.lkmltriage.triage.ClusterWeights;
import dev.lkmltriage.triage.Clusterer;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A sink that stores into a {@link MailStore} and, beside it, places every new report with a clusterer of its own,
 * timing only that: the clustering cost per message, in blocks of a thousand, apart from Lucene's.
 */
final class ClusterTiming implements ReportSink {
    static final int BLOCK = 1000;

    private final MailStore store;
    private final Clusterer clusterer;
    private final List<Double> microsPerMessage = new ArrayList<>();
    private final List<Double> acceptMicros = new ArrayList<>();
    private long blockNanos;
    private long blockAcceptNanos;
    private int inBlock;

    ClusterTiming(MailStore store, ClusterWeights weights) {
        this.store = store;
        this.clusterer = new Clusterer(weights);
    }

    @Override
    public Outcome accept(Report report, byte[] raw, Format format) throws IOException {
        long t0 = System.nanoTime();
        Outcome o = store.accept(report, raw, format);
        long t1 = System.nanoTime();
        if (o != Outcome.NEW) {
            return o;
        }
        clusterer.place(report);
        long t2 = System.nanoTime();
        blockAcceptNanos += t1 - t0;
        blockNanos += t2 - t1;
        if (++inBlock == BLOCK) {
            microsPerMessage.add(blockNanos / 1e3 / BLOCK);
            acceptMicros.add(blockAcceptNanos / 1e3 / BLOCK);
            blockNanos = 0;
            blockAcceptNanos = 0;
            inBlock = 0;
        }
        return o;
    }

    /** Mean clustering cost per message of each full block of {@value #BLOCK} messages, in µs. */
    List<Double> clusteringMicros() {
        return List.copyOf(microsPerMessage);
    }

    /** Mean store cost (parse excluded: thread, index, cluster) per message of each block, in µs. */
    List<Double> storeMicros() {
        return List.copyOf(acceptMicros);
    }

    int clusters() {
        return clusterer.all().size();
    }

    @Override
    public void unreadable(String origin, String reason) throws IOException {
        store.unreadable(origin, reason);
    }

    @Override
    public void checkpoint(String key, String value) throws IOException {
        store.checkpoint(key, value);
    }

    @Override
    public Checkpoints checkpoints() {
        return store.checkpoints();
    }

    @Override
    public ThreadLookup threads() {
        return store.threads();
    }

    @Override
    public void flush() throws IOException {
        store.flush();
    }

    @Override
    public void close() throws IOException {
        store.flush();
    }
}
