package dev.lkmltriage.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Our -J output read back: it carries the result's figures, and it has the keys iperf3 3.12's own -J output has
 * where tools read them (compared against a live iperf3 run where iperf3 is installed).
 */
class JsonLayoutTest {
    private static ProbeResult result;
    private static JsonNode ours;

    @BeforeAll
    static void runOnce() throws Exception {
        try (ProbeServer server = new ProbeServer(0, null)) {
            server.start();
            result = ProbeClient.run(ProbeOptions.defaults("127.0.0.1").withPort(server.port()).withSeconds(1)
                    .withInterval(0.5).withParallel(2).withLen(64 << 10));
        }
        ours = Iperf3.JSON.readTree(JsonReport.toJsonText(result));
    }

    @Test
    void figuresReadBack() {
        JsonNode end = ours.path("end");
        assertEquals(result.sent().bytes(), end.path("sum_sent").path("bytes").asLong());
        assertEquals(result.received().bytes(), end.path("sum_received").path("bytes").asLong());
        assertEquals(result.receivedBps(), end.path("sum_received").path("bits_per_second").asDouble(), 1e-6);
        assertEquals(2, end.path("streams").size());
        assertEquals(2, ours.path("start").path("connected").size());
        assertEquals(2, ours.path("start").path("test_start").path("num_streams").asInt());
        assertEquals(65536, ours.path("start").path("test_start").path("blksize").asInt());
        assertEquals(result.intervals().size(), ours.path("intervals").size());
        long sumOfIntervals = 0;
        for (JsonNode iv : ours.path("intervals")) {
            sumOfIntervals += iv.path("sum").path("bytes").asLong();
            assertEquals(2, iv.path("streams").size());
        }
        // like iperf3, a final sliver of an interval shorter than 0.1 s is counted in the totals but not shown
        assertTrue(sumOfIntervals <= result.sent().bytes() && sumOfIntervals >= 0.9 * result.sent().bytes(),
                "intervals cover the test: " + sumOfIntervals + " of " + result.sent().bytes());
        assertTrue(end.path("cpu_utilization_percent").path("host_total").asDouble() > 0);
        if (result.hostStats() != null) {
            assertTrue(end.path("host_stats").has("interrupts_per_second"));
            assertTrue(end.path("host_stats").has("tcp_retrans_segs"));
        }
        assertEquals(result.cookie(), ours.path("start").path("cookie").asText());
        assertEquals(36, result.cookie().length());
    }

    @Test
    void sumsOfStreamsMatchTheTotals() {
        long sent = 0;
        long received = 0;
        for (StreamReport s : result.streams()) {
            sent += s.sent().bytes();
            received += s.received().bytes();
        }
        assertEquals(result.sent().bytes(), sent);
        assertEquals(result.received().bytes(), received);
    }

    @Test
    void hasTheKeysIperf3Has() throws Exception {
        String bin = Iperf3.binary();
        int port = Iperf3.freePort();
        Process server = Iperf3.server(port);
        JsonNode theirs;
        try {
            theirs = Iperf3.runJson(List.of(bin, "-c", "127.0.0.1", "-p", Integer.toString(port), "-t", "1", "-P",
                    "2", "-i", "0.5", "-J"), 20);
        } finally {
            server.destroyForcibly();
        }
        // keys a Java end cannot fill (TCP_INFO: cwnd, rtt; system facts iperf3 takes from its build)
        Set<String> cannot = Set.of("snd_cwnd", "snd_wnd", "rtt", "rttvar", "pmtu", "max_snd_cwnd", "max_snd_wnd",
                "max_rtt", "min_rtt", "mean_rtt", "retransmits", "sender_tcp_congestion", "receiver_tcp_congestion",
                "tcp_mss_default", "sndbuf_actual", "rcvbuf_actual", "fq_rate");
        List<String> missing = new ArrayList<>();
        compare("", theirs, ours, cannot, missing);
        assertTrue(missing.isEmpty(), "keys iperf3 has and we lack: " + missing);
    }

    private static void compare(String path, JsonNode theirs, JsonNode ours, Set<String> cannot, List<String> out) {
        if (theirs.isObject()) {
            for (Iterator<String> it = theirs.fieldNames(); it.hasNext();) {
                String k = it.next();
                if (cannot.contains(k)) {
                    continue;
                }
                if (!ours.has(k)) {
                    out.add(path + "." + k);
                } else {
                    compare(path + "." + k, theirs.get(k), ours.get(k), cannot, out);
                }
            }
        } else if (theirs.isArray() && theirs.size() > 0 && ours.isArray() && ours.size() > 0) {
            compare(path + "[0]", theirs.get(0), ours.get(0), cannot, out);
        }
    }
}
