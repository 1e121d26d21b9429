package dev.lkmltriage.probe;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The real iperf3 for interop tests: found on PATH, or the calling test is skipped saying so. */
final class Iperf3 {
    static final ObjectMapper JSON = new ObjectMapper();

    private Iperf3() {
    }

    static String binary() {
        String path = System.getenv("PATH");
        for (String dir : (path == null ? "" : path).split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, "iperf3");
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        assumeTrue(false, "iperf3 is not on PATH (apt-get install iperf3): skipping an interop test");
        return null;
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** Starts {@code iperf3 -s -1 -J} on a free port and waits until it listens. */
    static Process server(int port, String... prefix) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(prefix));
        cmd.addAll(List.of(binary(), "-s", "-1", "-J", "-p", Integer.toString(port)));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        // A minute for a loaded machine to start it; the loop ends as soon as the port listens (or iperf3 died).
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < deadline && p.isAlive()) {
            try (java.net.Socket probe = new java.net.Socket()) {
                // iperf3 treats a bare connect-and-close as a failed test in one-off mode, so only check the port
                // with /proc instead of connecting
                if (listening(port)) {
                    return p;
                }
            }
            Thread.sleep(20);
        }
        boolean died = !p.isAlive();
        p.destroyForcibly();
        throw new IOException("iperf3 -s did not start listening on " + port + (died ? " (it exited: port taken?)"
                : " within a minute"));
    }

    static boolean listening(int port) throws IOException {
        String hex = String.format(":%04X ", port);
        for (String f : new String[] {"/proc/net/tcp", "/proc/net/tcp6"}) {
            Path p = Path.of(f);
            if (Files.isReadable(p)) {
                for (String line : Files.readAllLines(p)) {
                    String[] cols = line.trim().split(" +");
                    if (cols.length > 3 && cols[1].endsWith(hex.trim()) && cols[3].equals("0A")) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Runs an iperf3 command to completion (bounded) and parses its -J output. */
    static JsonNode runJson(List<String> cmd, long timeoutSeconds) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        return awaitJson(p, timeoutSeconds);
    }

    static JsonNode awaitJson(Process p, long timeoutSeconds) throws IOException, InterruptedException {
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("iperf3 did not finish within " + timeoutSeconds + " s");
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int brace = out.indexOf('{');
        if (brace < 0) {
            throw new IOException("iperf3 printed no JSON: " + out);
        }
        return JSON.readTree(out.substring(brace));
    }
}
