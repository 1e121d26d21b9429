package dev.lkmltriage.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/**
 * {@code triage probe}: an iperf3-compatible throughput tester. {@code probe server} answers real iperf3 clients,
 * {@code probe client HOST} tests against a probe server or a real {@code iperf3 -s}.
 */
@Command(name = "probe", mixinStandardHelpOptions = true,
        subcommands = {ProbeServerCommand.class, ProbeClientCommand.class},
        description = {"Measure TCP throughput the way iperf3 does, speaking iperf3's protocol, and sample CPU,",
                "interrupts, context switches and TCP retransmits from /proc beside it."})
public final class ProbeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    /** A PrintStream onto picocli's writer, so the probe's printing goes where picocli's output is configured. */
    static java.io.PrintStream stream(java.io.PrintWriter w) {
        return new java.io.PrintStream(new java.io.OutputStream() {
            @Override
            public void write(int b) {
                w.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                w.write(new String(b, off, len, java.nio.charset.StandardCharsets.UTF_8));
            }

            @Override
            public void flush() {
                w.flush();
            }
        }, true, java.nio.charset.StandardCharsets.UTF_8);
    }

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(),
                "probe needs a subcommand: run 'probe server' on one host and 'probe client HOST' on the other");
    }
}
