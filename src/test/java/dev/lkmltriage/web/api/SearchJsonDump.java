package dev.lkmltriage.web.api;

import dev.lkmltriage.bench.ApiMix;
import dev.lkmltriage.index.MailSearch;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * A tuning tool, not a test: the {@code GET /api/search} answer, as {@link SearchJson} writes it, for every query of
 * the bench mixes and the search bench's classes, with facets on and off, first and second page of 20, one line each
 * ({@code q<TAB>facets<TAB>offset<TAB>json}). Two builds' dumps of one store are compared with {@code cmp}: a speed
 * change must leave them byte-identical. {@code cluster} and {@code role} are left null (the triaged view belongs to
 * the service, not to the search).
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes:$(cat target/cp.txt)
 * dev.lkmltriage.web.api.SearchJsonDump DATA_DIR > dump.txt}
 */
public final class SearchJsonDump {
    private SearchJsonDump() {
    }

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        try (MailSearch search = MailSearch.openReadOnly(Path.of(args[0]))) {
            for (String q : ApiMix.all()) {
                for (boolean facets : List.of(true, false)) {
                    for (int offset : new int[] {0, 20}) {
                        byte[] json = SearchJson.write(search.search(q, 20, offset, facets,
                                SearchResource.COUNT_UP_TO), 20, offset, id -> null);
                        out.print(q + "\t" + facets + "\t" + offset + "\t");
                        out.write(json);
                        out.println();
                    }
                }
            }
        }
        out.flush();
    }
}
