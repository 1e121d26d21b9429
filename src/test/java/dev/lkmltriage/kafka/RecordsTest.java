package dev.lkmltriage.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.ingest.ThreadAssigner;
import dev.lkmltriage.ingest.ThreadLookup;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterEvent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.record.TimestampType;
import org.junit.jupiter.api.Test;

/** The record codecs without a broker: round trips over the corpus, hostile records, the schemas' fields. */
class RecordsTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());

    private static ConsumerRecord<String, byte[]> consumed(ProducerRecord<String, byte[]> p) {
        return new ConsumerRecord<>(p.topic(), 0, 7, 0L, TimestampType.CREATE_TIME, 0, 0, p.key(), p.value(),
                p.headers(), java.util.Optional.empty());
    }

    private static ConsumerRecord<String, byte[]> raw(byte[] value, RecordHeaders headers) {
        return new ConsumerRecord<>("lkml.raw", 0, 1, 0L, TimestampType.CREATE_TIME, 0, 0, "k", value, headers,
                java.util.Optional.empty());
    }

    @Test
    void everyCorpusReportSurvivesTheTopicUnchanged() throws Exception {
        Extraction extraction = new Extraction(new MailParser(), EXTRACTOR, "lkml.reports");
        ReportDecoder decoder = new ReportDecoder(new MailParser());
        RawPublisher publisher = new RawPublisher(null, "lkml.raw");
        for (Path file : Mails.corpusFiles()) {
            byte[] bytes = Files.readAllBytes(file);
            var item = new dev.lkmltriage.source.RawItem(file.toString(), dev.lkmltriage.source.Format.RFC5322,
                    bytes, null);
            List<ProducerRecord<String, byte[]>> reports = extraction.reports(consumed(publisher.record(item)));
            assertEquals(1, reports.size(), file.toString());
            ProducerRecord<String, byte[]> out = reports.get(0);
            ReportDecoder.Decoded d = decoder.decode(consumed(out), new ThreadAssigner(ThreadLookup.NONE));
            // What the index stores is what the process role published, fact for fact.
            assertEquals(ReportJson.MAPPER.readTree(out.value()), ReportJson.toNode(d.report()), file.toString());
            assertEquals(out.key(), d.report().messageId());
            assertEquals(d.report().messageId(), HeaderScan.messageId(bytes), "the publisher's key for " + file);
        }
    }

    @Test
    void theMessageIdScanToleratesHostileHeaders() {
        assertEquals("a@b", HeaderScan.messageId("Message-ID: <a@b>\n\nbody".getBytes(StandardCharsets.UTF_8)));
        assertEquals("a@b", HeaderScan.messageId("message-id:\r\n <a@b>\r\n\r\n".getBytes(StandardCharsets.UTF_8)));
        assertNull(HeaderScan.messageId("Subject: x\n\nMessage-ID: <late@b>\n".getBytes(StandardCharsets.UTF_8)));
        assertNull(HeaderScan.messageId(new byte[0]));
        assertNull(HeaderScan.messageId("Message-ID: <>\n\n".getBytes(StandardCharsets.UTF_8)));
        assertNull(HeaderScan.messageId(("Message-ID: <" + "x".repeat(5000) + ">\n\n")
                .getBytes(StandardCharsets.UTF_8)));
        byte[] binary = new byte[1 << 20];
        new java.util.Random(1).nextBytes(binary);
        HeaderScan.messageId(binary);
        assertNull(HeaderScan.messageId(("X: " + "y".repeat(200_000) + "\nMessage-ID: <a@b>\n\n")
                .getBytes(StandardCharsets.UTF_8)), "only the first 64 KiB are read");
    }

    @Test
    void hostileRawRecordsArePoisonNeverACrash() throws Exception {
        Extraction extraction = new Extraction(new MailParser(), EXTRACTOR, "lkml.reports");
        assertThrows(PoisonException.class, () -> extraction.reports(raw(null, new RecordHeaders())));
        assertThrows(PoisonException.class, () -> extraction.reports(raw(new byte[0], new RecordHeaders())));
        RecordHeaders weird = new RecordHeaders();
        weird.add(TopicHeaders.FORMAT, new byte[] {(byte) 0xff, 0, 1});
        assertThrows(PoisonException.class, () -> extraction.reports(raw("x".getBytes(), weird)));
        // Huge, binary and deeply nested input is the parser's to survive: a report or poison, nothing else.
        byte[] binary = new byte[1 << 20];
        new java.util.Random(2).nextBytes(binary);
        outcome(extraction, binary);
        outcome(extraction, ("Subject: x\nContent-Type: multipart/mixed; boundary=b\n\n"
                + "--b\nContent-Type: multipart/mixed; boundary=b\n\n".repeat(1000)).getBytes(StandardCharsets.UTF_8));
        outcome(extraction, ("Subject: big\n\n" + "1.2.3 2.6.22 10ec:8169 940 Mbits/sec\n".repeat(10_000))
                .getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aPoisonRecordInsideABatchCostsOnlyItselfAndTheOthersComeOutAsRecordByRecord() throws Exception {
        // Session 31 (perf32): the process role hands a whole poll to Extraction.outcomes, which extracts all its
        // messages at once. Poison between good records, a page of several messages and a big record in one batch.
        List<Path> files = Mails.corpusFiles();
        List<ConsumerRecord<String, byte[]>> batch = new java.util.ArrayList<>();
        Set<Integer> poison = new HashSet<>();
        long offset = 100;
        for (int i = 0; i < 12; i++) {
            batch.add(at(offset++, Files.readAllBytes(files.get(i % files.size())), new RecordHeaders()));
            switch (i) {
                case 0 -> {
                    poison.add(batch.size());
                    batch.add(at(offset++, new byte[0], new RecordHeaders()));
                }
                case 2 -> {
                    poison.add(batch.size());
                    batch.add(at(offset++, null, new RecordHeaders()));
                }
                case 4 -> {
                    RecordHeaders bogus = new RecordHeaders();
                    bogus.add(TopicHeaders.FORMAT, "BOGUS".getBytes(StandardCharsets.UTF_8));
                    poison.add(batch.size());
                    batch.add(at(offset++, Files.readAllBytes(Mails.SEED), bogus));
                }
                case 6 -> {
                    RecordHeaders dump = new RecordHeaders();
                    dump.add(TopicHeaders.FORMAT, "PLAIN_DUMP".getBytes(StandardCharsets.UTF_8));
                    byte[] binary = new byte[4096];
                    new java.util.Random(3).nextBytes(binary);
                    poison.add(batch.size());
                    batch.add(at(offset++, binary, dump));
                }
                case 8 -> {
                    RecordHeaders page = new RecordHeaders();
                    page.add(TopicHeaders.FORMAT, "HTML_PAGE".getBytes(StandardCharsets.UTF_8));
                    batch.add(at(offset++, Files.readAllBytes(
                            Path.of("src/test/resources/dev/lkmltriage/mail/pages/lore-thread.html")), page));
                }
                case 10 -> batch.add(at(offset++, ("Subject: big\n\n"
                        + "after 5.4 the 10ec:8169 fell from 940 Mbits/sec to 120 Mbits/sec\n".repeat(20_000))
                        .getBytes(StandardCharsets.UTF_8), new RecordHeaders()));
                default -> {
                }
            }
        }
        Extraction extraction = new Extraction(new MailParser(), EXTRACTOR, "lkml.reports");
        List<Extraction.Outcome> outcomes = extraction.outcomes(batch);
        assertEquals(batch.size(), outcomes.size());
        int reports = 0;
        for (int i = 0; i < batch.size(); i++) {
            Extraction.Outcome o = outcomes.get(i);
            ConsumerRecord<String, byte[]> in = batch.get(i);
            assertTrue(o.in() == in, "the outcomes keep the batch's order");
            // the reference: the same record alone, as the role handled records before
            Extraction alone = new Extraction(new MailParser(), EXTRACTOR, "lkml.reports");
            if (poison.contains(i)) {
                assertTrue(o.reports().isEmpty());
                PoisonException e = assertThrows(PoisonException.class, () -> alone.reports(in));
                assertEquals(e.getMessage(), o.poison(), "record " + i);
                continue;
            }
            assertNull(o.poison(), "record " + i + ": " + o.poison());
            List<ProducerRecord<String, byte[]>> want = alone.reports(in);
            assertEquals(want.size(), o.reports().size(), "record " + i);
            for (int k = 0; k < want.size(); k++) {
                ProducerRecord<String, byte[]> w = want.get(k);
                ProducerRecord<String, byte[]> g = o.reports().get(k);
                assertEquals(w.key(), g.key());
                assertEquals(new String(w.value(), StandardCharsets.UTF_8), new String(g.value(), StandardCharsets.UTF_8),
                        "record " + i + " part " + k);
                assertEquals(w.headers(), g.headers());
                reports++;
            }
        }
        assertEquals(4, poison.size());
        assertTrue(reports > batch.size() - poison.size(), "the page gave several reports: " + reports);
        assertTrue(outcomes.get(1).poison().contains("empty record"));
        assertTrue(outcomes.get(poison.stream().max(Integer::compare).orElseThrow()).poison().startsWith("not mail"));
    }

    private static ConsumerRecord<String, byte[]> at(long offset, byte[] value, RecordHeaders headers) {
        return new ConsumerRecord<>("lkml.raw", 0, offset, 0L, TimestampType.CREATE_TIME, 0, 0, "k" + offset, value,
                headers, java.util.Optional.empty());
    }

    private static void outcome(Extraction extraction, byte[] value) {
        try {
            List<ProducerRecord<String, byte[]>> out = extraction.reports(raw(value, new RecordHeaders()));
            assertTrue(!out.isEmpty());
        } catch (PoisonException e) {
            assertTrue(!e.getMessage().isBlank());
        }
    }

    @Test
    void theJsonCarriesExactlyTheSchemasFields() throws Exception {
        JsonNode reportSchema = schema("report");
        var mail = new MailParser().parse(Files.readAllBytes(Mails.SEED));
        JsonNode report = ReportJson.toNode(new dev.lkmltriage.report.Report(mail, mail.messageId(),
                EXTRACTOR.extract(mail), "x"));
        assertFields(reportSchema, report);

        Cluster c = new Cluster("c1", "t", "open", List.of(new Cluster.Member("m", "report", "first", 1)),
                List.of("r8169"), List.of("10ec:8169"), new Cluster.Kernels(List.of(), List.of()),
                new Cluster.Throughput(null, null, null), List.of(), List.of(), List.of(), List.of(), List.of("m"),
                "throughput", null, List.of(), "2020-01-01T00:00:00Z");
        JsonNode event = ClusterEventJson.toNode(new ClusterEvent(ClusterEvent.Type.CREATED, c, "m", "now"));
        JsonNode eventSchema = schema("cluster-event");
        assertFields(eventSchema, event);
        assertFields(eventSchema.path("properties").path("cluster"), event.path("cluster"));
        Set<String> types = new HashSet<>();
        eventSchema.path("properties").path("type").path("enum").forEach(t -> types.add(t.asText()));
        for (ClusterEvent.Type t : ClusterEvent.Type.values()) {
            assertTrue(types.contains(t.label()), t.label());
        }
    }

    private static JsonNode schema(String name) throws Exception {
        return ReportJson.MAPPER.readTree(Path.of("src/main/resources/schemas", name + ".schema.json").toFile());
    }

    private static void assertFields(JsonNode schema, JsonNode value) {
        schema.path("required").forEach(r -> assertTrue(value.has(r.asText()), "required " + r + " in " + value));
        for (Iterator<String> it = value.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            assertTrue(schema.path("properties").has(f), "field " + f + " is in the schema");
        }
    }

    @Test
    void eventsSayWhatAPlacementChanged() {
        Cluster before = cluster("open", List.of(), List.of());
        Cluster after = cluster("fixed", List.of(new Cluster.Suspect("abcdef123456", "culprit", 0.5, "bisect")),
                List.of(new Cluster.Fix("1234567abc", "m2", "fix")));
        List<ClusterEvent.Type> types = ClusterEvent.between(ClusterEvent.Shape.of(before), after, "m2", "now")
                .stream().map(ClusterEvent::type).toList();
        assertEquals(List.of(ClusterEvent.Type.JOINED, ClusterEvent.Type.SUSPECT, ClusterEvent.Type.FIX,
                ClusterEvent.Type.STATUS), types);
        assertEquals(List.of(ClusterEvent.Type.JOINED), ClusterEvent.between(ClusterEvent.Shape.of(after),
                cluster("fixed", List.of(new Cluster.Suspect("abcdef1", "culprit", 0.67, "bisect")),
                        List.of(new Cluster.Fix("1234567abc", "m2", "fix"))), "m3", "now")
                .stream().map(ClusterEvent::type).toList(), "the same suspect, abbreviated, is not new");
        assertEquals(ClusterEvent.Type.CREATED, ClusterEvent.between(null, before, "m1", "now").get(0).type());
    }

    private static Cluster cluster(String status, List<Cluster.Suspect> suspects, List<Cluster.Fix> fixes) {
        return new Cluster("c", "t", status, List.of(), List.of(), List.of(), null, null, suspects, fixes,
                List.of(), List.of(), List.of(), null, null, List.of(), null);
    }

    @Test
    void badConfigurationSaysHowToFixIt() {
        var e = assertThrows(IllegalArgumentException.class, () -> KafkaConfig.of("localhost"));
        assertTrue(e.getMessage().contains("host:port"));
        assertThrows(IllegalArgumentException.class, () -> KafkaConfig.of("a:1").withPrefix("bad prefix/"));
        assertThrows(IllegalArgumentException.class, () -> KafkaConfig.of("a:1").withPartitions(0));
        KafkaConfig c = KafkaConfig.of(" k1:9092,k2:9093 ").withPrefix("x.");
        assertEquals("k1:9092,k2:9093", c.bootstrap());
        assertEquals(List.of("x.raw", "x.reports", "x.clusters", "x.raw.dlq", "x.reports.dlq"),
                List.of(c.raw(), c.reports(), c.clusters(), c.rawDlq(), c.reportsDlq()));
    }
}
