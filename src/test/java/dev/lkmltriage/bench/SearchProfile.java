package dev.lkmltriage.bench;

import dev.lkmltriage.index.MailSearch;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * A tuning tool, not a test: CPU milliseconds per search on an existing data directory, the way the API calls it
 * (20 hits with snippets, with and without facets), over {@link SearchBench#QUERIES} plus words of the real
 * linux-pci archive. The machine is shared, so the figure is the searching thread's CPU time, not the clock.
 * Matches are counted as the API counts them (up to 1000) where the classes can; {@code -DexactCount=true} counts
 * them all.
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes:$(cat target/cp.txt)
 * dev.lkmltriage.bench.SearchProfile DATA_DIR [ROUNDS] [facets|nofacets|both]}
 */
public final class SearchProfile {
    /** Words and facts that occur in the linux-pci archive, so the profile means something there too. */
    static final List<String> REAL = List.of("aspm", "hotplug", "\"link training\"", "pcie bridge", "driver:nvme",
            "kind:patch", "s:regression", "interrupt NOT kind:patch", "dfn:pci.c", "d:20190101..20190601");

    private SearchProfile() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args[0]);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        String modes = args.length > 2 ? args[2] : "both";
        List<String> queries = new ArrayList<>();
        SearchBench.QUERIES.values().forEach(queries::addAll);
        queries.addAll(REAL);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try (MailSearch search = MailSearch.openReadOnly(data)) {
            for (String mode : modes.equals("both") ? List.of("facets", "nofacets") : List.of(modes)) {
                boolean facets = mode.equals("facets");
                List<Double> cpu = new ArrayList<>();
                List<Double> wall = new ArrayList<>();
                for (int round = -2; round < rounds; round++) { // two warm-up passes for the JIT
                    for (String q : queries) {
                        long c0 = threads.getCurrentThreadCpuTime();
                        long t0 = System.nanoTime();
                        run(search, q, facets);
                        if (round >= 0) {
                            cpu.add((threads.getCurrentThreadCpuTime() - c0) / 1e6);
                            wall.add((System.nanoTime() - t0) / 1e6);
                        }
                    }
                }
                System.out.printf(Locale.ROOT, "%-9s %d searches: CPU ms/search mean %.2f p50 %.2f p99 %.2f;"
                        + " wall p50 %.2f p99 %.2f%n", mode, cpu.size(), mean(cpu), pct(cpu, 50), pct(cpu, 99),
                        pct(wall, 50), pct(wall, 99));
            }
        }
    }

    /** The facets flag exists from the search-speed change on; older classes always compute facets. */
    private static final java.lang.reflect.Method WITH_FACETS = withFacets();

    private static java.lang.reflect.Method withFacets() {
        try {
            return MailSearch.class.getMethod("search", String.class, int.class, int.class, boolean.class);
        } catch (NoSuchMethodException old) {
            return null;
        }
    }

    /** The bounded count the API asks for, where the classes have it (session 6 on); else the exact count. */
    private static final java.lang.reflect.Method COUNT_UP_TO = countUpTo();

    private static java.lang.reflect.Method countUpTo() {
        try {
            return MailSearch.class.getMethod("search", String.class, int.class, int.class, boolean.class,
                    long.class);
        } catch (NoSuchMethodException old) {
            return null;
        }
    }

    private static void run(MailSearch search, String q, boolean facets) throws Exception {
        if (COUNT_UP_TO != null && !Boolean.getBoolean("exactCount")) {
            COUNT_UP_TO.invoke(search, q, 20, 0, facets, 1000L);
        } else if (WITH_FACETS == null) {
            search.search(q, 20, 0);
        } else {
            WITH_FACETS.invoke(search, q, 20, 0, facets);
        }
    }

    private static double mean(List<Double> xs) {
        return xs.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }

    static double pct(List<Double> xs, double p) {
        List<Double> s = new ArrayList<>(xs);
        Collections.sort(s);
        return s.isEmpty() ? 0 : s.get((int) Math.min(s.size() - 1, Math.ceil(p / 100 * s.size()) - 1));
    }

}
