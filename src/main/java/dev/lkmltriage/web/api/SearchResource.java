package dev.lkmltriage.web.api;

import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.index.SearchResult;
import dev.lkmltriage.web.Backend;
import dev.lkmltriage.web.Triaged;
import jakarta.inject.Inject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import dev.lkmltriage.web.SearchPool;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/** {@code GET /api/search}: the query language over the store, with snippets as data and facet counts. */
@Path("/api/search")
public class SearchResource {
    /** Longer queries are refused: nobody types them, and a parser should not be handed megabytes. */
    static final int MAX_QUERY = 4000;
    /**
     * Matches are counted up to this many (without facets); past it the answer says {@code totalExact: false},
     * as lore says "1000+": an exact count of a common word's 80,000 matches cost a fifth of the API's CPU.
     */
    static final long COUNT_UP_TO = 1000;

    @Inject
    Backend backend;

    @Inject
    Triaged triaged;

    @Inject
    SearchPool pool;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Search messages", description = "Returns {total, hits, facets}; facets (the most frequent "
            + "drivers, vendors, devices, kernels, lists, kinds, years and statuses among all matches) only with "
            + "facets=true, else an empty object: they cost more than the page itself. Each hit has messageId, "
            + "threadId, subject, from, date, kind, score, cluster and role (where it sits in the triaged view), "
            + "snippet (segments {text, match}), snippetHtml (escaped text, matches in <mark>) and facts (a summary). "
            + "total counts matches up to 1000 (exact with facets=true); totalExact false means more than total "
            + "match. A query that cannot be understood gives 400 quoting it with the column.")
    public CompletionStage<byte[]> search(
            @Parameter(description = "the query: lore prefixes (s:, f:, b:, d:...) plus facts (hw:, driver:, kver:, "
                    + "commit:, tput:, kind:, cluster:)") @QueryParam("q") @DefaultValue("") String q,
            @QueryParam("limit") @DefaultValue("20") int limit,
            @QueryParam("offset") @DefaultValue("0") int offset,
            @Parameter(description = "count facets over all matches (default false)")
            @QueryParam("facets") @DefaultValue("false") boolean withFacets) {
        if (q.length() > MAX_QUERY) {
            throw ApiException.badRequest("the query is " + q.length() + " characters long; at most " + MAX_QUERY
                    + " are accepted: shorten it");
        }
        if (limit < 0 || limit > MailSearch.MAX_LIMIT || offset < 0) {
            throw ApiException.badRequest("limit must be 0.." + MailSearch.MAX_LIMIT + " and offset 0 or more "
                    + "(got limit " + limit + ", offset " + offset + ")");
        }
        // on the search threads (SearchPool), not the worker pool: first come, first served, one per core
        return pool.submit(() -> {
            SearchResult r = backend.search().search(q, limit, offset, withFacets, COUNT_UP_TO);
            return SearchJson.write(r, limit, offset, triaged::placeOf);
        });
    }
}
