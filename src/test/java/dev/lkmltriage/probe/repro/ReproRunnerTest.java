package dev.lkmltriage.probe.repro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.probe.ProbeException;
import dev.lkmltriage.probe.ProbeServer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Plans run for real on loopback: against our probe server and against a real iperf3 server. */
class ReproRunnerTest {
    private static final ReportedFigures FIGURES = new ReportedFigures(696e6, 272e6, "send throughput", "test");

    private static ReproSubject subject(String line) {
        return new ReproSubject("ctest", "m@test", PlanParser.parse(line), FIGURES);
    }

    @Test
    void forwardAndReverseAgainstOurServer() throws Exception {
        try (ProbeServer server = new ProbeServer(0, null)) {
            AtomicInteger served = new AtomicInteger();
            server.onResult(r -> served.incrementAndGet());
            server.start();
            List<String> progress = new ArrayList<>();
            ReproResult r = ReproRunner.run(subject("$ iperf -m -l32k -c gw -r"),
                    new Target("127.0.0.1", server.port()), AllowList.of("127.0.0.1:" + server.port()), 2, 1,
                    ReproRunner.real(), (dir, run, of, bps) -> progress.add(dir + " " + run + "/" + of));
            assertEquals(List.of("forward 1/2", "reverse 1/2", "forward 2/2", "reverse 2/2"), progress,
                    "rounds alternate the directions");
            assertEquals(2, r.series().size());
            for (RunSeries s : r.series()) {
                assertEquals(2, s.summary().runs());
                assertTrue(s.summary().mean() > 1e6, s.toString());
            }
            assertEquals("forward", r.compared(), "a send-throughput report compares the forward run");
            assertTrue(r.sentence().endsWith("(forward run)"), r.sentence());
            assertEquals("127.0.0.1", r.address());
            // the server may record its last result just after the client has returned; a minute, not five seconds,
            // for a loaded machine (the wait ends as soon as it is there)
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (served.get() < 4 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertEquals(4, served.get(), "every planned run reached the server");
        }
    }

    @Test
    void receiveFiguresCompareTheReverseRun() throws Exception {
        try (ProbeServer server = new ProbeServer(0, null)) {
            server.start();
            ReproSubject s = new ReproSubject("c", null, PlanParser.parse("iperf -c x -r -t 1"),
                    new ReportedFigures(85e6 * 8, null, "receive throughput", "t"));
            ReproResult r = ReproRunner.run(s, new Target("127.0.0.1", server.port()), AllowList.of("127.0.0.1"), 1,
                    1, ReproRunner.real(), null);
            assertEquals("reverse", r.compared());
        }
    }

    @Test
    void againstARealIperf3Server() throws Exception {
        int port = Peers.freePort();
        Process iperf3 = Peers.iperf3Server(port, List.of());
        try {
            ReproResult r = ReproRunner.run(subject("iperf3 -c host -t 30 -P 2 -R"), new Target("127.0.0.1", port),
                    AllowList.of("127.0.0.0/8"), 2, 1, ReproRunner.real(), null);
            RunSeries s = r.series().get(0);
            assertEquals("reverse", s.direction());
            assertEquals(2, s.summary().runs());
            assertTrue(s.summary().mean() > 1e6, s.toString());
            assertTrue(r.sentence().startsWith("measured "), r.sentence());
        } finally {
            Peers.stop(iperf3);
        }
    }

    @Test
    void aOneOffIperf3ServerServesOneRun() throws Exception {
        int port = Peers.freePort();
        Process iperf3 = Peers.iperf3Server(port, List.of(), "-1");
        try {
            ReproResult r = ReproRunner.run(subject("iperf3 -c h -l 64K"), new Target("127.0.0.1", port),
                    AllowList.of("127.0.0.1:" + port), 1, 1, ReproRunner.real(), null);
            assertEquals(1, r.comparedSeries().summary().runs());
            // the server has exited: a second run finds nobody there, and says so
            iperf3.waitFor(10, java.util.concurrent.TimeUnit.SECONDS);
            ProbeException e = assertThrows(ProbeException.class, () -> ReproRunner.run(subject("iperf3 -c h"),
                    new Target("127.0.0.1", port), AllowList.of("127.0.0.1"), 1, 1, ReproRunner.real(), null));
            assertTrue(e.getMessage().contains("cannot connect"), e.getMessage());
        } finally {
            Peers.stop(iperf3);
        }
    }

    private static ProbeException failure(ProbeException.Reason why) {
        return new ProbeException(why, why.name(), null);
    }

    @Test
    void aServerReopeningBetweenRunsIsTriedAgain() throws Exception {
        List<ProbeException.Reason> script = new ArrayList<>(List.of(ProbeException.Reason.DROPPED,
                ProbeException.Reason.REFUSED, ProbeException.Reason.BUSY));
        AtomicInteger calls = new AtomicInteger();
        ReproRunner.Probe probe = ReproRunner.retrying(o -> {
            // the first run gets through; the second meets the server re-opening, three times over
            if (calls.incrementAndGet() > 1 && !script.isEmpty()) {
                throw failure(script.remove(0));
            }
            return 5e8;
        }, 5_000);
        ReproResult r = ReproRunner.run(subject("iperf3 -c h"), new Target("127.0.0.1", 5201),
                AllowList.of("127.0.0.1"), 2, 1, probe, null);
        assertEquals(2, r.comparedSeries().summary().runs());
        assertEquals(5, calls.get(), "two runs, three retries");
    }

    @Test
    void nobodyThereAtFirstOrABrokenServerIsNotTriedAgain() {
        for (ProbeException.Reason why : List.of(ProbeException.Reason.REFUSED, ProbeException.Reason.DROPPED,
                ProbeException.Reason.OTHER)) {
            AtomicInteger calls = new AtomicInteger();
            ReproRunner.Probe probe = ReproRunner.retrying(o -> {
                calls.incrementAndGet();
                throw failure(why);
            }, 5_000);
            ProbeException e = assertThrows(ProbeException.class, () -> probe.run(null));
            assertEquals(why, e.reason());
            assertEquals(1, calls.get(), why + " before any run got through fails at once");
        }
    }

    @Test
    void aBusyServerIsTriedUntilTheDeadline() {
        AtomicInteger calls = new AtomicInteger();
        ReproRunner.Probe probe = ReproRunner.retrying(o -> {
            calls.incrementAndGet();
            throw failure(ProbeException.Reason.BUSY);
        }, 1_000); // pauses 50, 100, 200, 400 ms: five calls; a 300 ms window saw one if a loaded machine stalled 250 ms
        ProbeException e = assertThrows(ProbeException.class, () -> probe.run(null));
        assertEquals(ProbeException.Reason.BUSY, e.reason());
        assertTrue(calls.get() >= 2 && calls.get() <= 5, "retried with backoff, then given up: " + calls.get());
    }

    @Test
    void refusedBeforeAnyRun() {
        AtomicInteger calls = new AtomicInteger();
        assertThrows(TargetRefusedException.class, () -> ReproRunner.run(subject("iperf3 -c h"),
                new Target("127.0.0.1", 5201), AllowList.of("192.0.2.1"), 1, 1, o -> {
                    calls.incrementAndGet();
                    return 1;
                }, null));
        assertEquals(0, calls.get());
        assertThrows(IllegalArgumentException.class, () -> ReproRunner.run(subject("iperf3 -c h"),
                new Target("127.0.0.1", 5201), AllowList.of("127.0.0.1"), 0, 1, o -> 1, null));
    }
}
