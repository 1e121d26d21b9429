package dev.lkmltriage.index;

import java.util.List;
import java.util.Map;

/**
 * A page of search results.
 *
 * @param total  how many messages match
 * @param hits   the requested page, best first
 * @param facets per dimension (driver, vendor, device, kernel, list, kind, year, status), the most frequent
 *               values among all matches
 */
public record SearchResult(String query, long total, List<SearchHit> hits, Map<String, List<FacetCount>> facets) {

    public record FacetCount(String value, long count) {
    }
}
