package dev.lkmltriage.eval;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.Sources;
import dev.lkmltriage.triage.ClusterWeights;
import dev.lkmltriage.triage.Clusterer;
import dev.lkmltriage.triage.pair.PairMessage;
import dev.lkmltriage.triage.pair.PairModel;
import dev.lkmltriage.triage.pair.PairTrainer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * {@code ./triage train --archive DIR}'s pair model: reads the archive once (each message's pair keys, and where the
 * rules place it), reads the labelled sets the trainer knows, and fits ({@link PairTrainer}).
 */
public final class PairModelTraining {
    /** The label sets' file prefix under {@code corpus/labels}. */
    static final String PREFIX = "real-linux-pci-2019-2020";
    /**
     * The sets trained on, in the order they were labelled. A set not listed (an unseen one kept for a later
     * measurement) is never opened: add it here once it has been scored.
     */
    static final List<String> KNOWN = List.of("", "new", "new2", "new3", "new4", "new5", "new6", "new7", "new8",
            "new9", "new10", "new11", "new12", "new13", "new14", "new15", "new16", "new17", "new18",
            "new19");

    private PairModelTraining() {
    }

    /** The known labelled sets in {@code labels}, in labelling order; a listed set without a file is skipped. */
    public static List<PairTrainer.LabelSet> sets(Path labels) throws IOException {
        List<String> present;
        try (Stream<Path> s = Files.list(labels)) {
            present = s.map(p -> p.getFileName().toString())
                    .filter(n -> n.startsWith(PREFIX) && n.endsWith(".jsonl")).sorted().toList();
        }
        List<PairTrainer.LabelSet> out = new ArrayList<>();
        for (String name : KNOWN) {
            String file = PREFIX + (name.isEmpty() ? "" : "-" + name) + ".jsonl";
            if (!present.contains(file)) {
                continue;
            }
            Map<String, String> groups = new HashMap<>();
            for (RealLabels.Group g : RealLabels.read(labels.resolve(file)).groups()) {
                g.members().forEach(m -> groups.putIfAbsent(m.messageId(), g.id()));
            }
            out.add(new PairTrainer.LabelSet(name.isEmpty() ? "tune" : name, groups));
        }
        for (String f : present) {
            String name = f.substring(PREFIX.length(), f.length() - ".jsonl".length()).replaceFirst("^-", "");
            if (!KNOWN.contains(name)) {
                System.out.println("not trained on " + f + " (not in PairModelTraining.KNOWN)");
            }
        }
        return out;
    }

    /** Reads {@code archive}, fits the model on the labelled sets and prints the leave-one-set-out table. */
    public static PairModel train(Path archive, Path labels, ExtractSettings settings, ClusterWeights weights,
                                  double target, String producedBy, Path linksOut) throws IOException {
        List<PairTrainer.LabelSet> sets = sets(labels);
        List<PairMessage> msgs = new ArrayList<>();
        Map<String, Clusterer.Placement> placed = ArchiveClusters.place(Sources.open(archive.toString()),
                new MailParser(), new FactExtractor(settings), new Clusterer(weights), ProgressListener.NONE,
                new long[0], r -> msgs.add(PairMessage.of(r)));
        PairTrainer.Result r = PairTrainer.train(msgs, sets, ArchiveClusters.clusterIds(placed), target, producedBy);
        System.out.printf("pair model: %d messages, %d training pairs, %d pairs the clusterer would ask about%n",
                msgs.size(), r.trainingRows(), r.askedPairs());
        System.out.printf("threshold %.2f (log-odds), pooled left-out precision at least %.2f%n",
                r.model().threshold(), target);
        System.out.println("set    | rules alone P/R | rules + model, set left out P/R | rules + model, in sample P/R");
        r.rules().forEach((k, v) -> System.out.printf("%-6s | %s | %s | %s%n", k, v.text(), r.leftOut().get(k).text(),
                r.inSample().get(k).text()));
        System.out.printf("in sample, the model joins %d messages the rules placed nowhere%n", r.links().size());
        if (linksOut != null) {
            List<String> lines = new ArrayList<>();
            for (PairTrainer.Link l : r.links()) {
                lines.add(l.later() + "\t" + l.earlier() + "\t" + String.format(java.util.Locale.ROOT, "%.2f",
                        l.score()) + "\t" + l.top().stream().map(p -> p.feature() + String.format(
                        java.util.Locale.ROOT, " %+.2f", p.value())).collect(java.util.stream.Collectors.joining(", ")));
            }
            Files.write(linksOut, lines);
        }
        r.model().evaluation().forEach((k, v) -> {
            if (k.startsWith("pooled")) {
                System.out.println(k + ": " + v);
            }
        });
        return r.model();
    }
}
