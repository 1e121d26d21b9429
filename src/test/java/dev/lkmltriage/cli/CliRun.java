package dev.lkmltriage.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Runs the triage command line in-process and captures what it prints. */
record CliRun(int code, String out, String err) {

    static synchronized CliRun of(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(errBytes, true, StandardCharsets.UTF_8));
            CommandLine cl = TriageCommand.commandLine(args);
            cl.setErr(new PrintWriter(err, true));
            cl.setOut(new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true));
            int code = cl.execute(args);
            System.out.flush();
            return new CliRun(code, out.toString(StandardCharsets.UTF_8),
                    err + errBytes.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }
}
