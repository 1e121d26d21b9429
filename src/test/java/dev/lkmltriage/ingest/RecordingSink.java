package dev.lkmltriage.ingest;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.Format;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A sink for ingest tests: records what reaches it, in order ("msg ID", "bad ORIGIN", "cp VALUE"), keeps the reports,
 * and stores them in a {@link MemorySink} for threading. {@link #accepted} is the hook for a test's own checks.
 */
class RecordingSink implements ReportSink {
    final List<String> events = new ArrayList<>();
    final List<Report> reports = new ArrayList<>();
    final MemorySink memory = new MemorySink(r -> { });

    /** Called for each report before it is stored. */
    void accepted(Report report) {
    }

    @Override
    public Outcome accept(Report report, byte[] raw, Format format) throws IOException {
        events.add("msg " + report.messageId());
        reports.add(report);
        accepted(report);
        return memory.accept(report, raw, format);
    }

    @Override
    public void unreadable(String origin, String reason) {
        events.add("bad " + origin);
    }

    @Override
    public void checkpoint(String key, String value) {
        events.add("cp " + value);
    }

    @Override
    public Checkpoints checkpoints() {
        return Checkpoints.NONE;
    }

    @Override
    public ThreadLookup threads() {
        return memory.threads();
    }
}
