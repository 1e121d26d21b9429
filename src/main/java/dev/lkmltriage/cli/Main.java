package dev.lkmltriage.cli;

import dev.lkmltriage.extract.ExtractSettings;
import io.quarkus.runtime.annotations.QuarkusMain;

/**
 * The entry point of the packaged application. Every command but {@code serve} runs as plain Java without starting
 * Quarkus, so the CLI starts fast; {@code serve} starts Quarkus itself (see {@link ServeCommand}).
 */
@QuarkusMain
public final class Main {
    private Main() {
    }

    public static void main(String... args) {
        ExtractSettings.missingModels().ifPresent(m -> System.err.println("triage: warning: " + m));
        System.exit(TriageCommand.commandLine(args).execute(args));
    }
}
