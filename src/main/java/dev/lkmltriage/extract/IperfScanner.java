package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Finds iperf2 and iperf3 result lines and decides, from the output around them, which tool printed them, whether
 * each is a per-interval line or a summary, and which way the data flowed as seen from the reporter's machine:
 * {@code send} when it sent (an iperf client, or the client side of {@code -r}/{@code -d} tradeoff tests),
 * {@code receive} when it received (a server, {@code -R} reverse mode, the {@code port 5001 connected with} side of
 * a tradeoff test). iperf3's {@code sender}/{@code receiver} summary lines both describe the one test, so they carry
 * the test's direction. One pass over the lines, state kept per run of output.
 */
final class IperfScanner {
    private IperfScanner() {
    }

    /** Appends the figures found to {@code out} and marks their lines in {@code consumed}. */
    static void scan(FigureLines lines, boolean[] consumed, List<Figure> out, int limit) {
        State st = new State();
        boolean[] results = lines.linesContaining("sec");
        boolean[] mentions = lines.linesContaining("iperf", "Iperf", "IPERF", " connected ");
        for (int ln = 0; ln < lines.count() && out.size() + st.pending() < limit; ln++) {
            if (!(results[ln] || mentions[ln] || banner(lines, ln)) || lines.silent(ln) || lines.blank(ln)) {
                continue;
            }
            int from = lines.body(ln);
            int to = lines.end(ln);
            IperfLine r = IperfLine.parse(lines.text, from, to);
            if (r == null) {
                int at = labelledResult(lines.text, from, to);
                r = at < 0 ? null : IperfLine.parse(lines.text, at, to);
            }
            if (r != null) {
                consumed[ln] = true;
                st.result(r, ln);
                continue;
            }
            if (mayBeContext(lines.text, from, to)) {
                st.context(lines.text, from, to);
            }
        }
        st.closeRun();
        for (Pending p : st.done) {
            if (out.size() >= limit) {
                break;
            }
            out.add(p.figure(lines.text));
        }
    }

    /** A result line waiting for its run to end, when whether it is an interval line can be decided. */
    private static final class Pending {
        final IperfLine r;
        final int line;
        final String tool;
        final String direction;
        boolean interval;

        Pending(IperfLine r, int line, String tool, String direction) {
            this.r = r;
            this.line = line;
            this.tool = tool;
            this.direction = direction;
        }

        Figure figure(String text) {
            return new Figure(r.bitsPerSecond(), text.substring(r.rateStart(), r.rateEnd()), tool, direction,
                    interval, r.rateStart(), r.rateEnd(), line, true);
        }
    }

    /**
     * "id/tag" of an unmarked line not past 0.05 s (the lines a run's start is judged by, a NaN start among them as
     * before session 45), else null.
     */
    static String streamKey(IperfLine r) {
        return r.marker() != null || r.from() > 0.05 ? null : r.id() + "/" + r.tag();
    }

    private static final class State {
        final List<Pending> done = new ArrayList<>();
        List<Pending> run = new ArrayList<>();
        /** Per stream, the longest unmarked interval from zero in this run: a repeat of it starts a new run. */
        final Map<String, Double> fromZero = new HashMap<>();
        final Map<String, String> idDirection = new HashMap<>();
        String tool;
        boolean client;
        boolean server;
        boolean reverse;
        int serverPort = -1;

        int pending() {
            return done.size() + run.size();
        }

        void result(IperfLine r, int line) {
            // the stream's key, built once for the look-up and the merge below (session 45, speed46: it was built
            // twice per unmarked line from zero)
            String key = streamKey(r);
            if (startsNewRun(r, key)) {
                closeRun();
            }
            String t = r.marker() != null || r.tag() != null ? "iperf3"
                    : tool != null ? tool : r.decimals() == 2 ? "iperf3" : "iperf";
            run.add(new Pending(r, line, t, direction(r)));
            if (key != null && r.from() <= 0.05) {
                fromZero.merge(key, r.to(), Math::max);
            }
        }

        /** The same stream starting again from zero, after a line that covered as much: a new paste. */
        private boolean startsNewRun(IperfLine r, String key) {
            if (key == null) {
                return false;
            }
            Double seen = fromZero.get(key);
            return seen != null && seen >= r.to() - 0.05;
        }

        private String direction(IperfLine r) {
            if (r.tag() != null) {
                return r.tag().equals("TX") ? "send" : "receive";
            }
            String base = idDirection.get(r.id());
            if (base == null) {
                if (client && !server) {
                    base = "send";
                } else if (server && !client) {
                    base = "receive";
                } else if (reverse) {
                    base = "send"; // flipped below
                }
            }
            if (base == null) {
                return null;
            }
            return reverse ? flip(base) : base;
        }

