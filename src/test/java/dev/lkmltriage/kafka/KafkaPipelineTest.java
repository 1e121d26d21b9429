package dev.lkmltriage.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.ingest.IngestPipeline;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.source.Sources;
import dev.lkmltriage.triage.Cluster;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The roles against one real in-process KRaft broker: each test on topics of its own. */
class KafkaPipelineTest {
    private static final ProgressListener QUIET = (s, d, e) -> { };
    private static final Duration WAIT = Duration.ofSeconds(60);
    @RegisterExtension
    static final OwnBroker BROKER = new OwnBroker();

    @TempDir
    Path tmp;

    @Test
    void theSeedComesOutAsAReportWithItsFactsAndAsAClusterEvent() throws Exception {
        KafkaConfig config = BROKER.get().config(1);
        Path dir = Mails.CORPUS.resolve("r8169-hrtimers");
        int count;
        try (RawPublisher publisher = RawPublisher.open(config)) {
            RawPublisher.Summary s = publisher.publish(Sources.open(dir.toString()), QUIET);
            assertEquals(0, s.failed(), s.errors().toString());
            count = (int) s.sent();
        }
        assertEquals(6, count);
        try (MailStore store = MailStore.open(tmp.resolve("data"));
             ProcessRole process = ProcessRole.start(config, "p", 1, 50);
             IndexRole index = IndexRole.start(config, IndexRole.groupFor(tmp.resolve("data")),
                     IndexRole.direct(store), 50)) {
            await(() -> index.stats().applied() == count && idle(index), index.failure());

            Map<String, JsonNode> reports = byKey(BROKER.get().read(config.reports(), count, WAIT));
            assertEquals(count, reports.size());
            JsonNode seed = reports.get(Mails.SEED_ID);
            assertNotNull(seed, "the seed's report, keyed by its Message-ID");
            // The value is exactly what `triage extract` prints for the message.
            var mail = new MailParser().parse(Files.readAllBytes(Mails.SEED));
            var facts = new FactExtractor(ExtractSettings.defaults()).extract(mail);
            JsonNode expected = ReportJson.toNode(new dev.lkmltriage.report.Report(mail, mail.messageId(), facts,
                    seed.path("origin").asText()));
            assertEquals(expected, seed);
            assertEquals("report", seed.path("kind").asText());
            assertEquals("10ec:8169", seed.path("hardware").get(0).path("id").asText());
            assertTrue(seed.path("kernels").toString().contains("2.6.23-rc4"));

            List<JsonNode> events = values(BROKER.get().read(config.clusters(), 1, WAIT));
            JsonNode created = events.stream().filter(e -> e.path("type").asText().equals("created")).findFirst()
                    .orElseThrow(() -> new AssertionError("no created event in " + events));
            assertEquals(Mails.SEED_ID, created.path("messageId").asText());
            assertEquals(Mails.SEED_ID, created.path("cluster").path("members").get(0).path("messageId").asText());
            assertFalse(created.path("at").asText().isEmpty());
            assertTrue(events.stream().anyMatch(e -> e.path("type").asText().equals("joined")));

            // Kafka mode runs the same core as the embedded ingest: on one partition (source order) it clusters the
            // same way.
            try (MailStore embedded = MailStore.open(tmp.resolve("embedded"))) {
                IngestPipeline.standard().run(Sources.open(dir.toString()), embedded, QUIET);
                assertEquals(membership(embedded.clusters()), membership(store.clusters()));
            }
        }
    }

