package dev.lkmltriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code triage} launcher's choice of JVM options: the batch set for commands that run once and end, the JVM's
 * defaults for long-running ones, and {@code TRIAGE_JAVA_OPTS} over both. The real script runs in bash from a copy of
 * the project layout with a built jar newer than the sources (so it builds nothing), and a {@code java} on the PATH
 * that prints the arguments it was given instead of starting a JVM.
 */
class LauncherTest {
    private static final String BATCH = "-Xmx4g -XX:TieredStopAtLevel=1 -XX:+UseParallelGC";
    private static final String SERVER = "-Xmx4g";

    @TempDir
    Path tmp;
    private Path home;
    private Path bin;

    @BeforeEach
    void layout() throws IOException {
        home = Files.createDirectories(tmp.resolve("home"));
        Files.copy(Path.of("triage"), home.resolve("triage"));
        Files.writeString(home.resolve("pom.xml"), "<project/>");
        Files.createDirectories(home.resolve("src/main"));
        Path jar = Files.createDirectories(home.resolve("target/quarkus-app")).resolve("quarkus-run.jar");
        Files.writeString(jar, "not a jar");
        Instant old = Instant.now().minusSeconds(3600);
        Files.setLastModifiedTime(home.resolve("pom.xml"), FileTime.from(old));
        Files.setLastModifiedTime(home.resolve("src/main"), FileTime.from(old));
        bin = Files.createDirectories(tmp.resolve("bin"));
        Path java = bin.resolve("java");
        Files.writeString(java, "#!/bin/sh\necho \"$@\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private String run(Map<String, String> env, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("bash", home.resolve("triage").toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        pb.environment().remove("TRIAGE_JAVA_OPTS");
        pb.environment().putAll(env);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    /** The JVM options the launcher passed: everything before -Dtriage.home. */
    private String options(Map<String, String> env, String... args) throws Exception {
        String out = run(env, args);
        int at = out.indexOf("-Dtriage.home=");
        assertTrue(at >= 0, out);
        assertTrue(out.endsWith("-jar " + home.resolve("target/quarkus-app/quarkus-run.jar") + " "
                + String.join(" ", args)), out);
        return out.substring(0, at).strip();
    }

    @Test
    void batchCommandsGetC1AndTheParallelCollector() throws Exception {
        for (String c : List.of("ingest", "pull", "extract", "eval", "train", "stats", "search", "clusters", "show",
                "digest")) {
            assertEquals(BATCH, options(Map.of(), c, "--help"), c);
        }
        assertEquals(BATCH, options(Map.of(), "bench", "ingest", "--count", "10"));
    }

    @Test
    void longRunningCommandsKeepTheDefaults() throws Exception {
        for (String c : List.of("serve", "process", "index", "probe", "repro", "bisect-run")) {
            assertEquals(SERVER, options(Map.of(), c, "--help"), c);
        }
        assertEquals(SERVER, options(Map.of(), "bench", "api", "--help"));
        assertEquals(SERVER, options(Map.of(), "bench", "search", "--help"));
        // it warms up until the JIT settles, so it measures C2's code, the steady state
        assertEquals(SERVER, options(Map.of(), "bench", "extract", "--help"));
        assertEquals(SERVER, options(Map.of(), "--version"));
        assertEquals(SERVER, run(Map.of()).replaceAll(" -Dtriage.home=.*", ""));
    }

    @Test
    void triageJavaOptsReplacesEitherSet() throws Exception {
        Map<String, String> env = Map.of("TRIAGE_JAVA_OPTS", "-Xmx1g -XX:+UseG1GC");
        assertEquals("-Xmx1g -XX:+UseG1GC", options(env, "ingest", "x"));
        assertEquals("-Xmx1g -XX:+UseG1GC", options(env, "serve"));
    }

    @Test
    void argumentsWithSpacesAndQuotesPassThroughUntouched() throws Exception {
        // fake java echoes its arguments joined by spaces: one argument with spaces must arrive as it was typed
        String out = run(Map.of(), "search", "s:\"a b\"  c", "--limit", "5");
        assertTrue(out.endsWith("search s:\"a b\"  c --limit 5"), out);
    }
}