        private static String flip(String d) {
            return d.equals("send") ? "receive" : "send";
        }

        void closeRun() {
            if (run.isEmpty()) {
                return;
            }
            boolean markers = false;
            Map<String, Double> maxTo = new HashMap<>();
            for (Pending p : run) {
                markers |= p.r.marker() != null;
                String key = p.r.id() + "/" + p.r.tag();
                maxTo.merge(key, p.r.to(), Math::max);
            }
            for (Pending p : run) {
                if (p.r.marker() != null) {
                    p.interval = false;
                } else if (markers || p.r.from() > 0.05) {
                    p.interval = true;
                } else {
                    double longest = maxTo.get(p.r.id() + "/" + p.r.tag());
                    p.interval = p.r.to() < longest - 0.5;
                }
            }
            done.addAll(run);
            run = new ArrayList<>();
            fromZero.clear();
        }

        /** A line that is not a result: a command, a banner, a connection line, or prose naming the tool. */
        void context(String s, int from, int to) {
            int len = Math.min(to - from, 400);
            String line = s.substring(from, from + len);
            String lower = line.toLowerCase(Locale.ROOT);
            boolean iperf3 = containsWord(lower, "iperf3");
            boolean iperf2 = !iperf3 && containsWord(lower, "iperf");
            if ((iperf3 || iperf2) && isCommand(line)) {
                closeRun();
                tool = iperf3 ? "iperf3" : "iperf";
                client = hasOption(line, "-c") || lower.contains("--client");
                server = hasOption(line, "-s") || lower.contains("--server");
                reverse = hasOption(line, "-R") || lower.contains("--reverse");
                serverPort = -1;
                idDirection.clear();
                return;
            }
            if (iperf3 || iperf2) {
                tool = iperf3 ? "iperf3" : "iperf";
            }
            if (lower.startsWith("client connecting to")) {
                newBanner("iperf");
                client = true;
                serverPort = portAfter(lower, "tcp port", "udp port");
            } else if (lower.startsWith("server listening on")) {
                boolean v2 = lower.contains("tcp port") || lower.contains("udp port");
                newBanner(v2 ? "iperf" : "iperf3");
                server = true;
                serverPort = v2 ? portAfter(lower, "tcp port", "udp port") : portAfter(lower, "listening on", null);
            } else if (lower.startsWith("connecting to host")) {
                newBanner("iperf3");
                client = true;
                serverPort = portAfter(lower, "port", null);
            } else if (lower.startsWith("accepted connection from")) {
                tool = "iperf3";
                server = true;
            } else if (lower.startsWith("reverse mode")) {
                reverse = true;
            } else if (lower.startsWith("iperf done")) {
                tool = "iperf3";
            } else if (line.startsWith("[") && lower.contains(" connected ") && lower.contains(" port ")) {
                connected(lower);
            }
        }

        private void newBanner(String t) {
            closeRun();
            if (tool == null || !tool.equals("iperf3") || t.equals("iperf3")) {
                tool = t;
            }
        }

        /** "[  5] local 10.0.0.1 port 36068 connected with 10.0.0.254 port 5001": which end we are. */
        private void connected(String lower) {
            int close = lower.indexOf(']');
            if (close < 0) {
                return;
            }
            String id = lower.substring(1, close).strip();
            int c = lower.indexOf(" connected ");
            int local = portAfter(lower.substring(0, c), "port", null);
            int remote = portAfter(lower.substring(c), "port", null);
            int sp = serverPort;
            String d = null;
            if (sp > 0 && local == sp) {
                d = "receive";
            } else if (sp > 0 && remote == sp) {
                d = "send";
            } else if (local == 5001 || local == 5201) {
                d = "receive";
            } else if (remote == 5001 || remote == 5201) {
                d = "send";
            }
            if (d != null) {
                idDirection.put(id, d);
            }
        }
    }

    static final String[] BANNERS = {"client connecting to", "server listening on", "connecting to host",
        "accepted connection from", "reverse mode", "iperf done"};
    /**
     * The banners by their first letter (session 48, speed49): a line's first character, lowercased, picks the one or
     * two banners it can open, where every line starting with c, s, a, r or i was compared with all six. Exact: a
     * character {@code regionMatches(true, ...)} takes for a banner's lowercase ASCII first letter lowercases to that
     * letter (tests check every char).
     */
    private static final String[][] BANNERS_BY_FIRST = new String[128][];

    static {
        for (String b : BANNERS) {
            String[] had = BANNERS_BY_FIRST[b.charAt(0)];
            String[] now = had == null ? new String[1] : java.util.Arrays.copyOf(had, had.length + 1);
            now[now.length - 1] = b;
            BANNERS_BY_FIRST[b.charAt(0)] = now;
        }
    }