    @Test
    void poisonRecordsGoToTheDeadLetterTopicsAndThePartitionMovesOn() throws Exception {
        KafkaConfig config = BROKER.get().config(1);
        Topics.ensure(config, 30_000);
        BROKER.get().send(new ProducerRecord<>(config.raw(), "empty", new byte[0]));
        RecordHeaders bogus = new RecordHeaders();
        bogus.add(TopicHeaders.FORMAT, "BOGUS\r\n".getBytes(StandardCharsets.UTF_8));
        BROKER.get().send(new ProducerRecord<>(config.raw(), null, "bogus-format", Files.readAllBytes(Mails.SEED), bogus));
        BROKER.get().send(new ProducerRecord<>(config.raw(), null, "null-value", null));
        BROKER.get().send(new ProducerRecord<>(config.raw(), Mails.SEED_ID, Files.readAllBytes(Mails.SEED)));
        // Hostile records straight onto the reports topic: no raw bytes, no JSON, facts of the wrong shape.
        BROKER.get().send(new ProducerRecord<>(config.reports(), "no-raw", "{}".getBytes(StandardCharsets.UTF_8)));
        RecordHeaders raw = new RecordHeaders();
        raw.add(TopicHeaders.RAW, Files.readAllBytes(Mails.SEED));
        BROKER.get().send(new ProducerRecord<>(config.reports(), null, "not-json",
                "{\"messageId\": [".getBytes(StandardCharsets.UTF_8), raw));
        RecordHeaders raw2 = new RecordHeaders();
        raw2.add(TopicHeaders.RAW, Files.readAllBytes(Mails.SEED));
        BROKER.get().send(new ProducerRecord<>(config.reports(), null, "bad-facts", ("{\"messageId\":\"" + Mails.SEED_ID
                + "\",\"kind\":\"report\",\"hardware\":[{\"start\":\"not a number\"}]}")
                .getBytes(StandardCharsets.UTF_8), raw2));

        try (MailStore store = MailStore.open(tmp.resolve("data"));
             ProcessRole process = ProcessRole.start(config, "p", 1, 50);
             IndexRole index = IndexRole.start(config, "i", IndexRole.direct(store), 50)) {
            await(() -> index.stats().applied() == 1 && process.stats().consumed() == 4 && idle(index),
                    index.failure());
            List<ConsumerRecord<String, byte[]>> dlq = BROKER.get().read(config.rawDlq(), 3, WAIT);
            Map<String, String> errors = new HashMap<>();
            dlq.forEach(r -> errors.put(r.key(), TopicHeaders.text(r.headers(), TopicHeaders.ERROR)));
            assertEquals(Set.of("empty", "bogus-format", "null-value"), errors.keySet());
            assertTrue(errors.get("empty").contains("empty record"), errors.toString());
            assertTrue(errors.get("bogus-format").contains("unknown format header"), errors.toString());
            ConsumerRecord<String, byte[]> bogusDead = dlq.stream().filter(r -> r.key().equals("bogus-format"))
                    .findFirst().orElseThrow();
            assertEquals("process", TopicHeaders.text(bogusDead.headers(), TopicHeaders.STAGE));
            assertTrue(TopicHeaders.text(bogusDead.headers(), TopicHeaders.ORIGIN).startsWith(config.raw() + "/0@"));
            // Nothing lost: the dead letter is the original record.
            assertTrue(java.util.Arrays.equals(Files.readAllBytes(Mails.SEED), bogusDead.value()));

            List<ConsumerRecord<String, byte[]>> reportsDlq = BROKER.get().read(config.reportsDlq(), 3, WAIT);
            Map<String, String> indexErrors = new HashMap<>();
            reportsDlq.forEach(r -> indexErrors.put(r.key(), TopicHeaders.text(r.headers(), TopicHeaders.ERROR)));
            assertEquals(Set.of("no-raw", "not-json", "bad-facts"), indexErrors.keySet());
            assertTrue(indexErrors.get("no-raw").contains("raw"), indexErrors.toString());
            assertTrue(indexErrors.get("bad-facts").contains("schema"), indexErrors.toString());
            assertNull(index.failure());
            assertNull(process.failure());
            assertTrue(store.get(Mails.SEED_ID).isPresent());
        }
    }

