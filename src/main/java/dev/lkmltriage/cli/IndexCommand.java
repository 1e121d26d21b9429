package dev.lkmltriage.cli;

import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.kafka.IndexRole;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code triage index --kafka BOOTSTRAP}: reports in, the searchable store and cluster events out. */
@Command(name = "index", mixinStandardHelpOptions = true,
        description = {"Kafka role: consume reports from PREFIXreports, cluster and index them into the data"
                + " directory, produce what each placement changed to PREFIXclusters.",
                "Each data directory is its own consumer group (its id is kept in DIR/kafka-index-group), so every"
                        + " replica builds the full index; 'triage serve --data DIR' can serve it afterwards.",
                "Offsets are committed only after the Lucene commit; a redelivered report changes nothing.",
                "Runs until stopped (Ctrl-C commits the batch in hand) or, with --until-idle, until idle."})
final class IndexCommand implements Callable<Integer> {
    @Mixin
    CommonOptions common;

    @Mixin
    RoleOptions consume;

    @Option(names = "--group", paramLabel = "ID",
            description = "Consumer group (default: the one kept in the data directory).")
    String group;

    @Mixin
    KafkaOptions kafka;

    @Override
    public Integer call() throws Exception {
        var config = kafka.config(consume.bootstrap);
        try (MailStore store = Stores.open(common.dataDir())) {
            String g = group != null ? group : IndexRole.groupFor(common.dataDir());
            IndexRole role = KafkaOptions.reach(() -> IndexRole.start(config, g, IndexRole.direct(store), 500));
            if (!common.quiet) {
                System.err.println("index: " + common.dataDir() + " in group " + g + " on " + config);
            }
            return RoleRunner.run("index", role, () -> role.stats().consumed(), role::failure, role::stopped,
                    () -> role.stats().toString(), consume.untilIdle, common.quiet, System.err);
        }
    }
}
