package dev.lkmltriage.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code triage}: the top-level command. */
@Command(name = "triage", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Triage Linux-kernel-style mailing-list bug reports: ingest mail, extract facts, cluster"
                + " regressions, search them.",
        footer = {"", "Run 'triage COMMAND --help' for a command's options."})
public final class TriageCommand implements Runnable {
    /**
     * The subcommands, in the order help lists them. They are added to the model by hand rather than named in the
     * annotation: picocli reflects over every command it is given, and building all nineteen models cost a
     * one-command run about a tenth of a second of CPU (docs/performance.md, "Ingest, session 8").
     */
    private static final List<Class<?>> SUBCOMMANDS = List.of(IngestCommand.class, PullCommand.class,
            ExtractCommand.class, StatsCommand.class, SearchCommand.class, ClustersCommand.class, ShowCommand.class,
            ProbeCommand.class, ReproCommand.class, BisectRunCommand.class, ServeCommand.class, ProcessCommand.class,
            IndexCommand.class, DigestCommand.class, EvalCommand.class, TrainCommand.class, ModelsCommand.class,
            BenchCommand.class, CommandLine.HelpCommand.class);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required");
    }

    /**
     * The configured command line with every subcommand: usage errors exit 2, user errors print one line, bugs print
     * a trace.
     */
    public static CommandLine commandLine() {
        return commandLine(new String[0]);
    }

    /**
     * The command line to run {@code args} with: when the first argument names a subcommand exactly, only that one
     * is built (what it prints and does is the same as with all of them); otherwise (no command, an option, a typo,
     * {@code help}) every subcommand is, so that help and suggestions list them all.
     */
    public static CommandLine commandLine(String... args) {
        CommandLine cl = new CommandLine(new TriageCommand());
        String first = args.length > 0 ? args[0] : "";
        boolean one = !first.equals("help") && SUBCOMMANDS.stream().anyMatch(c -> nameOf(c).equals(first));
        for (Class<?> c : SUBCOMMANDS) {
            if (!one || nameOf(c).equals(first)) {
                cl.addSubcommand(c);
            }
        }
        cl.setParameterExceptionHandler((ex, badArgs) -> {
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

    private static String nameOf(Class<?> command) {
        return command.getAnnotation(Command.class).name();
    }
}
