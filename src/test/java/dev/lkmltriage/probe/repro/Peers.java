package dev.lkmltriage.probe.repro;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lkmltriage.probe.Shell;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Real peers for repro tests: iperf3 found on PATH (else the test is skipped, saying so), ports, shell commands. */
final class Peers {
    private Peers() {
    }

    static String tool(String name) {
        for (String dir : (String.valueOf(System.getenv("PATH")) + File.pathSeparator + "/usr/sbin:/sbin")
                .split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, name);
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        assumeTrue(false, name + " is not installed (see .ci/run): skipping a test that needs it");
        return null;
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** Starts {@code iperf3 -s -p PORT [extra]} (after {@code prefix}) and waits until the port listens. */
    static Process iperf3Server(int port, List<String> prefix, String... extra) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(prefix);
        cmd.addAll(List.of(tool("iperf3"), "-s", "-p", Integer.toString(port)));
        cmd.addAll(List.of(extra));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long deadline = System.nanoTime() + 60_000_000_000L; // a minute for a loaded machine; ends when it listens
        List<String> ss = new java.util.ArrayList<>(prefix);
        ss.addAll(List.of("ss", "-Htln", "sport", "= :" + port));
        while (!Shell.run(ss).contains(":" + port)) {
            if (System.nanoTime() > deadline || !p.isAlive()) {
                p.destroyForcibly();
                throw new IOException("iperf3 -s did not start listening on " + port);
            }
            Thread.sleep(50);
        }
        return p;
    }

    static void stop(Process p) throws InterruptedException {
        if (p != null) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
