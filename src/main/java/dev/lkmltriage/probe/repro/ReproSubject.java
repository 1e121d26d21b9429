package dev.lkmltriage.probe.repro;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.extract.Regression;
import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.index.StoredMessage;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.Regressions;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a reproduction starts from, read from the store: a cluster or a message, its reported figures, and the plan
 * from the best tool invocation among its messages.
 *
 * @param clusterId the cluster, or null for a message in none
 * @param messageId the message the plan came from, or the message asked for; null for a cluster none of whose
 *                  messages names an invocation
 */
public record ReproSubject(String clusterId, String messageId, ProbePlan plan, ReportedFigures figures) {
    /** A runaway cluster is read no further than this many members. */
    static final int MAX_MEMBERS = 200;

    /** The cluster with id {@code id}, else the message with Message-ID {@code id}; empty when neither exists. */
    public static Optional<ReproSubject> load(MailSearch search, String id) throws IOException {
        Optional<Cluster> cluster = search.cluster(id);
        if (cluster.isPresent()) {
            return Optional.of(ofCluster(search, cluster.get()));
        }
        Optional<StoredMessage> m = search.message(id);
        if (m.isEmpty()) {
            return Optional.empty();
        }
        StoredMessage msg = m.get();
        return Optional.of(new ReproSubject(msg.cluster(), msg.messageId(), PlanParser.fromText(msg.text()),
                figures(msg, "message <" + msg.messageId() + ">")));
    }

    private static ReproSubject ofCluster(MailSearch search, Cluster c) throws IOException {
        List<Invocation> found = new ArrayList<>();
        List<String> from = new ArrayList<>();
        ReportedFigures memberFigures = null;
        String metric = null;
        int n = 0;
        for (Cluster.Member member : c.members()) {
            if (++n > MAX_MEMBERS) {
                break;
            }
            Optional<StoredMessage> m = search.message(member.messageId());
            if (m.isEmpty()) {
                continue;
            }
            for (Invocation inv : PlanParser.find(m.get().text())) {
                found.add(inv);
                from.add(member.messageId());
            }
            ReportedFigures f = figures(m.get(), "message <" + member.messageId() + ">");
            if (metric == null) {
                metric = f.metric();
            }
            if (memberFigures == null && !f.isEmpty()) {
                memberFigures = f;
            }
        }
        Cluster.Throughput t = c.throughput();
        ReportedFigures figures = t != null && (t.before() != null || t.after() != null)
                ? new ReportedFigures(t.before(), t.after(), metric, "cluster " + c.id())
                : memberFigures != null ? memberFigures : ReportedFigures.none("cluster " + c.id());
        Invocation best = PlanParser.best(found);
        if (best == null) {
            return new ReproSubject(c.id(), null, PlanParser.fromText(""), figures);
        }
        String messageId = from.get(found.indexOf(best));
        ProbePlan plan = PlanParser.parse(best.tool(), best.text())
                .withNote("planned from '" + best.text() + "' in <" + messageId + ">"
                        + (found.size() > 1 ? ", the best of " + found.size() + " command lines in the cluster" : ""));
        return new ReproSubject(c.id(), messageId, plan, figures);
    }

    /** A message's figures: its regression's before (good) and after (bad). */
    static ReportedFigures figures(StoredMessage m, String source) throws IOException {
        JsonNode r = ReportJson.MAPPER.readTree(m.json()).path("regression");
        if (!r.isObject() || !Regressions.trusted(ReportJson.MAPPER.treeToValue(r, Regression.class))) {
            // Only a report's own regression has figures to reproduce (the clusterer's rule, triage.Regressions).
            return ReportedFigures.none(source);
        }
        return new ReportedFigures(number(r.path("before")), number(r.path("after")),
                r.path("metric").isTextual() ? r.path("metric").asText() : null, source);
    }

    private static Double number(JsonNode n) {
        return n.isNumber() ? n.asDouble() : null;
    }
}
