package dev.lkmltriage.cli;

import dev.lkmltriage.bench.IngestBench;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code triage bench}: the product side by side with its peer tools, printing ratios. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Benchmarks against the peer tools, run side by side; prints medians and ratios.",
        subcommands = {BenchCommand.Ingest.class})
final class BenchCommand implements Runnable {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                "say what to benchmark, e.g. 'triage bench ingest'");
    }

    @Command(name = "ingest", mixinStandardHelpOptions = true,
            description = {"Ingest rate of the full pipeline against notmuch and mu (apt-get install notmuch"
                    + " maildir-utils) on the synthetic corpus of ../shared/bench and the real linux-pci archive."})
    static final class Ingest implements Callable<Integer> {
        @Option(names = "--shared", paramLabel = "DIR", description = "The shared directory (default: ../shared"
                + " beside the checkout).")
        Path shared;

        @Option(names = "--count", defaultValue = "20000", description = "Synthetic messages (default: ${DEFAULT-VALUE}).")
        int count;

        @Option(names = "--rounds", defaultValue = "3", description = "Rounds per tool (default: ${DEFAULT-VALUE}).")
        int rounds;

        @Override
        public Integer call() throws Exception {
            Path dir = shared != null ? shared
                    : Path.of(System.getProperty("triage.home", "."), "..", "shared").normalize();
            if (!Files.isDirectory(dir)) {
                throw new UserException("no shared directory at " + dir + "; give --shared DIR", ExitCodes.USAGE);
            }
            Path work = Files.createTempDirectory("triage-bench");
            try {
                IngestBench.run(new IngestBench.Options(dir, count, rounds, work), System.out);
            } finally {
                try (Stream<Path> s = Files.walk(work)) {
                    s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
            return ExitCodes.OK;
        }
    }
}
