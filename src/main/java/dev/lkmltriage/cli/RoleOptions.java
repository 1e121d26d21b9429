package dev.lkmltriage.cli;

import picocli.CommandLine.Option;

/**
 * What the two consuming Kafka roles ({@code process}, {@code index}) share besides the topics: a broker they cannot
 * start without and when to stop. A mixin; {@code ingest --to-kafka} and {@code serve --kafka} name their optional
 * bootstrap themselves.
 */
final class RoleOptions {
    @Option(names = "--kafka", required = true, paramLabel = "BOOTSTRAP",
            description = "Kafka bootstrap servers, host:port[,host:port...].")
    String bootstrap;

    @Option(names = "--until-idle", paramLabel = "SECONDS", defaultValue = "0",
            description = "Stop after SECONDS without new records (default: run until stopped).")
    int untilIdle;
}
