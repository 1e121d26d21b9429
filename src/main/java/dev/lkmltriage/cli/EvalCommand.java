package dev.lkmltriage.cli;

import dev.lkmltriage.eval.ClusterScore;
import dev.lkmltriage.eval.EvalResult;
import dev.lkmltriage.eval.Evaluator;
import dev.lkmltriage.eval.FieldScore;
import dev.lkmltriage.eval.LabelledCorpus;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code triage eval}: the extractors' precision and recall per field against the corpus labels. */
@Command(name = "eval", mixinStandardHelpOptions = true,
        description = {"Precision and recall of every fact field against the hand-written labels in"
                + " corpus/labels/facts-*.jsonl, and pairwise precision and recall of clustering.",
            "With --real ARCHIVE: clusters the whole archive and scores only the labelled groups of"
                + " --real-labels (default corpus/labels/real-linux-pci-2019-2020.jsonl), per split."})
final class EvalCommand implements Callable<Integer> {
    @Option(names = "--corpus", paramLabel = "DIR", description = "A labelled corpus (default: the bundled corpus/).")
    Path corpus;

    @Option(names = "--json", description = "Print the scores as one JSON object.")
    boolean json;

    @Option(names = {"-v", "--verbose"}, description = "Also list, per message, what was missed and what was wrong.")
    boolean verbose;

    @Option(names = "--real", paramLabel = "ARCHIVE", description = "A real archive (public-inbox git, mbox,"
            + " Maildir) to cluster whole; prints pairwise precision/recall on its labelled groups only.")
    Path real;

    @Option(names = "--real-labels", paramLabel = "FILE", description = "Labelled groups for --real (default:"
            + " labels/real-linux-pci-2019-2020.jsonl of the corpus).")
    Path realLabels;

    @Option(names = "--split", paramLabel = "SPLIT", description = "With --real: score only the 'tune' or the"
            + " 'held-out' groups (default: each, and all).")
    String split;

    @Option(names = {"-q", "--quiet"}, description = "With --real: no progress on standard error.")
    boolean quiet;

    @Override
    public Integer call() throws Exception {
        if (real != null) {
            if (split != null && !split.equals("tune") && !split.equals("held-out")) {
                throw new UserException("--split must be 'tune' or 'held-out', not '" + split + "'",
                        ExitCodes.USAGE);
            }
            Path dir = Home.corpus(corpus);
            RealEval.run(real, realLabels != null ? realLabels
                    : dir.resolve("labels/real-linux-pci-2019-2020.jsonl"), split, verbose, quiet, System.out);
            return ExitCodes.OK;
        }
        Path dir = Home.corpus(corpus);
        if (!Files.isDirectory(dir.resolve("labels"))) {
            throw new UserException("no labelled corpus at " + dir + " (expected " + dir.resolve("labels")
                    + "); give --corpus DIR", ExitCodes.USAGE);
        }
        ExtractSettings settings = ExtractSettings.defaults();
        FactExtractor extractor = new FactExtractor(settings);
        EvalResult result = new Evaluator(new MailParser(), extractor).evaluate(dir);
        ClusterScore clusters = ClusterScore.of(LabelledCorpus.load(dir, new MailParser(), extractor),
                ClusterWeights.load(settings.modelsDir()));
        if (json) {
            var node = ReportJson.MAPPER.valueToTree(result);
            ((com.fasterxml.jackson.databind.node.ObjectNode) node).putObject("clusters")
                    .put("pairwisePrecision", clusters.precision()).put("pairwiseRecall", clusters.recall());
            System.out.println(node);
            return ExitCodes.OK;
        }
        System.out.printf(Locale.ROOT, "%d labelled messages in %s%n%n", result.messages(), dir);
        System.out.printf(Locale.ROOT, "%-22s %9s %9s %6s %6s %6s%n", "field", "precision", "recall", "tp", "fp",
                "fn");
        for (FieldScore s : result.fields()) {
            System.out.printf(Locale.ROOT, "%-22s %9.3f %9.3f %6d %6d %6d%n", s.field(), s.precision(), s.recall(),
                    s.truePositives(), s.falsePositives(), s.falseNegatives());
        }
        System.out.printf(Locale.ROOT, "%-22s %9.3f %9.3f   (pairwise, over labelled reports)%n", "clusters",
                clusters.precision(), clusters.recall());
        if (verbose) {
            for (EvalResult.MessageDiff d : result.diffs()) {
                System.out.println();
                System.out.println(d.file());
                d.missed().forEach(m -> System.out.println("  missed " + m));
                d.wrong().forEach(w -> System.out.println("  wrong  " + w));
            }
        }
        return ExitCodes.OK;
    }
}
