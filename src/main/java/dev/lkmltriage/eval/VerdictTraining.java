package dev.lkmltriage.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.extract.VerdictExamples;
import dev.lkmltriage.extract.VerdictModel;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.ItemSink;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.RawItem;
import dev.lkmltriage.source.Sources;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Data, training and leave-one-slice-out measurement of the trained verdict fallback ({@link VerdictModel}): every
 * kernel version the rules find in the labelled real slices (messages read in place from the shared archive) and in
 * the bundled corpus, with the labelled verdict (good, bad, or none). The cross-validation trains on sixteen slices
 * and the corpus, and scores the seventeenth's {@code kernels.verdict} as the evaluator does, rules alone against
 * rules plus the fallback: the estimate of how it does on mail nobody has read.
 */
public final class VerdictTraining {
    /** The thresholds the cross-validation tries. */
    public static final double[] THRESHOLDS = {0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.97, 0.99};

    private VerdictTraining() {
    }

    /** One labelled message: its group (slice file, or "corpus"), labelled verdicts by version, rule versions. */
    public record Message(String group, String id, MessageKind kind, Map<String, String> labelled,
            List<VerdictExamples.Version> versions) {
    }

    /** Precision/recall counts of kernels.verdict. */
    public record Score(int tp, int fp, int fn) {
        public double precision() {
            return tp + fp == 0 ? 1 : (double) tp / (tp + fp);
        }

        public double recall() {
            return tp + fn == 0 ? 1 : (double) tp / (tp + fn);
        }

        Score plus(Score o) {
            return new Score(tp + o.tp, fp + o.fp, fn + o.fn);
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%.3f/%.3f (%d/%d/%d)", precision(), recall(), tp, fp, fn);
        }
    }

