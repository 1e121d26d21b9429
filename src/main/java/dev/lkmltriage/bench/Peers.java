package dev.lkmltriage.bench;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs the peer mail indexers (notmuch, mu) on a Maildir and times them. */
final class Peers {
    private static final long TIMEOUT_MINUTES = 30;

    private Peers() {
    }

    static boolean installed(String tool) {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, tool))) {
                return true;
            }
        }
        return false;
    }

    /** Seconds {@code notmuch new} takes to index {@code maildir} into a fresh database under {@code work}. */
    static double notmuch(Path maildir, Path work) throws IOException, InterruptedException {
        Path home = Files.createDirectories(work.resolve("notmuch"));
        Path db = Files.createDirectories(home.resolve("db"));
        Path config = home.resolve("config");
        Files.writeString(config, "[database]\npath=" + db + "\nmail_root=" + maildir.toAbsolutePath()
                + "\n[new]\ntags=new\n");
        return time(List.of("notmuch", "new"), Map.of("NOTMUCH_CONFIG", config.toString()));
    }

    /** Seconds {@code mu index} takes to index {@code maildir} into a fresh database under {@code work}. */
    static double mu(Path maildir, Path work) throws IOException, InterruptedException {
        Path home = Files.createDirectories(work.resolve("mu"));
        run(List.of("mu", "init", "--muhome=" + home, "--maildir=" + maildir.toAbsolutePath(),
                "--my-address=bench@example.org"), Map.of());
        return time(List.of("mu", "index", "--muhome=" + home), Map.of());
    }

    private static double time(List<String> command, Map<String, String> env)
            throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        run(command, env);
        return (System.nanoTime() - t0) / 1e9;
    }

    static void run(List<String> command, Map<String, String> env) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().putAll(env);
        Process p = pb.start();
        if (!p.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IOException(String.join(" ", command) + " did not finish in " + TIMEOUT_MINUTES + " minutes");
        }
        if (p.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed with exit code " + p.exitValue());
        }
    }
}
