package dev.lkmltriage.cli;

import dev.lkmltriage.index.StoreStats;
import dev.lkmltriage.report.ReportJson;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code triage stats}: what the data directory holds. */
@Command(name = "stats", mixinStandardHelpOptions = true,
        description = "Print what the data directory holds: messages and threads.")
final class StatsCommand implements Callable<Integer> {
    @Mixin
    CommonOptions common;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        StoreStats stats = StoreStats.read(common.dataDir());
        if (json) {
            System.out.println(ReportJson.MAPPER.writeValueAsString(stats));
        } else {
            System.out.println("messages: " + stats.messages());
            System.out.println("threads:  " + stats.threads());
            System.out.println("data:     " + common.dataDir().toAbsolutePath());
        }
        return ExitCodes.OK;
    }
}
