package dev.lkmltriage.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Our client against our server: both ends' views of one test agree, in every mode, with omit and intervals. */
class LoopbackTest {

    private static ProbeResult[] both(ProbeOptions o) throws Exception {
        BlockingQueue<ProbeResult> serverSide = new ArrayBlockingQueue<>(1);
        try (ProbeServer server = new ProbeServer(0, null)) {
            server.onResult(serverSide::add);
            server.start();
            ProbeResult client = ProbeClient.run(o.withPort(server.port()));
            // the server records its side after the client has returned: up to a minute on a loaded machine
            ProbeResult srv = serverSide.poll(60, TimeUnit.SECONDS);
            assertNotNull(srv, "the server recorded no result within a minute of the client's end");
            return new ProbeResult[] {client, srv};
        }
    }

    @Test
    void bidirWithTwoStreamsEachWayAgreesOnBothEnds() throws Exception {
        ProbeResult[] r = both(ProbeOptions.defaults("127.0.0.1").withSeconds(1).withParallel(2).withBidir(true)
                .withInterval(0.5));
        ProbeResult c = r[0];
        ProbeResult s = r[1];
        assertEquals(4, c.streams().size());
        assertEquals(c.sent().bytes(), s.sent().bytes());
        assertEquals(c.received().bytes(), s.received().bytes());
        assertEquals(c.reverseSent().bytes(), s.reverseSent().bytes());
        assertEquals(c.reverseReceived().bytes(), s.reverseReceived().bytes());
        assertTrue(c.reverseReceived().bytes() > 0 && c.received().bytes() > 0);
        List<Integer> ids = new ArrayList<>();
        c.streams().forEach(x -> ids.add(x.id()));
        assertEquals(List.of(1, 3, 4, 5), ids, "iperf3 3.12 numbers streams 1, 3, 4, ...");
        assertTrue(c.intervals().get(0).bytes(true) > 0 && c.intervals().get(0).bytes(false) > 0);
    }

    @Test
    void omitDropsTheWarmUpFromTheTotals() throws Exception {
        ProbeResult c = both(ProbeOptions.defaults("127.0.0.1").withSeconds(1).withOmit(1).withInterval(0.5))[0];
        assertTrue(c.intervals().get(0).omitted(), "the first intervals are marked omitted");
        assertFalse(c.intervals().get(c.intervals().size() - 1).omitted());
        long measured = c.intervals().stream().filter(i -> !i.omitted()).mapToLong(i -> i.bytes(true)).sum();
        long omitted = c.intervals().stream().filter(IntervalReport::omitted).mapToLong(i -> i.bytes(true)).sum();
        assertTrue(omitted > 0);
        assertTrue(c.sent().bytes() >= measured && c.sent().bytes() < measured + omitted,
                "totals count the measured second only: " + c.sent().bytes() + " vs " + measured + "+" + omitted);
        assertTrue(c.sent().seconds() >= 0.9 && c.sent().seconds() < 1.9, "seconds: " + c.sent().seconds());
        JsonNode j = JsonReport.toJson(c);
        assertTrue(j.path("intervals").get(0).path("sum").path("omitted").asBoolean());
    }

    @Test
    void hostStatsAndCpuAreReported() throws Exception {
        ProbeResult c = both(ProbeOptions.defaults("127.0.0.1").withSeconds(1).withInterval(0))[0];
        org.junit.jupiter.api.Assumptions.assumeTrue(c.hostStats() != null, "no /proc here");
        HostStats h = c.hostStats();
        assertTrue(h.seconds() > 0.5 && h.seconds() < 5, "spans the test: " + h.seconds());
        assertTrue(h.contextSwitchesPerSec() > 0 && h.interruptsPerSec() >= 0);
        double cpu = h.cpuUser() + h.cpuSystem() + h.cpuSoftirq() + h.cpuIdle() + h.cpuSteal();
        assertTrue(cpu > 99.99 && cpu <= 100.0001, "shares add up: " + cpu);
        assertTrue(c.retransmits() >= 0, "host-wide retransmits stand in where TCP_INFO is out of reach");
        assertTrue(c.cpu().hostTotal() > 0 && c.cpu().remoteTotal() > 0);
    }

    @Test
    void optionsOutOfBoundsAreRefusedWithAFix() {
        ProbeOptions d = ProbeOptions.defaults("h");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> d.withSeconds(3601)).getMessage()
                .contains("use -t"));
        assertThrows(IllegalArgumentException.class, () -> d.withParallel(129));
        assertThrows(IllegalArgumentException.class, () -> d.withLen((16 << 20) + 1));
        assertThrows(IllegalArgumentException.class, () -> d.withInterval(0.01));
        assertThrows(IllegalArgumentException.class, () -> d.withReverse(true).withBidir(true));
        assertThrows(IllegalArgumentException.class, () -> ProbeOptions.defaults(" "));
    }

    @Test
    void parametersIperf3SendsAreUnderstood() throws Exception {
        // as iperf3 3.12's send_parameters() writes them for "-c h -t 2 -P 3 -R -l 32K -w 256K -M 1400 -O 1"
        JsonNode j = Iperf3.JSON.readTree("{\"tcp\":true,\"omit\":1,\"time\":2,\"num\":0,\"blockcount\":0,"
                + "\"MSS\":1400,\"parallel\":3,\"reverse\":true,\"window\":262144,\"len\":32768,"
                + "\"pacing_timer\":1000,\"client_version\":\"3.12\"}");
        TestParams p = TestParams.fromJson(j);
        assertEquals(new TestParams(2, 1, 3, 32768, true, false, 262144, 1400, "3.12"), p);
        assertEquals(p, TestParams.fromJson(p.toJson()));
        assertEquals(3, p.streamCount());
        TestParams b = TestParams.fromJson(Iperf3.JSON.readTree("{\"tcp\":true,\"time\":1,\"parallel\":2,"
                + "\"bidirectional\":true}"));
        assertEquals(4, b.streamCount());
        assertEquals(Limits.DEFAULT_LEN, b.len());
        assertThrows(ProbeException.class, () -> TestParams.fromJson(Iperf3.JSON.readTree("{\"num\":1048576}")));
    }
}
