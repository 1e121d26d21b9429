package dev.lkmltriage.cli;

import dev.lkmltriage.kafka.KafkaConfig;
import dev.lkmltriage.kafka.KafkaUnavailableException;
import picocli.CommandLine.Option;

/**
 * Topic options every Kafka role shares; the bootstrap servers are each command's own option (the consuming roles'
 * in {@link RoleOptions}).
 */
final class KafkaOptions {
    @Option(names = "--topic-prefix", paramLabel = "PREFIX", defaultValue = KafkaConfig.DEFAULT_PREFIX,
            description = "Topic names: PREFIX + raw, reports, clusters, raw.dlq, reports.dlq"
                    + " (default: ${DEFAULT-VALUE}).")
    String topicPrefix;

    @Option(names = "--partitions", paramLabel = "N", defaultValue = "12",
            description = "Partitions of topics this command creates when they are missing (default:"
                    + " ${DEFAULT-VALUE}); at most N instances of a role share the work.")
    int partitions;

    @Option(names = "--replication", paramLabel = "N", defaultValue = "1",
            description = "Replication factor of topics this command creates (default: ${DEFAULT-VALUE}).")
    short replication;

    KafkaConfig config(String bootstrap) {
        try {
            return new KafkaConfig(bootstrap, topicPrefix, partitions, replication);
        } catch (IllegalArgumentException e) {
            throw new UserException(e.getMessage(), ExitCodes.USAGE);
        }
    }

    /** Runs {@code start}, turning an unreachable broker into one line that says what to check. */
    static <T> T reach(java.util.function.Supplier<T> start) {
        try {
            return start.get();
        } catch (KafkaUnavailableException e) {
            throw new UserException(e.getMessage(), ExitCodes.FAILED);
        }
    }
}
