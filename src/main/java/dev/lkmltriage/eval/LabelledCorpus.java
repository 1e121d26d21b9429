package dev.lkmltriage.eval;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.ingest.MemorySink;
import dev.lkmltriage.ingest.ThreadAssigner;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.source.Format;
import dev.lkmltriage.triage.ClusterTrainer;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The bundled corpus as the triage core sees it: every message parsed, extracted and threaded, in date order, with
 * the cluster labels of {@code labels/clusters-*.jsonl}. The held-out parts ({@code labels/heldout-clusters-*.jsonl},
 * sessions 37 and 38: different people's reports of one regression, written to measure, never to train on) are left
 * out by {@link #load} and kept by {@link #loadWithHeldOut}.
 */
public record LabelledCorpus(List<Report> byDate, Map<String, ClusterTrainer.Label> labels) {

    /** The corpus the weights are trained and tuned on: the held-out part's messages and labels left out. */
    public static LabelledCorpus load(Path corpus, MailParser parser, FactExtractor extractor) throws IOException {
        return load(corpus, parser, extractor, false);
    }

    /** Every message of the corpus, with the labels of both the tuned and the held-out part. */
    public static LabelledCorpus loadWithHeldOut(Path corpus, MailParser parser, FactExtractor extractor)
            throws IOException {
        return load(corpus, parser, extractor, true);
    }

    /** The held-out part's labels alone (Message-ID to label). */
    public static Map<String, ClusterTrainer.Label> heldOutLabels(Path corpus) throws IOException {
        return clusterLabels(corpus.resolve("labels"), "heldout-clusters-.*\\.jsonl");
    }

    /** One held-out part's labels alone ({@code part} "corpus3" reads {@code labels/heldout-clusters-corpus3.jsonl}). */
    public static Map<String, ClusterTrainer.Label> heldOutLabels(Path corpus, String part) throws IOException {
        return clusterLabels(corpus.resolve("labels"), java.util.regex.Pattern.quote("heldout-clusters-" + part
                + ".jsonl"));
    }

    private static LabelledCorpus load(Path corpus, MailParser parser, FactExtractor extractor, boolean heldOut)
            throws IOException {
        Map<String, ClusterTrainer.Label> held = heldOutLabels(corpus);
        List<Mail> mails = new ArrayList<>();
        try (Stream<Path> s = Files.walk(corpus.resolve("mail"))) {
            for (Path p : s.filter(f -> f.toString().endsWith(".eml")).sorted().toList()) {
                Mail m = parser.parse(Files.readAllBytes(p));
                if (heldOut || !held.containsKey(m.messageId())) {
                    mails.add(m);
                }
            }
        }
        mails.sort(Comparator.comparing((Mail m) -> m.date() == null ? OffsetDateTime.MIN : m.date(),
                Comparator.comparing(OffsetDateTime::toInstant)));
        List<Report> reports = new ArrayList<>();
        MemorySink sink = new MemorySink(reports::add);
        ThreadAssigner threads = new ThreadAssigner(sink.threads());
        for (Mail m : mails) {
            sink.accept(new Report(m, threads.assign(m), extractor.extract(m), null), new byte[0], Format.RFC5322);
        }
        Map<String, ClusterTrainer.Label> labels = clusterLabels(corpus.resolve("labels"), "clusters-.*\\.jsonl");
        if (heldOut) {
            labels.putAll(held);
        }
        return new LabelledCorpus(reports, labels);
    }

    private static Map<String, ClusterTrainer.Label> clusterLabels(Path dir, String names) throws IOException {
        Map<String, ClusterTrainer.Label> out = new HashMap<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().matches(names)).sorted().toList();
        }
        for (Path f : files) {
            try (BufferedReader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                String line;
                while ((line = r.readLine()) != null) {
                    if (line.isBlank()) {
                        continue;
                    }
                    JsonNode c = ReportJson.MAPPER.readTree(line);
                    for (JsonNode m : c.path("members")) {
                        out.put(m.path("messageId").asText(), new ClusterTrainer.Label(c.path("id").asText(),
                                m.path("role").asText()));
                    }
                }
            }
        }
        return out;
    }
}