    /**
     * The labelled messages: the real slices {@code real-pci-*.jsonl} in {@code slices} read from {@code archive},
     * then the corpus labels of {@code corpus}/labels/facts-corpus*.jsonl; {@code settings} as extraction's (for
     * the message kind).
     */
    public static List<Message> load(Path slices, Path archive, Path corpus, ExtractSettings settings)
            throws IOException {
        MailParser parser = new MailParser();
        // only the message kind is read from it (the kernels come from the rules alone, VerdictExamples)
        FactExtractor rules = new FactExtractor(settings);
        List<Message> out = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(slices)) {
            files = s.filter(p -> p.getFileName().toString().matches("real-pci-.*\\.jsonl")).sorted().toList();
        }
        if (files.isEmpty()) {
            throw new IOException("no real-pci-*.jsonl slices in " + slices);
        }
        List<byte[]> raw = readArchive(archive);
        for (Path f : files) {
            String group = f.getFileName().toString().replace(".jsonl", "");
            for (JsonNode l : labels(f)) {
                int i = l.path("archiveIndex").asInt(-1);
                if (i < 0 || i >= raw.size()) {
                    throw new IOException(f + ": archiveIndex out of range for " + l.path("messageId"));
                }
                Mail m = parser.parse(raw.get(i));
                if (!m.messageId().equals(l.path("messageId").asText())) {
                    throw new IOException(f + ": the archive's message " + i + " is not " + l.path("messageId"));
                }
                out.add(message(group, m, l, rules));
            }
        }
        try (Stream<Path> s = Files.list(corpus.resolve("labels"))) {
            for (Path f : s.filter(p -> p.getFileName().toString().matches("facts-corpus.*\\.jsonl")).sorted()
                    .toList()) {
                for (JsonNode l : labels(f)) {
                    Mail m = parser.parse(Files.readAllBytes(corpus.resolve(l.path("file").asText())));
                    out.add(message("corpus", m, l, rules));
                }
            }
        }
        return out;
    }

    private static Message message(String group, Mail m, JsonNode label, FactExtractor rules) {
        Map<String, String> labelled = new LinkedHashMap<>();
        for (JsonNode k : label.path("kernels")) {
            JsonNode v = k.path("verdict");
            labelled.put(k.path("version").asText(), v.isTextual() ? v.asText() : null);
        }
        Facts facts = rules.extract(m);
        return new Message(group, m.messageId(), facts.kind(), labelled,
                VerdictExamples.of(m, facts.kind(), facts.regression()));
    }

    private static List<JsonNode> labels(Path f) throws IOException {
        try (BufferedReader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
            return Evaluator.readLabels(r, f.toString());
        }
    }

    private static List<byte[]> readArchive(Path archive) throws IOException {
        List<byte[]> raw = new ArrayList<>();
        for (MailSource source : Sources.open(archive.toString())) {
            source.read(Checkpoints.NONE, new ItemSink() {
                @Override
                public void accept(RawItem item) {
                    raw.add(item.bytes());
                }

                @Override
                public void unreadable(String origin, String reason) {
                }
            });
        }
        return raw;
    }

    /** Whether the fallback may judge a version: no rule verdict, a body occurrence, in a report or reply. */
    static boolean judged(Message m, VerdictExamples.Version v) {
        return v.ruleVerdict() == null && !v.features().isEmpty()
                && (m.kind() == MessageKind.REPORT || m.kind() == MessageKind.REPLY);
    }

    /**
     * Training examples from {@code messages}: every version with a body occurrence labelled with its labelled
     * verdict ("none" when the label gives none or does not list the version); with {@code unjudgedOnly} only the
     * versions the fallback would judge.
     */
    public static List<VerdictModel.Example> examples(List<Message> messages, boolean unjudgedOnly) {
        List<VerdictModel.Example> out = new ArrayList<>();
        for (Message m : messages) {
            for (VerdictExamples.Version v : m.versions()) {
                if (v.features().isEmpty() || unjudgedOnly && !judged(m, v)) {
                    continue;
                }
                String l = m.labelled().get(v.version());
                out.add(new VerdictModel.Example(v.features(), l == null ? "none" : l, m.group() + " " + m.id()));
            }
        }
        return out;
    }

    /** kernels.verdict of {@code messages}, rules alone ({@code model} null) or with the fallback at {@code t}. */
    public static Score score(List<Message> messages, VerdictModel model, double t) {
        int tp = 0;
        int fp = 0;
        int fn = 0;
        for (Message m : messages) {
            Map<String, String> predicted = new HashMap<>();
            for (VerdictExamples.Version v : m.versions()) {
                String verdict = v.ruleVerdict();
                if (verdict == null && model != null && judged(m, v)) {
                    verdict = model.verdict(v.features(), t);
                }
                if (verdict != null) {
                    predicted.put(v.version(), verdict);
                }
            }
            for (Map.Entry<String, String> p : predicted.entrySet()) {
                if (p.getValue().equals(m.labelled().get(p.getKey()))) {
                    tp++;
                } else {
                    fp++;
                }
            }
            for (Map.Entry<String, String> l : m.labelled().entrySet()) {
                if (l.getValue() != null && !l.getValue().equals(predicted.get(l.getKey()))) {
                    fn++;
                }
            }
        }
        return new Score(tp, fp, fn);
    }

    /** The verdicts the fallback adds to {@code messages} at {@code t}, one line each: right or wrong, and why. */
    public static List<String> added(List<Message> messages, VerdictModel model, double t) {
        List<String> out = new ArrayList<>();
        for (Message m : messages) {
            for (VerdictExamples.Version v : m.versions()) {
                String verdict = judged(m, v) ? model.verdict(v.features(), t) : null;
                if (verdict != null) {
                    String l = m.labelled().containsKey(v.version())
                            ? String.valueOf(m.labelled().get(v.version())) : "(not a labelled kernel)";
                    out.add(String.format(Locale.ROOT, "%s %s %s <%s> %s: %s, labelled %s", m.group(),
                            verdict.equals(l) ? "right" : "WRONG", m.kind().label(), m.id(), v.version(), verdict, l));
                }
            }
        }
        return out;
    }

    /** The cross-validation: per held-out slice, rules alone and the fallback at each of {@link #THRESHOLDS}. */
    public record Fold(String slice, Score rules, Score[] fallback) {
    }

    public static List<Fold> crossValidate(List<Message> all, VerdictModel.Fit fit, boolean unjudgedOnly) {
        return crossValidate(all, fit, unjudgedOnly, -1, null);
    }

    /** As above; with {@code verbose} non-null, the verdicts added at threshold {@code t} are added to it. */
    public static List<Fold> crossValidate(List<Message> all, VerdictModel.Fit fit, boolean unjudgedOnly, double t,
            List<String> verbose) {
        List<String> slices = all.stream().map(Message::group).filter(g -> !g.equals("corpus")).distinct().toList();
        List<Fold> out = new ArrayList<>();
        for (String slice : slices) {
            List<Message> train = all.stream().filter(m -> !m.group().equals(slice)).toList();
            List<Message> test = all.stream().filter(m -> m.group().equals(slice)).toList();
            VerdictModel model = VerdictModel.train(examples(train, unjudgedOnly), fit, 0.5, null);
            Score[] s = new Score[THRESHOLDS.length];
            for (int k = 0; k < THRESHOLDS.length; k++) {
                s[k] = score(test, model, THRESHOLDS[k]);
            }
            if (verbose != null) {
                verbose.addAll(added(test, model, t));
            }
            out.add(new Fold(slice, score(test, null, 1), s));
        }
        return out;
    }

    /**
     * A learning curve: the cross-validation with each fold trained on only {@code k} of the other slices (drawn with
     * a seeded shuffle, the corpus always included), pooled at each of {@link #THRESHOLDS}; the same draw for
     * every {@code k} but nested, so a larger k only adds slices.
     */
    public static Score[] curve(List<Message> all, VerdictModel.Fit fit, int k, long seed) {
        List<String> slices = all.stream().map(Message::group).filter(g -> !g.equals("corpus")).distinct().toList();
        Score[] pooled = new Score[THRESHOLDS.length];
        java.util.Arrays.fill(pooled, new Score(0, 0, 0));
        for (String slice : slices) {
            List<String> others = new ArrayList<>(slices);
            others.remove(slice);
            java.util.Collections.shuffle(others, new java.util.Random(seed + slice.hashCode()));
            java.util.Set<String> kept = new java.util.HashSet<>(others.subList(0, Math.min(k, others.size())));
            kept.add("corpus");
            List<Message> train = all.stream().filter(m -> kept.contains(m.group())).toList();
            List<Message> test = all.stream().filter(m -> m.group().equals(slice)).toList();
            VerdictModel model = VerdictModel.train(examples(train, false), fit, 0.5, null);
            for (int t = 0; t < THRESHOLDS.length; t++) {
                pooled[t] = pooled[t].plus(score(test, model, THRESHOLDS[t]));
            }
        }
        return pooled;
    }

    /** The pooled rules-only score of the folds. */
    public static Score pooledRules(List<Fold> folds) {
        Score p = new Score(0, 0, 0);
        for (Fold f : folds) {
            p = p.plus(f.rules());
        }
        return p;
    }

    /** The pooled fallback score of the folds at threshold index {@code k}. */
    public static Score pooled(List<Fold> folds, int k) {
        Score p = new Score(0, 0, 0);
        for (Fold f : folds) {
            p = p.plus(f.fallback()[k]);
        }
        return p;
    }

    /**
     * The threshold index with the highest pooled recall whose pooled precision is at least 0.97 and the rules'
     * (at least the rules' when 0.97 is out of reach); -1 when none gains recall without losing precision.
     */
    public static int choose(List<Fold> folds) {
        Score rules = pooledRules(folds);
        int best = -1;
        for (double floor : new double[] {Math.max(0.97, rules.precision()), rules.precision()}) {
            for (int k = 0; k < THRESHOLDS.length; k++) {
                Score s = pooled(folds, k);
                if (s.precision() >= floor && s.tp() > rules.tp()
                        && (best < 0 || s.recall() > pooled(folds, best).recall())) {
                    best = k;
                }
            }
            if (best >= 0) {
                return best;
            }
        }
        return best;
    }

    /** The cross-validation as a table: a row per slice, then the pooled figures. */
    public static String table(List<Fold> folds) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%-18s %-24s", "held-out slice", "rules P/R (tp/fp/fn)"));
        for (double t : THRESHOLDS) {
            b.append(String.format(Locale.ROOT, " %-24s", "fallback@" + t));
        }
        b.append('\n');
        for (Fold f : folds) {
            b.append(String.format(Locale.ROOT, "%-18s %-24s", f.slice(), f.rules()));
            for (Score s : f.fallback()) {
                b.append(String.format(Locale.ROOT, " %-24s", s));
            }
            b.append('\n');
        }
        b.append(String.format(Locale.ROOT, "%-18s %-24s", "pooled", pooledRules(folds)));
        for (int k = 0; k < THRESHOLDS.length; k++) {
            b.append(String.format(Locale.ROOT, " %-24s", pooled(folds, k)));
        }
        return b.append('\n').toString();
    }

    /** Provenance for the model file. */
    public static ObjectNode about(List<Message> all, List<VerdictModel.Example> examples, VerdictModel.Fit fit,
            List<Fold> folds, int chosen, boolean unjudgedOnly) {
        ObjectNode a = ReportJson.MAPPER.createObjectNode();
        a.put("producedBy", "triage models verdicts --shared DIR");
        a.put("data", all.size() + " labelled messages (" + all.stream().filter(m -> !m.group().equals("corpus"))
                .count() + " of the real linux-pci slices, the rest the bundled corpus), " + examples.size()
                + " kernel versions" + (unjudgedOnly ? " the rules leave without a verdict" : ""));
        a.put("vocabulary", "features seen in at least " + fit.minMessages() + " different messages");
        a.put("fit", String.format(Locale.ROOT, "softmax regression, %d epochs of SGD, rate %.3g, L2 %.3g, seed %d",
                fit.epochs(), fit.rate(), fit.l2(), fit.seed()));
        if (chosen >= 0) {
            a.put("crossValidation", String.format(Locale.ROOT,
                    "leave-one-slice-out over %d slices at threshold %.2f: kernels.verdict rules %s, rules+fallback %s",
                    folds.size(), THRESHOLDS[chosen], pooledRules(folds), pooled(folds, chosen)));
        }
        return a;
    }
}
