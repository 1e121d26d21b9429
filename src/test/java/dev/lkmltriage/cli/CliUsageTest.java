package dev.lkmltriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CliUsageTest {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"ingest", "extract", "stats", "serve"})
    void everyCommandHasHelp(String command) {
        CliRun run = CliRun.of(command, "--help");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("Usage: triage " + command), run.out());
    }

    @Test
    void noCommandIsBadUsage() {
        CliRun run = CliRun.of();
        assertEquals(2, run.code());
        assertTrue(run.err().contains("a command is required"), run.err());
        assertTrue(run.err().contains("--help"), "says how to get help: " + run.err());
    }

    @Test
    void unknownOptionIsBadUsage() {
        CliRun run = CliRun.of("ingest", "--no-such-option", "x");
        assertEquals(2, run.code());
        assertTrue(run.err().contains("Try 'triage ingest --help'"), run.err());
    }

    @Test
    void aMissingPathIsOneLineAndExitTwo() {
        String missing = tmp.resolve("no-such.mbox").toString();
        CliRun run = CliRun.of("ingest", "--data", tmp.resolve("d").toString(), missing);
        assertEquals(2, run.code(), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains(missing), run.err());
    }

    @Test
    void statsOfAnEmptyDataDirectory() {
        CliRun run = CliRun.of("stats", "--json", "--data", tmp.toString());
        assertEquals(0, run.code(), run.err());
        assertEquals("{\"messages\":0,\"threads\":0,\"clusters\":0}", run.out().strip());
    }
}
