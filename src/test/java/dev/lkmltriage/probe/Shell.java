package dev.lkmltriage.probe;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs a system command for the probe tests (ip, tc, ss): its output, or an exception that carries it. */
public final class Shell {
    private Shell() {
    }

    /** Runs {@code cmd} with stderr merged into stdout; fails when it exits non-zero or takes over a minute. */
    public static String run(List<String> cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("timed out: " + cmd);
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.exitValue() != 0) {
            throw new IOException(cmd + " failed (" + p.exitValue() + "): " + out);
        }
        return out;
    }

    /** {@link #run(List)} of the words given. */
    public static String run(String... cmd) throws IOException, InterruptedException {
        return run(List.of(cmd));
    }
}
