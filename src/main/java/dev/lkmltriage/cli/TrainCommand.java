package dev.lkmltriage.cli;

import com.fasterxml.jackson.databind.SerializationFeature;
import dev.lkmltriage.eval.ClusterScore;
import dev.lkmltriage.eval.LabelledCorpus;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.triage.ClusterTrainer;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code triage train}: fit the cluster weights to the corpus labels and write them to models/. */
@Command(name = "train", mixinStandardHelpOptions = true,
        description = {"Fit the clustering weights to the labelled clusters of the corpus and write"
                + " models/cluster-weights.json; prints pairwise precision and recall before and after."})
final class TrainCommand implements Callable<Integer> {
    @Option(names = "--corpus", paramLabel = "DIR", description = "A labelled corpus (default: the bundled corpus/).")
    Path corpus;

    @Option(names = "--out", paramLabel = "FILE", description = "Where to write the weights (default:"
            + " models/cluster-weights.json).")
    Path out;

    @Option(names = "--dry-run", description = "Print the result without writing it.")
    boolean dryRun;

    @Override
    public Integer call() throws Exception {
        Path home = Path.of(System.getProperty("triage.home", "."));
        Path dir = corpus != null ? corpus : home.resolve("corpus");
        if (!Files.isDirectory(dir.resolve("labels"))) {
            throw new UserException("no labelled corpus at " + dir + "; give --corpus DIR", ExitCodes.USAGE);
        }
        ExtractSettings settings = ExtractSettings.defaults();
        LabelledCorpus c = LabelledCorpus.load(dir, new MailParser(), new FactExtractor(settings));
        ClusterWeights before = ClusterWeights.load(settings.modelsDir());
        ClusterTrainer.Result r = ClusterTrainer.train(c.byDate(), c.labels(), "triage train on " + dir.getFileName()
                + " (" + c.labels().size() + " labelled messages), " + LocalDate.now());
        ClusterScore old = ClusterScore.of(c, before);
        ClusterScore now = ClusterScore.of(c, r.weights());
        System.out.printf(Locale.ROOT, "%d examples (%d positive), training accuracy %.3f%n", r.examples(),
                r.positives(), r.accuracy());
        System.out.printf(Locale.ROOT, "pairwise precision/recall: before %.3f/%.3f, after %.3f/%.3f%n",
                old.precision(), old.recall(), now.precision(), now.recall());
        String json = ReportJson.MAPPER.copy().enable(SerializationFeature.INDENT_OUTPUT)
                .writeValueAsString(r.weights());
        if (dryRun) {
            System.out.println(json);
            return ExitCodes.OK;
        }
        Path target = out != null ? out : home.resolve("models/cluster-weights.json");
        Files.createDirectories(target.toAbsolutePath().getParent());
        Files.writeString(target, json + "\n");
        System.out.println("wrote " + target);
        return ExitCodes.OK;
    }
}
