package dev.lkmltriage.probe;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * A client result in iperf3's {@code -J} layout ({@code start}, {@code intervals}, {@code end} with
 * {@code sum_sent}, {@code sum_received}, {@code cpu_utilization_percent}), so tools that read iperf3 JSON read ours.
 * Host figures from /proc go under the extra keys {@code end.host_stats} and {@code intervals[].host_stats}.
 */
public final class JsonReport {
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private JsonReport() {
    }

    public static String toJsonText(ProbeResult r) {
        try {
            return Control.JSON.writerWithDefaultPrettyPrinter().writeValueAsString(toJson(r));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always serialises", e);
        }
    }

    public static ObjectNode toJson(ProbeResult r) {
        ProbeOptions o = r.options();
        ObjectNode root = Control.JSON.createObjectNode();
        ObjectNode start = root.putObject("start");
        ArrayNode conns = start.putArray("connected");
        for (Connection c : r.connected()) {
            ObjectNode n = conns.addObject();
            n.put("socket", c.socket());
            n.put("local_host", c.localHost());
            n.put("local_port", c.localPort());
            n.put("remote_host", c.remoteHost());
            n.put("remote_port", c.remotePort());
        }
        start.put("version", TestParams.VERSION);
        start.put("system_info", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        ObjectNode ts = start.putObject("timestamp");
        ts.put("time", TIME.format(Instant.ofEpochSecond(r.timestampSecs())));
        ts.put("timesecs", r.timestampSecs());
        ObjectNode to = start.putObject("connecting_to");
        to.put("host", o.host());
        to.put("port", o.port());
        start.put("cookie", r.cookie());
        start.put("target_bitrate", 0);
        start.put("sock_bufsize", o.window());
        ObjectNode test = start.putObject("test_start");
        test.put("protocol", "TCP");
        test.put("num_streams", o.parallel());
        test.put("blksize", o.len());
        test.put("omit", o.omit());
        test.put("duration", o.seconds());
        test.put("bytes", 0);
        test.put("blocks", 0);
        test.put("reverse", o.reverse() ? 1 : 0);
        test.put("tos", 0);
        test.put("target_bitrate", 0);
        if (o.bidir()) {
            test.put("bidir", 1);
        }

        ArrayNode intervals = root.putArray("intervals");
        for (IntervalReport iv : r.intervals()) {
            ObjectNode n = intervals.addObject();
            ArrayNode ss = n.putArray("streams");
            for (StreamInterval s : iv.streams()) {
                ObjectNode sn = ss.addObject();
                sn.put("socket", s.socket());
                span(sn, iv.start(), iv.end(), iv.seconds(), s.bytes());
                sn.put("omitted", iv.omitted());
                sn.put("sender", s.sender());
            }
            boolean localSendsMain = !o.reverse();
            ObjectNode sum = n.putObject("sum");
            span(sum, iv.start(), iv.end(), iv.seconds(), iv.bytes(localSendsMain));
            sum.put("omitted", iv.omitted());
            sum.put("sender", localSendsMain);
            if (o.bidir()) {
                ObjectNode rev = n.putObject("sum_bidir_reverse");
                span(rev, iv.start(), iv.end(), iv.seconds(), iv.bytes(false));
                rev.put("omitted", iv.omitted());
                rev.put("sender", false);
            }
            if (iv.host() != null) {
                n.set("host_stats", host(iv.host()));
            }
        }

        ObjectNode end = root.putObject("end");
        ArrayNode es = end.putArray("streams");
        for (StreamReport s : r.streams()) {
            ObjectNode n = es.addObject();
            ObjectNode snd = n.putObject("sender");
            snd.put("socket", s.socket());
            transfer(snd, s.sent(), true);
            snd.put("sender", s.localSender());
            ObjectNode rcv = n.putObject("receiver");
            rcv.put("socket", s.socket());
            transfer(rcv, s.received(), false);
            rcv.put("sender", s.localSender());
        }
        boolean mainSender = !o.reverse();
        sum(end, "sum_sent", r.sent(), true, mainSender);
        sum(end, "sum_received", r.received(), false, mainSender);
        if (r.reverseSent() != null) {
            sum(end, "sum_sent_bidir_reverse", r.reverseSent(), true, false);
            sum(end, "sum_received_bidir_reverse", r.reverseReceived(), false, false);
        }
        ObjectNode cpu = end.putObject("cpu_utilization_percent");
        cpu.put("host_total", r.cpu().hostTotal());
        cpu.put("host_user", r.cpu().hostUser());
        cpu.put("host_system", r.cpu().hostSystem());
        cpu.put("remote_total", r.cpu().remoteTotal());
        cpu.put("remote_user", r.cpu().remoteUser());
        cpu.put("remote_system", r.cpu().remoteSystem());
        if (r.hostStats() != null) {
            end.set("host_stats", host(r.hostStats()));
        }
        return root;
    }

    private static void sum(ObjectNode end, String key, Transfer t, boolean withRetr, boolean sender) {
        ObjectNode n = end.putObject(key);
        transfer(n, t, withRetr);
        n.put("sender", sender);
    }

    private static void transfer(ObjectNode n, Transfer t, boolean withRetr) {
        span(n, t.start(), t.end(), t.seconds(), t.bytes());
        if (withRetr && t.retransmits() >= 0) {
            n.put("retransmits", t.retransmits());
        }
    }

    private static void span(ObjectNode n, double start, double end, double seconds, long bytes) {
        n.put("start", start);
        n.put("end", end);
        n.put("seconds", seconds);
        n.put("bytes", bytes);
        n.put("bits_per_second", seconds > 0 ? bytes * 8.0 / seconds : 0);
    }

    static ObjectNode host(HostStats h) {
        ObjectNode n = Control.JSON.createObjectNode();
        n.put("seconds", h.seconds());
        n.put("cpu_user_percent", h.cpuUser());
        n.put("cpu_system_percent", h.cpuSystem());
        n.put("cpu_softirq_percent", h.cpuSoftirq());
        n.put("cpu_idle_percent", h.cpuIdle());
        n.put("cpu_steal_percent", h.cpuSteal());
        n.put("interrupts_per_second", h.interruptsPerSec());
        n.put("context_switches_per_second", h.contextSwitchesPerSec());
        n.put("tcp_retrans_segs", h.tcpRetransSegs());
        n.put("tcp_out_segs", h.tcpOutSegs());
        return n;
    }
}
