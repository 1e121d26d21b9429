package dev.lkmltriage.eval;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.ingest.IngestPipeline;
import dev.lkmltriage.ingest.MemorySink;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.Sources;
import dev.lkmltriage.triage.pair.PairFeatures;
import dev.lkmltriage.triage.pair.PairIndex;
import dev.lkmltriage.triage.pair.PairLogistic;
import dev.lkmltriage.triage.pair.PairMessage;
import dev.lkmltriage.triage.pair.PairTrainer;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * An experiment, not part of triage (issue 4): does a pairwise classifier over generic features, trained on the
 * labelled real sets, generalise to a set it never saw better than the clusterer's hand-written ties did as first
 * scored? Leave-one-set-out: for each labelled set (a fold), a logistic model is fitted on the pairs of the other
 * sets, its threshold is the lowest at which union-find over every candidate pair of the archive keeps pooled
 * pairwise precision at least {@link #TARGET_PRECISION} on those training sets, and the left-out set is scored at it.
 * The same is run once more with the current clusterer's placements as a feature ("already together").
 * Usage: {@code java -cp target/classes:target/test-classes:$(cat target/cp.txt)
 * dev.lkmltriage.eval.PairModelExperiment ARCHIVE LABELDIR PLACEMENTS.tsv [CACHE]}; with CACHE, what was read of the
 * archive is kept there (Java serialisation, outside the repository) and read back on the next run.
 */
public final class PairModelExperiment {
    /** Pooled precision the threshold must keep on the training sets ({@code -Dpair.target=0.99} to ask more). */
    static final double TARGET_PRECISION = Double.parseDouble(System.getProperty("pair.target", "0.95"));

    /** Pairwise counts over one set's labelled messages, as score.py counts them. */
    record Score(int correct, int truePairs, int predicted) {
        static final Score NONE = new Score(0, 0, 0);

        static Score of(ClusterScore s) {
            return new Score((int) s.correctPairs(), (int) s.truePairs(), (int) s.predictedPairs());
        }

        double recall() {
            return truePairs == 0 ? Double.NaN : (double) correct / truePairs;
        }

        Score all(Score full) {
            return new Score(correct, full.truePairs, predicted);
        }

        Score plus(Score o) {
            return new Score(correct + o.correct, truePairs + o.truePairs, predicted + o.predicted);
        }

        String text() {
            String p = predicted == 0 ? "  -  " : String.format("%.3f", (double) correct / predicted);
            String r = truePairs == 0 ? "  -  " : String.format("%.3f", (double) correct / truePairs);
            return p + "/" + r;
        }
    }

    /**
     * One set's row: its pairs, how many are direct candidates, the clusterer now, the model left out, the model
     * fitted only on the sets labelled before it ({@code forward}, null for the first set: the analogue of a
     * first score) and the model with the clusterer's placements as a feature, left out.
     */
    record Row(String fold, int truePairs, int direct, Score now, Score model, double threshold, Score forward,
               Score withClusterer, double thresholdWith) {
    }

    private PairModelExperiment() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: PairModelExperiment ARCHIVE LABELDIR PLACEMENTS.tsv");
            System.exit(2);
        }
        long t0 = System.nanoTime();
        List<PairMessage> msgs = args.length > 3 ? cached(args[0], Path.of(args[3])) : read(args[0]);
        System.out.printf("target training precision %.2f%n", TARGET_PRECISION);
        System.out.printf("read %d messages in %.0f s%n", msgs.size(), (System.nanoTime() - t0) / 1e9);
        List<PairTrainer.LabelSet> folds = folds(Path.of(args[1]));
        Map<String, String> placed = placements(Path.of(args[2]));
        List<Row> rows = run(msgs, folds, placed, System.out);
        print(rows, System.out);
        System.out.printf("total %.0f s%n", (System.nanoTime() - t0) / 1e9);
    }

    @SuppressWarnings("unchecked")
    private static List<PairMessage> cached(String archive, Path cache) throws IOException, ClassNotFoundException {
        if (Files.exists(cache)) {
            try (ObjectInputStream in = new ObjectInputStream(new BufferedInputStream(Files.newInputStream(cache)))) {
                return (List<PairMessage>) in.readObject();
            }
        }
        List<PairMessage> msgs = read(archive);
        try (ObjectOutputStream out = new ObjectOutputStream(new BufferedOutputStream(Files.newOutputStream(cache)))) {
            out.writeObject(new ArrayList<>(msgs));
        }
        return msgs;
    }

    static List<PairMessage> read(String archive) throws IOException {
        List<PairMessage> out = new ArrayList<>();
        ExtractSettings settings = ExtractSettings.defaults();
        try (MemorySink sink = new MemorySink(r -> out.add(PairMessage.of(r)))) {
            new IngestPipeline(new MailParser(), new FactExtractor(settings)).run(Sources.open(archive), sink,
                    ProgressListener.NONE);
        }
        return out;
    }

    /** The real-archive label sets of a directory, each a fold; a set the trainer does not know is never opened. */
    static List<PairTrainer.LabelSet> folds(Path dir) throws IOException {
        List<PairTrainer.LabelSet> out = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().matches("real-linux-pci-2019-2020.*\\.jsonl"))
                    .filter(p -> PairModelTraining.KNOWN.contains(p.getFileName().toString()
                            .replaceFirst("^real-linux-pci-2019-2020-?", "").replaceFirst("\\.jsonl$", "")))
                    .sorted().toList();
        }
        for (Path f : files) {
            String n = f.getFileName().toString();
            n = n.substring("real-linux-pci-2019-2020".length(), n.length() - ".jsonl".length()).replace("-", "");
            Map<String, String> groups = new HashMap<>();
            for (RealLabels.Group g : RealLabels.read(f).groups()) {
                g.members().forEach(m -> groups.put(m.messageId(), g.id()));
            }
            out.add(new PairTrainer.LabelSet(n.isEmpty() ? "tune" : n, groups));
        }
        out.sort(java.util.Comparator.comparingInt(f -> labelled(f.name())));
        return out;
    }

    /** When a set was labelled: the tuning set first, then {@code new}, {@code new2}, ... */
    static int labelled(String name) {
        if (name.matches("new\\d{1,4}")) {
            return Integer.parseInt(name.substring(3));
        }
        return "new".equals(name) ? 1 : 0;
    }

    /** Message-ID → cluster id from a PlacementDump file. */
    static Map<String, String> placements(Path tsv) throws IOException {
        Map<String, String> out = new HashMap<>();
        for (String line : Files.readAllLines(tsv)) {
            String[] f = line.split("\t");
            if (f.length >= 2 && !"null".equals(f[1])) {
                out.put(f[0], f[1]);
            }
        }
        return out;
    }

    /** Runs both leave-one-set-out experiments; {@code log} gets the weights fitted on every set. */
    static List<Row> run(List<PairMessage> msgs, List<PairTrainer.LabelSet> folds, Map<String, String> placed, PrintStream log) {
        int n = msgs.size();
        PairTrainer.Labelled labelled = PairTrainer.Labelled.of(msgs, folds);
        Map<String, Integer> index = labelled.index();
        int[] fold = labelled.fold();
        String[] group = labelled.group();
        PairIndex candidates = new PairIndex();
        List<int[]> pairs = new ArrayList<>();
        float[][] idf = new float[n][];
        for (PairMessage m : msgs) {
            PairIndex.Offer o = candidates.add(m);
            idf[o.seq()] = o.idf();
            o.candidates().forEach(c -> pairs.add(new int[] {c.seq(), o.seq()}));
        }
        int generic = pairs.size();
        Set<Long> seen = new HashSet<>();
        pairs.forEach(p -> seen.add(key(p[0], p[1])));
        Map<String, Integer> lastOfCluster = new HashMap<>();
        for (int i = 0; i < n; i++) {
            String c = placed.get(msgs.get(i).id());
            if (c != null) {
                Integer prev = lastOfCluster.put(c, i);
                if (prev != null && seen.add(key(prev, i))) {
                    pairs.add(new int[] {prev, i});
                }
            }
        }
        double[][] x = new double[pairs.size()][];
        for (int p = 0; p < pairs.size(); p++) {
            int a = pairs.get(p)[0];
            int b = pairs.get(p)[1];
            String ca = placed.get(msgs.get(a).id());
            x[p] = PairFeatures.of(msgs.get(a), msgs.get(b), idf[b],
                    ca != null && ca.equals(placed.get(msgs.get(b).id())));
        }
        log.printf("%d candidate pairs from shared keys, %d more from the clusterer's placements%n", generic,
                pairs.size() - generic);
        Sweep plain = new Sweep(pairs.subList(0, generic), x, PairFeatures.GENERIC, fold, group, folds.size());
        Sweep with = new Sweep(pairs, x, PairFeatures.NAMES.length, fold, group, folds.size());
        logWeights(plain.fit(f -> true), PairFeatures.GENERIC, "generic features, fitted on every set", log);
        logWeights(with.fit(f -> true), PairFeatures.NAMES.length, "with already-together, fitted on every set", log);
        List<Row> rows = new ArrayList<>();
        for (int f = 0; f < folds.size(); f++) {
            Sweep.Outcome a = plain.leaveOut(f);
            Sweep.Outcome b = with.leaveOut(f);
            int before = f;
            Score forward = f == 0 ? null : plain.score(f, g -> g < before).score();
            Score now = now(folds.get(f), placed);
            // true pairs as score.py counts them: a labelled message missing from the archive still has its pairs
            rows.add(new Row(folds.get(f).name(), now.truePairs(), plain.direct(f), now, a.score().all(now),
                    a.threshold(), forward == null ? null : forward.all(now), b.score().all(now), b.threshold()));
        }
        return rows;
    }

    static long key(int a, int b) {
        return (long) Math.min(a, b) << 32 | Math.max(a, b);
    }

    /** The clusterer's placements scored on one set, as score.py does. */
    static Score now(PairTrainer.LabelSet fold, Map<String, String> placed) {
        return Score.of(ClusterScore.pairwise(fold.groups(), placed));
    }

    private static void logWeights(PairLogistic m, int width, String what, PrintStream log) {
        StringBuilder b = new StringBuilder("weights (" + what + "):");
        for (int j = 0; j < width; j++) {
            b.append(String.format(" %s %+.2f", PairFeatures.NAMES[j], m.weights()[j]));
        }
        log.println(b.append(String.format(" bias %+.2f", m.weights()[width])));
    }

    static void print(List<Row> rows, PrintStream out) {
        out.println("fold   | true pairs | direct candidates | clusterer now P/R | model LOO P/R (threshold) "
                + "| model on earlier sets P/R | model+clusterer LOO P/R (threshold)");
        Score now = Score.NONE;
        Score model = Score.NONE;
        Score forward = Score.NONE;
        Score with = Score.NONE;
        int direct = 0;
        List<Double> loo = new ArrayList<>();
        List<Double> earlier = new ArrayList<>();
        for (Row r : rows) {
            out.printf("%-6s | %3d | %3d | %s | %s (%.2f) | %s | %s (%.2f)%n", r.fold(), r.truePairs(), r.direct(),
                    r.now().text(), r.model().text(), r.threshold(), r.forward() == null ? "  -  /  -  "
                            : r.forward().text(), r.withClusterer().text(), r.thresholdWith());
            now = now.plus(r.now());
            model = model.plus(r.model());
            with = with.plus(r.withClusterer());
            direct += r.direct();
            loo.add(r.model().recall());
            if (r.forward() != null) {
                forward = forward.plus(r.forward());
                earlier.add(r.forward().recall());
            }
        }
        out.printf("pooled | %3d | %3d | %s | %s | %s | %s%n", now.truePairs(), direct, now.text(), model.text(),
                forward.text(), with.text());
        out.printf("median recall over sets: model left out %.3f, model on earlier sets %.3f%n", median(loo),
                median(earlier));
    }

    private static double median(List<Double> xs) {
        List<Double> s = xs.stream().filter(d -> !d.isNaN()).sorted().toList();
        if (s.isEmpty()) {
            return Double.NaN;
        }
        int m = s.size() / 2;
        return s.size() % 2 == 1 ? s.get(m) : (s.get(m - 1) + s.get(m)) / 2;
    }
}
