package dev.lkmltriage.eval;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.Sources;
import dev.lkmltriage.triage.ClusterWeights;
import dev.lkmltriage.triage.Clusterer;
import dev.lkmltriage.triage.pair.PairMessage;
import dev.lkmltriage.triage.pair.PairTrainer;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Session 21 (cluster33): can the pair model learn "not one regression"? Reads the archive once (cached in the
 * third argument's file), then trains {@link PairTrainer} with each variant of {@link PairTrainer.Options} and prints
 * pooled left-out P/R, how many messages the rules placed nowhere it joins in sample, and writes each variant's joins
 * to {@code OUTDIR/links-VARIANT.tsv} (later, earlier, score, later's author parity, subjects by title).
 * <p>
 * Usage: {@code PairGateExperiment ARCHIVE LABELS_DIR CACHE OUTDIR [target]}
 */
public final class PairGateExperiment {
    private PairGateExperiment() {
    }

    record Read(List<PairMessage> msgs, Map<String, String> placed) implements java.io.Serializable {
    }

    public static void main(String[] args) throws Exception {
        Path cache = Path.of(args[2]);
        Path out = Path.of(args[3]);
        double target = args.length > 4 ? Double.parseDouble(args[4]) : 0.97;
        Read read;
        if (Files.exists(cache)) {
            try (ObjectInputStream in = new ObjectInputStream(new BufferedInputStream(Files.newInputStream(cache)))) {
                read = (Read) in.readObject();
            }
        } else {
            ExtractSettings settings = ExtractSettings.defaults();
            List<PairMessage> msgs = new ArrayList<>();
            Map<String, Clusterer.Placement> placed = ArchiveClusters.place(Sources.open(args[0]), new MailParser(),
                    new FactExtractor(settings), new Clusterer(ClusterWeights.load(settings.modelsDir())),
                    ProgressListener.NONE, new long[0], r -> msgs.add(PairMessage.of(r)));
            read = new Read(msgs, new HashMap<>(ArchiveClusters.clusterIds(placed)));
            try (ObjectOutputStream o = new ObjectOutputStream(new BufferedOutputStream(Files.newOutputStream(cache)))) {
                o.writeObject(read);
            }
        }
        List<PairTrainer.LabelSet> sets = PairModelTraining.sets(Path.of(args[1]));
        Map<String, PairMessage> byId = new HashMap<>();
        read.msgs().forEach(m -> byId.putIfAbsent(m.id(), m));
        Map<String, PairTrainer.Options> variants = new java.util.LinkedHashMap<>();
        variants.put("base", PairTrainer.Options.NONE);
        variants.put("gate", new PairTrainer.Options(true, 0, -1));
        variants.put("gate-report-named", new PairTrainer.Options(true, 0, -1, true));
        for (String share : System.getProperty("shares", "0.25,1").split(",")) {
            double s = Double.parseDouble(share);
            variants.put("neg" + share, new PairTrainer.Options(false, s, -1));
            variants.put("gate+neg" + share, new PairTrainer.Options(true, s, -1));
            variants.put("gate-report-named+neg" + share, new PairTrainer.Options(true, s, -1, true));
            variants.put("neg" + share + "-half0", new PairTrainer.Options(false, s, 0));
        }
        String only = System.getProperty("variants");
        Files.createDirectories(out);
        for (Map.Entry<String, PairTrainer.Options> v : variants.entrySet()) {
            if (only != null && !List.of(only.split(",")).contains(v.getKey())) {
                continue;
            }
            PairTrainer.Result r = PairTrainer.train(read.msgs(), sets, read.placed(), target, v.getKey(), v.getValue());
            PairTrainer.Counts lo = sum(r.leftOut());
            PairTrainer.Counts ins = sum(r.inSample());
            int[] byParity = new int[2];
            List<String> lines = new ArrayList<>();
            for (PairTrainer.Link l : r.links()) {
                PairMessage b = byId.get(l.later());
                PairMessage a = byId.get(l.earlier());
                int p = Math.floorMod(b.author().hashCode(), 2);
                byParity[p]++;
                lines.add(l.later() + "\t" + l.earlier() + "\t" + String.format(Locale.ROOT, "%.2f", l.score()) + "\t"
                        + p + "\t" + b.author() + "\t" + b.title() + "\t" + a.author() + "\t" + a.title());
            }
            Files.write(out.resolve("links-" + v.getKey() + ".tsv"), lines);
            System.out.printf(Locale.ROOT, "%-16s threshold %6.2f | LOO %s | in sample %s | joins %d (author"
                            + " parity 0: %d, 1: %d) | negatives %d | %s%n", v.getKey(), r.model().threshold(),
                    lo.text(), ins.text(), r.links().size(), byParity[0], byParity[1], r.negativeRows(),
                    r.model().evaluation().getOrDefault("unlabelled negative rows", ""));
            r.leftOut().forEach((k, c) -> {
                if (!c.equals(r.rules().get(k))) {
                    System.out.printf("    %-6s rules %s -> LOO %s%n", k, r.rules().get(k).text(), c.text());
                }
            });
        }
    }

    private static PairTrainer.Counts sum(Map<String, PairTrainer.Counts> m) {
        PairTrainer.Counts s = new PairTrainer.Counts(0, 0, 0);
        for (PairTrainer.Counts c : m.values()) {
            s = new PairTrainer.Counts(s.correct() + c.correct(), s.truePairs() + c.truePairs(),
                    s.predicted() + c.predicted());
        }
        return s;
    }
}
