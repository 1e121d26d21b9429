package dev.lkmltriage.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Our server facing broken and hostile clients: each gets a clear error, none a hang, and the server serves on. */
class HostileClientTest {
    private ProbeServer server;
    private final BlockingQueue<Exception> failures = new ArrayBlockingQueue<>(16);
    private final BlockingQueue<ProbeResult> results = new ArrayBlockingQueue<>(16);

    @BeforeEach
    void start() throws IOException {
        server = new ProbeServer(0, null);
        server.timeouts(700, 1);
        server.onFailure(e -> { failures.add(e); });
        server.onResult(results::add);
        server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** A hand-driven client speaking the protocol byte by byte. */
    private final class Raw implements AutoCloseable {
        final Socket s;
        final DataInputStream in;
        final DataOutputStream out;

        Raw() throws IOException {
            s = new Socket("127.0.0.1", server.port());
            s.setSoTimeout(5_000);
            in = new DataInputStream(s.getInputStream());
            out = new DataOutputStream(s.getOutputStream());
        }

        void json(String text) throws IOException {
            byte[] b = text.getBytes(StandardCharsets.UTF_8);
            out.writeInt(b.length);
            out.write(b);
            out.flush();
        }

        /** Sends the cookie and expects the server to ask for the test's parameters. */
        void hello() throws IOException {
            out.write(COOKIE);
            assertEquals(ProtocolState.PARAM_EXCHANGE.code, in.readByte());
        }

        /** Asks for a one-stream TCP test of {@code seconds} and expects the server to wait for the stream. */
        void oneStream(int seconds) throws IOException {
            json("{\"tcp\":true,\"time\":" + seconds + ",\"parallel\":1,\"len\":1024}");
            assertEquals(ProtocolState.CREATE_STREAMS.code, in.readByte());
        }

        /** Connects the data stream and expects the test to start and run. */
        Raw startStream() throws IOException {
            Raw data = new Raw();
            data.out.write(COOKIE);
            data.out.flush();
            assertEquals(ProtocolState.TEST_START.code, in.readByte());
            assertEquals(ProtocolState.TEST_RUNNING.code, in.readByte());
            return data;
        }

        @Override
        public void close() throws IOException {
            s.close();
        }
    }

    private static final byte[] COOKIE = "abcdefghijklmnopqrstuvwxyz2345672345\0".getBytes(StandardCharsets.US_ASCII);

    private Exception failure() throws InterruptedException {
        // the server's thread reports it after the client has gone: up to a minute on a loaded machine
        Exception e = failures.poll(60, TimeUnit.SECONDS);
        assertNotNull(e, "the server reported no failure");
        return e;
    }

    private void serverStillServes() throws IOException {
        ProbeResult r = ProbeClient.run(ProbeOptions.defaults("127.0.0.1").withPort(server.port()).withSeconds(1)
                .withInterval(0));
        assertTrue(r.received().bytes() > 0);
    }

    @Test
    void garbageParametersGetServerErrorAndAMessage() throws Exception {
        try (Raw c = new Raw()) {
            c.hello();
            c.json("{\"tcp\": tru");
            assertEquals(ProtocolState.SERVER_ERROR.code, c.in.readByte());
            c.in.readInt();
            c.in.readInt();
        }
        assertTrue(failure().getMessage().contains("garbage"));
        serverStillServes();
    }

    @Test
    void fourGigabyteLengthPrefixIsRefusedWithoutAllocating() throws Exception {
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            try (Raw c = new Raw()) {
                c.hello();
                c.out.writeInt(0xffffffff);
                c.out.flush();
                assertEquals(ProtocolState.SERVER_ERROR.code, c.in.readByte());
            }
            String m = failure().getMessage();
            assertTrue(m.contains("4294967295"), m);
        });
        serverStillServes();
    }

    @Test
    void outOfBoundsParametersAreRefusedWithTheReason() throws Exception {
        for (String params : new String[] {"{\"tcp\":true,\"time\":7200,\"parallel\":1,\"len\":131072}",
                "{\"tcp\":true,\"time\":1,\"parallel\":100000,\"len\":131072}",
                "{\"tcp\":true,\"time\":1,\"parallel\":1,\"len\":1073741824}", "{\"udp\":true,\"time\":1}",
                "[1,2,3]", "{\"time\":\"ten\"}"}) {
            try (Raw c = new Raw()) {
                c.hello();
                c.json(params);
                assertEquals(ProtocolState.SERVER_ERROR.code, c.in.readByte(), params);
            }
            assertNotNull(failure(), params);
        }
        serverStillServes();
    }

    @Test
    void silentClientTimesOut() throws Exception {
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            try (Raw c = new Raw()) {
                c.out.write(COOKIE, 0, 10); // a partial cookie, then nothing
                c.out.flush();
                String m = failure().getMessage();
                assertTrue(m.contains("went silent"), m);
            }
        });
        serverStillServes();
    }

    @Test
    void clientSilentMidTestIsDroppedAfterTheGrace() throws Exception {
        assertTimeoutPreemptively(TimeBudget.seconds(15), () -> {
            try (Raw c = new Raw()) {
                c.hello();
                c.oneStream(1);
                Raw data = c.startStream();
                // never send TEST_END
                String m = failure().getMessage();
                assertTrue(m.contains("went silent"), m);
            }
        });
        serverStillServes();
    }

    @Test
    void clientClosingMidTestEndsTheTest() throws Exception {
        try (Raw c = new Raw()) {
            c.hello();
            c.oneStream(5);
            Raw data = c.startStream();
            data.out.write(new byte[100_000]);
            c.close();
            String m = failure().getMessage();
            assertTrue(m.contains("closed the control connection"), m);
        }
        serverStillServes();
    }

    @Test
    void dataConnectionWithWrongCookieIsDeniedAndTheTestGoesOn() throws Exception {
        try (Raw c = new Raw()) {
            c.hello();
            c.oneStream(1);
            Raw intruder = new Raw();
            byte[] wrong = COOKIE.clone();
            wrong[0] = 'z';
            intruder.out.write(wrong);
            intruder.out.flush();
            assertEquals(ProtocolState.ACCESS_DENIED.code, intruder.in.readByte());
            assertEquals(-1, intruder.in.read(), "the intruder's connection is closed");
            Raw data = c.startStream();
            data.out.write(new byte[64 << 10]);
            data.out.flush();
            c.out.write(ProtocolState.TEST_END.code);
            c.out.flush();
            assertEquals(ProtocolState.EXCHANGE_RESULTS.code, c.in.readByte());
            c.json("{\"cpu_util_total\":1,\"cpu_util_user\":0.5,\"cpu_util_system\":0.5,"
                    + "\"sender_has_retransmits\":0,\"streams\":[{\"id\":1,\"bytes\":65536,\"retransmits\":-1,"
                    + "\"jitter\":0,\"errors\":0,\"packets\":0,\"start_time\":0,\"end_time\":1}]}");
            int len = c.in.readInt();
            assertTrue(len > 0 && len < 100_000);
            String theirs = new String(c.in.readNBytes(len), StandardCharsets.UTF_8);
            assertTrue(theirs.contains("\"id\":1"), theirs);
            assertEquals(ProtocolState.DISPLAY_RESULTS.code, c.in.readByte());
            c.out.write(ProtocolState.IPERF_DONE.code);
            c.out.flush();
        }
        ProbeResult r = results.poll(60, TimeUnit.SECONDS);
        assertNotNull(r, "failures: " + failures);
        assertEquals(65536, r.sent().bytes(), "the client's own count, as it reported it");
        assertTrue(r.received().bytes() <= 65536);
    }

    @Test
    void secondClientIsToldTheServerIsBusy() throws Exception {
        try (Raw c = new Raw()) {
            c.hello();
            ProbeException e = org.junit.jupiter.api.Assertions.assertThrows(ProbeException.class,
                    () -> ProbeClient.run(ProbeOptions.defaults("127.0.0.1").withPort(server.port()).withSeconds(1)));
            assertTrue(e.getMessage().contains("busy"), e.getMessage());
        }
    }
}