    @Test
    void aPolledBatchHoldingPoisonKeepsItsOrderAndCommitsPastIt() throws Exception {
        // Session 31 (perf32): the process role extracts a whole poll at once. Everything is on one partition
        // before the role starts, so its polls hold poison between good records; the reports must come out in the
        // records' order, each as the record alone gives it, the poison in the dead-letter topic, the offsets past all.
        KafkaConfig config = BROKER.get().config(1);
        Topics.ensure(config, 30_000);
        int n = 30;
        Set<Integer> poison = Set.of(0, 7, 8, 19, 29);
        List<String> goods = new ArrayList<>();
        try (var producer = BROKER.get().producer()) {
            for (int i = 0; i < n; i++) {
                String key = Mails.generatedId("batch", i);
                byte[] value = poison.contains(i) ? (i % 2 == 0 ? new byte[0] : null) : Mails.generated("batch", i);
                producer.send(new ProducerRecord<>(config.raw(), key, value)).get();
                if (!poison.contains(i)) {
                    goods.add(key);
                }
            }
        }
        try (ProcessRole process = ProcessRole.start(config, "p-batch", 1, 200)) {
            await(() -> process.stats().consumed() == n, process.failure());
            List<ConsumerRecord<String, byte[]>> reports = BROKER.get().read(config.reports(), goods.size(), WAIT);
            assertEquals(goods, reports.stream().map(ConsumerRecord::key).toList());
            Extraction alone = new Extraction(new MailParser(), new FactExtractor(ExtractSettings.defaults()),
                    config.reports());
            List<ConsumerRecord<String, byte[]>> raw = BROKER.get().read(config.raw(), n, WAIT);
            int k = 0;
            for (ConsumerRecord<String, byte[]> in : raw) {
                if (!poison.contains((int) in.offset())) {
                    assertEquals(new String(alone.reports(in).get(0).value(), StandardCharsets.UTF_8),
                            new String(reports.get(k++).value(), StandardCharsets.UTF_8), "record " + in.offset());
                }
            }
            Set<String> dead = BROKER.get().read(config.rawDlq(), poison.size(), WAIT).stream()
                    .map(ConsumerRecord::key).collect(Collectors.toSet());
            assertEquals(poison.stream().map(i -> Mails.generatedId("batch", i)).collect(Collectors.toSet()), dead);
            assertTrue(process.stats().batches() < n, "records were handled in batches: " + process.stats().batches());
            assertNull(process.failure());
        }
        try (var admin = org.apache.kafka.clients.admin.Admin.create(java.util.Map.<String, Object>of(
                "bootstrap.servers", BROKER.get().bootstrap()))) {
            var committed = admin.listConsumerGroupOffsets("p-batch").partitionsToOffsetAndMetadata().get();
            assertEquals(n, committed.get(new org.apache.kafka.common.TopicPartition(config.raw(), 0)).offset());
        }
    }

    @Test
    void twoProcessInstancesSplitThePartitions() throws Exception {
        KafkaConfig config = BROKER.get().config(4);
        try (ProcessRole a = ProcessRole.start(config, "shared", 1, 10);
             ProcessRole b = ProcessRole.start(config, "shared", 1, 10)) {
            await(() -> a.assigned().size() + b.assigned().size() == 4 && !a.assigned().isEmpty()
                    && !b.assigned().isEmpty(), a.failure());
            Set<Object> overlap = new HashSet<>(a.assigned());
            overlap.retainAll(b.assigned());
            assertTrue(overlap.isEmpty(), "a partition is held by both: " + overlap);
            int n = 60;
            try (var producer = BROKER.get().producer()) {
                for (int i = 0; i < n; i++) {
                    producer.send(new ProducerRecord<>(config.raw(), Mails.generatedId("split", i),
                            Mails.generated("split", i)));
                }
            }
            await(() -> a.stats().consumed() + b.stats().consumed() >= n, a.failure());
            assertTrue(a.stats().consumed() > 0 && b.stats().consumed() > 0,
                    "both instances worked: " + a.stats() + " / " + b.stats());
            assertEquals(n, a.stats().consumed() + b.stats().consumed());
            Set<String> keys = BROKER.get().read(config.reports(), n, WAIT).stream().map(ConsumerRecord::key)
                    .collect(Collectors.toSet());
            assertEquals(n, keys.size());
        }
    }

