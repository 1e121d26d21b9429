package dev.lkmltriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lkmltriage.probe.ProbeServer;
import dev.lkmltriage.probe.repro.ReproResult;
import dev.lkmltriage.probe.repro.ReproStore;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code triage repro} and {@code triage bisect-run} as a user meets them: a data directory ingested from two
 * fixture reports (one with iperf3 figures, one hang without any), our own probe server on loopback, and the
 * allow-list file the user writes.
 */
class ReproCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String REPORT = "20230314080211.repro-fixture-1@example.org";

    @TempDir
    static Path data;
    private static ProbeServer server;
    private static final AtomicInteger tests = new AtomicInteger();
    private static String figuresCluster;
    private static String hangCluster;

    @BeforeAll
    static void ingestAndServe() throws Exception {
        Path mail = Path.of(ReproCommandTest.class.getResource("/dev/lkmltriage/probe/repro/mail").toURI());
        CliRun in = CliRun.of("ingest", "-q", "--data", data.toString(), mail.toString());
        assertEquals(0, in.code(), in.err());
        CliRun clusters = CliRun.of("clusters", "--json", "--data", data.toString());
        for (String line : clusters.out().strip().split("\n")) {
            JsonNode c = JSON.readTree(line);
            if (c.path("throughput").path("before").isNumber()) {
                figuresCluster = c.path("id").asText();
            } else {
                hangCluster = c.path("id").asText();
            }
        }
        assertTrue(figuresCluster != null && hangCluster != null, clusters.out());
        server = new ProbeServer(0, null);
        server.onResult(r -> tests.incrementAndGet());
        server.start();
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    void noAllowList() throws Exception {
        Files.deleteIfExists(data.resolve("repro-allow"));
    }

    private static String port() {
        return Integer.toString(server.port());
    }

    private static void allow(String entries) throws Exception {
        Files.writeString(data.resolve("repro-allow"), "# written by the test\n" + entries + "\n");
    }

    private static CliRun triage(String... args) {
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--data";
        all[args.length + 1] = data.toString();
        return CliRun.of(all);
    }

    @Test
    void aTargetThatIsNotAllowListedIsRefusedBeforeAnythingIsSent() throws Exception {
        int before = tests.get();
        CliRun r = triage("repro", figuresCluster, "--target", "127.0.0.1:" + port(), "--runs", "1", "-t", "1");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("target 127.0.0.1:" + port() + " is not allow-listed"), r.err());
        assertTrue(r.err().contains("DATA/repro-allow"), r.err());
        allow("127.0.0.1:1");
        CliRun other = triage("repro", figuresCluster, "--target", "127.0.0.1:" + port(), "--runs", "1");
        assertEquals(2, other.code(), other.err());
        assertEquals(before, tests.get(), "no test may reach a refused target");
        assertEquals(2, triage("repro", figuresCluster, "--target", "bad host!", "--runs", "1").code());
        allow("10.0.0.0/99");
        CliRun broken = triage("repro", figuresCluster, "--target", "127.0.0.1:" + port());
        assertEquals(2, broken.code(), broken.err());
        assertTrue(broken.err().contains("10.0.0.0/99"), broken.err());
    }

    @Test
    void reproducesAClusterAndStoresTheResult() throws Exception {
        allow("127.0.0.1:" + port());
        CliRun r = triage("repro", figuresCluster, "--target", "127.0.0.1:" + port(), "--runs", "3", "-t", "1",
                "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals(figuresCluster, j.path("clusterId").asText());
        assertEquals(REPORT, j.path("messageId").asText());
        assertEquals("iperf3", j.path("plan").path("tool").asText());
        assertEquals(65536, j.path("plan").path("len").asInt());
        assertEquals(3, j.path("series").get(0).path("summary").path("samples").size());
        assertEquals(941e6, j.path("figures").path("good").asDouble(), 1);
        assertEquals(411e6, j.path("figures").path("bad").asDouble(), 1);
        assertTrue(j.path("sentence").asText().matches("measured .* ± .*% \\(3 runs\\): .*"), r.out());
        assertTrue(r.err().contains("plan: forward, 64 KiB writes, 20 s, 1 stream, window 256 KiB"), r.err());
        assertTrue(r.err().contains("forward run 3/3:"), r.err());
        List<ReproResult> stored = ReproStore.in(data).forCluster(figuresCluster);
        assertFalse(stored.isEmpty());
        assertEquals(j.path("at").asText(), stored.get(stored.size() - 1).at());
    }

    @Test
    void aMessageIdInAnyFormWorksAndTheSentenceIsPrinted() throws Exception {
        allow("127.0.0.0/8");
        CliRun r = triage("repro", "<" + REPORT + ">", "--target", "127.0.0.1:" + port(), "--runs", "2", "-t",
                "1", "-q");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("measured "), r.out());
        assertTrue(r.out().contains("941 Mbit/s"), r.out());
        assertEquals("", r.err(), "--quiet prints only the result");
    }

    @Test
    void aStoreThatCannotBeWrittenLosesNoMeasurement() throws Exception {
        allow("127.0.0.1");
        Path dir = data.resolve("repro");
        Path aside = data.resolve("repro.aside");
        boolean had = Files.exists(dir);
        if (had) {
            Files.move(dir, aside);
        }
        Files.writeString(dir, "a file where the store's directory belongs");
        try {
            CliRun r = triage("repro", figuresCluster, "--target", "127.0.0.1:" + port(), "--runs", "1", "-t", "1",
                    "-q");
            assertEquals(1, r.code(), r.err());
            assertTrue(r.out().startsWith("measured "), "the result is printed anyway: " + r.out());
            assertTrue(r.err().contains("measured, but could not store the result"), r.err());
        } finally {
            Files.delete(dir);
            if (had) {
                Files.move(aside, dir);
            }
        }
    }

    @Test
    void aClusterWithoutFiguresSaysSoAndRunsNothing() throws Exception {
        allow("127.0.0.1");
        int before = tests.get();
        CliRun r = triage("repro", hangCluster, "--target", "127.0.0.1:" + port());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("cluster " + hangCluster + " reports no good or bad throughput figure"),
                r.err());
        assertEquals(before, tests.get());
    }

    @Test
    void unknownIdsAndBadOptions() throws Exception {
        allow("127.0.0.1");
        CliRun r = triage("repro", "nope@nowhere", "--target", "127.0.0.1:" + port());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("no cluster or message 'nope@nowhere'"), r.err());
        assertEquals(2, triage("repro", figuresCluster, "--target", "127.0.0.1", "--runs", "0").code());
        assertEquals(2, triage("repro", figuresCluster, "--target", "127.0.0.1", "-t", "99999").code());
        assertEquals(2, triage("repro", figuresCluster).code(), "--target is required");
        CliRun help = CliRun.of("repro", "--help");
        assertEquals(0, help.code());
        assertTrue(help.out().contains("95% confidence interval"), help.out());
        assertFalse(help.err().contains("WARN"), help.err());
        CliRun bisectHelp = CliRun.of("bisect-run", "--help");
        assertEquals(0, bisectHelp.code());
        assertTrue(bisectHelp.out().contains("--threshold 80% --baseline 696Mbit/s"), bisectHelp.out());
        assertTrue(bisectHelp.out().contains("125 skip"), bisectHelp.out());
        assertFalse(bisectHelp.err().contains("WARN"), bisectHelp.err());
    }

    @Test
    void anUnreachableTargetFailsWithAHint() throws Exception {
        int closed = closedPort();
        allow("127.0.0.1");
        CliRun r = triage("repro", figuresCluster, "--target", "127.0.0.1:" + closed, "--runs", "1", "-t", "1");
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("cannot connect"), r.err());
    }

    @Test
    void bisectRunExitCodes() throws Exception {
        allow("127.0.0.1");
        String target = "127.0.0.1:" + port();
        CliRun good = triage("bisect-run", "--target", target, "--threshold", "80%", "--baseline", "1M", "-t", "1");
        assertEquals(0, good.code(), good.out() + good.err());
        assertTrue(good.out().startsWith("good: median "), good.out());
        assertTrue(good.out().contains("of 3 runs >= 800 kbit/s (80% of baseline 1 Mbit/s)"), good.out());
        CliRun bad = triage("bisect-run", "--target", target, "--threshold", "0.8", "--baseline", "10Tbit/s",
                "-t", "1", "--runs", "1", "-R");
        assertEquals(1, bad.code(), bad.out() + bad.err());
        assertTrue(bad.out().startsWith("bad: median "), bad.out());

        CliRun skip = triage("bisect-run", "--target", "127.0.0.1:" + closedPort(), "--threshold", "80%",
                "--baseline", "1G", "-t", "1");
        assertEquals(125, skip.code(), skip.out() + skip.err());
        assertTrue(skip.out().startsWith("skip: run 1 of 3 against 127.0.0.1:"), skip.out());
        assertTrue(skip.out().contains("cannot connect"), skip.out());
    }

    @Test
    void bisectRunStopsGitBisectOnErrorsNoCommitCanFix() throws Exception {
        String target = "127.0.0.1:" + port();
        CliRun refused = triage("bisect-run", "--target", target, "--threshold", "80%", "--baseline", "1G");
        assertEquals(128, refused.code(), refused.err());
        assertTrue(refused.err().contains("not allow-listed"), refused.err());
        allow("127.0.0.1");
        assertEquals(128, triage("bisect-run", "--target", target, "--threshold", "lots", "--baseline", "1G").code());
        assertEquals(128, triage("bisect-run", "--target", target, "--threshold", "80%", "--baseline", "fast").code());
        CliRun none = triage("bisect-run", "--target", target, "--threshold", "80%");
        assertEquals(128, none.code());
        assertTrue(none.err().contains("give --baseline BPS, or --cluster ID"), none.err());
        CliRun unknown = triage("bisect-run", "--target", target, "--threshold", "80%", "--cluster", "cnothere");
        assertEquals(128, unknown.code());
        assertTrue(unknown.err().contains("no stored 'triage repro' result for cluster cnothere"), unknown.err());
        assertEquals(128, triage("bisect-run", "--bogus").code(), "a usage error must not read as 'bad'");
        assertEquals(128, triage("bisect-run", "--target", target).code());
    }

    @Test
    void bisectRunTakesItsBaselineFromAStoredRepro() throws Exception {
        allow("127.0.0.1");
        String target = "127.0.0.1:" + port();
        assertEquals(0, triage("repro", figuresCluster, "--target", target, "--runs", "1", "-t", "1", "-q").code());
        double mean = ReproStore.in(data).latest(figuresCluster).orElseThrow().comparedSeries().summary().mean();
        CliRun r = triage("bisect-run", "--target", target, "--threshold", "1%", "--cluster", figuresCluster,
                "--runs", "1", "-t", "1");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("(1% of baseline " + dev.lkmltriage.extract.Bandwidth.ofBitsPerSecond(mean)
                .format() + ")"), r.out());
    }

    private static int closedPort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
