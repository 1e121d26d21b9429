package dev.lkmltriage.web.api;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.index.StoredMessage;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.web.Backend;
import dev.lkmltriage.web.Triaged;
import jakarta.inject.Inject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * {@code GET /api/messages/{id}} (the facts, the decoded text and its spans) and {@code .../raw} (the original
 * bytes, always as a download), plus {@code GET /api/threads/{id}}. Ids are Message-IDs, bare or in angle brackets
 * or as a lore URL; they are only ever looked up in the index, never used as file names.
 */
@Path("/api")
public class MessageResource {
    @Inject
    Backend backend;

    @Inject
    Triaged triaged;

    @GET
    @Path("/messages/{id: .+}")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "One message", description = "report (the object ./triage extract prints), text (the "
            + "decoded text the fact offsets refer to), spans ({start, end, kind}: prose, quote, diff, signature...), "
            + "cluster and role, and the raw URL. 404 when no message has this Message-ID.")
    public ObjectNode message(@PathParam("id") String id) throws IOException {
        StoredMessage m = find(id);
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("messageId", m.messageId());
        o.put("threadId", m.threadId());
        Triaged.Place place = triaged.placeOf(m.messageId());
        o.put("cluster", place == null ? null : place.cluster());
        o.put("role", place == null ? null : place.role());
        o.set("report", Json.MAPPER.readTree(m.json()));
        o.put("text", m.text());
        ArrayNode spans = o.putArray("spans");
        for (Span s : m.spanList()) {
            spans.addObject().put("start", s.start()).put("end", s.end()).put("kind", s.kind().name().toLowerCase(
                    java.util.Locale.ROOT));
        }
        o.put("format", m.format());
        o.put("raw", "/api/messages/" + encode(m.messageId()) + "/raw");
        return o;
    }

    @GET
    @Path("/messages/{id: .+}/raw")
    @Produces("message/rfc822")
    @Operation(summary = "The original bytes of a message", description = "Served as message/rfc822 and as an "
            + "attachment, so a browser saves it and never renders it.")
    public Response raw(@PathParam("id") String id) throws IOException {
        StoredMessage m = find(id);
        return Response.ok(m.raw() == null ? new byte[0] : m.raw(), "message/rfc822")
                .header("Content-Disposition", "attachment; filename=\"message.eml\"")
                .header("Content-Security-Policy", "sandbox; default-src 'none'")
                .build();
    }

    @GET
    @Path("/threads/{id: .+}")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "A thread", description = "The messages of the thread with this id (the root's "
            + "Message-ID; any member's Message-ID works too), oldest first, at most limit (default 500).")
    public ObjectNode thread(@PathParam("id") String id, @QueryParam("limit") @DefaultValue("500") int limit)
            throws IOException {
        String bare = Texts.messageId(id);
        if (limit < 1 || limit > MailSearch.MAX_LIMIT) {
            throw ApiException.badRequest("limit must be 1.." + MailSearch.MAX_LIMIT + " (got " + limit + ")");
        }
        List<StoredMessage> msgs = backend.search().thread(bare, limit);
        String threadId = bare;
        if (msgs.isEmpty()) {
            var member = backend.search().message(bare);
            if (member.isPresent()) {
                threadId = member.get().threadId();
                msgs = backend.search().thread(threadId, limit);
            }
        }
        if (msgs.isEmpty()) {
            throw ApiException.notFound("no thread or message " + Texts.quote(bare)
                    + "; find one with GET /api/search?q=...");
        }
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("threadId", threadId);
        ArrayNode out = o.putArray("messages");
        for (StoredMessage m : msgs) {
            Triaged.Place place = triaged.placeOf(m.messageId());
            out.addObject().put("messageId", m.messageId()).put("subject", m.subject()).put("from", m.from())
                    .put("date", Json.date(m.dateMillis())).put("kind", m.kind())
                    .put("inReplyTo", Json.MAPPER.readTree(m.json()).path("inReplyTo").asText(null))
                    .put("cluster", place == null ? null : place.cluster())
                    .put("role", place == null ? null : place.role());
        }
        return o;
    }

    private StoredMessage find(String id) throws IOException {
        String bare = Texts.messageId(id);
        return backend.search().message(bare).orElseThrow(() -> ApiException.notFound("no message with "
                + "Message-ID " + Texts.quote(bare) + "; find one with GET /api/search?q=..."));
    }

    private static String encode(String id) {
        return java.net.URLEncoder.encode(id, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20");
    }
}
