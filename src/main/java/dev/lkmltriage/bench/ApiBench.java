package dev.lkmltriage.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A closed-loop load test of {@code GET /api/search}: CLIENTS connections, each sending its next search when the
 * last one answered, over a query mix that no client repeats back to back (each starts at its own place in the mix).
 * Prints latency median, p90, p99 and max, searches/s, the server's CPU per request (from {@code /proc/PID/stat},
 * when its process id is known), the load generator's own CPU per request, and the load average: on a shared
 * machine latency measures the neighbours too, CPU per request measures us.
 */
public final class ApiBench {
    /**
     * @param base     the service, e.g. {@code http://127.0.0.1:8080}
     * @param pid      the service's process id for its CPU time, or 0 when unknown (another machine)
     * @param mix      {@code synthetic} or {@code pci}
     * @param extra    appended to every request, e.g. {@code &facets=true}
     */
    public record Options(URI base, long pid, int clients, int requests, int warmup, int rounds, String mix,
                          String extra) {
    }

    /** One measured round. */
    public record Round(int clients, int requests, double medianMs, double p90Ms, double p99Ms, double maxMs,
                        double perSecond, double serverCpuMs, double clientCpuMs, double load0, double load1,
                        long errors) {
        String line() {
            return String.format(Locale.ROOT, "%d clients x %d searches: median %.1f ms, p90 %.1f, p99 %.1f, max %.1f;"
                            + " %.0f searches/s; server CPU %s ms/request, load generator %.2f; load average %.1f -> %.1f%s",
                    clients, requests, medianMs, p90Ms, p99Ms, maxMs, perSecond,
                    Double.isNaN(serverCpuMs) ? "?" : String.format(Locale.ROOT, "%.2f", serverCpuMs), clientCpuMs,
                    load0, load1, errors == 0 ? "" : "; " + errors + " ERRORS");
        }
    }

    private ApiBench() {
    }

    static List<String> mix(String name) {
        return switch (name) {
            case "synthetic" -> HttpLoad.SYNTHETIC;
            case "pci" -> HttpLoad.PCI;
            default -> throw new IllegalArgumentException("unknown query mix '" + name + "': synthetic or pci");
        };
    }

    /** Warms the service up, then runs the rounds, printing each; returns them. */
    public static List<Round> run(Options o, PrintStream out) throws Exception {
        List<String> queries = mix(o.mix());
        if (o.warmup() > 0) {
            out.printf(Locale.ROOT, "warming up: %d searches (the JIT compiles the search path first)%n", o.warmup());
            round(o, queries, Math.max(1, o.warmup() / o.clients()));
        }
        List<Round> rounds = new ArrayList<>();
        for (int i = 0; i < o.rounds(); i++) {
            Round r = round(o, queries, o.requests());
            out.println(r.line());
            rounds.add(r);
        }
        return rounds;
    }

    static Round round(Options o, List<String> queries, int requests) throws Exception {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        AtomicLong clientCpu = new AtomicLong();
        AtomicLong errors = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(o.clients());
        try {
            List<Future<long[]>> futures = new ArrayList<>();
            double load0 = loadAverage();
            long cpu0 = processCpuTicks(o.pid());
            long start = System.nanoTime();
            for (int c = 0; c < o.clients(); c++) {
                int first = c;
                futures.add(pool.submit(() -> {
                    long c0 = threads.getCurrentThreadCpuTime();
                    long[] times = new long[requests];
                    try (HttpLoad http = new HttpLoad(o.base())) {
                        for (int i = 0; i < requests; i++) {
                            String path = HttpLoad.searchPath(queries.get((first + i) % queries.size()), o.extra());
                            long t0 = System.nanoTime();
                            int status = http.get(path);
                            times[i] = System.nanoTime() - t0;
                            if (status != 200) {
                                errors.incrementAndGet();
                            }
                        }
                    } finally {
                        clientCpu.addAndGet(threads.getCurrentThreadCpuTime() - c0);
                    }
                    return times;
                }));
            }
            long[] all = new long[o.clients() * requests];
            int n = 0;
            for (Future<long[]> f : futures) {
                long[] t = f.get();
                System.arraycopy(t, 0, all, n, t.length);
                n += t.length;
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            long cpu1 = processCpuTicks(o.pid());
            double load1 = loadAverage();
            Arrays.sort(all);
            double serverCpu = cpu0 < 0 || cpu1 < 0 ? Double.NaN : (cpu1 - cpu0) * 1000.0 / TICKS / all.length;
            return new Round(o.clients(), requests, ms(all, 0.5), ms(all, 0.9), ms(all, 0.99),
                    all[all.length - 1] / 1e6, all.length / seconds, serverCpu, clientCpu.get() / 1e6 / all.length,
                    load0, load1, errors.get());
        } finally {
            pool.shutdownNow();
        }
    }

    private static double ms(long[] sorted, double quantile) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(quantile * sorted.length) - 1)] / 1e6;
    }

    /** Linux's USER_HZ: /proc reports CPU time in these ticks, 100 on every architecture Java runs on. */
    private static final int TICKS = 100;

    /** User plus system CPU of a process in clock ticks, or -1 when unknown. */
    static long processCpuTicks(long pid) {
        if (pid <= 0) {
            return -1;
        }
        try {
            String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(f[11]) + Long.parseLong(f[12]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** Whether the service answers a search (any answer from it, even an error, means it is up). */
    public static boolean ready(URI base) throws IOException {
        try (HttpLoad http = new HttpLoad(base)) {
            return http.get(HttpLoad.searchPath("", "&limit=1")) > 0;
        }
    }

    static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }
}
