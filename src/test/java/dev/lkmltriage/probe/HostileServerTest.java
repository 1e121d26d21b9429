package dev.lkmltriage.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Our client facing scripted broken and hostile servers: always a clear ProbeException, never a hang. */
class HostileServerTest {

    interface Script {
        void play(Socket control, DataInputStream in, DataOutputStream out, ServerSocket listener) throws Exception;
    }

    /** Runs {@code script} as the server for one client run and returns the client's error. */
    private static ProbeException against(Script script) throws Exception {
        List<Socket> keep = new ArrayList<>();
        try (ServerSocket listener = new ServerSocket(0)) {
            Thread t = new Thread(() -> {
                try (Socket s = listener.accept()) {
                    keep.add(s);
                    s.setSoTimeout(10_000);
                    DataInputStream in = new DataInputStream(s.getInputStream());
                    in.readNBytes(Cookie.SIZE);
                    script.play(s, in, new DataOutputStream(s.getOutputStream()), listener);
                    Thread.sleep(10_000); // then stay silent until the client gives up and closes
                } catch (Exception e) {
                    // the client hung up: expected
                }
            });
            t.setDaemon(true);
            t.start();
            ProbeOptions o = ProbeOptions.defaults("127.0.0.1").withPort(listener.getLocalPort()).withSeconds(1)
                    .withInterval(0);
            return assertTimeoutPreemptively(TimeBudget.seconds(15),
                    () -> assertThrows(ProbeException.class, () -> ProbeClient.run(o, null, 800)));
        }
    }

    private static void json(DataOutputStream out, String text) throws IOException {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
        out.flush();
    }

    private static void contains(ProbeException e, String... words) {
        for (String w : words) {
            assertTrue(e.getMessage().contains(w), "'" + e.getMessage() + "' should mention " + w);
        }
    }

    /** Plays a well-behaved server up to the test's end. */
    private static void upToTestEnd(DataInputStream in, DataOutputStream out, ServerSocket listener)
            throws Exception {
        out.write(ProtocolState.PARAM_EXCHANGE.code);
        out.flush();
        int len = in.readInt();
        in.readNBytes(len);
        out.write(ProtocolState.CREATE_STREAMS.code);
        out.flush();
        Socket data = listener.accept();
        data.getInputStream().readNBytes(Cookie.SIZE);
        Thread drain = new Thread(() -> {
            try {
                data.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
            } catch (IOException ignored) {
                // closed
            }
        });
        drain.setDaemon(true);
        drain.start();
        out.write(ProtocolState.TEST_START.code);
        out.write(ProtocolState.TEST_RUNNING.code);
        out.flush();
        if (in.readByte() != ProtocolState.TEST_END.code) {
            throw new IOException("expected TEST_END");
        }
    }

    @Test
    void busyServer() throws Exception {
        ProbeException e = against((s, in, out, l) -> {
            out.write(ProtocolState.ACCESS_DENIED.code);
            out.flush();
        });
        contains(e, "busy", "try again later");
        assertEquals(ProbeException.Reason.BUSY, e.reason());
    }

    @Test
    void silentServer() throws Exception {
        ProbeException e = against((s, in, out, l) -> { });
        contains(e, "went silent");
        assertEquals(ProbeException.Reason.OTHER, e.reason(), "a silent server is not one to try again at once");
    }

    @Test
    void serverClosesRightAway() throws Exception {
        ProbeException e = against((s, in, out, l) -> s.close());
        contains(e, "closed the control connection");
        assertEquals(ProbeException.Reason.DROPPED, e.reason(), "closed before the test began");
    }

    @Test
    void serverResetsRightAway() throws Exception {
        ProbeException e = against((s, in, out, l) -> {
            s.setSoLinger(true, 0); // closing now sends RST, as a listening socket closed with a backlog does
            s.close();
        });
        contains(e, "dropped the connection before the test began");
        assertEquals(ProbeException.Reason.DROPPED, e.reason());
    }

