package dev.lkmltriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** A run naming one command builds only that command's model, and nothing it prints or refuses changes. */
class LazyCommandsTest {

    @Test
    void oneCommandNamedBuildsOnlyIt() {
        CommandLine cl = TriageCommand.commandLine("stats", "--json");
        assertEquals(List.of("stats"), List.copyOf(cl.getSubcommands().keySet()));
    }

    @Test
    void everyCommandsHelpAndBadUsageAreTheSameAsWithAllCommands() {
        List<String> names = List.copyOf(TriageCommand.commandLine().getSubcommands().keySet());
        assertTrue(names.size() > 10, names.toString());
        for (String name : names) {
            if (name.equals("help")) {
                continue;
            }
            for (String[] args : List.of(new String[] {name, "--help"}, new String[] {name, "--no-such-option"})) {
                assertEquals(run(TriageCommand.commandLine(), args), run(TriageCommand.commandLine(args), args),
                        String.join(" ", args));
            }
        }
    }

    @Test
    void noCommandHelpAndTyposStillSeeEveryCommand() {
        int all = TriageCommand.commandLine().getSubcommands().size();
        for (String[] args : List.of(new String[0], new String[] {"--help"}, new String[] {"help", "ingest"},
                new String[] {"ingets", "x"}, new String[] {"INGEST"})) {
            assertEquals(all, TriageCommand.commandLine(args).getSubcommands().size(), String.join(" ", args));
        }
        assertEquals(run(TriageCommand.commandLine(), "ingets", "x"), run(TriageCommand.commandLine("ingets", "x"),
                "ingets", "x"));
        String help = run(TriageCommand.commandLine("help", "stats"), "help", "stats");
        assertTrue(help.contains("Usage: triage stats"), help);
    }

    private static String run(CommandLine cl, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return code + "\n" + out + "\n" + err;
    }
}
