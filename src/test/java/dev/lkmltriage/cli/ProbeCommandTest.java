package dev.lkmltriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lkmltriage.probe.ProbeServer;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The probe commands as a user meets them: exit codes, messages that say how to fix, and real runs. */
class ProbeCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = new CommandLine(new ProbeCommand());
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void badUsageExitsTwoSayingHowToFix() {
        assertEquals(2, run("client", "127.0.0.1", "-t", "7200"));
        assertTrue(err.toString().contains("use -t between 1 and 3600"), err.toString());
        assertEquals(2, run("client", "127.0.0.1", "-P", "1000"));
        assertTrue(err.toString().contains("use -P between 1 and 128"), err.toString());
        assertEquals(2, run("client", "127.0.0.1", "-l", "64M"));
        assertTrue(err.toString().contains("use -l up to 16M"), err.toString());
        assertEquals(2, run("client", "127.0.0.1", "-l", "lots"));
        assertTrue(err.toString().contains("write e.g. 128K"), err.toString());
        assertEquals(2, run("client", "127.0.0.1", "-R", "--bidir"));
        assertTrue(err.toString().contains("choose one"), err.toString());
        assertEquals(2, run("client"));
        assertEquals(2, run());
        assertTrue(err.toString().contains("run 'probe server'"), err.toString());
        assertEquals(2, run("server", "-p", "70000"));
    }

    @Test
    void helpExitsZero() {
        assertEquals(0, run("client", "--help"));
        assertTrue(out.toString().contains("--bidir"));
    }

    @Test
    void sizesTakeIperf3Suffixes() {
        ProbeSizeConverter c = new ProbeSizeConverter();
        assertEquals(32768, c.convert("32K"));
        assertEquals(32768, c.convert("32k"));
        assertEquals(1 << 20, c.convert("1M"));
        assertEquals(1536, c.convert("1.5K"));
        assertEquals(65536, c.convert("65536"));
    }

    @Test
    void unreachableServerExitsOneWithAHint() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        assertEquals(1, run("client", "127.0.0.1", "-p", Integer.toString(port), "-t", "1", "-J"));
        assertTrue(err.toString().contains("iperf3 -s running there?"), err.toString());
        JsonNode j = new ObjectMapper().readTree(out.toString());
        assertTrue(j.path("error").asText().contains("cannot connect"));
    }

    @Test
    void textAndJsonRunsAgainstOurServer() throws Exception {
        try (ProbeServer server = new ProbeServer(0, null)) {
            server.start();
            String port = Integer.toString(server.port());
            assertEquals(0, run("client", "127.0.0.1", "-p", port, "-t", "1", "-P", "2", "-l", "64K"));
            String text = out.toString();
            assertTrue(text.startsWith("Connecting to host 127.0.0.1, port " + port), text);
            assertTrue(text.matches("(?s).*\\[SUM\\]   0\\.00-\\d\\.\\d\\d\\s+sec .* receiver\n.*"), text);
            assertTrue(text.contains("CPU Utilization: local/client"), text);
            assertTrue(text.trim().endsWith("iperf Done."), text);
            out.getBuffer().setLength(0);
            assertEquals(0, run("client", "127.0.0.1", "-p", port, "-t", "1", "-R", "-J"));
            JsonNode j = new ObjectMapper().readTree(out.toString());
            assertEquals(1, j.path("start").path("test_start").path("reverse").asInt());
            assertTrue(j.path("end").path("sum_received").path("bytes").asLong() > 0);
        }
    }
}
