package dev.lkmltriage.cli;

import dev.lkmltriage.bench.ExtractBench;
import dev.lkmltriage.bench.IngestBench;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code triage bench}: the product side by side with its peer tools, printing ratios. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Benchmarks against the peer tools, run side by side; prints medians and ratios.",
        subcommands = {BenchCommand.Ingest.class, BenchCommand.Extract.class, BenchCommand.Search.class,
                ApiBenchCommand.class})
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
        @Mixin
        SharedOption shared;

        @Option(names = "--count", defaultValue = "20000", description = "Synthetic messages (default: ${DEFAULT-VALUE}).")
        int count;

        @Option(names = "--rounds", defaultValue = "3", description = "Rounds per tool (default: ${DEFAULT-VALUE}).")
        int rounds;

        @Override
        public Integer call() throws Exception {
            Path dir = shared.dir();
            Path work = Files.createTempDirectory("triage-bench");
            try {
                IngestBench.run(new IngestBench.Options(dir, count, rounds, work), System.out);
            } finally {
                deleteTree(work);
            }
            return ExitCodes.OK;
        }
    }

    @Command(name = "extract", mixinStandardHelpOptions = true,
            description = {"Extraction speed in MB of decoded message text per CPU-second of one core (median and"
                    + " quartiles of the rounds, msg/s), timed as the ingest extracts (each 64 items' messages"
                    + " stage by stage, FactExtractor.extractAll), with the MIME parse, two trivial peer scans of"
                    + " the same text and the extraction message by message timed side by side in every round and"
                    + " their ratios to extraction; on the synthetic corpus of ../shared/bench and the real"
                    + " linux-pci archive, or on --source.",
                    "Target (issue 3): 20 MB/s per core. Messages are read and parsed first, untimed; warm-up"
                            + " rounds run until the JIT settles. Warns on stderr when the load average exceeds"
                            + " the cores."})
    static final class Extract implements Callable<Integer> {
        @Mixin
        SharedOption shared;

        @Option(names = "--source", paramLabel = "PATH", description = "Measure this mail instead (mbox, Maildir,"
                + " public-inbox archive, a directory, a message file; repeatable).")
        java.util.List<String> sources;

        @Option(names = "--count", defaultValue = "4000", description = "At most this many messages of each input,"
                + " the first ones (default: ${DEFAULT-VALUE}).")
        int count;

        @Option(names = "--rounds", defaultValue = "9", description = "Timed rounds (default: ${DEFAULT-VALUE}).")
        int rounds;

        @Option(names = "--warmup", paramLabel = "N|auto", defaultValue = "auto", description = "Untimed rounds"
                + " first: a number, or auto, until the JIT settles (at most 40) (default: ${DEFAULT-VALUE}).")
        String warmup;

        @Option(names = "--stages", description = "Also time each extraction stage alone, after the rounds.")
        boolean stages;

        @Override
        public Integer call() throws Exception {
            if (rounds < 1) {
                throw new UserException("--rounds must be at least 1, e.g. --rounds 9", ExitCodes.USAGE);
            }
            if (count < 1) {
                throw new UserException("--count must be at least 1, e.g. --count 4000", ExitCodes.USAGE);
            }
            int warm = warmupRounds(warmup);
            dev.lkmltriage.extract.ExtractSettings.missingModels().ifPresent(m -> {
                throw new UserException("cannot measure extraction: " + m, ExitCodes.FAILED);
            });
            Path work = Files.createTempDirectory("triage-bench-extract");
            try {
                java.util.List<ExtractBench.Input> inputs = new java.util.ArrayList<>();
                if (sources != null && !sources.isEmpty()) {
                    for (String s : sources) {
                        if (!s.equals("-") && !Files.exists(Path.of(s))) {
                            throw new UserException("no such file or directory: " + s + " (give an mbox, Maildir,"
                                    + " public-inbox repository, directory or message file)", ExitCodes.USAGE);
                        }
                        inputs.add(new ExtractBench.Input(s, s));
                    }
                } else {
                    inputs.addAll(ExtractBench.standardInputs(shared.dir(), count, work, System.out));
                }
                ExtractBench.run(new ExtractBench.Options(inputs, count, rounds, warm, stages), System.out,
                        System.err);
            } catch (java.io.IOException e) {
                throw new UserException("bench extract: " + e.getMessage(), ExitCodes.FAILED);
            } finally {
                deleteTree(work);
            }
            return ExitCodes.OK;
        }

        /** {@code auto} is -1 (until the JIT settles); else a count of rounds. */
        static int warmupRounds(String warmup) {
            if (warmup.equals("auto")) {
                return -1;
            }
            try {
                int n = Integer.parseInt(warmup);
                if (n >= 0) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // told below
            }
            throw new UserException("--warmup takes a number of rounds (0 or more) or auto, not '" + warmup + "'",
                    ExitCodes.USAGE);
        }
    }

    @Command(name = "search", mixinStandardHelpOptions = true,
            description = {"Search latency and CPU (p50/p99 over words, phrases, facts, ranges and combinations, 20"
                    + " hits with snippets, as the API answers; and with facets, as the web UI asks) and clustering"
                    + " cost per message by thousand, on fresh indexes built from the synthetic corpus of"
                    + " ../shared/bench at each size, printed side by side.",
                    "Targets: search p50 under 10 ms; clustering cost flat (late/early near 1)."})
    static final class Search implements Callable<Integer> {
        @Mixin
        SharedOption shared;

        @Option(names = "--messages", split = ",", paramLabel = "N[,N...]", defaultValue = "20000,100000",
                description = "Index sizes in messages (default: ${DEFAULT-VALUE}).")
        java.util.List<Integer> messages;

        @Option(names = "--rounds", defaultValue = "20", description = "Passes over the query mix (default:"
                + " ${DEFAULT-VALUE}).")
        int rounds;

        @Option(names = "--keep", paramLabel = "DIR", description = "Keep the generated corpora (DIR/synthetic-N,"
                + " reused by the next run: generating 100000 takes minutes) and the stores (DIR/data-N, for"
                + " 'triage serve --data DIR/data-N' and a load test) instead of deleting them.")
        Path keep;

        @Override
        public Integer call() throws Exception {
            Path dir = shared.dir();
            if (messages.stream().anyMatch(n -> n < 1000 || n > 1_000_000)) {
                throw new UserException("--messages takes sizes from 1000 to 1000000, e.g. --messages 20000,100000",
                        ExitCodes.USAGE);
            }
            Path work = Files.createTempDirectory("triage-bench-search");
            try {
                dev.lkmltriage.bench.SearchBench.run(new dev.lkmltriage.bench.SearchBench.Options(dir, messages,
                        Math.max(1, rounds), work, keep), System.out);
            } finally {
                deleteTree(work);
            }
            return ExitCodes.OK;
        }
    }

    /** Deletes a bench's work directory, deepest first; a file that will not go is left behind. */
    private static void deleteTree(Path work) throws java.io.IOException {
        try (Stream<Path> s = Files.walk(work)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
