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
 * the cluster labels of {@code labels/clusters-*.jsonl}.
 */
public record LabelledCorpus(List<Report> byDate, Map<String, ClusterTrainer.Label> labels) {

    public static LabelledCorpus load(Path corpus, MailParser parser, FactExtractor extractor) throws IOException {
        List<Mail> mails = new ArrayList<>();
        try (Stream<Path> s = Files.walk(corpus.resolve("mail"))) {
            for (Path p : s.filter(f -> f.toString().endsWith(".eml")).sorted().toList()) {
                mails.add(parser.parse(Files.readAllBytes(p)));
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
        return new LabelledCorpus(reports, clusterLabels(corpus.resolve("labels")));
    }

    static Map<String, ClusterTrainer.Label> clusterLabels(Path dir) throws IOException {
        Map<String, ClusterTrainer.Label> out = new HashMap<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().matches("clusters-.*\\.jsonl")).sorted().toList();
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
