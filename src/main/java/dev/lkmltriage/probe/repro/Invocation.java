package dev.lkmltriage.probe.repro;

/**
 * A throughput tool's command line found in a message's text.
 *
 * @param tool   {@code iperf}, {@code iperf3} or {@code netperf}
 * @param text   from the tool's name to the end of the command (shell pipes, redirections and comments cut off)
 * @param quoted true when the line is quoted ({@code > ...}): someone else's run
 * @param line   0-based line number in the text
 */
public record Invocation(String tool, String text, boolean quoted, int line) {
}
