package dev.lkmltriage.bench;

import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A measuring tool, not a test: two builds' whole ingest (parse, extract, thread, cluster, index into a fresh data
 * directory, as {@code triage ingest} runs it) of one Maildir, taking turns in one JVM (A B B A A B ...), each build
 * from its own class loader, so that both share the machine's load round by round. Prints per round each build's
 * process CPU, the parse workers' CPU (where parsing and extraction run) and wall time, and the per-pair ratios B/A
 * with their median and quartiles. Run with the launcher's ingest options ({@code -Xmx4g -XX:TieredStopAtLevel=1
 * -XX:+UseParallelGC}) from a checkout's top ({@code -Dtriage.home=.}).
 *
 * <p>Run: {@code java ... -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.lkmltriage.bench.IngestPairs
 * MAILDIR A_DIR B_DIR PAIRS WORK [WARMUP]}, where a build directory holds {@code classes/} and {@code cp.txt}.
 */
public final class IngestPairs {
    private IngestPairs() {
    }

    /** One build's ingest, reached by reflection through its own class loader. */
    private record Build(String name, ClassLoader loader) {
        static Build of(String name, Path dir) throws Exception {
            List<URL> urls = new ArrayList<>();
            urls.add(dir.resolve("classes").toUri().toURL());
            for (String jar : Files.readString(dir.resolve("cp.txt")).strip().split(":")) {
                urls.add(Path.of(jar).toUri().toURL());
            }
            return new Build(name, new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader()));
        }

        /** Ingests the Maildir into a fresh store at {@code data}; returns the messages stored. */
        long ingest(String maildir, Path data) throws Exception {
            Thread.currentThread().setContextClassLoader(loader);
            Class<?> store = loader.loadClass("dev.lkmltriage.index.MailStore");
            Class<?> pipeline = loader.loadClass("dev.lkmltriage.ingest.IngestPipeline");
            Class<?> sink = loader.loadClass("dev.lkmltriage.ingest.ReportSink");
            Class<?> progress = loader.loadClass("dev.lkmltriage.ingest.ProgressListener");
            Class<?> sources = loader.loadClass("dev.lkmltriage.source.Sources");
            Object opened = store.getMethod("open", Path.class).invoke(null, data);
            try (AutoCloseable s = (AutoCloseable) opened) {
                Object p = pipeline.getMethod("standard").invoke(null);
                Method run = pipeline.getMethod("run", List.class, sink, progress);
                Object summary = run.invoke(p, sources.getMethod("open", String.class).invoke(null, maildir), s,
                        progress.getField("NONE").get(null));
                return (long) summary.getClass().getMethod("messages").invoke(summary);
            }
        }
    }

    /** One round's figures. */
    private record Round(double processCpu, double parseCpu, double wall, long messages) {
    }

    public static void main(String[] args) throws Exception {
        String maildir = args[0];
        Build a = Build.of("A", Path.of(args[1]));
        Build b = Build.of("B", Path.of(args[2]));
        int pairs = Integer.parseInt(args[3]);
        Path work = Path.of(args[4]);
        int warmup = args.length > 5 ? Integer.parseInt(args[5]) : 1;
        System.out.println("A = " + args[1] + ", B = " + args[2] + "; JVM options "
                + ManagementFactory.getRuntimeMXBean().getInputArguments());
        for (int w = 0; w < warmup; w++) {
            for (Build x : List.of(a, b)) {
                Round r = round(x, maildir, work);
                System.out.printf(Locale.ROOT, "warm-up %s: %s%n", x.name(), show(r));
            }
        }
        List<Double> cpuRatios = new ArrayList<>();
        List<Double> parseRatios = new ArrayList<>();
        List<Double> wallRatios = new ArrayList<>();
        for (int i = 0; i < pairs; i++) {
            // A B, then B A: neither build always goes first
            List<Build> order = i % 2 == 0 ? List.of(a, b) : List.of(b, a);
            Round[] got = new Round[2];
            for (Build x : order) {
                got[x == a ? 0 : 1] = round(x, maildir, work);
            }
            if (got[0].messages() != got[1].messages()) {
                throw new IllegalStateException("the builds stored different counts: " + Arrays.toString(got));
            }
            cpuRatios.add(got[1].processCpu() / got[0].processCpu());
            parseRatios.add(got[1].parseCpu() / got[0].parseCpu());
            wallRatios.add(got[1].wall() / got[0].wall());
            System.out.printf(Locale.ROOT, "pair %d (%s first, load %.1f): A %s | B %s | B/A process CPU %.3f, parse"
                    + " workers %.3f, wall %.3f%n", i, order.get(0).name(), ExtractBench.loadAverage(),
                    show(got[0]), show(got[1]), cpuRatios.get(i), parseRatios.get(i), wallRatios.get(i));
        }
        System.out.println("B/A process CPU: " + quartiles(cpuRatios));
        System.out.println("B/A parse workers' CPU: " + quartiles(parseRatios));
        System.out.println("B/A wall: " + quartiles(wallRatios));
    }

    private static Round round(Build x, String maildir, Path work) throws Exception {
        Path data = work.resolve("data-" + x.name());
        delete(data);
        System.gc();
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        ThreadCpu threads = ThreadCpu.start();
        long cpu0 = os.getProcessCpuTime();
        long t0 = System.nanoTime();
        long messages = x.ingest(maildir, data);
        double wall = (System.nanoTime() - t0) / 1e9;
        double cpu = (os.getProcessCpuTime() - cpu0) / 1e9;
        Map<String, Double> groups = threads.stopByGroup();
        delete(data);
        return new Round(cpu, groups.getOrDefault("triage-parse", 0.0), wall, messages);
    }

    private static String show(Round r) {
        return String.format(Locale.ROOT, "%d msgs, CPU %.2f s, parse %.2f s, wall %.2f s", r.messages(),
                r.processCpu(), r.parseCpu(), r.wall());
    }

    static String quartiles(List<Double> xs) {
        double[] s = xs.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return String.format(Locale.ROOT, "median %.3f, quartiles %.3f - %.3f, n %d, all %s", at(s, 0.5), at(s, 0.25),
                at(s, 0.75), s.length, xs.stream().map(v -> String.format(Locale.ROOT, "%.3f", v)).toList());
    }

    private static double at(double[] sorted, double q) {
        double pos = q * (sorted.length - 1);
        int lo = (int) Math.floor(pos);
        int hi = (int) Math.ceil(pos);
        return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
    }

    private static void delete(Path dir) throws java.io.IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
