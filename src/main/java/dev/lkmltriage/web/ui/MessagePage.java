package dev.lkmltriage.web.ui;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.index.StoredMessage;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.web.Backend;
import dev.lkmltriage.web.Triaged;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** {@code GET /m/{messageId}}: one message, its facts in place, its thread, and links out. */
@Path("/m")
public class MessagePage {
    /** Threads longer than this are cut (the page says so): a runaway thread must not make a huge page. */
    static final int THREAD_LIMIT = 300;
    private static final int MAX_DEPTH = 8;
    /** Text beyond this is not rendered (the page says so and links the original): a page must stay usable. */
    static final int MAX_TEXT = 1_000_000;

    @Inject
    Backend backend;

    @Inject
    Triaged triaged;

    @ConfigProperty(name = Html.COMMIT_URL, defaultValue = Html.COMMIT_URL_DEFAULT)
    String commitBase;

    @GET
    @Path("{id: .+}")
    @Produces("text/html")
    public Response message(@PathParam("id") String rawId) throws IOException {
        String id = MessageIds.clean(rawId);
        Optional<StoredMessage> found = id.isEmpty() ? Optional.empty() : backend.search().message(id);
        if (found.isEmpty()) {
            return Rendered.notFound("No message " + shorten(rawId),
                    "This data directory holds no message with that Message-ID.",
                    "Check the id, or search for it: the archive may hold it under a variant, or it was never"
                            + " ingested ('triage ingest' or 'triage pull --thread').",
                    Html.searchHref(id.isEmpty() ? "" : "m:" + id.replace("\"", "")), "Search for it");
        }
        StoredMessage m = found.get();
        JsonNode report = ReportFacts.parse(m.json());
        List<Chip> facts = ReportFacts.all(report, commitBase);
        List<String> problems = new ArrayList<>();
        for (JsonNode p : report.path("problems")) {
            problems.add(ReportFacts.text(p, "code") + ": " + ReportFacts.text(p, "detail"));
        }
        String parent = ReportFacts.text(report, "inReplyTo");
        String text = m.text() == null ? "" : m.text();
        boolean cut = text.length() > MAX_TEXT;
        List<StoredMessage> thread = m.threadId() == null ? List.of(m)
                : backend.search().thread(m.threadId(), THREAD_LIMIT);
        MessageView v = new MessageView(m.messageId(), m.subject() == null || m.subject().isBlank() ? "(no subject)"
                : m.subject(), m.from(), Dates.of(m.dateMillis()), m.list(), m.kind(), Html.loreHref(m.messageId()),
                "/api/messages/" + Html.path(m.messageId()) + "/raw",
                parent == null ? null : Html.messageHref(parent), problems, ReportFacts.distinct(report, commitBase,
                20), MessageText.blocks(cut ? text.substring(0, MAX_TEXT) : text, m.spanList(), facts),
                cut ? text.length() : 0, threadRows(thread, m.messageId()), thread.size() >= THREAD_LIMIT, cluster(m));
        return Rendered.page(200, Pages.message(v));
    }

    private MessageView.ClusterLink cluster(StoredMessage m) throws IOException {
        if (m.cluster() == null) {
            return null;
        }
        Optional<Cluster> c = triaged.view().get(m.cluster());
        return new MessageView.ClusterLink(Html.clusterHref(m.cluster()), m.cluster(),
                c.map(Cluster::title).orElse(m.cluster()), m.role());
    }

    /** Rows in date order, indented by reply depth (following In-Reply-To within the thread). */
    private static List<MessageView.ThreadRow> threadRows(List<StoredMessage> thread, String current) {
        Map<String, String> parent = new HashMap<>();
        for (StoredMessage t : thread) {
            parent.putIfAbsent(t.messageId(), ReportFacts.text(ReportFacts.parse(t.json()), "inReplyTo"));
        }
        List<MessageView.ThreadRow> rows = new ArrayList<>();
        for (StoredMessage t : thread) {
            int depth = 0;
            String p = parent.get(t.messageId());
            while (p != null && parent.containsKey(p) && depth < MAX_DEPTH) {
                depth++;
                p = parent.get(p);
            }
            rows.add(new MessageView.ThreadRow(Html.messageHref(t.messageId()),
                    t.subject() == null || t.subject().isBlank() ? "(no subject)" : t.subject(), t.from(),
                    Dates.of(t.dateMillis()), "depth-" + depth, t.messageId().equals(current)));
        }
        return rows;
    }

    private static String shorten(String s) {
        return s.length() > 120 ? s.substring(0, 120) + "…" : s;
    }
}
