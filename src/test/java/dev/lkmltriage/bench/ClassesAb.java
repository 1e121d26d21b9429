package dev.lkmltriage.bench;

import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The extraction of two builds side by side in one JVM, for a cut of a few per cent on a shared machine. Each build's
 * compiled classes (say main's {@code target/classes} copied aside, and a branch's) get their own class loader over
 * the same libraries; in each, an {@link AbArm} reads and parses the same first messages of an input. Then, round
 * after round, each arm extracts all of them once, in the order A B, B A, A B, ... (so neither always runs first),
 * and the CPU time of this thread is taken for each. Neighbours on the machine slow both halves of a round about
 * alike, so the round's own ratio (A's CPU seconds over B's: above 1 when B is faster) is what is compared; the
 * report gives its median, quartiles and a distribution-free 95 % interval of the median (order statistics), and each
 * arm's MB/s (10^6 characters of decoded text per CPU-second). Untimed rounds come first: at least the asked number,
 * then until the compiler threads spent under 5 % of two rounds in a row (at most {@code -Dab.maxWarmup}, 80). Both arms'
 * facts are compared once (a digest of their printed form) before timing: a cut that changes output is not a speed-up.
 *
 * <pre>
 * java -Xmx3g -cp target/test-classes dev.lkmltriage.bench.ClassesAb A_CLASSES B_CLASSES LIBS_CP SOURCE
 *      [COUNT=1000] [ROUNDS=40] [WARMUP=20] [EXTRA_DIR]
 * </pre>
 * LIBS_CP is the libraries' class path ({@code target/cp.txt}); EXTRA_DIR (default {@code target/test-classes}) holds
 * this class and {@link AbArm}, loaded in each arm against that arm's classes. {@code -Dab.stage=drivers} or
 * {@code -Dab.stage=configs} times that stage alone ({@link AbArm}).
 */
public final class ClassesAb {
    /** The most warm-up rounds, unless {@code -Dab.maxWarmup=N} says otherwise. */
    static final int MAX_WARMUP = Integer.getInteger("ab.maxWarmup", 80);
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();
    private static volatile long sink;

    private ClassesAb() {
    }

