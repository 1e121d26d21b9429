package dev.lkmltriage.probe.repro;

import dev.lkmltriage.probe.Limits;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Reads one command line's words into plan settings and notes; see {@link PlanParser}. */
final class PlanBuilder {
    private final String tool;
    private final ToolFlags primary;
    private final List<String> notes = new ArrayList<>();
    private final Set<ProbePlan.Direction> directions = new LinkedHashSet<>();
    private int len;
    private int seconds;
    private int parallel;
    private int window;
    private int mss;
    boolean client;
    boolean server;

    PlanBuilder(String tool) {
        this.tool = tool;
        this.primary = switch (tool) {
            case "iperf" -> ToolFlags.iperf2();
            case "iperf3" -> ToolFlags.iperf3();
            case "netperf" -> ToolFlags.netperfGlobal();
            default -> throw new IllegalArgumentException("unknown tool " + tool + ": use iperf, iperf3 or netperf");
        };
    }

    void read(String commandLine) {
        String[] words = commandLine.strip().split("\\s+");
        ToolFlags flags = primary;
        // words[0] is the tool's name
        for (int i = 1; i < words.length; i++) {
            if (i > PlanParser.MAX_WORDS) {
                notes.add("stopped reading after " + PlanParser.MAX_WORDS + " words");
                return;
            }
            String w = words[i];
            if (w.equals("--") && tool.equals("netperf")) {
                flags = ToolFlags.netperfTest();
                continue;
            }
            if (!w.startsWith("-") || w.equals("-") || w.equals("--")) {
                // prose after the command ("iperf3 -R from the file server"): the command ended
                return;
            }
            String name = w;
            String value = null;
            int eq = w.indexOf('=');
            if (w.startsWith("--") && eq > 0) {
                name = w.substring(0, eq);
                value = w.substring(eq + 1);
            } else if (!w.startsWith("--") && w.length() > 2) {
                name = w.substring(0, 2);
                value = w.substring(2);
            }
            ToolFlags.Flag f = flags.get(name);
            if (f == null) {
                // an unknown flag may take a value: skip a following word that looks like one, not like prose
                if (value == null && i + 1 < words.length && words[i + 1].matches("[\\w.:/%+-]{0,39}\\d[\\w.:/%+-]{0,39}")
                        && !words[i + 1].startsWith("-")) {
                    value = words[++i];
                }
                notes.add(name + ": unknown " + tool + " flag, ignored" + (value == null ? "" : " (with '" + value
                        + "')"));
                continue;
            }
            if (f.takesValue()) {
                if (value == null) {
                    if (i + 1 < words.length) {
                        value = words[++i];
                    } else {
                        notes.add(name + ": no value given, ignored");
                        continue;
                    }
                }
                apply(f.action(), name, value);
            } else {
                apply(f.action(), name, null);
                if (value != null && !w.startsWith("--")) {
                    // combined switches, as getopt reads them: -mr is -m -r
                    words[i] = "-" + value;
                    i--;
                }
            }
        }
    }

    private void apply(String action, String flag, String value) {
        String shown = value == null ? flag : flag + " " + value;
        switch (action) {
            case "client" -> {
                client = true;
                notes.add(shown + ": the reporter's peer; this run goes to --target instead");
            }
            case "server" -> {
                server = true;
                notes.add(shown + ": a server-side command line; the run direction is read as the reporter's"
                        + " peer sending to it");
            }
            case "len" -> len = (int) bounded(shown, SizeArg.parse(value), 1, Limits.MAX_LEN, "write length", len);
            case "time" -> {
                long s = SizeArg.seconds(value);
                if (s < 0 && tool.equals("netperf")) {
                    notes.add(shown + ": a netperf run by transaction or byte count; a timed run is used");
                } else {
                    seconds = (int) bounded(shown, s, 1, Limits.MAX_SECONDS, "duration", seconds);
                }
            }
            case "parallel" -> parallel = (int) bounded(shown, SizeArg.seconds(value), 1, Limits.MAX_PARALLEL,
                    "streams", parallel);
            case "window" -> window = (int) bounded(shown, SizeArg.parse(value), 1, Limits.MAX_WINDOW,
                    "socket window", window);
            case "mss" -> mss = (int) bounded(shown, SizeArg.parse(value), 88, 9216, "MSS", mss);
            case "reverse" -> directions.add(ProbePlan.Direction.REVERSE);
            case "tradeoff" -> {
                directions.add(ProbePlan.Direction.FORWARD);
                directions.add(ProbePlan.Direction.REVERSE);
                notes.add(shown + ": a forward run, then a reverse run");
            }
            case "dual" -> {
                directions.add(ProbePlan.Direction.BIDIR);
                notes.add(shown + ": both directions at once");
            }
            case "test" -> test(shown, value);
            case "printmss" -> notes.add(shown + ": prints the MSS only; no effect on the run");
            case "udp" -> notes.add(shown + ": UDP is not supported by the probe; a TCP run is used");
            case "rate" -> notes.add(shown + ": a rate cap is not supported by the probe; the run is uncapped, so a"
                    + " reported figure near the cap measured the cap, not the link");
            case "bytes" -> notes.add(shown + ": a run by byte or block count is not supported; a timed run is"
                    + " used");
            case "omit" -> notes.add(shown + ": omitting the first seconds is not applied");
            case "recvsize" -> notes.add(shown + ": the receiver's read size is the probe's own");
            case "zerocopy" -> notes.add(shown + ": zero-copy sending is not supported; ordinary writes are used");
            case "nodelay" -> notes.add(shown + ": Nagle's algorithm is left on");
            case "port", "bind", "ipv6" -> notes.add(shown + ": taken from --target instead");
            default -> notes.add(shown + ": reporting or tuning option with no effect on the figure");
        }
    }

    private void test(String shown, String value) {
        switch (value.toUpperCase(Locale.ROOT)) {
            case "TCP_STREAM" -> directions.add(ProbePlan.Direction.FORWARD);
            case "TCP_SENDFILE" -> {
                directions.add(ProbePlan.Direction.FORWARD);
                notes.add(shown + ": sendfile is not used; ordinary writes are");
            }
            case "TCP_MAERTS" -> directions.add(ProbePlan.Direction.REVERSE);
            default -> notes.add(shown + ": not a TCP bulk-transfer test; a forward stream is measured instead");
        }
    }

    private long bounded(String shown, long v, long min, long max, String what, long keep) {
        if (v < min || v > max) {
            notes.add(shown + ": " + what + " out of range " + min + ".." + max + " or unreadable, ignored");
            return keep;
        }
        return v;
    }

    ProbePlan build(String invocation) {
        List<ProbePlan.Direction> dirs = new ArrayList<>(directions);
        if (dirs.isEmpty()) {
            dirs.add(ProbePlan.Direction.FORWARD);
        }
        if (dirs.contains(ProbePlan.Direction.BIDIR) && dirs.size() > 1) {
            notes.add("both a bidirectional and a one-way run were asked for: only the bidirectional run is used");
            dirs = List.of(ProbePlan.Direction.BIDIR);
        }
        if (server && !client) {
            // the reporter ran the server; their peer sent to them, as our client will send to the target
            dirs = List.of(ProbePlan.Direction.FORWARD);
        }
        return new ProbePlan(tool, invocation, dirs, len, seconds, parallel, window, mss, notes);
    }
}
