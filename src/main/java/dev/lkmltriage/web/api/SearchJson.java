package dev.lkmltriage.web.api;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.lkmltriage.index.SearchHit;
import dev.lkmltriage.index.SearchResult;
import dev.lkmltriage.index.SnippetHtml;
import dev.lkmltriage.web.Triaged;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * The {@code GET /api/search} answer written straight to bytes with a streaming generator: no tree of nodes per hit
 * (building and then serialising one cost about as much as everything else the resource adds to the search), and
 * each hit's facts summarised by {@link FactsSummary} without reading the whole report into a tree.
 */
final class SearchJson {
    private static final JsonFactory FACTORY = Json.MAPPER.getFactory();

    /** Where a hit sits in the triaged view, or null. */
    @FunctionalInterface
    interface Places {
        Triaged.Place of(String messageId) throws IOException;
    }

    private SearchJson() {
    }

    static byte[] write(SearchResult r, int limit, int offset, Places places) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(8192 + 2048 * r.hits().size());
        try (JsonGenerator g = FACTORY.createGenerator(bytes)) {
            g.writeStartObject();
            g.writeStringField("query", r.query());
            g.writeNumberField("total", r.total());
            g.writeBooleanField("totalExact", r.totalExact()); // false: more than total match ("1000+")
            g.writeNumberField("limit", limit);
            g.writeNumberField("offset", offset);
            g.writeArrayFieldStart("hits");
            for (SearchHit h : r.hits()) {
                hit(g, h, places.of(h.messageId()));
            }
            g.writeEndArray();
            g.writeObjectFieldStart("facets");
            for (Map.Entry<String, List<SearchResult.FacetCount>> e : r.facets().entrySet()) {
                g.writeArrayFieldStart(e.getKey());
                for (SearchResult.FacetCount fc : e.getValue()) {
                    g.writeStartObject();
                    g.writeStringField("value", fc.value());
                    g.writeNumberField("count", fc.count());
                    g.writeEndObject();
                }
                g.writeEndArray();
            }
            g.writeEndObject();
            g.writeEndObject();
        }
        return bytes.toByteArray();
    }

    private static void hit(JsonGenerator g, SearchHit h, Triaged.Place place) throws IOException {
        g.writeStartObject();
        g.writeStringField("messageId", h.messageId());
        g.writeStringField("threadId", h.threadId());
        g.writeStringField("subject", h.subject());
        g.writeStringField("from", h.from());
        g.writeStringField("date", Json.date(h.dateMillis()));
        g.writeStringField("kind", h.kind());
        g.writeNumberField("score", h.score());
        g.writeStringField("cluster", place == null ? null : place.cluster());
        g.writeStringField("role", place == null ? null : place.role());
        g.writeArrayFieldStart("snippet");
        snippet(g, h.snippet());
        g.writeEndArray();
        g.writeStringField("snippetHtml", SnippetHtml.of(h.snippet()));
        g.writeFieldName("facts");
        FactsSummary.write(g, h.report());
        g.writeEndObject();
    }

    /**
     * A snippet as data: {@code [{"text": "...", "match": false}, {"text": "r8169", "match": true}, ...]}. The marks
     * become structure, so a client shows matches however it likes and never has to parse markup from mail.
     */
    private static void snippet(JsonGenerator g, String marked) throws IOException {
        if (marked == null || marked.isEmpty()) {
            return;
        }
        int from = 0;
        boolean match = false;
        for (int i = 0; i <= marked.length(); i++) {
            char c = i < marked.length() ? marked.charAt(i) : SearchHit.MARK_END;
            if (c == SearchHit.MARK_START || c == SearchHit.MARK_END) {
                if (i > from) {
                    g.writeStartObject();
                    g.writeStringField("text", marked.substring(from, i));
                    g.writeBooleanField("match", match);
                    g.writeEndObject();
                }
                from = i + 1;
                match = c == SearchHit.MARK_START;
            }
        }
    }
}
