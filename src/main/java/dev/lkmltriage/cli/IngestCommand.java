package dev.lkmltriage.cli;

import dev.lkmltriage.ingest.IngestSummary;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code triage ingest SOURCE...}: store mail into the data directory. */
@Command(name = "ingest", mixinStandardHelpOptions = true,
        description = {"Read mail and store it, with its facts and threads, in the data directory.",
                "SOURCE is an .eml file, an mbox (plain or .gz), a Maildir, a public-inbox archive (a bare epoch"
                        + " repository or a v2 inbox directory), a saved HTML archive page, a plain-text dump,"
                        + " '-' for standard input, or a directory holding any of these.",
                "Public-inbox archives are read incrementally: a second run reads only new commits."})
final class IngestCommand implements Callable<Integer> {
    @Mixin
    CommonOptions common;

    @Mixin
    GitOption git;

    @Parameters(arity = "1..*", paramLabel = "SOURCE", description = "Where to read mail from.")
    List<String> sources;

    @Option(names = "--to-kafka", paramLabel = "BOOTSTRAP",
            description = "Publish the raw messages to Kafka (topic PREFIXraw) instead of storing them;"
                    + " 'triage process' and 'triage index' take it from there.")
    String toKafka;

    @Mixin
    KafkaOptions kafka;

    @Override
    public Integer call() throws Exception {
        if (toKafka != null) {
            return KafkaIngest.publish(kafka.config(toKafka), SourceArgs.open(sources), common.quiet, sources);
        }
        IngestSummary summary;
        try (var inference = git.open()) {
            summary = Stores.ingest(common.dataDir(), SourceArgs.open(sources), common.quiet, inference);
        }
        if (!summary.anythingRead()) {
            throw new UserException("nothing could be read as mail from " + String.join(" ", sources)
                    + " (see the reasons above; is it really a mail archive?)", ExitCodes.FAILED);
        }
        return ExitCodes.OK;
    }
}
