package dev.lkmltriage.cli;

import dev.lkmltriage.kafka.ProcessRole;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code triage process --kafka BOOTSTRAP}: raw mail in, reports out. */
@Command(name = "process", mixinStandardHelpOptions = true,
        description = {"Kafka role: consume raw mail from PREFIXraw, parse it and extract its facts, produce each"
                + " message's report (the JSON 'triage extract' prints) to PREFIXreports.",
                "Stateless: start as many as there are partitions; instances in one --group share them. A record"
                        + " that cannot be processed goes to PREFIXraw.dlq with the error in its 'error' header.",
                "Runs until stopped (Ctrl-C commits the batch in hand) or, with --until-idle, until idle."})
final class ProcessCommand implements Callable<Integer> {
    @Mixin
    RoleOptions consume;

    @Option(names = "--group", paramLabel = "ID", defaultValue = ProcessRole.DEFAULT_GROUP,
            description = "Consumer group (default: ${DEFAULT-VALUE}).")
    String group;

    @Option(names = "--threads", paramLabel = "N",
            description = "Consumers in this instance (default: one per core).")
    Integer threads;

    @Mixin
    KafkaOptions kafka;

    @Option(names = {"-q", "--quiet"}, description = "Print only errors.")
    boolean quiet;

    @Option(names = "--debug", description = "Print stack traces of errors.")
    boolean debug;

    @Override
    public Integer call() throws Exception {
        int n = threads != null ? threads : Math.max(1, Runtime.getRuntime().availableProcessors());
        if (n < 1 || n > 256) {
            throw new UserException("--threads must be 1 to 256, not " + n, ExitCodes.USAGE);
        }
        var config = kafka.config(consume.bootstrap);
        ProcessRole role = KafkaOptions.reach(() -> ProcessRole.start(config, group, n, 200));
        if (!quiet) {
            System.err.println("process: " + n + " consumer(s) in group " + group + " on " + config);
        }
        return RoleRunner.run("process", role, () -> role.stats().consumed(), role::failure, role::stopped,
                () -> role.stats().toString(), consume.untilIdle, quiet, System.err);
    }
}
