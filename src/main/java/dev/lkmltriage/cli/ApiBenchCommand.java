package dev.lkmltriage.cli;

import dev.lkmltriage.bench.ApiBench;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code triage bench api}: closed-loop load on {@code GET /api/search}, against a running service ({@code --url})
 * or a service this command starts on a data directory ({@code --data}) and stops at the end.
 */
@Command(name = "api", mixinStandardHelpOptions = true,
        description = {"Search API latency under load: CLIENTS closed-loop connections (each sends its next search"
                + " when the last answered) over a query mix no client repeats back to back; prints median, p90,"
                + " p99 and max latency, searches/s, the service's CPU per request, the load generator's own CPU"
                + " per request and the load average, per round.",
                "With --data DIR it starts 'triage serve --data DIR' on a free loopback port (and stops it after);"
                        + " with --url it loads a running service (give --pid for its CPU).",
                "Target (issue 5): p99 under 50 ms with 20 clients on a 100k-message index."})
final class ApiBenchCommand implements Callable<Integer> {
    @Option(names = "--data", paramLabel = "DIR", description = "Start the service on this data directory.")
    Path data;

    @Option(names = "--url", paramLabel = "URL", description = "Load a running service instead, e.g."
            + " http://127.0.0.1:8080.")
    URI url;

    @Option(names = "--pid", defaultValue = "0", description = "The running service's process id, for its CPU"
            + " per request (with --url).")
    long pid;

    @Option(names = "--clients", defaultValue = "20", description = "Concurrent clients (default: ${DEFAULT-VALUE}).")
    int clients;

    @Option(names = "--requests", defaultValue = "200", description = "Searches per client per round (default:"
            + " ${DEFAULT-VALUE}).")
    int requests;

    @Option(names = "--rounds", defaultValue = "3", description = "Measured rounds (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--warmup", defaultValue = "6000", description = "Searches sent before measuring, so the"
            + " service's JIT has compiled the search path (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--mix", defaultValue = "synthetic", description = "Query mix: synthetic (the words of"
            + " 'bench search' corpora) or pci (the linux-pci archive) (default: ${DEFAULT-VALUE}).")
    String mix;

    @Option(names = "--facets", description = "Ask for facet counts too, as the web UI does.")
    boolean facets;

    @Option(names = "--java-opts", defaultValue = "-Xmx4g", paramLabel = "OPTS", description = "JVM options of the"
            + " service started with --data (default: ${DEFAULT-VALUE}).")
    String javaOpts;

    @Override
    public Integer call() throws Exception {
        if ((data == null) == (url == null)) {
            throw new UserException("give either --data DIR (start a service) or --url URL (load a running one)",
                    ExitCodes.USAGE);
        }
        if (clients < 1 || clients > 1000 || requests < 1 || rounds < 1 || warmup < 0) {
            throw new UserException("--clients takes 1..1000, --requests and --rounds 1 or more, --warmup 0 or more",
                    ExitCodes.USAGE);
        }
        if (!mix.equals("synthetic") && !mix.equals("pci")) {
            throw new UserException("--mix takes synthetic or pci, not '" + mix + "'", ExitCodes.USAGE);
        }
        if (url != null) {
            run(url, pid);
            return ExitCodes.OK;
        }
        if (!Files.isDirectory(data.resolve("index"))) {
            throw new UserException("no index in " + data + "; build one with 'triage bench search --keep DIR' or"
                    + " 'triage ingest --data " + data + " SOURCE'", ExitCodes.USAGE);
        }
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        Process service = start(port);
        try {
            URI base = URI.create("http://127.0.0.1:" + port);
            awaitReady(base, service);
            run(base, service.pid());
        } finally {
            service.destroy();
            if (!service.waitFor(30, TimeUnit.SECONDS)) {
                service.destroyForcibly();
            }
        }
        return ExitCodes.OK;
    }

    private void run(URI base, long servicePid) throws Exception {
        System.out.println("loading " + base + "/api/search" + (servicePid > 0 ? " (service pid " + servicePid + ")"
                : " (service CPU unknown: give --pid)") + ", mix " + mix + (facets ? ", with facets" : ""));
        List<ApiBench.Round> rs = ApiBench.run(new ApiBench.Options(base, servicePid, clients, requests, warmup,
                rounds, mix, facets ? "&facets=true" : ""), System.out);
        if (rs.stream().anyMatch(r -> r.errors() > 0)) {
            throw new UserException("some searches did not answer 200; see the service's log", ExitCodes.FAILED);
        }
    }

    private Process start(int port) throws IOException {
        Path home = Home.dir();
        Path jar = home.resolve("target/quarkus-app/quarkus-run.jar");
        if (!Files.isRegularFile(jar)) {
            throw new UserException("no service jar at " + jar + "; run './triage --help' once to build it, or give"
                    + " --url", ExitCodes.USAGE);
        }
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String opt : javaOpts.trim().split("\\s+")) {
            if (!opt.isEmpty()) {
                cmd.add(opt);
            }
        }
        cmd.addAll(List.of("-Dtriage.home=" + home, "-jar", jar.toString(), "serve", "--quiet", "--data",
                data.toString(), "--port", Integer.toString(port)));
        Path log = Files.createTempFile("triage-bench-api", ".log");
        System.out.println("starting the service (log: " + log + ")");
        return new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    private static void awaitReady(URI base, Process service) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline) {
            if (!service.isAlive()) {
                throw new UserException("the service exited with " + service.exitValue() + " before it answered;"
                        + " see its log (a data directory held by another process cannot be served twice)",
                        ExitCodes.FAILED);
            }
            try {
                if (ApiBench.ready(base)) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        throw new UserException("the service did not answer within 3 minutes; see its log", ExitCodes.FAILED);
    }
}
