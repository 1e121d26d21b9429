package dev.lkmltriage.cli;

import dev.lkmltriage.eval.ArchiveClusters;
import dev.lkmltriage.eval.ClusterScore;
import dev.lkmltriage.eval.RealLabels;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.Sources;
import dev.lkmltriage.triage.ClusterWeights;
import dev.lkmltriage.triage.Clusterer;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/** {@code triage eval --real ARCHIVE}: clusters a whole real archive and scores the labelled groups in it. */
final class RealEval {
    private RealEval() {
    }

    static void run(Path archive, Path labelsFile, String split, boolean verbose, boolean quiet, PrintStream out)
            throws IOException {
        if (!Files.exists(archive)) {
            throw new UserException("no archive at " + archive + "; give --real a public-inbox archive, mbox or"
                    + " Maildir", ExitCodes.USAGE);
        }
        if (!Files.isRegularFile(labelsFile)) {
            throw new UserException("no labels at " + labelsFile + "; give --real-labels FILE (one JSON group a"
                    + " line, see docs/triage-core.md)", ExitCodes.USAGE);
        }
        RealLabels labels;
        try {
            labels = RealLabels.read(labelsFile);
        } catch (IOException e) {
            throw new UserException(e.getMessage() + " (fix the labels file)", ExitCodes.USAGE);
        }
        ExtractSettings settings = ExtractSettings.defaults();
        long[] cost = new long[1000];
        Map<String, Clusterer.Placement> placed = ArchiveClusters.place(Sources.open(archive.toString()),
                new MailParser(), new FactExtractor(settings), ClusterWeights.load(settings.modelsDir()),
                ProgressPrinter.forStderr(quiet), cost);
        Map<String, String> predicted = ArchiveClusters.clusterIds(placed);
        out.printf(Locale.ROOT, "%d messages placed in clusters; labels %s%n", placed.size(), labelsFile);
        out.printf(Locale.ROOT, "%-10s %6s %6s %9s %9s %6s%n", "split", "groups", "pairs", "precision", "recall",
                "found");
        for (String s : split == null ? new String[] {"tune", "held-out", null} : new String[] {split}) {
            Map<String, String> truth = labels.truth(s);
            ClusterScore score = ClusterScore.pairwise(truth, predicted);
            long groups = labels.groups().stream().filter(g -> s == null || g.split().equals(s)).count();
            long found = truth.keySet().stream().filter(predicted::containsKey).count();
            out.printf(Locale.ROOT, "%-10s %6d %6d %9.3f %9.3f %3d/%d%n", s == null ? "all" : s, groups,
                    score.truePairs(), score.precision(), score.recall(), found, truth.size());
        }
        printCost(cost, out);
        if (verbose) {
            for (RealLabels.Group g : labels.groups()) {
                if (split != null && !g.split().equals(split)) {
                    continue;
                }
                out.println();
                out.println(g.id() + " (" + g.split() + ")");
                for (RealLabels.Member m : g.members()) {
                    Clusterer.Placement p = placed.get(m.messageId());
                    out.println("  " + m.role() + " " + m.messageId() + " -> " + (p == null ? "not placed"
                            : p.clusterId() + " " + p.role() + " (" + p.reason() + ")"));
                }
            }
        }
    }

    /** Clustering CPU per 1000 messages: first, last, and the median of the late half over the early half. */
    private static void printCost(long[] cost, PrintStream out) {
        int n = 0;
        while (n < cost.length && cost[n] > 0) {
            n++;
        }
        if (n < 4) {
            return;
        }
        long[] early = java.util.Arrays.copyOfRange(cost, 0, n / 2);
        long[] late = java.util.Arrays.copyOfRange(cost, n / 2, n);
        java.util.Arrays.sort(early);
        java.util.Arrays.sort(late);
        out.printf(Locale.ROOT, "clustering CPU per 1000 messages: first %.1f ms, last %.1f ms, late/early median"
                + " %.2f (%d thousands)%n", cost[0] / 1e6, cost[n - 1] / 1e6,
                (double) late[late.length / 2] / early[early.length / 2], n);
    }
}
