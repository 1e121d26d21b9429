package dev.lkmltriage.bench;

import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.index.SearchHit;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A tuning tool, not a test: the first page (20 hits) of every query of {@link SearchDump}'s list with each hit's
 * whole snippet, so that two highlighters can be shown to cut and mark alike ({@code diff} two dumps; marks print
 * as [[ and ]]).
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes:$(cat target/cp.txt)
 * dev.lkmltriage.bench.SnippetDump DATA_DIR > snippets.txt}
 */
public final class SnippetDump {
    private SnippetDump() {
    }

    public static void main(String[] args) throws Exception {
        List<String> queries = new ArrayList<>();
        SearchBench.QUERIES.values().forEach(queries::addAll);
        queries.addAll(SearchProfile.REAL);
        queries.addAll(SearchDump.QUOTES);
        try (MailSearch search = MailSearch.openReadOnly(Path.of(args[0]))) {
            for (String q : queries) {
                System.out.println("query " + q);
                for (SearchHit h : search.search(q, 20, 0, false).hits()) {
                    System.out.println("  " + h.messageId() + " | " + h.snippet()
                            .replace(SearchHit.MARK_START + "", "[[").replace(SearchHit.MARK_END + "", "]]")
                            .replace("\n", "\\n"));
                }
            }
        }
    }
}
