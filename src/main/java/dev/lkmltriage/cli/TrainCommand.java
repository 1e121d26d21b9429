package dev.lkmltriage.cli;

import com.fasterxml.jackson.databind.SerializationFeature;
import dev.lkmltriage.eval.ClusterScore;
import dev.lkmltriage.eval.LabelledCorpus;
import dev.lkmltriage.eval.PairModelTraining;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.triage.ClusterTrainer;
import dev.lkmltriage.triage.ClusterWeights;
import dev.lkmltriage.triage.pair.PairModel;
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
                + " models/cluster-weights.json; prints pairwise precision and recall before and after.",
            "With a real archive (--archive, or ../shared/data/linux-pci-2019-2020.git beside the checkout), also fit"
                + " the pair model on its labelled sets (corpus/labels/real-linux-pci-2019-2020*.jsonl), its threshold"
                + " by leave-one-set-out, and write models/pair-model.json."})
final class TrainCommand implements Callable<Integer> {
    @Option(names = "--corpus", paramLabel = "DIR", description = "A labelled corpus (default: the bundled corpus/).")
    Path corpus;

    @Option(names = "--out", paramLabel = "FILE", description = "Where to write the weights (default:"
            + " models/cluster-weights.json).")
    Path out;

    @Option(names = "--dry-run", description = "Print the result without writing it.")
    boolean dryRun;

    @Option(names = "--archive", paramLabel = "DIR", description = "A public-inbox git archive whose labelled sets"
            + " train the pair model (default: ../shared/data/linux-pci-2019-2020.git beside the checkout, if any).")
    Path archive;

    @Option(names = "--pair-precision", paramLabel = "P", defaultValue = "0.97", description = "Pooled"
            + " leave-one-set-out precision the pair model's threshold must keep (default: ${DEFAULT-VALUE}).")
    double pairPrecision;

    @Option(names = "--pair-links", paramLabel = "FILE", description = "Also list the messages the pair model"
            + " would join on the archive (later, earlier, score, top features), to read them.")
    Path pairLinks;

    @Option(names = "--no-pair-model", description = "Fit the clustering weights only.")
    boolean noPairModel;

    @Override
    public Integer call() throws Exception {
        Path home = Home.dir();
        Path dir = Home.corpus(corpus);
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
        }
        Path target = out != null ? out : home.resolve("models/cluster-weights.json");
        if (!dryRun) {
            Files.createDirectories(target.toAbsolutePath().getParent());
            Files.writeString(target, json + "\n");
            System.out.println("wrote " + target);
        }
        Path real = archive != null ? archive : home.toAbsolutePath().getParent() == null ? null
                : home.toAbsolutePath().getParent().resolve("shared/data/linux-pci-2019-2020.git");
        if (noPairModel || real == null || archive == null && !Files.isDirectory(real)) {
            return ExitCodes.OK;
        }
        if (!Files.isDirectory(real)) {
            throw new UserException("no archive at " + real + "; give --archive DIR", ExitCodes.USAGE);
        }
        PairModel model = PairModelTraining.train(real, dir.resolve("labels"), settings, r.weights(), pairPrecision,
                "triage train --archive " + real.getFileName() + " --pair-precision " + pairPrecision + ", "
                        + LocalDate.now(), pairLinks);
        if (!dryRun) {
            Path file = (out != null ? target.toAbsolutePath().getParent() : home.resolve("models"))
                    .resolve(PairModel.FILE);
            model.write(file);
            System.out.println("wrote " + file);
        }
        return ExitCodes.OK;
    }
}
