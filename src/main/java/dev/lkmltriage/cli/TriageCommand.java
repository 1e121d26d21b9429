package dev.lkmltriage.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code triage}: the top-level command. */
@Command(name = "triage", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Triage Linux-kernel-style mailing-list bug reports: ingest mail, extract facts, cluster"
                + " regressions, search them.",
        subcommands = {IngestCommand.class, PullCommand.class, ExtractCommand.class, StatsCommand.class, SearchCommand.class,
                ClustersCommand.class, ShowCommand.class, ProbeCommand.class, ReproCommand.class, BisectRunCommand.class,
                ServeCommand.class, ProcessCommand.class, IndexCommand.class, DigestCommand.class,
                EvalCommand.class, TrainCommand.class, ModelsCommand.class, BenchCommand.class,
                CommandLine.HelpCommand.class},
        footer = {"", "Run 'triage COMMAND --help' for a command's options."})
public final class TriageCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required");
    }

    /** The configured command line: usage errors exit 2, user errors print one line, bugs print a trace. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new TriageCommand());
        cl.setParameterExceptionHandler((ex, args) -> {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println("triage: " + ex.getMessage());
            err.println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
            // a command may choose its own (bisect-run: git bisect reads 2 as "bad", 128 stops it)
            return ex.getCommandLine().getCommandSpec().exitCodeOnInvalidInput();
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            PrintWriter err = commandLine.getErr();
            if (ex instanceof UserException u) {
                err.println("triage: " + u.getMessage());
                return u.exitCode();
            }
            err.println("triage: " + ex);
            boolean debug = parseResult.originalArgs().contains("--debug");
            if (debug) {
                ex.printStackTrace(err);
            } else {
                err.println("(run again with --debug for the stack trace; please report it)");
            }
            return ExitCodes.FAILED;
        });
        return cl;
    }
}
