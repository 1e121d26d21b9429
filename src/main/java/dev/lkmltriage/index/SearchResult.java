package dev.lkmltriage.index;

import java.util.List;
import java.util.Map;

/**
 * A page of search results.
 *
 * @param total  how many messages match; when {@code totalExact} is false, a lower bound: more than {@code total}
 *               match (the count stopped there, see {@link MailSearch#search(String, int, int, boolean, long)})
 * @param hits   the requested page, best first
 * @param facets per dimension (driver, vendor, device, kernel, list, kind, year, status), the most frequent
 *               values among all matches
 */
public record SearchResult(String query, long total, List<SearchHit> hits, Map<String, List<FacetCount>> facets,
                           boolean totalExact) {

    /** A result whose total is exact. */
    public SearchResult(String query, long total, List<SearchHit> hits, Map<String, List<FacetCount>> facets) {
        this(query, total, hits, facets, true);
    }

    public record FacetCount(String value, long count) {
    }
}
