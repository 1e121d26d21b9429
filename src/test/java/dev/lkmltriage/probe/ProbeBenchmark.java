package dev.lkmltriage.probe;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Side-by-side loopback throughput of iperf3 (server and client processes) and the probe (server and client in
 * this JVM), single stream and -P 2, in alternating rounds so drift in machine load hits both alike. Prints each
 * round, the medians and the ratios probe/iperf3. Run: {@code ProbeBenchmark.run(System.out)} or the main method
 * with optional {@code SECONDS ROUNDS}.
 */
public final class ProbeBenchmark {
    private ProbeBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        run(System.out, seconds, rounds);
    }

    public static void run(PrintStream out) throws Exception {
        run(out, 3, 3);
    }

    /** @return the ratios {single, parallel-2} of probe to iperf3 medians */
    public static double[] run(PrintStream out, int seconds, int rounds) throws Exception {
        String iperf3 = Iperf3.binary();
        int[] parallel = {1, 2};
        double[][] ours = new double[2][rounds];
        double[][] theirs = new double[2][rounds];
        // bits moved per CPU-second used by both ends: on a shared machine the rate follows whatever CPU share the
        // scheduler grants, while the cost per bit is a property of the tool
        double[][] oursEff = new double[2][rounds];
        double[][] theirsEff = new double[2][rounds];
        out.printf(Locale.ROOT, "probe vs iperf3 on loopback, %d s per run, %d rounds, %d CPUs%n", seconds, rounds,
                Runtime.getRuntime().availableProcessors());
        for (int round = 0; round < rounds; round++) {
            for (int k = 0; k < parallel.length; k++) {
                // alternate who goes first so neither always runs on a warmer or cooler machine
                double[] t;
                double[] o;
                if (round % 2 == 0) {
                    t = iperf3(iperf3, parallel[k], seconds);
                    o = probe(parallel[k], seconds);
                } else {
                    o = probe(parallel[k], seconds);
                    t = iperf3(iperf3, parallel[k], seconds);
                }
                theirs[k][round] = t[0];
                theirsEff[k][round] = t[1];
                ours[k][round] = o[0];
                oursEff[k][round] = o[1];
                out.printf(Locale.ROOT, "round %d  -P %d  iperf3 %6.2f Gbit/s (%5.2f Gbit/cpu-s)  probe %6.2f Gbit/s "
                        + "(%5.2f Gbit/cpu-s)%n", round + 1, parallel[k], t[0] / 1e9, t[1] / 1e9, o[0] / 1e9,
                        o[1] / 1e9);
            }
        }
        double[] ratios = new double[2];
        for (int k = 0; k < parallel.length; k++) {
            double t = median(theirs[k]);
            double o = median(ours[k]);
            ratios[k] = o / t;
            out.printf(Locale.ROOT, "median -P %d  iperf3 %6.2f Gbit/s  probe %6.2f Gbit/s  ratio %.2fx;  "
                    + "per CPU-second: iperf3 %5.2f, probe %5.2f Gbit, ratio %.2fx%n", parallel[k], t / 1e9, o / 1e9,
                    ratios[k], median(theirsEff[k]) / 1e9, median(oursEff[k]) / 1e9,
                    median(oursEff[k]) / median(theirsEff[k]));
        }
        out.printf(Locale.ROOT, "probe -P 2 vs iperf3 -P 2: %.2fx (target 1.5x); single: %.2fx (target 1.0x)%n",
                ratios[1], ratios[0]);
        return ratios;
    }

    /** {bits per second, bits per CPU-second of both ends} */
    private static double[] probe(int parallel, int seconds) throws IOException {
        try (ProbeServer server = new ProbeServer(0, null)) {
            server.start();
            ProbeResult r = ProbeClient.run(ProbeOptions.defaults("127.0.0.1").withPort(server.port())
                    .withSeconds(seconds).withParallel(parallel).withInterval(0));
            // both ends run in this JVM, so this process's CPU already covers both (the remote figure is the same)
            double cpu = r.cpu().hostTotal() / 100.0;
            return new double[] {r.receivedBps(), cpu > 0 ? r.receivedBps() / cpu : 0};
        }
    }

    private static double[] iperf3(String bin, int parallel, int seconds) throws Exception {
        int port = Iperf3.freePort();
        Process server = Iperf3.server(port);
        try {
            List<String> cmd = new ArrayList<>(List.of(bin, "-c", "127.0.0.1", "-p", Integer.toString(port), "-t",
                    Integer.toString(seconds), "-P", Integer.toString(parallel), "-J"));
            JsonNode j = Iperf3.runJson(cmd, seconds + 30L);
            double bps = j.path("end").path("sum_received").path("bits_per_second").asDouble();
            JsonNode c = j.path("end").path("cpu_utilization_percent");
            double cpu = (c.path("host_total").asDouble() + c.path("remote_total").asDouble()) / 100.0;
            return new double[] {bps, cpu > 0 ? bps / cpu : 0};
        } finally {
            server.destroyForcibly();
            server.waitFor();
        }
    }

    static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }
}
