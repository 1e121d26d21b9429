package dev.lkmltriage.probe;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads /proc/stat and /proc/net/snmp. Parsing is a pure function of the file texts so it can be tested on captured
 * text; any field it cannot find reads as -1 and a missing /proc gives no sample at all.
 */
final class HostSampler {
    /** Raw counters at one instant. {@code cpu} holds user, nice, system, idle, iowait, irq, softirq, steal. */
    record Sample(long nanos, long[] cpu, long intr, long ctxt, long retransSegs, long outSegs) {
    }

    private HostSampler() {
    }

    /** A sample now, or null where /proc is not readable. */
    static Sample now() {
        try {
            String stat = read(Path.of("/proc/stat"));
            String snmp = Files.isReadable(Path.of("/proc/net/snmp")) ? read(Path.of("/proc/net/snmp")) : "";
            return parse(stat, snmp, System.nanoTime());
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static String read(Path p) throws IOException {
        // /proc/stat grows with the number of interrupt lines; 1 MiB is far beyond any real one
        byte[] b = Files.readAllBytes(p);
        return new String(b, 0, Math.min(b.length, 1 << 20), StandardCharsets.US_ASCII);
    }

    static Sample parse(String stat, String snmp, long nanos) {
        long[] cpu = new long[8];
        java.util.Arrays.fill(cpu, -1);
        long intr = -1;
        long ctxt = -1;
        for (String line : stat.split("\n", 4096)) {
            if (line.startsWith("cpu ")) {
                String[] f = line.trim().split(" +", 10);
                for (int i = 0; i < cpu.length && i + 1 < f.length; i++) {
                    cpu[i] = parseLong(f[i + 1]);
                }
            } else if (line.startsWith("intr ")) {
                int end = line.indexOf(' ', 5);
                intr = parseLong(end < 0 ? line.substring(5) : line.substring(5, end));
            } else if (line.startsWith("ctxt ")) {
                ctxt = parseLong(line.substring(5).trim());
            }
        }
        long retrans = -1;
        long out = -1;
        String[] lines = snmp.split("\n", 256);
        for (int i = 0; i + 1 < lines.length; i++) {
            if (lines[i].startsWith("Tcp:") && lines[i + 1].startsWith("Tcp:")) {
                String[] names = lines[i].trim().split(" +");
                String[] values = lines[i + 1].trim().split(" +");
                for (int k = 1; k < names.length && k < values.length; k++) {
                    if (names[k].equals("RetransSegs")) {
                        retrans = parseLong(values[k]);
                    } else if (names[k].equals("OutSegs")) {
                        out = parseLong(values[k]);
                    }
                }
                break;
            }
        }
        return new Sample(nanos, cpu, intr, ctxt, retrans, out);
    }

    /** The rates between two samples, or null if either is missing or no time passed. */
    static HostStats between(Sample a, Sample b) {
        if (a == null || b == null || b.nanos() <= a.nanos()) {
            return null;
        }
        double secs = (b.nanos() - a.nanos()) / 1e9;
        long[] d = new long[8];
        long total = 0;
        for (int i = 0; i < 8; i++) {
            d[i] = a.cpu()[i] < 0 || b.cpu()[i] < 0 ? 0 : Math.max(0, b.cpu()[i] - a.cpu()[i]);
            total += d[i];
        }
        double t = total == 0 ? 1 : total;
        return new HostStats(secs,
                100.0 * (d[0] + d[1]) / t,
                100.0 * (d[2] + d[5]) / t,
                100.0 * d[6] / t,
                100.0 * (d[3] + d[4]) / t,
                100.0 * d[7] / t,
                rate(a.intr(), b.intr(), secs),
                rate(a.ctxt(), b.ctxt(), secs),
                delta(a.retransSegs(), b.retransSegs()),
                delta(a.outSegs(), b.outSegs()));
    }

    private static double rate(long a, long b, double secs) {
        return a < 0 || b < 0 ? -1 : Math.max(0, b - a) / secs;
    }

    private static long delta(long a, long b) {
        return a < 0 || b < 0 ? -1 : Math.max(0, b - a);
    }

    private static long parseLong(String s) {
        long v = 0;
        int n = Math.min(s.length(), 19);
        if (n == 0) {
            return -1;
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }
}
