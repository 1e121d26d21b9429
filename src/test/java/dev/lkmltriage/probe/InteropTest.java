package dev.lkmltriage.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Our client against a real iperf3 server and a real iperf3 client against our server, in every direction: the byte
 * counts each end reports for the same test must agree.
 */
class InteropTest {

    private static void near(long expected, long actual, double tolerance, String what) {
        assertTrue(expected > 0, what + ": expected bytes to have moved");
        double diff = Math.abs(expected - actual) / (double) expected;
        assertTrue(diff <= tolerance, what + ": " + actual + " vs " + expected + " differ by " + diff * 100 + "%");
    }

    /**
     * What a receiver may still be short of the sender when the test ends: whatever sat in the socket buffers, at
     * most the kernel's largest send plus receive buffer per stream (32 MiB of receive buffer on loopback here, a
     * tenth of a second at loopback speed, so a fixed percentage of a one-second test is no bound at all).
     */
    private static void inFlight(long sent, long received, int streams, String what) {
        assertTrue(sent > 0, what + ": expected bytes to have moved");
        long buffers = streams * (maxBuffer("tcp_wmem") + maxBuffer("tcp_rmem"));
        long allowed = Math.max((long) (sent * 0.05), buffers);
        assertTrue(sent - received <= allowed, what + ": " + received + " of " + sent + " bytes arrived, "
                + (sent - received) + " short, more than the " + allowed + " the socket buffers can hold");
    }

    private static long maxBuffer(String sysctl) {
        try {
            // one line read, not Files.readString: that reads a sysctl file byte by byte from offset 0 and the
            // kernel answers the read at offset 1 with end of file, so it returned "4" and the bound was always 0
            String line;
            try (var r = java.nio.file.Files.newBufferedReader(java.nio.file.Path.of("/proc/sys/net/ipv4", sysctl))) {
                line = r.readLine();
            }
            String[] f = line.trim().split("\\s+");
            return Long.parseLong(f[2]);
        } catch (java.io.IOException | RuntimeException e) {
            return 0; // not Linux: the 5 % bound alone
        }
    }

    // ---- our client, iperf3 server ----

    private static void clientAgainstIperf3(ProbeOptions o, boolean bidir) throws Exception {
        int port = Iperf3.freePort();
        Process server = Iperf3.server(port);
        try {
            ProbeResult r = ProbeClient.run(o.withPort(port));
            JsonNode sj = Iperf3.awaitJson(server, 20);
            JsonNode end = sj.path("end");
            // iperf3 -s writes its JSON before the results exchange, so only the side it counted itself is there
            if (o.reverse()) {
                near(end.path("sum_sent").path("bytes").asLong(), r.sent().bytes(), 0.001, "sent");
            } else {
                near(end.path("sum_received").path("bytes").asLong(), r.received().bytes(), 0.001, "received");
            }
            // the client counts before its senders' last writes return (iperf3's server stops counting at TEST_END), so
            // each stream may deliver one write more than it reported
            assertTrue(r.received().bytes() <= r.sent().bytes() + (long) o.len() * o.parallel(),
                    "cannot receive more than was sent, plus one write per stream");
            int perDirection = o.parallel();
            inFlight(r.sent().bytes(), r.received().bytes(), perDirection, "sent vs received");
            assertEquals(o.parallel() * (bidir ? 2 : 1), r.streams().size());
            if (bidir) {
                assertNotNull(r.reverseSent());
                near(end.path("sum_sent_bidir_reverse").path("bytes").asLong(), r.reverseSent().bytes(), 0.001,
                        "reverse sent");
                inFlight(r.reverseSent().bytes(), r.reverseReceived().bytes(), perDirection,
                        "reverse sent vs received");
            } else {
                assertNull(r.reverseSent());
            }
            assertTrue(r.receivedBps() > 1e6, "loopback moves more than 1 Mbit/s: " + r.receivedBps());
        } finally {
            server.destroyForcibly();
        }
    }

    private static ProbeOptions opts() {
        return ProbeOptions.defaults("127.0.0.1").withSeconds(1).withInterval(0.5);
    }

    @Test
    void ourClientToIperf3Server() throws Exception {
        clientAgainstIperf3(opts(), false);
    }

    @Test
    void ourClientToIperf3ServerReverse() throws Exception {
        clientAgainstIperf3(opts().withReverse(true), false);
    }

    @Test
    void ourClientToIperf3ServerBidir() throws Exception {
        clientAgainstIperf3(opts().withBidir(true), true);
    }

    @Test
    void ourClientToIperf3ServerParallel() throws Exception {
        clientAgainstIperf3(opts().withParallel(3).withLen(32 << 10), false);
    }

    // ---- iperf3 client, our server ----

    private static void iperf3AgainstOurServer(int streams, String... extra) throws Exception {
        String bin = Iperf3.binary();
        BlockingQueue<ProbeResult> results = new ArrayBlockingQueue<>(1);
        BlockingQueue<Exception> failures = new ArrayBlockingQueue<>(4);
        try (ProbeServer server = new ProbeServer(0, null)) {
            server.onResult(results::add);
            server.onFailure(failures::add);
            server.start();
            List<String> cmd = new ArrayList<>(List.of(bin, "-c", "127.0.0.1", "-p",
                    Integer.toString(server.port()), "-t", "1", "-J"));
            cmd.addAll(List.of(extra));
            JsonNode cj = Iperf3.runJson(cmd, 30);
            assertFalse(cj.has("error"), "iperf3 reported an error: " + cj.path("error"));
            // our server records its result once the client has gone; a minute for a loaded machine (the poll returns
            // as soon as it is there)
            ProbeResult ours = results.poll(60, TimeUnit.SECONDS);
            assertNotNull(ours, "our server produced no result; failures: " + failures);
            JsonNode end = cj.path("end");
            near(end.path("sum_sent").path("bytes").asLong(), ours.sent().bytes(), 0.001, "sent");
            near(end.path("sum_received").path("bytes").asLong(), ours.received().bytes(), 0.001, "received");
            assertEquals(streams, ours.streams().size());
            assertEquals(streams, end.path("streams").size());
            if (ours.options().bidir()) {
                near(end.path("sum_sent_bidir_reverse").path("bytes").asLong(), ours.reverseSent().bytes(), 0.001,
                        "reverse sent");
            }
            assertTrue(failures.isEmpty(), "server failures: " + failures);
        }
    }

    @Test
    void iperf3ClientToOurServer() throws Exception {
        iperf3AgainstOurServer(1);
    }

    @Test
    void iperf3ClientToOurServerReverse() throws Exception {
        iperf3AgainstOurServer(1, "-R");
    }

    @Test
    void iperf3ClientToOurServerBidir() throws Exception {
        iperf3AgainstOurServer(2, "--bidir");
    }

    @Test
    void iperf3ClientToOurServerParallel() throws Exception {
        iperf3AgainstOurServer(3, "-P", "3", "-l", "32K");
    }
}