    /** A line starting like one of iperf's banners ("Client connecting to", "Connecting to host", ...). */
    private static boolean banner(FigureLines lines, int ln) {
        return banner(lines.text, lines.body(ln), lines.end(ln));
    }

    /** Whether {@code s[from, to)} starts like one of iperf's banners (only {@code from < to} is asked of the end). */
    static boolean banner(String s, int from, int to) {
        if (from >= to) {
            return false;
        }
        char c = Character.toLowerCase(s.charAt(from));
        String[] banners = c < 128 ? BANNERS_BY_FIRST[c] : null;
        if (banners == null) {
            return false;
        }
        for (String b : banners) {
            if (s.regionMatches(true, from, b, 0, b.length())) {
                return true;
            }
        }
        return false;
    }

    /**
     * "5.8.18: [  5]   0.00-10.00  sec ..." or "before:  [SUM] ...": a result line behind a short label that ends in
     * ':' (a kernel, a setting). Where its '[' starts, or -1.
     */
    static int labelledResult(String s, int from, int to) {
        int limit = Math.min(to, from + MAX_LABEL);
        int colon = -1;
        for (int i = from; i < limit; i++) {
            char c = s.charAt(i);
            if (c == ':') {
                colon = i;
                break;
            }
            if (c == '[' || c == '\t') {
                return -1;
            }
        }
        if (colon <= from) {
            return -1;
        }
        int i = colon + 1;
        while (i < to && i < colon + 8 && s.charAt(i) == ' ') {
            i++;
        }
        return i > colon + 1 && i < to && s.charAt(i) == '[' ? i : -1;
    }

    private static final int MAX_LABEL = 24;

    /** Cheap test before the context line is lowercased: a banner, a connection line, or the word iperf. */
    private static boolean mayBeContext(String s, int from, int to) {
        if (s.charAt(from) == '[') {
            return true;
        }
        for (String b : BANNERS) {
            if (s.regionMatches(true, from, b, 0, b.length())) {
                return true;
            }
        }
        return indexOfIgnoreCase(s, "iperf", from, Math.min(to, from + 400)) >= 0;
    }

    /** Where {@code word} (lowercase) occurs in {@code s[from, to)} in any case, or -1; linear in the range. */
    static int indexOfIgnoreCase(String s, String word, int from, int to) {
        char first = word.charAt(0);
        for (int i = from; i + word.length() <= to; i++) {
            if (Character.toLowerCase(s.charAt(i)) == first && s.regionMatches(true, i, word, 0, word.length())) {
                return i;
            }
        }
        return -1;
    }

    static boolean containsWord(String lower, String word) {
        int i = lower.indexOf(word);
        while (i >= 0) {
            int after = i + word.length();
            boolean left = i == 0 || !Character.isLetterOrDigit(lower.charAt(i - 1));
            boolean right = after >= lower.length() || !Character.isLetterOrDigit(lower.charAt(after));
            if (left && right) {
                return true;
            }
            i = lower.indexOf(word, i + 1);
        }
        return false;
    }

    /** A shell command line: a prompt, or the tool name followed by options. */
    private static boolean isCommand(String line) {
        String t = line.strip();
        if (t.startsWith("$") || t.startsWith("#") || t.startsWith("%")) {
            return true;
        }
        String lower = t.toLowerCase(Locale.ROOT);
        return (lower.startsWith("iperf") || lower.contains("]# iperf") || lower.contains("]$ iperf")
                || lower.contains(":~# iperf") || lower.contains(":~$ iperf"))
                && (t.contains(" -") || t.contains(" --"));
    }

    private static boolean hasOption(String line, String option) {
        int i = line.indexOf(option);
        while (i >= 0) {
            int after = i + option.length();
            boolean left = i > 0 && (line.charAt(i - 1) == ' ' || line.charAt(i - 1) == '\t');
            boolean right = after >= line.length() || !Character.isLetter(line.charAt(after));
            if (left && right) {
                return true;
            }
            i = line.indexOf(option, i + 1);
        }
        return false;
    }

    /** The number after the first of the given words, or -1. */
    private static int portAfter(String lower, String word, String other) {
        int i = lower.indexOf(word);
        if (i < 0 && other != null) {
            i = lower.indexOf(other);
            word = other;
        }
        if (i < 0) {
            return -1;
        }
        int j = i + word.length();
        while (j < lower.length() && !FigureNumbers.isDigit(lower.charAt(j)) && j - i < word.length() + 3) {
            j++;
        }
        int v = 0;
        int digits = 0;
        while (j < lower.length() && FigureNumbers.isDigit(lower.charAt(j)) && digits < 6) {
            v = v * 10 + (lower.charAt(j) - '0');
            j++;
            digits++;
        }
        return digits == 0 ? -1 : v;
    }
}
