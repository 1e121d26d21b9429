package dev.lkmltriage.cli;

import dev.lkmltriage.index.StoreStats;
import io.quarkus.runtime.Quarkus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code triage serve}: the one-command start. On an empty data directory it first ingests the bundled corpus, then
 * starts the service (Quarkus) and runs until stopped.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serve the web UI and REST API on http://localhost:PORT.",
                "On an empty data directory, first ingest the bundled corpus/."})
final class ServeCommand implements Callable<Integer> {
    @Mixin
    CommonOptions common;

    @Option(names = "--port", defaultValue = "8080", description = "HTTP port (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--corpus", paramLabel = "DIR",
            description = "What to ingest into an empty data directory (default: the bundled corpus/).")
    Path corpus;

    @Option(names = "--kafka", paramLabel = "BOOTSTRAP",
            description = "Kafka mode: also run the process and index roles in the service, serving the index they"
                    + " build from the topics (no corpus is ingested then).")
    String kafkaBootstrap;

    @picocli.CommandLine.Mixin
    KafkaOptions kafka;

    @Mixin
    GitOption git;

    @Override
    public Integer call() throws Exception {
        Path data = common.dataDir();
        if (kafkaBootstrap != null) {
            var config = kafka.config(kafkaBootstrap);
            System.setProperty("triage.kafka.bootstrap", config.bootstrap());
            System.setProperty("triage.kafka.topic-prefix", config.topicPrefix());
            System.setProperty("triage.kafka.partitions", Integer.toString(config.partitions()));
            System.setProperty("triage.kafka.replication", Short.toString(config.replication()));
        } else if (StoreStats.read(data).messages() == 0) {
            seed(data);
        }
        if (git.dir() != null) {
            try (var check = git.open()) {
                // Fails here, with a usage error, when the directory is no git tree; the service opens its own.
            }
            System.setProperty("triage.git", git.dir().toAbsolutePath().toString());
        }
        System.setProperty("quarkus.http.port", Integer.toString(port));
        System.setProperty("triage.data", data.toAbsolutePath().toString());
        if (!common.quiet) {
            System.err.println("serving " + data.toAbsolutePath() + " on http://localhost:" + port + "/");
        }
        Quarkus.run();
        return ExitCodes.OK;
    }

    private void seed(Path data) throws Exception {
        Path dir = Home.corpus(corpus);
        if (!Files.isDirectory(dir)) {
            throw new UserException("the data directory " + data + " is empty and there is no corpus at " + dir
                    + "; ingest some mail first ('triage ingest --data " + data + " SOURCE') or give --corpus DIR",
                    ExitCodes.USAGE);
        }
        if (!common.quiet) {
            System.err.println("empty data directory: ingesting the bundled corpus from " + dir);
        }
        try (var inference = git.open()) {
            Stores.ingest(data, SourceArgs.open(java.util.List.of(dir.toString())), common.quiet, inference);
        }
    }
}
