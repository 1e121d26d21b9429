package dev.lkmltriage.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.actions.ActionLog;
import dev.lkmltriage.git.SuspectInference;
import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.index.StoredMessage;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterJson;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code triage show ID}: a message or a cluster, readable. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = {"Show a cluster (by its id) or a message (by Message-ID, <Message-ID> or a lore URL)."})
final class ShowCommand implements Callable<Integer> {
    @Mixin
    CommonOptions common;

    @Mixin
    GitOption git;

    @Option(names = "--json", description = "Print the cluster or message object as JSON.")
    boolean json;

    @Parameters(index = "0", paramLabel = "ID", description = "A cluster id or a Message-ID.")
    String id;

    @Override
    public Integer call() throws Exception {
        try (MailSearch search = MailSearch.openReadOnly(common.dataDir())) {
            // As people triaged it; a cluster merged into another shows the one it was merged into.
            Optional<Cluster> cluster = ActionLog.open(common.dataDir()).view(search.clusters()).get(id.strip());
            if (cluster.isPresent()) {
                try (SuspectInference inference = git.open()) {
                    if (inference != null) {
                        cluster = Optional.of(inference.enrich(cluster.get()));
                    }
                }
                if (json) {
                    System.out.println(ClusterJson.toLine(cluster.get()));
                } else {
                    printCluster(cluster.get(), System.out);
                }
                return ExitCodes.OK;
            }
            String messageId = MessageIds.normalize(id);
            Optional<StoredMessage> message = search.message(messageId);
            if (message.isEmpty()) {
                throw new UserException("no cluster or message '" + messageId + "' in " + common.dataDir()
                        + " (find ids with 'triage clusters' or 'triage search')", ExitCodes.FAILED);
            }
            if (json) {
                System.out.println(message.get().json());
            } else {
                printMessage(message.get(), System.out);
            }
        } catch (IOException e) {
            throw new UserException(e.getMessage(), ExitCodes.FAILED);
        }
        return ExitCodes.OK;
    }

    static void printCluster(Cluster c, PrintStream out) {
        out.println(c.title());
        out.println("cluster " + c.id() + "  status " + c.status() + "  symptom " + c.symptom());
        if (!c.drivers().isEmpty() || !c.hardware().isEmpty()) {
            out.println("drivers " + String.join(", ", c.drivers()) + "  hardware " + String.join(", ", c.hardware()));
        }
        out.println("kernels good " + c.kernels().good() + "  bad " + c.kernels().bad());
        if (c.throughput().before() != null) {
            out.printf(Locale.ROOT, "throughput %s -> %s (%+.0f%%)%n", human(c.throughput().before()),
                    human(c.throughput().after()), c.throughput().changePercent());
        }
        c.suspects().forEach(s -> out.printf(Locale.ROOT, "suspect %s %s %.2f  %s%n", s.hash(), s.role(), s.score(),
                s.evidence()));
        c.fixes().forEach(f -> out.println("fix " + (f.hash() == null ? "" : f.hash() + " ") + "<" + f.messageId()
                + "> " + (f.subject() == null ? "" : f.subject())));
        c.history().forEach(h -> out.println("status " + h.status() + " at " + h.at() + ": " + h.evidence()));
        out.println("members:");
        c.members().forEach(m -> out.printf(Locale.ROOT, "  %-9s <%s>  %s%n", m.role(), m.messageId(), m.reason()));
        if (!c.related().isEmpty()) {
            out.println("related: " + String.join(", ", c.related()));
        }
    }

    static void printMessage(StoredMessage m, PrintStream out) throws IOException {
        JsonNode r = ReportJson.MAPPER.readTree(m.json());
        out.println("Subject: " + r.path("subject").asText());
        out.println("From:    " + r.path("from").asText());
        out.println("Date:    " + r.path("date").asText());
        out.println("Id:      <" + m.messageId() + ">  thread <" + m.threadId() + ">  kind " + m.kind()
                + (m.cluster() == null ? "" : "  cluster " + m.cluster() + " (" + m.role() + ")"));
        for (String field : new String[] {"hardware", "kernels", "commits", "throughput", "drivers", "configs"}) {
            if (r.path(field).size() > 0) {
                out.println(field + ": " + r.path(field));
            }
        }
        out.println();
        out.println(m.text());
    }

    static String human(double bps) {
        return bps >= 1e9 ? String.format(Locale.ROOT, "%.2f Gbit/s", bps / 1e9)
                : String.format(Locale.ROOT, "%.0f Mbit/s", bps / 1e6);
    }
}
