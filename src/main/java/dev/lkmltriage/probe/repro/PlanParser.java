package dev.lkmltriage.probe.repro;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the throughput tools' command lines people paste into reports ({@code $ iperf -m -l32k -c gw -r},
 * {@code iperf3 -c host -t 30 -P 4 -R}, {@code netperf -H h -t TCP_MAERTS -- -m 64k}) and turns the best one into a
 * {@link ProbePlan}. Lenient like the rest of mail handling: an unknown flag, a bad value or a prose word after the
 * command is noted and skipped, never an error. Bounded: lines over {@link #MAX_LINE} characters and words past
 * {@link #MAX_WORDS} are not read.
 */
public final class PlanParser {
    static final int MAX_LINE = 1000;
    static final int MAX_WORDS = 64;
    private static final int MAX_INVOCATIONS = 100;
    private static final Pattern TOOL = Pattern.compile(
            "(?<![\\w.-])(iperf3|iperf|netperf)(?:\\.exe)?[ \\t]+(?=-)");
    /** Where a shell command ends: a pipe, a list, a redirection, a comment. */
    private static final Pattern CUT = Pattern.compile("\\s(?:\\||;|&&|\\|\\||[12]?>|<|#)|[;|`]");

    private PlanParser() {
    }

    /** Every tool invocation in {@code text}, in order; at most 100. */
    public static List<Invocation> find(String text) {
        List<Invocation> out = new ArrayList<>();
        if (text == null) {
            return out;
        }
        String[] lines = text.split("\r?\n|\r", -1);
        for (int i = 0; i < lines.length && out.size() < MAX_INVOCATIONS; i++) {
            String line = lines[i];
            if (line.length() > MAX_LINE) {
                continue;
            }
            Matcher m = TOOL.matcher(line);
            if (!m.find()) {
                continue;
            }
            String rest = line.substring(m.start());
            Matcher cut = CUT.matcher(rest);
            if (cut.find()) {
                rest = rest.substring(0, cut.start());
            }
            boolean quoted = line.stripLeading().startsWith(">");
            out.add(new Invocation(m.group(1), rest.strip(), quoted, i));
        }
        return out;
    }

    /**
     * The plan for a message's text: its best invocation (a client run before a server-only one, the writer's own
     * before a quoted one, then the first), or {@link ProbePlan#defaults} with a note saying why.
     */
    public static ProbePlan fromText(String text) {
        List<Invocation> found = find(text);
        Invocation best = best(found);
        if (best == null) {
            return ProbePlan.defaults("no iperf, iperf3 or netperf command line in the report: iperf3's defaults"
                    + " (one forward 10 s run) are used");
        }
        ProbePlan plan = parse(best.tool(), best.text());
        if (found.size() > 1) {
            plan = plan.withNote("chose '" + best.text() + "' (line " + (best.line() + 1) + ") of " + found.size()
                    + " command lines: " + (isClient(best) ? "a client run" : "no client run found")
                    + (best.quoted() ? ", quoted" : ", the writer's own"));
        }
        return plan;
    }

    static Invocation best(List<Invocation> found) {
        Invocation best = null;
        int bestScore = -1;
        for (Invocation inv : found) {
            int score = (isClient(inv) ? 2 : 0) + (inv.quoted() ? 0 : 1);
            if (score > bestScore) {
                best = inv;
                bestScore = score;
            }
        }
        return best;
    }

    private static boolean isClient(Invocation inv) {
        PlanBuilder b = new PlanBuilder(inv.tool());
        b.read(inv.text());
        return !b.server || b.client;
    }

    /** The plan for one command line; {@code tool} is {@code iperf}, {@code iperf3} or {@code netperf}. */
    public static ProbePlan parse(String tool, String commandLine) {
        PlanBuilder b = new PlanBuilder(tool);
        b.read(commandLine);
        return b.build(commandLine.strip());
    }

    /** The plan for a line that starts with the tool's name, e.g. {@code iperf3 -c host -R}. */
    public static ProbePlan parse(String commandLine) {
        List<Invocation> found = find(commandLine);
        if (found.isEmpty()) {
            return ProbePlan.defaults("'" + shorten(commandLine) + "' is no iperf, iperf3 or netperf command line:"
                    + " iperf3's defaults are used");
        }
        return parse(found.get(0).tool(), found.get(0).text());
    }

    static String shorten(String s) {
        String t = s == null ? "" : s.strip();
        return t.length() > 80 ? t.substring(0, 77) + "..." : t;
    }
}