    /** One loaded arm. */
    private record Arm(String name, Object arm, Method run, double mb) {
        double seconds() throws ReflectiveOperationException {
            long t0 = CPU.getCurrentThreadCpuTime();
            sink += (Long) run.invoke(arm);
            return Math.max(1, CPU.getCurrentThreadCpuTime() - t0) / 1e9;
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 4) {
            System.err.println("usage: ClassesAb A_CLASSES B_CLASSES LIBS_CP SOURCE [COUNT] [ROUNDS] [WARMUP] [EXTRA]");
            System.exit(2);
        }
        List<Path> libs = new ArrayList<>();
        String cp = args[2].startsWith("@") ? Files.readString(Path.of(args[2].substring(1))).trim() : args[2];
        for (String p : cp.split(java.io.File.pathSeparator)) {
            if (!p.isBlank()) {
                libs.add(Path.of(p));
            }
        }
        String source = args[3];
        int count = args.length > 4 ? Integer.parseInt(args[4]) : 1000;
        int rounds = args.length > 5 ? Integer.parseInt(args[5]) : 40;
        int minWarm = args.length > 6 ? Integer.parseInt(args[6]) : 20;
        Path extra = Path.of(args.length > 7 ? args[7] : "target/test-classes");
        Arm a = load("A " + args[0], Path.of(args[0]), extra, libs, source, count);
        Arm b = load("B " + args[1], Path.of(args[1]), extra, libs, source, count);
        long da = (Long) a.arm().getClass().getMethod("digest").invoke(a.arm());
        long db = (Long) b.arm().getClass().getMethod("digest").invoke(b.arm());
        System.out.printf(Locale.ROOT, "%s%n%s%n%.2f MB of decoded text each; facts %s%n", a.name(), b.name(), a.mb(),
                da == db ? "identical (digest " + Long.toHexString(da) + ")" : "DIFFER: A " + Long.toHexString(da)
                        + ", B " + Long.toHexString(db));
        int warm = 0;
        int quiet = 0;
        while (warm < minWarm || (quiet < 2 && warm < MAX_WARMUP)) {
            long jit0 = JIT.getTotalCompilationTime();
            double[] p = pair(a, b, warm);
            double s = p[0] + p[1];
            long jit = JIT.getTotalCompilationTime() - jit0;
            quiet = jit < 0.05 * s * 1000 ? quiet + 1 : 0;
            warm++;
        }
        System.out.printf(Locale.ROOT, "warm-up: %d rounds (each arm once a round)%s%n", warm,
                quiet >= 2 ? ", the JIT quiet" : ", THE JIT HAD NOT SETTLED");
        double[] ra = new double[rounds];
        double[] rb = new double[rounds];
        double[] ratio = new double[rounds];
        double[] busy = new double[rounds];
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        double load0 = os.getSystemLoadAverage();
        for (int r = 0; r < rounds; r++) {
            long w0 = System.nanoTime();
            double[] s = pair(a, b, r);
            double wall = (System.nanoTime() - w0) / 1e9;
            ra[r] = a.mb() / s[0];
            rb[r] = b.mb() / s[1];
            ratio[r] = s[0] / s[1];
            busy[r] = (s[0] + s[1]) / wall;
        }
        System.out.printf(Locale.ROOT, "%d rounds; load average %.1f -> %.1f; CPU / wall of the rounds %s%n", rounds,
                load0, os.getSystemLoadAverage(), spread(busy, "%.2f"));
        System.out.printf(Locale.ROOT, "  A MB/s per CPU-second  %s%n", spread(ra, "%.2f"));
        System.out.printf(Locale.ROOT, "  B MB/s per CPU-second  %s%n", spread(rb, "%.2f"));
        System.out.printf(Locale.ROOT, "  ratio A CPU / B CPU    %s  (above 1: B faster)%n", spread(ratio, "%.4f"));
        double[] sorted = ratio.clone();
        Arrays.sort(sorted);
        int k = Math.max(0, (int) Math.floor((rounds - 1.96 * Math.sqrt(rounds)) / 2) - 1);
        System.out.printf(Locale.ROOT, "  median ratio %.4f, 95 %% interval of the median %.4f - %.4f (ranks %d, %d"
                + " of %d)%n", quantile(sorted, 0.5), sorted[k], sorted[rounds - 1 - k], k + 1, rounds - k, rounds);
        System.out.println("  each round's ratio: " + String.join(" ", Arrays.stream(ratio)
                .mapToObj(x -> String.format(Locale.ROOT, "%.3f", x)).toList()));
    }

    /** One round: both arms once, A first in even rounds; CPU seconds of A, then of B. */
    private static double[] pair(Arm a, Arm b, int round) throws ReflectiveOperationException {
        double sa;
        double sb;
        if (round % 2 == 0) {
            sa = a.seconds();
            sb = b.seconds();
        } else {
            sb = b.seconds();
            sa = a.seconds();
        }
        return new double[] {sa, sb};
    }

    private static Arm load(String name, Path classes, Path extra, List<Path> libs, String source, int count)
            throws IOException, ReflectiveOperationException {
        List<URL> urls = new ArrayList<>();
        urls.add(classes.toUri().toURL());
        urls.add(extra.toUri().toURL());
        for (Path p : libs) {
            urls.add(p.toUri().toURL());
        }
        ClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
        Class<?> c = Class.forName("dev.lkmltriage.bench.AbArm", true, loader);
        Object arm = c.getConstructor(String.class, Integer.class).newInstance(source, count);
        long chars = (Long) c.getMethod("chars").invoke(arm);
        return new Arm(name, arm, c.getMethod("run"), chars / 1e6);
    }

    /** Median (quartiles) of the values. */
    static String spread(double[] xs, String fmt) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return String.format(Locale.ROOT, fmt + " (" + fmt + " - " + fmt + ")", quantile(s, 0.5), quantile(s, 0.25),
                quantile(s, 0.75));
    }

    /** The q-quantile of sorted values, interpolated between the nearest ranks. */
    static double quantile(double[] sorted, double q) {
        double at = q * (sorted.length - 1);
        int lo = (int) Math.floor(at);
        int hi = (int) Math.ceil(at);
        return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
    }
}
