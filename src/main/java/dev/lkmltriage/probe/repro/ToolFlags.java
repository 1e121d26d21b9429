package dev.lkmltriage.probe.repro;

import java.util.HashMap;
import java.util.Map;

/**
 * The flags of iperf 2, iperf3 and netperf that a plan reads or knowingly ignores, by their short and long names,
 * mapped to one canonical action. Whether a flag takes a value decides how the following word is read; a flag not
 * in the table is reported as unknown.
 */
final class ToolFlags {
    /** A flag's canonical action and whether it takes a value. */
    record Flag(String action, boolean takesValue) {
    }

    private final Map<String, Flag> flags = new HashMap<>();

    private ToolFlags() {
    }

    Flag get(String name) {
        return flags.get(name);
    }

    private ToolFlags value(String action, String... names) {
        for (String n : names) {
            flags.put(n, new Flag(action, true));
        }
        return this;
    }

    private ToolFlags sw(String action, String... names) {
        for (String n : names) {
            flags.put(n, new Flag(action, false));
        }
        return this;
    }

    /** Flags common to iperf 2 and iperf3. */
    private ToolFlags iperfCommon() {
        return value("client", "-c", "--client")
                .value("len", "-l", "--len", "--length")
                .value("time", "-t", "--time")
                .value("parallel", "-P", "--parallel")
                .value("window", "-w", "--window")
                .value("port", "-p", "--port")
                .value("rate", "-b", "--bandwidth", "--bitrate")
                .value("bytes", "-n", "--num", "--bytes")
                .value("report", "-i", "--interval", "-f", "--format")
                .value("bind", "-B", "--bind")
                .sw("server", "-s", "--server")
                .sw("udp", "-u", "--udp")
                .sw("reverse", "-R", "--reverse")
                .sw("nodelay", "-N", "--no-delay")
                .sw("report", "-h", "--help", "-v", "--version");
    }

    static ToolFlags iperf2() {
        return new ToolFlags().iperfCommon()
                .value("mss", "-M", "--mss")
                .value("report", "-y", "--reportstyle", "-x", "--reportexclude", "-o", "--output")
                .value("other", "-L", "--listenport", "-T", "--ttl", "-Z", "--linux-congestion")
                .sw("printmss", "-m", "--print_mss")
                .sw("tradeoff", "-r", "--tradeoff")
                .sw("dual", "-d", "--dualtest", "--full-duplex")
                .sw("report", "-e", "--enhanced", "--enhancedreports", "-D", "--daemon", "-C", "--compatibility")
                .sw("ipv6", "-V", "--ipv6_domain");
    }

    static ToolFlags iperf3() {
        return new ToolFlags().iperfCommon()
                .value("mss", "-M", "--set-mss")
                .value("omit", "-O", "--omit")
                .value("bytes", "-k", "--blockcount")
                .value("report", "-T", "--title", "--logfile", "-A", "--affinity", "--cport", "--connect-timeout")
                .value("other", "-C", "--congestion", "-S", "--tos", "--dscp", "--fq-rate", "-F", "--file")
                .sw("dual", "--bidir")
                .sw("report", "-J", "--json", "-V", "--verbose", "-d", "--debug", "--forceflush", "--timestamps",
                        "--get-server-output", "-1", "--one-off", "-D", "--daemon")
                .sw("zerocopy", "-Z", "--zerocopy")
                .sw("ipv6", "-4", "--version4", "-6", "--version6");
    }

    /** netperf's global options (before {@code --}). */
    static ToolFlags netperfGlobal() {
        return new ToolFlags()
                .value("client", "-H")
                .value("time", "-l")
                .value("test", "-t")
                .value("port", "-p")
                .value("bind", "-L")
                .value("report", "-f", "-i", "-I", "-P", "-B", "-T", "-n", "-W", "-j", "-o", "-O", "-k", "-v")
                .sw("report", "-c", "-C", "-D", "-h", "-V")
                .sw("ipv6", "-4", "-6");
    }

    /** netperf's test-specific options (after {@code --}) of the TCP_STREAM family. */
    static ToolFlags netperfTest() {
        return new ToolFlags()
                .value("len", "-m")
                .value("recvsize", "-M")
                .value("window", "-s", "-S")
                .value("port", "-P")
                .value("report", "-o", "-O", "-k", "-r")
                .sw("nodelay", "-D")
                .sw("ipv6", "-4", "-6");
    }
}
