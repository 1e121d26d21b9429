package dev.lkmltriage.web.ui;

import io.quarkus.qute.RawString;
import java.util.List;

/**
 * What the search page shows. Public with public parts because Qute's generated resolvers read them.
 *
 * @param error null, or the query's problem with a caret line under the query
 */
public record SearchView(String query, long total, String summary, List<Hit> hits, List<Facet> facets,
                         Pager pager, QueryError error) {

    /** One result: the snippet is escaped HTML with {@code <mark>}s ({@link Html#snippet}). */
    public record Hit(String href, String subject, String from, String date, String kind, RawString snippet,
                      List<Chip> chips, String lore) {
    }

    public record Facet(String label, List<FacetValue> values) {
    }

    /** @param href the search with this value's clause added, or null when it cannot be queried */
    public record FacetValue(String value, long count, String href, boolean active) {
    }

    /** @param prev link to the previous page or null; {@code next} likewise */
    public record Pager(int first, int last, String prev, String next) {
    }

    /** @param caret spaces then {@code ^} under the column at fault, or empty when the whole query is at fault */
    public record QueryError(String query, String caret, String problem) {
    }
}
