package dev.lkmltriage.probe;

import dev.lkmltriage.cli.ProbeCommand;
import picocli.CommandLine;

/** The probe command as a process, for tests that must run it inside a network namespace. */
public final class ProbeMain {
    private ProbeMain() {
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new ProbeCommand()).execute(args));
    }
}
