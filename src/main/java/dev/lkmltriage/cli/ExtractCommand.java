package dev.lkmltriage.cli;

import dev.lkmltriage.ingest.IngestPipeline;
import dev.lkmltriage.ingest.IngestSummary;
import dev.lkmltriage.ingest.MemorySink;
import dev.lkmltriage.report.ReportJson;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code triage extract SOURCE...}: print each message's facts as JSON Lines, storing nothing. */
@Command(name = "extract", mixinStandardHelpOptions = true,
        description = {"Print one JSON object per message (JSON Lines) with its headers, thread and facts.",
                "Stores nothing. SOURCE takes every form 'ingest' reads."})
final class ExtractCommand implements Callable<Integer> {
    @Mixin
    CommonOptions common;

    @Parameters(arity = "1..*", paramLabel = "SOURCE", description = "Where to read mail from.")
    List<String> sources;

    @Override
    public Integer call() throws IOException {
        BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16);
        IngestSummary summary;
        try (MemorySink sink = new MemorySink(report -> {
            try {
                out.write(ReportJson.toLine(report));
                out.write('\n');
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        })) {
            summary = IngestPipeline.standard().run(SourceArgs.open(sources), sink, ProgressPrinter.forStderr(true));
        } finally {
            out.flush();
        }
        if (!common.quiet && summary.unreadable() > 0) {
            SummaryPrinter.print(summary, System.err);
        }
        if (!summary.anythingRead()) {
            throw new UserException("nothing could be read as mail from " + String.join(" ", sources),
                    ExitCodes.FAILED);
        }
        return ExitCodes.OK;
    }
}
