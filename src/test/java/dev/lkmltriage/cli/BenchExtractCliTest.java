package dev.lkmltriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchExtractCliTest {
    @TempDir
    Path tmp;

    @Test
    void benchHelpListsExtract() {
        CliRun run = CliRun.of("bench", "--help");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().lines().anyMatch(l -> l.strip().startsWith("extract ")), run.out());
        CliRun own = CliRun.of("bench", "extract", "--help");
        assertEquals(0, own.code(), own.err());
        for (String option : new String[] {"--source", "--count", "--rounds", "--warmup", "--stages", "--shared"}) {
            assertTrue(own.out().contains(option), option + " in " + own.out());
        }
    }

    @Test
    void runsOnAMaildirOfItsOwn() throws Exception {
        Path dir = dev.lkmltriage.bench.ExtractBenchTest.maildir(tmp.resolve("Maildir"));
        CliRun run = CliRun.of("bench", "extract", "--source", dir.toString(), "--rounds", "2", "--warmup", "1");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("3 messages"), run.out());
        assertTrue(run.out().contains("ratio extraction / MIME parse"), run.out());
        assertTrue(run.out().lines().anyMatch(l -> l.matches("  target 20 MB/s per core: (met|not met) \\(median"
                + " [0-9.]+ MB/s\\)")), run.out());
    }

    @Test
    void aMissingSourceIsOneLineAndExitTwo() {
        String missing = tmp.resolve("no-such-Maildir").toString();
        CliRun run = CliRun.of("bench", "extract", "--source", missing);
        assertEquals(2, run.code(), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains("no such file or directory: " + missing), run.err());
    }

    @Test
    void aSourceWithNoMailFailsWithItsReason() throws Exception {
        Path binary = Files.write(tmp.resolve("blob.bin"), new byte[] {0, 1, 2, 3, 0, 0, 7, 0, 9});
        CliRun run = CliRun.of("bench", "extract", "--source", binary.toString(), "--rounds", "1");
        assertEquals(1, run.code(), run.out() + run.err());
        assertTrue(run.err().contains("no message could be read from " + binary), run.err());
        assertTrue(run.err().contains("not mail"), run.err());
    }

    @Test
    void zeroRoundsIsBadUsage() throws Exception {
        Path dir = dev.lkmltriage.bench.ExtractBenchTest.maildir(tmp.resolve("Maildir"));
        CliRun run = CliRun.of("bench", "extract", "--source", dir.toString(), "--rounds", "0");
        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().contains("--rounds must be at least 1"), run.err());
        CliRun warm = CliRun.of("bench", "extract", "--source", dir.toString(), "--warmup", "soon");
        assertEquals(2, warm.code(), warm.err());
        assertTrue(warm.err().contains("--warmup takes"), warm.err());
    }
}
