package dev.lkmltriage.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Options every command that touches the data directory shares. */
final class CommonOptions {
    @Option(names = "--data", paramLabel = "DIR",
            description = "Data directory (default: $TRIAGE_DATA, else ./data).")
    Path data;

    @Option(names = {"-q", "--quiet"}, description = "Print only results and errors.")
    boolean quiet;

    @Option(names = "--debug", description = "Print stack traces of errors.")
    boolean debug;

    Path dataDir() {
        if (data != null) {
            return data;
        }
        String env = System.getenv("TRIAGE_DATA");
        return env != null && !env.isBlank() ? Path.of(env) : Path.of("data");
    }
}
