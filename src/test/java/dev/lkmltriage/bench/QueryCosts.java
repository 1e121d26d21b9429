package dev.lkmltriage.bench;

import dev.lkmltriage.index.MailSearch;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A tuning tool, not a test: per query of the API bench mix, the searching thread's CPU for the count alone
 * ({@code limit=0}) and for the whole first page (20 hits with snippets, no facets), median over the rounds, and
 * the total the search reports; so a change can be aimed at the query classes that cost.
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes:$(cat target/cp.txt)
 * dev.lkmltriage.bench.QueryCosts DATA_DIR [ROUNDS] [synthetic|pci]}
 */
public final class QueryCosts {
    private QueryCosts() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args[0]);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        List<String> queries = args.length > 2 && args[2].equals("pci") ? HttpLoad.PCI : HttpLoad.SYNTHETIC;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try (MailSearch search = MailSearch.openReadOnly(data)) {
            int n = queries.size();
            List<List<Double>> count = new ArrayList<>();
            List<List<Double>> page = new ArrayList<>();
            long[] totals = new long[n];
            for (int i = 0; i < n; i++) {
                count.add(new ArrayList<>());
                page.add(new ArrayList<>());
            }
            for (int round = -5; round < rounds; round++) { // warm-up passes for the JIT
                for (int i = 0; i < n; i++) {
                    long c0 = threads.getCurrentThreadCpuTime();
                    totals[i] = search.search(queries.get(i), 0, 0, false).total();
                    long c1 = threads.getCurrentThreadCpuTime();
                    search.search(queries.get(i), 20, 0, false);
                    long c2 = threads.getCurrentThreadCpuTime();
                    if (round >= 0) {
                        count.get(i).add((c1 - c0) / 1e6);
                        page.get(i).add((c2 - c1) / 1e6);
                    }
                }
            }
            double sumCount = 0;
            double sumPage = 0;
            for (int i = 0; i < n; i++) {
                double c = SearchProfile.pct(count.get(i), 50);
                double p = SearchProfile.pct(page.get(i), 50);
                sumCount += c;
                sumPage += p;
                System.out.printf(Locale.ROOT, "%-42s total %7d  count %6.2f  page %6.2f ms%n", queries.get(i),
                        totals[i], c, p);
            }
            System.out.printf(Locale.ROOT, "%-42s                count %6.2f  page %6.2f ms (mean of medians)%n",
                    "all", sumCount / n, sumPage / n);
        }
    }
}
