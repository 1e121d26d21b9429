package dev.lkmltriage.cli;

import dev.lkmltriage.probe.Connection;
import dev.lkmltriage.probe.IntervalReport;
import dev.lkmltriage.probe.JsonReport;
import dev.lkmltriage.probe.ProbeClient;
import dev.lkmltriage.probe.ProbeException;
import dev.lkmltriage.probe.ProbeOptions;
import dev.lkmltriage.probe.ProbeResult;
import dev.lkmltriage.probe.TextReport;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code probe client HOST ...}: one test against a probe server or iperf3 -s, printed like iperf3 prints it. */
@Command(name = "client", mixinStandardHelpOptions = true,
        description = "Run one throughput test against HOST, like iperf3 -c HOST.")
public final class ProbeClientCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "HOST", description = "host running probe server or iperf3 -s")
    String host;

    @Option(names = {"-p", "--port"}, defaultValue = "5201", description = "server port (default ${DEFAULT-VALUE})")
    int port;

    @Option(names = {"-t", "--time"}, defaultValue = "10", description = "seconds to transmit (default 10, max 3600)")
    int time;

    @Option(names = {"-l", "--length"}, defaultValue = "128K", converter = ProbeSizeConverter.class,
            description = "bytes per write, K/M suffixes (default 128K, max 16M)")
    int length;

    @Option(names = {"-P", "--parallel"}, defaultValue = "1", description = "parallel streams (default 1, max 128)")
    int parallel;

    @Option(names = {"-R", "--reverse"}, description = "the server sends, the client receives")
    boolean reverse;

    @Option(names = "--bidir", description = "both directions at once")
    boolean bidir;

    @Option(names = {"-w", "--window"}, defaultValue = "0", converter = ProbeSizeConverter.class,
            description = "socket buffer size, K/M suffixes (default: the system's)")
    int window;

    @Option(names = {"-M", "--set-mss"}, defaultValue = "0", description = "TCP MSS asked of the server")
    int mss;

    @Option(names = {"-O", "--omit"}, defaultValue = "0", description = "omit the first N seconds (warm-up)")
    int omit;

    @Option(names = {"-i", "--interval"}, defaultValue = "1", description = "seconds between reports, 0 for none")
    double interval;

    @Option(names = {"-J", "--json"}, description = "print iperf3's JSON layout instead of text")
    boolean json;

    @Override
    public Integer call() {
        ProbeOptions o;
        try {
            o = new ProbeOptions(host, port, time, length, parallel, reverse, bidir, window, mss, omit, interval,
                    10_000);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        PrintWriter w = spec.commandLine().getOut();
        PrintStream out = ProbeCommand.stream(w);
        ProbeClient.Listener live = json ? null : new ProbeClient.Listener() {
            @Override
            public void connected(String h, int p, List<Connection> conns) {
                TextReport.connected(h, p, conns, out);
            }

            @Override
            public void interval(IntervalReport r) {
                TextReport.interval(r, true, out);
            }
        };
        try {
            ProbeResult r = ProbeClient.run(o, live);
            if (json) {
                out.println(JsonReport.toJsonText(r));
            } else {
                TextReport.summary(r, true, out);
            }
            out.flush();
            return 0;
        } catch (ProbeException e) {
            return fail(e.getMessage());
        } catch (IOException e) {
            return fail(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    private int fail(String message) {
        if (json) {
            spec.commandLine().getOut().println("{\"error\": " + quote(message) + "}");
            spec.commandLine().getOut().flush();
        }
        spec.commandLine().getErr().println("probe client: error - " + message);
        return 1;
    }

    private static String quote(String s) {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(s);
        } catch (IOException e) {
            return "\"\"";
        }
    }
}
