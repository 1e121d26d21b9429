package dev.lkmltriage.eval;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.triage.Regressions;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/** Runs the parser and extractors over a labelled corpus and scores them field by field. */
public final class Evaluator {
    private final MailParser parser;
    private final FactExtractor extractor;

    public Evaluator(MailParser parser, FactExtractor extractor) {
        this.parser = parser;
        this.extractor = extractor;
    }

    /** Evaluates every {@code labels/facts-*.jsonl} line under {@code corpus}. */
    public EvalResult evaluate(Path corpus) throws IOException {
        List<JsonNode> labels = labels(corpus.resolve("labels"));
        List<byte[]> raw = new ArrayList<>(labels.size());
        for (JsonNode label : labels) {
            raw.add(Files.readAllBytes(corpus.resolve(label.path("file").asText())));
        }
        return score(labels, raw, true);
    }

    /**
     * Scores labelled messages whose raw bytes were found elsewhere (a real archive read in place): {@code raw.get(i)}
     * is the message {@code labels.get(i)} describes. A diff is named by the label's {@code file}, else its
     * {@code messageId}.
     */
    public EvalResult score(List<JsonNode> labels, List<byte[]> raw) {
        return score(labels, raw, false);
    }

    /**
     * As above; with {@code reportedOnly} the regression scored is the one the clusterer trusts ({@link
     * Regressions#trusted}): the convention the bundled corpus's labels were written to (a report's own regression
     * only), where the real-mail labels count every regression a message states (docs/extraction-eval.md).
     */
    private EvalResult score(List<JsonNode> labels, List<byte[]> raw, boolean reportedOnly) {
        Map<String, FieldScore> scores = new TreeMap<>();
        List<EvalResult.MessageDiff> diffs = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            JsonNode label = labels.get(i);
            Mail mail = parser.parse(raw.get(i));
            Facts facts = extractor.extract(mail);
            if (reportedOnly && facts.regression() != null && !Regressions.trusted(facts.regression())) {
                facts = new Facts(facts.kind(), facts.hardware(), facts.kernels(), facts.commits(),
                        facts.throughput(), facts.drivers(), facts.configs(), null);
            }
            JsonNode predicted = ReportJson.toNode(new Report(mail, mail.messageId(), facts, null));
            String name = label.hasNonNull("file") ? label.path("file").asText() : label.path("messageId").asText();
            diffs.add(compare(name, FactKeys.of(label), FactKeys.of(HashSpellings.alignTo(label, predicted)), scores));
        }
        diffs.removeIf(d -> d.missed().isEmpty() && d.wrong().isEmpty());
        return new EvalResult(labels.size(), List.copyOf(scores.values()), diffs);
    }

    /** The JSON lines of one labels file (blank lines skipped), with the file and line named on a bad one. */
    public static List<JsonNode> readLabels(java.io.Reader in, String name) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        BufferedReader r = new BufferedReader(in);
        String line;
        int n = 0;
        while ((line = r.readLine()) != null) {
            n++;
            if (!line.isBlank()) {
                try {
                    out.add(ReportJson.MAPPER.readTree(line));
                } catch (IOException e) {
                    throw new IOException(name + ":" + n + ": not a JSON object: " + e.getMessage(), e);
                }
            }
        }
        return out;
    }

    static List<JsonNode> labels(Path dir) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            throw new IOException("no labels directory at " + dir);
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().matches("facts-.*\\.jsonl")).sorted().toList();
        }
        for (Path f : files) {
            try (BufferedReader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                out.addAll(readLabels(r, f.toString()));
            }
        }
        return out;
    }

    private static EvalResult.MessageDiff compare(String file, Map<String, Map<String, Integer>> expected,
                                                  Map<String, Map<String, Integer>> actual,
                                                  Map<String, FieldScore> scores) {
        List<String> missed = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        TreeSet<String> fields = new TreeSet<>(expected.keySet());
        fields.addAll(actual.keySet());
        for (String field : fields) {
            Map<String, Integer> e = expected.getOrDefault(field, Map.of());
            Map<String, Integer> a = actual.getOrDefault(field, Map.of());
            long tp = 0;
            long fp = 0;
            long fn = 0;
            TreeSet<String> keys = new TreeSet<>(e.keySet());
            keys.addAll(a.keySet());
            for (String k : keys) {
                int ne = e.getOrDefault(k, 0);
                int na = a.getOrDefault(k, 0);
                tp += Math.min(ne, na);
                if (ne > na) {
                    fn += ne - na;
                    missed.add(field + ": " + k);
                } else if (na > ne) {
                    fp += na - ne;
                    wrong.add(field + ": " + k);
                }
            }
            scores.computeIfAbsent(field, f -> new FieldScore(f, 0, 0, 0));
            scores.put(field, scores.get(field).plus(tp, fp, fn));
        }
        return new EvalResult.MessageDiff(file, missed, wrong);
    }
}
