package dev.lkmltriage.web.ui;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.index.QueryException;
import dev.lkmltriage.index.SearchHit;
import dev.lkmltriage.index.SearchResult;
import dev.lkmltriage.web.Backend;
import dev.lkmltriage.web.SearchPool;
import io.quarkus.qute.RawString;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** {@code GET /?q=...&page=N}: the search page (a plain GET form, so every search is a link). */
@Path("/")
public class SearchPage {
    static final int PAGE_SIZE = 20;
    /** Longer queries are refused: nobody types them, and parsing them costs the server. */
    static final int MAX_QUERY = 2000;
    private static final int MAX_PAGE = 1000;

    @Inject
    Backend backend;

    @Inject
    SearchPool pool;

    @ConfigProperty(name = Html.COMMIT_URL, defaultValue = Html.COMMIT_URL_DEFAULT)
    String commitBase;

    @GET
    @Produces("text/html")
    public CompletionStage<Response> search(@QueryParam("q") String q, @QueryParam("page") String pageParam) {
        // on the search threads, as the API's searches (SearchPool)
        return pool.submit(() -> render(q, pageParam));
    }

    private Response render(String q, String pageParam) throws IOException {
        String query = q == null ? "" : q;
        int page = page(pageParam);
        if (query.length() > MAX_QUERY) {
            return Rendered.page(400, Pages.search(failed(query.substring(0, 80) + "…", -1,
                    "the query is " + query.length() + " characters long; at most " + MAX_QUERY + " are read")));
        }
        SearchResult r;
        try {
            r = backend.search().search(query, PAGE_SIZE, (page - 1) * PAGE_SIZE, true); // the page shows facets
        } catch (QueryException e) {
            return Rendered.page(400, Pages.search(failed(query, e.position(), e.problem())));
        }
        List<SearchView.Hit> hits = new ArrayList<>();
        for (SearchHit h : r.hits()) {
            JsonNode report = ReportFacts.parse(h.report());
            hits.add(new SearchView.Hit(Html.messageHref(h.messageId()),
                    h.subject() == null || h.subject().isBlank() ? "(no subject)" : h.subject(), h.from(),
                    Dates.of(h.dateMillis()), h.kind(), new RawString(Html.snippet(h.snippet())),
                    ReportFacts.distinct(report, commitBase, 4), Html.loreHref(h.messageId())));
        }
        int first = hits.isEmpty() ? 0 : (page - 1) * PAGE_SIZE + 1;
        int last = first == 0 ? 0 : first + hits.size() - 1;
        String prev = page > 1 ? pageHref(query, page - 1) : null;
        String next = last < r.total() && page < MAX_PAGE ? pageHref(query, page + 1) : null;
        String summary = r.total() == 0 ? "No messages match."
                : r.total() == 1 ? "1 message" : r.total() + " messages";
        return Rendered.page(200, Pages.search(new SearchView(query, r.total(), summary, hits,
                facets(query, r.facets()), new SearchView.Pager(first, last, prev, next), null)));
    }

    private static SearchView failed(String query, int position, String problem) {
        // The caret line is shown under the query in a monospaced block; control characters would shift it.
        String shown = query.replaceAll("[\\p{Cntrl}]", " ");
        String caret = position < 0 || position > shown.length() ? "" : " ".repeat(position) + "^";
        return new SearchView(query, 0, "", List.of(), List.of(), new SearchView.Pager(0, 0, null, null),
                new SearchView.QueryError(shown, caret, problem));
    }

    private static List<SearchView.Facet> facets(String query, Map<String, List<SearchResult.FacetCount>> facets) {
        List<SearchView.Facet> out = new ArrayList<>();
        for (var e : facets.entrySet()) {
            List<SearchView.FacetValue> values = new ArrayList<>();
            for (SearchResult.FacetCount c : e.getValue()) {
                String clause = FacetLinks.clause(e.getKey(), c.value());
                boolean active = clause != null && query.contains(clause);
                values.add(new SearchView.FacetValue(c.value(), c.count(),
                        clause == null || active ? null : Html.searchHref(FacetLinks.add(query, clause)), active));
            }
            if (!values.isEmpty()) {
                out.add(new SearchView.Facet(FacetLinks.label(e.getKey()), values));
            }
        }
        return out;
    }

    private static String pageHref(String query, int page) {
        return "/?q=" + Html.param(query) + "&page=" + page;
    }

    private static int page(String p) {
        if (p == null || p.isBlank()) {
            return 1;
        }
        try {
            return Math.max(1, Math.min(MAX_PAGE, Integer.parseInt(p.strip())));
        } catch (NumberFormatException e) {
            return 1;
        }
    }
}