    @Test
    void anIndexKilledAfterItsCommitResumesWithNothingLostAndNothingAppliedTwice() throws Exception {
        KafkaConfig config = BROKER.get().config(2);
        List<Path> files = Mails.corpusFiles();
        try (RawPublisher publisher = RawPublisher.open(config)) {
            assertEquals(files.size(), publisher.publish(Sources.open(Mails.CORPUS.toString()), QUIET).sent());
        }
        Path data = tmp.resolve("data");
        String group = IndexRole.groupFor(data);
        assertEquals(group, IndexRole.groupFor(data), "the group id is kept in the data directory");
        int[] batches = {0};
        try (ProcessRole process = ProcessRole.start(config, "p", 1, 20)) {
            // First life: the third batch is stored and committed to Lucene, then the process dies before it can
            // commit the batch's offsets.
            try (MailStore store = MailStore.open(data);
                 IndexRole index = IndexRole.start(config, group, action -> {
                     IndexRole.direct(store).write(action);
                     if (++batches[0] == 3) {
                         throw new IOException("killed after the Lucene commit, before the offset commit");
                     }
                 }, 10)) {
                await(() -> index.stopped(), null);
                assertNotNull(index.failure());
            }
            long storedBefore;
            try (MailStore reopened = MailStore.open(data)) {
                storedBefore = reopened.messageCount();
            }
            assertTrue(storedBefore > 0 && storedBefore < files.size(), "stored before the kill: " + storedBefore);
            // Second life: same data directory, same group.
            try (MailStore store = MailStore.open(data);
                 IndexRole index = IndexRole.start(config, group, IndexRole.direct(store), 10)) {
                await(() -> index.stats().applied() + storedBefore >= files.size() && idle(index), index.failure());
                assertTrue(index.stats().duplicates() > 0, "the uncommitted batch was redelivered");
                assertEquals(files.size(), store.messageCount());
                assertEquals(files.size() - storedBefore, index.stats().applied());

                // Every placement produced one created/joined event: none lost, none twice. A reply placed before its
                // parent arrived is placed again when the parent comes (an event of its own), and back in its first
                // cluster when the two merge, so the events are a history: each current membership is in it, each
                // event names a stored member, and a pair comes twice only for a message that was announced in
                // another cluster too (the topic's partitions keep no order across clusters to check more; the
                // store's PlacementHistoryTest checks the order).
                List<JsonNode> events = values(BROKER.get().read(config.clusters(), 1, WAIT));
                List<String> placements = new ArrayList<>();
                for (JsonNode e : events) {
                    String type = e.path("type").asText();
                    if (type.equals("created") || type.equals("joined")) {
                        placements.add(e.path("cluster").path("id").asText() + " " + e.path("messageId").asText());
                    }
                }
                Set<String> members = new TreeSet<>();
                Set<String> memberIds = new TreeSet<>();
                for (Cluster c : store.clusters()) {
                    c.members().forEach(m -> members.add(c.id() + " " + m.messageId()));
                    c.members().forEach(m -> memberIds.add(m.messageId()));
                }
                Map<String, Set<String>> clustersOf = new HashMap<>();
                for (String p : placements) {
                    clustersOf.computeIfAbsent(p.substring(p.indexOf(' ') + 1), k -> new TreeSet<>())
                            .add(p.substring(0, p.indexOf(' ')));
                }
                Set<String> seen = new HashSet<>();
                for (String p : placements) {
                    if (!seen.add(p)) {
                        assertTrue(clustersOf.get(p.substring(p.indexOf(' ') + 1)).size() > 1,
                                "announced twice though it never was in another cluster: " + p);
                    }
                }
                Set<String> missing = new TreeSet<>(members);
                missing.removeAll(placements);
                assertEquals(Set.of(), missing, "every membership was announced");
                for (String p : placements) {
                    assertTrue(memberIds.contains(p.substring(p.indexOf(' ') + 1)), "an event of a stored member: " + p);
                }
            }
        }
    }

    private static Map<String, Set<String>> membership(List<Cluster> clusters) {
        Map<String, Set<String>> out = new HashMap<>();
        clusters.forEach(c -> out.put(c.id(), c.members().stream().map(Cluster.Member::messageId)
                .collect(Collectors.toCollection(TreeSet::new))));
        return out;
    }

    static Map<String, JsonNode> byKey(List<ConsumerRecord<String, byte[]>> records) throws IOException {
        Map<String, JsonNode> out = new HashMap<>();
        for (ConsumerRecord<String, byte[]> r : records) {
            out.put(r.key(), ReportJson.MAPPER.readTree(r.value()));
        }
        return out;
    }

    static List<JsonNode> values(List<ConsumerRecord<String, byte[]>> records) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        for (ConsumerRecord<String, byte[]> r : records) {
            out.add(ReportJson.MAPPER.readTree(r.value()));
        }
        return out;
    }

    /**
     * True when the index role is between batches: every record it counted as stored, already stored or dead-lettered
     * is in a batch whose events were acknowledged, whose store flush ran and whose offsets were committed. The counts
     * of stored records rise while the batch is still in hand (before the events are acknowledged and the store is
     * flushed), so a test that reads the store or the clusters topic as soon as they reach a total races the role's
     * thread: the store is not safe to read while it writes, and the last events may not be on the topic yet.
     */
    static boolean idle(IndexRole index) {
        RoleStats s = index.stats();
        return s.consumed() == s.applied() + s.duplicates() + s.deadLettered();
    }

    static void await(BooleanSupplier done, Throwable failureSoFar) throws InterruptedException {
        long end = System.nanoTime() + WAIT.toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out" + (failureSoFar == null ? "" : ": " + failureSoFar));
            }
            Thread.sleep(50);
        }
    }
}
