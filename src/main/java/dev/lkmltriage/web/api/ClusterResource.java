package dev.lkmltriage.web.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lkmltriage.actions.ActionKind;
import dev.lkmltriage.actions.ClusterView;
import dev.lkmltriage.actions.TriageAction;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterJson;
import dev.lkmltriage.web.Backend;
import dev.lkmltriage.web.Triaged;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** {@code /api/clusters}: the triaged clusters, one cluster, and the triage actions on it. */
@Path("/api/clusters")
public class ClusterResource {
    /** An action body is a few fields; anything bigger is refused before parsing. */
    static final int MAX_ACTION_BODY = 64 * 1024;

    @Inject
    Backend backend;

    @Inject
    Triaged triaged;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "The clusters (regressions)", description = "As triaged (merges, splits, statuses "
            + "applied). Filters: status, driver. sort: updated (default, most recent first), size (most members "
            + "first), change (largest throughput drop first). Returns {total, clusters: [the ./triage clusters "
            + "--json object]}.")
    public ObjectNode list(@QueryParam("status") String status, @QueryParam("driver") String driver,
                           @QueryParam("sort") @DefaultValue("updated") String sort,
                           @QueryParam("limit") @DefaultValue("100") int limit,
                           @QueryParam("offset") @DefaultValue("0") int offset) throws IOException {
        Comparator<Cluster> order = switch (sort) {
            case "updated" -> Comparator.comparing((Cluster c) -> c.updated() == null ? "" : c.updated()).reversed();
            case "size" -> Comparator.comparingInt((Cluster c) -> c.members().size()).reversed();
            case "change" -> Comparator.comparing((Cluster c) -> c.throughput() == null ? null
                    : c.throughput().changePercent(), Comparator.nullsLast(Comparator.naturalOrder()));
            default -> throw ApiException.badRequest("unknown sort " + Texts.quote(sort)
                    + "; use updated, size or change");
        };
        if (limit < 1 || limit > 1000 || offset < 0) {
            throw ApiException.badRequest("limit must be 1..1000 and offset 0 or more (got limit " + limit
                    + ", offset " + offset + ")");
        }
        List<Cluster> all = new ArrayList<>(triaged.view().clusters().stream()
                .filter(c -> status == null || status.isEmpty() || status.equals(c.status()))
                .filter(c -> driver == null || driver.isEmpty() || c.drivers().contains(driver)).toList());
        all.sort(order.thenComparing(Cluster::id));
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("total", all.size());
        ArrayNode out = o.putArray("clusters");
        all.stream().skip(offset).limit(limit).forEach(c -> out.add(ClusterJson.toNode(c)));
        return o;
    }

    @GET
    @Path("/{id}")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "One cluster", description = "The cluster object plus threads and actions (every triage "
            + "action that shaped it, with who, when and why). A merged-away id answers with the cluster it was "
            + "merged into (mergedFrom names the id asked for). 404 for an unknown id.")
    public ObjectNode get(@PathParam("id") String id) throws IOException {
        return detail(triaged.view(), id);
    }

    @GET
    @Path("/{id}/actions")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "The triage actions that shaped a cluster", description = "Oldest first.")
    public ArrayNode actions(@PathParam("id") String id) throws IOException {
        ClusterView view = triaged.view();
        find(view, id);
        ArrayNode out = Json.MAPPER.createArrayNode();
        view.actionsOf(id).forEach(a -> out.add(actionJson(a)));
        return out;
    }

    @POST
    @Path("/{id}/actions")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Take a triage action (needs a token)", description = "Body: {\"action\": \"merge\", "
            + "\"into\": ID, \"why\": \"...\"}, {\"action\": \"split\", \"members\": [Message-ID...], \"why\"}, "
            + "{\"action\": \"duplicate\", \"of\": ID, \"why\"}, {\"action\": \"status\", \"status\": \"fixed\", "
            + "\"why\"}, {\"action\": \"note\", \"note\": \"...\", \"why\"}. why is required. Recorded durably with "
            + "the token's user; answers 201 with the action and the cluster as it is now.")
    public Response act(@PathParam("id") String id, String body, @Context ContainerRequestContext request)
            throws IOException {
        String who = (String) request.getProperty(TokenFilter.USER);
        if (who == null) {
            throw new ApiException(401, "taking an action needs a token: send 'Authorization: Bearer TOKEN'");
        }
        TriageAction draft = parse(id, body, who);
        TriageAction recorded = backend.read(store -> backend.actions().record(draft, store.clusters()));
        backend.announce(recorded);
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.set("action", actionJson(recorded));
        triaged.refreshNow();
        ClusterView view = triaged.view();
        if (recorded.kind() == ActionKind.SPLIT) {
            o.put("newCluster", ClusterView.splitId(view.resolve(id), recorded.seq()));
        }
        o.set("cluster", detail(view, id));
        return Response.status(201).entity(o).type(MediaType.APPLICATION_JSON_TYPE).build();
    }

    private static TriageAction parse(String id, String body, String who) {
        if (body == null || body.isBlank()) {
            throw ApiException.badRequest("the body is empty; send a JSON object such as "
                    + "{\"action\": \"status\", \"status\": \"fixed\", \"why\": \"fix merged in 2.6.24\"}");
        }
        if (body.length() > MAX_ACTION_BODY) {
            throw new ApiException(413, "an action body is at most " + MAX_ACTION_BODY + " characters");
        }
        JsonNode o;
        try {
            o = Json.MAPPER.readTree(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw ApiException.badRequest("the body is not JSON (" + e.getOriginalMessage()
                    + "); send a JSON object with action and why");
        }
        if (o == null || !o.isObject()) {
            throw ApiException.badRequest("the body must be a JSON object with action and why");
        }
        List<String> members = new ArrayList<>();
        JsonNode m = o.path("members");
        if (!m.isMissingNode() && !m.isNull() && !m.isArray()) {
            throw ApiException.badRequest("\"members\" must be an array of Message-IDs");
        }
        m.forEach(n -> members.add(n.asText()));
        ActionKind kind = ActionKind.of(text(o, "action"));
        String target = kind == ActionKind.DUPLICATE ? text(o, "of") : text(o, "into");
        return TriageAction.draft(who, text(o, "why"), kind, id, target, members, text(o, "status"),
                text(o, "note"));
    }

    private static String text(JsonNode o, String field) {
        JsonNode n = o.get(field);
        if (n == null || n.isNull()) {
            return null;
        }
        if (!n.isValueNode()) {
            throw ApiException.badRequest("\"" + field + "\" must be a string");
        }
        return n.asText();
    }

    private static Cluster find(ClusterView view, String id) {
        if (id.length() > 300) {
            throw ApiException.badRequest("a cluster id is at most 300 characters");
        }
        return view.get(id).orElseThrow(() -> ApiException.notFound("no cluster " + Texts.quote(id)
                + "; list them with GET /api/clusters"));
    }

    private static ObjectNode detail(ClusterView view, String id) {
        Cluster c = find(view, id);
        ObjectNode o = ClusterJson.toNode(c);
        if (!c.id().equals(id)) {
            o.put("mergedFrom", id);
        }
        o.set("threads", Json.MAPPER.valueToTree(c.threads()));
        ArrayNode acts = o.putArray("actions");
        view.actionsOf(c.id()).forEach(a -> acts.add(actionJson(a)));
        return o;
    }

    /** The API's action object; apart from the action log's stored line on purpose (see {@code ActionLog.toJson}). */
    static ObjectNode actionJson(TriageAction a) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("seq", a.seq());
        o.put("at", a.at());
        o.put("who", a.who());
        o.put("why", a.why());
        o.put("action", a.kind().label());
        o.put("cluster", a.cluster());
        if (a.kind() == ActionKind.MERGE) {
            o.put("into", a.target());
        }
        if (a.kind() == ActionKind.DUPLICATE) {
            o.put("of", a.target());
        }
        if (a.kind() == ActionKind.SPLIT) {
            o.set("members", Json.MAPPER.valueToTree(a.members()));
        }
        if (a.status() != null) {
            o.put("status", a.status());
        }
        if (a.note() != null) {
            o.put("note", a.note());
        }
        return o;
    }
}
