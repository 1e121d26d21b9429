package dev.lkmltriage.cli;

import dev.lkmltriage.actions.ActionLog;
import dev.lkmltriage.git.SuspectInference;
import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterJson;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code triage clusters}: the regressions found, most recently active first. */
@Command(name = "clusters", mixinStandardHelpOptions = true,
        description = "List the clusters (regressions), most recently active first.")
final class ClustersCommand implements Callable<Integer> {
    @Mixin
    CommonOptions common;

    @Mixin
    GitOption git;

    @Option(names = "--json", description = "Print JSON Lines, one cluster object per line.")
    boolean json;

    @Option(names = "--status", description = "Only clusters with this status: open, fix-proposed, fixed.")
    String status;

    @Option(names = "--driver", description = "Only clusters of this driver.")
    String driver;

    @Override
    public Integer call() throws Exception {
        List<Cluster> clusters;
        try (MailSearch search = MailSearch.openReadOnly(common.dataDir())) {
            // As people triaged them: merges, splits and statuses from the action log applied.
            clusters = ActionLog.open(common.dataDir()).view(search.clusters()).clusters();
        } catch (IOException e) {
            throw new UserException(e.getMessage(), ExitCodes.FAILED);
        }
        try (SuspectInference inference = git.open()) {
            print(clusters, inference);
        }
        return ExitCodes.OK;
    }

    private void print(List<Cluster> clusters, SuspectInference inference) {
        for (Cluster stored : clusters) {
            if ((status != null && !status.equals(stored.status()))
                    || (driver != null && !stored.drivers().contains(driver))) {
                continue;
            }
            Cluster c = inference == null ? stored : inference.enrich(stored);
            if (json) {
                System.out.println(ClusterJson.toLine(c));
            } else {
                long reports = c.members().stream().filter(m -> m.role().equals("report")
                        || m.role().equals("duplicate")).count();
                System.out.printf(Locale.ROOT, "%-12s %-13s %2d reports %2d msgs  %s%n", c.id(), c.status(),
                        reports, c.members().size(), c.title());
            }
        }
    }
}