    @Test
    void nobodyListening() throws Exception {
        int port;
        try (ServerSocket gone = new ServerSocket(0)) {
            port = gone.getLocalPort();
        }
        ProbeOptions o = ProbeOptions.defaults("127.0.0.1").withPort(port).withSeconds(1).withInterval(0);
        ProbeException e = assertThrows(ProbeException.class, () -> ProbeClient.run(o, null, 800));
        contains(e, "cannot connect", "iperf3 -s");
        assertEquals(ProbeException.Reason.REFUSED, e.reason());
    }

    @Test
    void unknownStateByte() throws Exception {
        contains(against((s, in, out, l) -> {
            out.write(77);
            out.flush();
        }), "unknown control state");
    }

    @Test
    void serverErrorIsReportedWithItsNumber() throws Exception {
        contains(against((s, in, out, l) -> {
            out.write(ProtocolState.SERVER_ERROR.code);
            out.writeInt(117);
            out.writeInt(0);
            out.flush();
        }), "error 117");
    }

    @Test
    void fourGigabyteResults() throws Exception {
        contains(against((s, in, out, l) -> {
            upToTestEnd(in, out, l);
            out.write(ProtocolState.EXCHANGE_RESULTS.code);
            out.flush();
            in.readNBytes(in.readInt());
            out.writeInt(0xffffffff);
            out.flush();
        }), "4294967295");
    }

    @Test
    void garbageResults() throws Exception {
        contains(against((s, in, out, l) -> {
            upToTestEnd(in, out, l);
            out.write(ProtocolState.EXCHANGE_RESULTS.code);
            out.flush();
            in.readNBytes(in.readInt());
            json(out, "\u0000\u0001garbage{{{");
        }), "garbage");
    }

    @Test
    void resultsWithoutTheNumbersIperf3Sends() throws Exception {
        contains(against((s, in, out, l) -> {
            upToTestEnd(in, out, l);
            out.write(ProtocolState.EXCHANGE_RESULTS.code);
            out.flush();
            in.readNBytes(in.readInt());
            json(out, "{\"cpu_util_total\":1,\"streams\":[]}");
        }), "cpu_util_user");
    }

    @Test
    void resultsForStreamsThatDoNotExist() throws Exception {
        contains(against((s, in, out, l) -> {
            upToTestEnd(in, out, l);
            out.write(ProtocolState.EXCHANGE_RESULTS.code);
            out.flush();
            in.readNBytes(in.readInt());
            json(out, "{\"cpu_util_total\":1,\"cpu_util_user\":1,\"cpu_util_system\":0,"
                    + "\"sender_has_retransmits\":1,\"streams\":[{\"id\":9,\"bytes\":5,\"retransmits\":0}]}");
            out.write(ProtocolState.DISPLAY_RESULTS.code);
            out.flush();
        }), "no stream 1");
    }

    @Test
    void serverGoesSilentAfterTestEnd() throws Exception {
        contains(against((s, in, out, l) -> upToTestEnd(in, out, l)), "went silent", "results exchange");
    }

    @Test
    void serverClosesMidTest() throws Exception {
        contains(against((s, in, out, l) -> {
            out.write(ProtocolState.PARAM_EXCHANGE.code);
            out.flush();
            in.readNBytes(in.readInt());
            out.write(ProtocolState.CREATE_STREAMS.code);
            out.flush();
            Socket data = l.accept();
            out.write(ProtocolState.TEST_START.code);
            out.write(ProtocolState.TEST_RUNNING.code);
            out.flush();
            Thread.sleep(200);
            data.close();
            s.close();
        }), "closed");
    }

    @Test
    void nothingListening() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        ProbeOptions o = ProbeOptions.defaults("127.0.0.1").withPort(port).withSeconds(1);
        ProbeException e = assertThrows(ProbeException.class, () -> ProbeClient.run(o));
        contains(e, "cannot connect", "iperf3 -s running there?");
    }
}
