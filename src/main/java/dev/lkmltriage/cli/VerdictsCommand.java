package dev.lkmltriage.cli;

import dev.lkmltriage.eval.VerdictTraining;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.VerdictModel;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code triage models verdicts --shared DIR}: measure, then fit, the trained kernel-verdict fallback. */
@Command(name = "verdicts", mixinStandardHelpOptions = true,
        description = {"Measure the trained kernel-verdict fallback by leave-one-slice-out cross-validation over the"
                + " labelled real slices (src/test/resources/dev/lkmltriage/eval/real-pci-*.jsonl, messages read from"
                + " DIR/data/linux-pci-2019-2020.git) and the corpus labels, print rules alone against rules plus the"
                + " fallback per slice and pooled, choose the threshold the pooled figures allow, and, when it gains"
                + " recall without losing precision, write models/verdict-model.json trained on all of them."})
final class VerdictsCommand implements Callable<Integer> {
    @Option(names = "--shared", required = true, paramLabel = "DIR",
            description = "The shared directory holding data/linux-pci-2019-2020.git.")
    Path shared;

    @Option(names = "--out", paramLabel = "FILE", description = "Where to write (default: models/verdict-model.json).")
    Path out;

    @Option(names = "--cv-only", description = "Print the cross-validation and write nothing.")
    boolean cvOnly;

    @Option(names = "--unjudged-only", description = "Train only on the versions the rules leave without a verdict"
            + " (default: on every version with a body occurrence).")
    boolean unjudgedOnly;

    @Option(names = "--l2", paramLabel = "X", description = "L2 strength (default: ${DEFAULT-VALUE}).",
            defaultValue = "0.001")
    double l2;

    @Option(names = "--epochs", paramLabel = "N", description = "Passes of SGD (default: ${DEFAULT-VALUE}).",
            defaultValue = "40")
    int epochs;

    @Option(names = "--min-messages", paramLabel = "N", defaultValue = "3", description = "Keep features seen in"
            + " at least N different messages (default: ${DEFAULT-VALUE}; never below 3).")
    int minMessages;

    @Option(names = "--show", paramLabel = "T", description = "Also list every verdict the held-out folds add at"
            + " threshold T, right or wrong against its label.")
    Double show;

    @Option(names = "--curve", description = "Also print a learning curve: the pooled cross-validation with each"
            + " fold trained on 0, 4, 8, 12 and all 16 other slices (the corpus always).")
    boolean curve;

    @Override
    public Integer call() throws Exception {
        Path home = Home.dir();
        Path slices = home.resolve("src/test/resources/dev/lkmltriage/eval");
        Path archive = shared.resolve("data/linux-pci-2019-2020.git");
        if (!Files.isDirectory(slices) || !Files.exists(archive)) {
            throw new UserException("needs the labelled slices in " + slices + " and the archive " + archive,
                    ExitCodes.USAGE);
        }
        List<VerdictTraining.Message> all = VerdictTraining.load(slices, archive, home.resolve("corpus"),
                ExtractSettings.defaults());
        VerdictModel.Fit d = VerdictModel.Fit.defaults();
        VerdictModel.Fit fit = new VerdictModel.Fit(Math.max(3, minMessages), epochs, d.rate(), l2, d.seed());
        List<String> added = show != null ? new java.util.ArrayList<>() : null;
        List<VerdictTraining.Fold> folds = VerdictTraining.crossValidate(all, fit, unjudgedOnly,
                show != null ? show : -1, added);
        if (added != null) {
            added.forEach(System.out::println);
        }
        System.out.print(VerdictTraining.table(folds));
        VerdictModel inSample = VerdictModel.train(VerdictTraining.examples(all, unjudgedOnly), fit, 0.5, null);
        StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-18s %-24s", "in-sample (all)",
                VerdictTraining.score(all, null, 1)));
        for (double t : VerdictTraining.THRESHOLDS) {
            row.append(String.format(Locale.ROOT, " %-24s", VerdictTraining.score(all, inSample, t)));
        }
        System.out.println(row + "   (trained and scored on the same messages, corpus included: not an estimate)");
        if (curve) {
            for (int k : new int[] {0, 4, 8, 12, 16}) {
                StringBuilder c = new StringBuilder(String.format(Locale.ROOT, "%-18s %-24s", "curve, " + k
                        + " slices", ""));
                for (VerdictTraining.Score s : VerdictTraining.curve(all, fit, k, 12L)) {
                    c.append(String.format(Locale.ROOT, " %-24s", s));
                }
                System.out.println(c);
            }
        }
        int chosen = VerdictTraining.choose(folds);
        if (chosen < 0) {
            System.out.println("no threshold gains recall at no loss of pooled precision: no model written");
            return ExitCodes.OK;
        }
        double t = VerdictTraining.THRESHOLDS[chosen];
        System.out.printf(Locale.ROOT, "chosen threshold %.2f: pooled rules %s, rules+fallback %s%n", t,
                VerdictTraining.pooledRules(folds), VerdictTraining.pooled(folds, chosen));
        if (cvOnly) {
            return ExitCodes.OK;
        }
        List<VerdictModel.Example> examples = VerdictTraining.examples(all, unjudgedOnly);
        VerdictModel model = VerdictModel.train(examples, fit, t,
                VerdictTraining.about(all, examples, fit, folds, chosen, unjudgedOnly));
        Path target = out != null ? out : home.resolve("models/verdict-model.json");
        try (Writer w = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
            model.write(w);
        }
        System.out.println(model.size() + " features written to " + target);
        return ExitCodes.OK;
    }
}
