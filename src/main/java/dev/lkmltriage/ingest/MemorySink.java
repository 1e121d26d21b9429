package dev.lkmltriage.ingest;

import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.Format;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A sink that keeps only what threading and de-duplication need in memory and hands each new report on, for
 * {@code ./triage extract} and for publishing to a stream.
 */
public final class MemorySink implements ReportSink {
    private final Map<String, String> threadById = new HashMap<>();
    private final Map<String, String> hashById = new HashMap<>();
    private final Map<String, String> rootsBySubject = new HashMap<>();
    private final Consumer<Report> next;

    public MemorySink(Consumer<Report> next) {
        this.next = next;
    }

    @Override
    public Outcome accept(Report report, byte[] raw, Format format) throws IOException {
        String id = report.messageId();
        String hash = hashById.get(id);
        if (hash != null) {
            if (hash.equals(report.mail().contentHash())) {
                return Outcome.DUPLICATE;
            }
            next.accept(report);
            return Outcome.VARIANT;
        }
        hashById.put(id, report.mail().contentHash());
        threadById.put(id, report.threadId());
        if (ThreadAssigner.ancestors(report.mail()).isEmpty()) {
            rootsBySubject.putIfAbsent(Subjects.normalize(report.mail().subject()), report.threadId());
        }
        next.accept(report);
        return Outcome.NEW;
    }

    @Override
    public Checkpoints checkpoints() {
        return Checkpoints.NONE;
    }

    @Override
    public ThreadLookup threads() {
        return ThreadLookup.of(threadById::get, rootsBySubject::get);
    }
}
