package dev.lkmltriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.index.StoreStats;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A {@code kill -9} in the middle of an ingest loses nothing committed, and the next run leaves no duplicates. */
class KillResumeTest {
    private static final int MESSAGES = 8_000;

    @TempDir
    Path tmp;

    @Test
    void killedIngestResumesWithoutDuplicates() throws Exception {
        Path mbox = tmp.resolve("big.mbox");
        writeMbox(mbox);
        Path data = tmp.resolve("data");
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dtriage.commit-seconds=1", "-cp", cp, Main.class.getName(), "ingest", "--quiet", "--data",
                data.toString(), mbox.toString())
                .redirectErrorStream(true).redirectOutput(tmp.resolve("child.log").toFile()).start();
        long killedAt = 0;
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (p.isAlive() && System.nanoTime() < deadline) {
            killedAt = StoreStats.read(data).messages();
            if (killedAt > 0) {
                break;
            }
            Thread.sleep(20);
        }
        p.destroyForcibly().waitFor(30, TimeUnit.SECONDS); // SIGKILL: no shutdown hook, no final commit
        assertTrue(killedAt > 0 && killedAt < MESSAGES,
                "the child should be killed mid-ingest; committed " + killedAt + ", log: "
                        + Files.readString(tmp.resolve("child.log")));
        long afterKill = StoreStats.read(data).messages();
        assertTrue(afterKill >= killedAt, "nothing committed is lost: " + afterKill + " < " + killedAt);

        CliRun resumed = CliRun.of("ingest", "--data", data.toString(), mbox.toString());
        assertEquals(0, resumed.code(), resumed.err());
        StoreStats stats = StoreStats.read(data);
        assertEquals(MESSAGES, stats.messages(), "every message once, no duplicates");
        assertEquals(MESSAGES / 10, stats.threads());
        assertTrue(resumed.err().contains("duplicates " + afterKill), resumed.err());
    }

    /** Threads of ten: a report and nine replies, each a few hundred bytes. */
    private static void writeMbox(Path mbox) throws Exception {
        try (BufferedWriter w = Files.newBufferedWriter(mbox, StandardCharsets.UTF_8)) {
            for (int i = 0; i < MESSAGES; i++) {
                int root = i - i % 10;
                w.write("From bench@example.org Wed Sep 26 12:57:21 2007\n");
                w.write("From: Reporter " + i + " <r" + i + "@example.org>\n");
                w.write("Subject: " + (i == root ? "" : "Re: ") + "r8169: send slow on box " + root + "\n");
                w.write(String.format(Locale.ROOT, "Date: Wed, 26 Sep 2007 12:%02d:21 -0500%n", i % 60));
                w.write("Message-ID: <m" + i + "@example.org>\n");
                if (i != root) {
                    w.write("In-Reply-To: <m" + root + "@example.org>\nReferences: <m" + root + "@example.org>\n");
                }
                w.write("\nIn 2.6.22 it was around 83MB/s, in 2.6.23-rc8 around 32MB/s.\n");
                for (String line : List.of("[  5]  0.0-10.0 sec   832 MBytes   696 Mbits/sec", "thanks", "")) {
                    w.write(line + "\n");
                }
            }
        }
    }
}
