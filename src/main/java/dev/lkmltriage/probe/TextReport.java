package dev.lkmltriage.probe;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** iperf3's text output: connection lines, interval lines, the sender/receiver summary, plus host figures. */
public final class TextReport {
    static final String SEPARATOR = "- - - - - - - - - - - - - - - - - - - - - - - - -";
    static final String HEADER = "[ ID] Interval           Transfer     Bitrate";

    private TextReport() {
    }

    public static void connected(String host, int port, List<Connection> conns, PrintStream out) {
        out.println("Connecting to host " + host + ", port " + port);
        for (Connection c : conns) {
            out.printf(Locale.ROOT, "[%3d] local %s port %d connected to %s port %d%n", c.socket(), c.localHost(),
                    c.localPort(), c.remoteHost(), c.remotePort());
        }
        out.println(HEADER);
    }

    /** The lines of one interval; {@code client} picks the TX-C/RX-C or TX-S/RX-S tags of a mixed test. */
    public static void interval(IntervalReport r, boolean client, PrintStream out) {
        boolean mixed = r.streams().stream().anyMatch(StreamInterval::sender)
                && r.streams().stream().anyMatch(s -> !s.sender());
        String omitted = r.omitted() ? "  (omitted)" : "";
        for (StreamInterval s : r.streams()) {
            out.println(line(Integer.toString(s.socket()), tag(mixed, s.sender(), client), r.start(), r.end(),
                    s.bytes(), r.seconds(), -1, "") + omitted);
        }
        for (boolean sender : new boolean[] {true, false}) {
            long n = r.streams().stream().filter(s -> s.sender() == sender).count();
            if (n > 1) {
                out.println(line("SUM", tag(mixed, sender, client), r.start(), r.end(), r.bytes(sender), r.seconds(),
                        -1, "") + omitted);
            }
        }
        if (r.host() != null) {
            out.println("[HOST] " + host(r.host()));
        }
        if (r.streams().size() > 1) {
            out.println(SEPARATOR);
        }
        out.flush();
    }

    /** The closing summary: per stream and summed, as sender and receiver, then CPU and host figures. */
    public static void summary(ProbeResult r, boolean client, PrintStream out) {
        if (r.streams().size() == 1 || r.intervals().isEmpty()) {
            out.println(SEPARATOR); // multi-stream intervals end with one already
        }
        out.println(HEADER + "         Retr");
        boolean mixed = r.options().bidir();
        List<String> sums = new ArrayList<>();
        for (StreamReport s : r.streams()) {
            String tag = tag(mixed, s.localSender(), client);
            Transfer snd = s.sent();
            Transfer rcv = s.received();
            out.println(line(Integer.toString(s.socket()), tag, 0, snd.seconds(), snd.bytes(), snd.seconds(),
                    snd.retransmits(), "sender"));
            out.println(line(Integer.toString(s.socket()), tag, 0, rcv.seconds(), rcv.bytes(), rcv.seconds(), -1,
                    "receiver"));
        }
        if (r.streams().size() > 1) {
            boolean localSendsMain = client != r.options().reverse();
            addSums(sums, tag(mixed, localSendsMain, client), r.sent(), r.received());
            if (mixed) {
                addSums(sums, tag(true, !localSendsMain, client), r.reverseSent(), r.reverseReceived());
            }
            sums.forEach(out::println);
        }
        CpuUtil c = r.cpu();
        out.printf(Locale.ROOT, "CPU Utilization: local/%s %.1f%% (%.1f%%u/%.1f%%s), remote/%s %.1f%% "
                + "(%.1f%%u/%.1f%%s)%n", client ? "client" : "server", c.hostTotal(), c.hostUser(), c.hostSystem(),
                client ? "server" : "client", c.remoteTotal(), c.remoteUser(), c.remoteSystem());
        if (r.hostStats() != null) {
            out.println("Host (/proc, whole test): " + host(r.hostStats()));
        }
        if (client) {
            out.println();
            out.println("iperf Done.");
        }
        out.flush();
    }

    private static void addSums(List<String> out, String tag, Transfer sent, Transfer received) {
        if (sent == null || received == null) {
            return;
        }
        out.add(line("SUM", tag, 0, sent.seconds(), sent.bytes(), sent.seconds(), sent.retransmits(), "sender"));
        out.add(line("SUM", tag, 0, received.seconds(), received.bytes(), received.seconds(), -1, "receiver"));
    }

    static String host(HostStats h) {
        return String.format(Locale.ROOT, "cpu us %.1f%% sy %.1f%% si %.1f%% id %.1f%% st %.1f%%  in %.0f/s  cs %.0f/s  "
                + "TCP retrans %d of %d segs", h.cpuUser(), h.cpuSystem(), h.cpuSoftirq(), h.cpuIdle(), h.cpuSteal(),
                h.interruptsPerSec(), h.contextSwitchesPerSec(), h.tcpRetransSegs(), h.tcpOutSegs());
    }

    private static String tag(boolean mixed, boolean sender, boolean client) {
        return mixed ? "[" + (sender ? "TX" : "RX") + "-" + (client ? "C" : "S") + "]" : "";
    }

    static String line(String id, String tag, double start, double end, long bytes, double seconds, long retr,
            String role) {
        String bx = id.equals("SUM") ? "[SUM]" : String.format(Locale.ROOT, "[%3s]", id);
        double bps = seconds > 0 ? bytes * 8.0 / seconds : 0;
        String head = String.format(Locale.ROOT, "%s%s %6.2f-%-6.2f sec  %ss  %ss/sec", bx, tag, start, end,
                Units.bytes(bytes), Units.bits(bps));
        if (retr >= 0) {
            return head + String.format(Locale.ROOT, "  %3d             %s", retr, role);
        }
        return role.isEmpty() ? head : head + "                  " + role;
    }
}
