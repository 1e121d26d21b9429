package dev.lkmltriage.cli;

import dev.lkmltriage.probe.ProbeServer;
import java.io.IOException;
import java.net.BindException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code probe server [-p PORT] [-1]}: serves iperf3 clients, one test at a time. */
@Command(name = "server", mixinStandardHelpOptions = true,
        description = "Answer iperf3 (or probe) clients, one test at a time, like iperf3 -s.")
public final class ProbeServerCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = {"-p", "--port"}, description = "TCP port to listen on (default ${DEFAULT-VALUE})",
            defaultValue = "5201")
    int port;

    @Option(names = {"-1", "--one-off"}, description = "serve one test, then exit")
    boolean oneOff;

    @Override
    public Integer call() {
        if (port < 1 || port > 65535) {
            throw new ParameterException(spec.commandLine(), "port " + port + " is out of range: use -p 1..65535");
        }
        try (ProbeServer server = new ProbeServer(port, ProbeCommand.stream(spec.commandLine().getOut()))) {
            server.serve(oneOff);
            return 0;
        } catch (BindException e) {
            spec.commandLine().getErr().println("probe server: cannot listen on port " + port + " ("
                    + e.getMessage() + "): stop whatever uses it or pick another with -p");
            return 1;
        } catch (IOException e) {
            spec.commandLine().getErr().println("probe server: " + e.getMessage());
            return 1;
        }
    }
}
