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
        out.printf(Locale.ROOT, "probe vs iperf3 on loopback, %d s per run, %d rounds, %d CPUs%n", seconds, rounds,
                Runtime.getRuntime().availableProcessors());
        for (int round = 0; round < rounds; round++) {
            for (int k = 0; k < parallel.length; k++) {
                // alternate who goes first so neither always runs on a warmer or cooler machine
                if (round % 2 == 0) {
                    theirs[k][round] = iperf3(iperf3, parallel[k], seconds);
                    ours[k][round] = probe(parallel[k], seconds);
                } else {
                    ours[k][round] = probe(parallel[k], seconds);
                    theirs[k][round] = iperf3(iperf3, parallel[k], seconds);
                }
                out.printf(Locale.ROOT, "round %d  -P %d  iperf3 %8.2f Gbit/s  probe %8.2f Gbit/s%n", round + 1,
                        parallel[k], theirs[k][round] / 1e9, ours[k][round] / 1e9);
            }
        }
        double[] ratios = new double[2];
        for (int k = 0; k < parallel.length; k++) {
            double t = median(theirs[k]);
            double o = median(ours[k]);
            ratios[k] = o / t;
            out.printf(Locale.ROOT, "median -P %d  iperf3 %8.2f Gbit/s  probe %8.2f Gbit/s  ratio %.2fx%n",
                    parallel[k], t / 1e9, o / 1e9, ratios[k]);
        }
        out.printf(Locale.ROOT, "probe -P 2 vs iperf3 -P 2: %.2fx (target 1.5x); single: %.2fx (target 1.0x)%n",
                ratios[1], ratios[0]);
        return ratios;
    }

    private static double probe(int parallel, int seconds) throws IOException {
        try (ProbeServer server = new ProbeServer(0, null)) {
            server.start();
            ProbeResult r = ProbeClient.run(ProbeOptions.defaults("127.0.0.1").withPort(server.port())
                    .withSeconds(seconds).withParallel(parallel).withInterval(0));
            return r.receivedBps();
        }
    }

    private static double iperf3(String bin, int parallel, int seconds) throws Exception {
        int port = Iperf3.freePort();
        Process server = Iperf3.server(port);
        try {
            List<String> cmd = new ArrayList<>(List.of(bin, "-c", "127.0.0.1", "-p", Integer.toString(port), "-t",
                    Integer.toString(seconds), "-P", Integer.toString(parallel), "-J"));
            JsonNode j = Iperf3.runJson(cmd, seconds + 30L);
            return j.path("end").path("sum_received").path("bits_per_second").asDouble();
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
