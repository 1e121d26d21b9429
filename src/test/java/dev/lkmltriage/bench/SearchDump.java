package dev.lkmltriage.bench;

import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.index.SearchHit;
import dev.lkmltriage.index.SearchResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A tuning tool, not a test: prints, per query of the bench mix (plus the real-archive words and the quote fields),
 * the total, the sorted Message-IDs of every match, the first ten in rank order and the words marked in the first
 * twenty snippets, so that two index layouts can be shown to answer alike ({@code diff} two dumps).
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes:$(cat target/cp.txt)
 * dev.lkmltriage.bench.SearchDump DATA_DIR > dump.txt}
 */
public final class SearchDump {
    static final List<String> QUOTES = List.of("q:aspm", "nq:aspm", "q:\"link training\"", "nq:hotplug",
            "b:\"signed off\"", "bs:regression", "q:driver NOT nq:driver", "reviewed");

    private SearchDump() {
    }

    public static void main(String[] args) throws Exception {
        List<String> queries = new ArrayList<>();
        SearchBench.QUERIES.values().forEach(queries::addAll);
        queries.addAll(SearchProfile.REAL);
        queries.addAll(QUOTES);
        try (MailSearch search = MailSearch.openReadOnly(Path.of(args[0]))) {
            if (args.length > 1 && args[1].equals("--cpu")) {
                cpu(search, queries);
                return;
            }
            for (String q : queries) {
                SearchResult all = search.search(q, 0, 0, false);
                TreeSet<String> ids = new TreeSet<>();
                for (int off = 0; off < all.total(); off += 500) {
                    search.search(q, 500, off, false).hits().forEach(h -> ids.add(h.messageId()));
                }
                SearchResult top = search.search(q, 20, 0, false);
                List<String> first = top.hits().stream().limit(10).map(SearchHit::messageId).toList();
                List<String> marked = new ArrayList<>();
                for (SearchHit h : top.hits()) {
                    marked.add(marks(h.snippet()));
                }
                System.out.println("query " + q + " total " + all.total());
                System.out.println("  ids " + ids.hashCode() + " " + ids.size());
                System.out.println("  top " + first);
                System.out.println("  marks " + marked);
            }
        }
    }

    /** CPU ms per search (20 hits with snippets, no facets), per query: the median of 15 after 5 warm-ups. */
    private static void cpu(MailSearch search, List<String> queries) throws Exception {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int warm = 0; warm < 5; warm++) {
            for (String q : queries) {
                search.search(q, 20, 0, false);
            }
        }
        for (String q : queries) {
            List<Double> ms = new ArrayList<>();
            for (int i = 0; i < 15; i++) {
                long c0 = threads.getCurrentThreadCpuTime();
                search.search(q, 20, 0, false);
                ms.add((threads.getCurrentThreadCpuTime() - c0) / 1e6);
            }
            System.out.printf(java.util.Locale.ROOT, "%8.2f %s%n", SearchProfile.pct(ms, 50), q);
        }
    }

    private static String marks(String snippet) {
        StringBuilder b = new StringBuilder();
        int at = snippet.indexOf(SearchHit.MARK_START);
        while (at >= 0) {
            int end = snippet.indexOf(SearchHit.MARK_END, at);
            if (end < 0) {
                break;
            }
            b.append(b.length() == 0 ? "" : "|").append(snippet, at + 1, end);
            at = snippet.indexOf(SearchHit.MARK_START, end);
        }
        return b.toString();
    }
}
