package dev.lkmltriage.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.cli.TriageCommand;
import dev.lkmltriage.index.StoreStats;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The three roles as commands, chained through a real broker, and their errors. */
class KafkaCliTest {
    @RegisterExtension
    static final OwnBroker BROKER = new OwnBroker();

    @TempDir
    Path tmp;

    private record Run(int code, String err) {
    }

    private static Run run(String... args) {
        StringWriter err = new StringWriter();
        CommandLine cl = TriageCommand.commandLine();
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Run(code, err.toString());
    }

    @Test
    void ingestProcessAndIndexCommandsBuildTheIndexFromTheTopics() throws Exception {
        String b = BROKER.get().bootstrap();
        String prefix = "cli" + System.nanoTime() + ".";
        Path data = tmp.resolve("data");
        Run ingest = run("ingest", "-q", "--to-kafka", b, "--topic-prefix", prefix, "--partitions", "2",
                Mails.CORPUS.resolve("r8169-hrtimers").toString());
        assertEquals(0, ingest.code(), ingest.err());
        Run process = run("process", "-q", "--kafka", b, "--topic-prefix", prefix, "--threads", "2",
                "--until-idle", "3");
        assertEquals(0, process.code(), process.err());
        Run index = run("index", "-q", "--kafka", b, "--topic-prefix", prefix, "--data", data.toString(),
                "--until-idle", "3");
        assertEquals(0, index.code(), index.err());
        assertEquals(6, StoreStats.read(data).messages());
        // Run again: nothing new, nothing changes, same group (kept in the data directory).
        Run again = run("index", "-q", "--kafka", b, "--topic-prefix", prefix, "--data", data.toString(),
                "--until-idle", "2");
        assertEquals(0, again.code(), again.err());
        assertEquals(6, StoreStats.read(data).messages());
        assertEquals(6, BROKER.get().read(prefix + "reports", 6, Duration.ofSeconds(30)).size());
    }

    @Test
    void badOrUnreachableBrokersFailWithOneLineSayingWhatToCheck() {
        Run bad = run("process", "--kafka", "not a host");
        assertEquals(2, bad.code(), bad.err());
        assertTrue(bad.err().contains("host:port"), bad.err());
        // restored afterwards, not cleared: a run started with its own timeout keeps it for every later test
        String given = System.getProperty("triage.kafka.connect-timeout-ms");
        System.setProperty("triage.kafka.connect-timeout-ms", "1500");
        try {
            Run gone = run("ingest", "--to-kafka", "127.0.0.1:1", Mails.SEED.toString());
            assertEquals(1, gone.code(), gone.err());
            assertTrue(gone.err().contains("no Kafka broker answered at 127.0.0.1:1"), gone.err());
            assertTrue(gone.err().lines().count() <= 2, "one line, no stack trace: " + gone.err());
        } finally {
            if (given == null) {
                System.clearProperty("triage.kafka.connect-timeout-ms");
            } else {
                System.setProperty("triage.kafka.connect-timeout-ms", given);
            }
        }
        Run noPartitions = run("process", "--kafka", "localhost:9092", "--partitions", "0");
        assertEquals(2, noPartitions.code(), noPartitions.err());
    }
}
