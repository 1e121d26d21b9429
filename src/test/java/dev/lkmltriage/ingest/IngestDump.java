package dev.lkmltriage.ingest;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.Format;
import dev.lkmltriage.source.Sources;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A checking tool, not a test: runs the product's ingest ({@link IngestPipeline#standard()}, its parse workers and
 * their batches) over a source and writes every report the sink is handed as {@code ExtractProfile --dump} writes
 * it (thread id = Message-ID, origin "bench"), in sink order, so that the ingest's facts can be {@code cmp}'d with
 * an {@code ExtractProfile} dump of the same source. Items the ingest counts as unreadable are listed on stderr.
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.lkmltriage.ingest.IngestDump
 * SOURCE OUT.jsonl [WORKERS]}
 */
public final class IngestDump {
    private IngestDump() {
    }

    public static void main(String[] args) throws IOException {
        int workers = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        IngestPipeline pipeline = new IngestPipeline(new dev.lkmltriage.mail.MailParser(),
                new dev.lkmltriage.extract.FactExtractor(dev.lkmltriage.extract.ExtractSettings.defaults()), workers);
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[1])))) {
            ReportSink sink = new ReportSink() {
                @Override
                public Outcome accept(Report r, byte[] raw, Format format) {
                    out.println(ReportJson.toLine(new Report(r.mail(), r.mail().messageId(), r.facts(), "bench")));
                    return Outcome.NEW;
                }

                @Override
                public void unreadable(String origin, String reason) {
                    System.err.println("unreadable " + origin + ": " + reason);
                }

                @Override
                public Checkpoints checkpoints() {
                    return Checkpoints.NONE;
                }

                @Override
                public ThreadLookup threads() {
                    return ThreadLookup.NONE;
                }
            };
            IngestSummary s = pipeline.run(Sources.open(args[0]), sink, ProgressListener.NONE);
            System.out.println(s.messages() + " messages, " + s.unreadable() + " unreadable; wrote " + args[1]);
        }
    }
}
