package dev.lkmltriage.web.ui;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.probe.repro.ReproResult;
import dev.lkmltriage.probe.repro.ReproStore;
import dev.lkmltriage.index.StoredMessage;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.web.Backend;
import dev.lkmltriage.web.Triaged;
import io.quarkus.qute.RawString;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** {@code GET /c/{clusterId}}: one regression with its evidence, members, and throughput chart. */
@Path("/c")
public class ClusterPage {
    /** Members beyond this are listed without reading their stored message (a huge cluster stays cheap). */
    private static final int MEMBER_DETAILS = 300;

    @Inject
    Backend backend;

    @Inject
    Triaged triaged;

    @ConfigProperty(name = Html.COMMIT_URL, defaultValue = Html.COMMIT_URL_DEFAULT)
    String commitBase;

    @GET
    @Path("{id: .+}")
    @Produces("text/html")
    public Response cluster(@PathParam("id") String id) throws IOException {
        Optional<Cluster> found = id.length() > 200 ? Optional.empty() : triaged.view().get(id.strip());
        if (found.isEmpty()) {
            return Rendered.notFound("No cluster " + (id.length() > 80 ? id.substring(0, 80) + "…" : id),
                    "No regression in this data directory has that id. Cluster ids can change when the corpus"
                            + " is re-ingested from scratch.",
                    "Open the triage queue to find it by driver or status.", "/queue?status=all", "Triage queue");
        }
        return Rendered.page(200, Pages.cluster(view(found.get())));
    }

    private ClusterView view(Cluster c) throws IOException {
        MailSearch search = backend.search();
        Map<String, StoredMessage> members = new LinkedHashMap<>();
        for (Cluster.Member m : c.members()) {
            if (members.size() >= MEMBER_DETAILS) {
                break;
            }
            search.message(m.messageId()).ifPresent(s -> members.put(m.messageId(), s));
        }
        Map<String, JsonNode> reports = new LinkedHashMap<>();
        members.forEach((id, s) -> reports.put(id, ReportFacts.parse(s.json())));
        List<String> good = nn(c.kernels() == null ? null : c.kernels().good());
        List<String> bad = nn(c.kernels() == null ? null : c.kernels().bad());
        List<ThroughputChart.Point> points = ClusterFigures.points(c, reports);
        String chart = ThroughputChart.svg("Reported throughput by kernel version: " + c.title(), points);
        return new ClusterView(c.id(), c.title(), c.status(), "status " + ReportFacts.cssWord(nz(c.status())),
                Dates.of(c.updated()), history(c), good, bad, good.isEmpty() ? null : good.get(good.size() - 1),
                bad.isEmpty() ? null : bad.get(0), drivers(c), ClusterFigures.hardware(c, reports),
                change(c.throughput()), suspects(c), fixes(c), roles(c, members), related(c, search),
                reproductions(c), new RawString(chart), chart.isEmpty() ? 0 : Math.min(points.size(), 2000),
                Html.searchHref("cluster:" + c.id()), c.symptom(), c.trigger());
    }

    /** The reproduction runs stored for {@code c} (see {@code triage repro}), newest first. */
    List<ClusterView.Reproduction> reproductions(Cluster c) throws IOException {
        List<ClusterView.Reproduction> out = new ArrayList<>();
        for (ReproResult r : ReproStore.in(backend.dataDir()).forCluster(c.id())) {
            out.add(0, new ClusterView.Reproduction(r.target(), r.verdict().label(),
                    Rates.human(r.comparedSeries().summary().median()), Dates.of(r.at()), r.sentence()));
        }
        return out;
    }

    private static List<ClusterView.History> history(Cluster c) {
        List<ClusterView.History> out = new ArrayList<>();
        for (Cluster.StatusChange h : nn(c.history())) {
            out.add(new ClusterView.History(h.status(), Dates.of(h.at()),
                    h.messageId() == null ? null : Html.messageHref(h.messageId()), h.evidence()));
        }
        return out;
    }

    private static List<Chip> drivers(Cluster c) {
        List<Chip> out = new ArrayList<>();
        for (String d : nn(c.drivers())) {
            out.add(new Chip("driver", d, "driver " + d, "chip chip-driver", "/queue?status=all&driver="
                    + Html.param(d), -1, -1));
        }
        return out;
    }

    private static String change(Cluster.Throughput t) {
        if (t == null || t.before() == null || t.after() == null) {
            return null;
        }
        String pct = t.changePercent() == null ? ""
                : String.format(Locale.ROOT, "%+.0f%% ", t.changePercent()).replace('-', '\u2212');
        return pct + "(" + Rates.human(t.before()) + " \u2192 " + Rates.human(t.after()) + ")";
    }

    private List<ClusterView.Suspect> suspects(Cluster c) {
        List<ClusterView.Suspect> out = new ArrayList<>();
        for (Cluster.Suspect s : nn(c.suspects())) {
            String hash = nz(s.hash());
            out.add(new ClusterView.Suspect(hash, hash.substring(0, Math.min(12, hash.length())),
                    hash.isEmpty() ? null : Html.commitHref(commitBase, hash), s.role(),
                    String.format(Locale.ROOT, "%.2f", s.score()), s.evidence()));
        }
        return out;
    }

    private List<ClusterView.Fix> fixes(Cluster c) {
        List<ClusterView.Fix> out = new ArrayList<>();
        for (Cluster.Fix f : nn(c.fixes())) {
            out.add(new ClusterView.Fix(f.hash(), f.hash() == null ? null : Html.commitHref(commitBase, f.hash()),
                    f.messageId() == null ? null : Html.messageHref(f.messageId()), f.subject()));
        }
        return out;
    }

    private static List<ClusterView.RoleGroup> roles(Cluster c, Map<String, StoredMessage> stored) {
        Map<String, List<ClusterView.Member>> byRole = new LinkedHashMap<>();
        for (Cluster.Member m : nn(c.members())) {
            StoredMessage s = stored.get(m.messageId());
            String subject = s == null || s.subject() == null || s.subject().isBlank() ? m.messageId() : s.subject();
            byRole.computeIfAbsent(nz(m.role()), r -> new ArrayList<>()).add(new ClusterView.Member(
                    Html.messageHref(m.messageId()), subject, s == null ? null : s.from(),
                    s == null ? null : Dates.of(s.dateMillis()), m.reason(),
                    String.format(Locale.ROOT, "%.2f", m.score())));
        }
        List<ClusterView.RoleGroup> out = new ArrayList<>();
        byRole.forEach((role, list) -> out.add(new ClusterView.RoleGroup(role.isEmpty() ? "member" : role, list)));
        return out;
    }

    private static List<ClusterView.Related> related(Cluster c, MailSearch search) throws IOException {
        List<ClusterView.Related> out = new ArrayList<>();
        for (String id : nn(c.related())) {
            Optional<Cluster> r = search.cluster(id);
            out.add(new ClusterView.Related(Html.clusterHref(id), id, r.map(Cluster::title).orElse(id),
                    r.map(Cluster::status).orElse("unknown")));
        }
        return out;
    }

    private static <T> List<T> nn(List<T> l) {
        return l == null ? List.of() : l;
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }
}
