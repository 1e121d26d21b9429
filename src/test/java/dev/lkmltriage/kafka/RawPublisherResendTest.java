package dev.lkmltriage.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.source.Sources;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.apache.kafka.clients.producer.Callback;
import org.apache.kafka.clients.producer.MockProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.errors.OutOfOrderSequenceException;
import org.apache.kafka.common.errors.RecordTooLargeException;
import org.apache.kafka.common.errors.TimeoutException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the publisher does when the broker refuses an item: a passing refusal is sent once more, a permanent one (or a
 * second refusal) is counted and named. The broker's refusals are injected here because a real broker cannot be
 * made to time out one chosen record; KafkaPipelineTest publishes to a real one.
 */
class RawPublisherResendTest {
    @TempDir
    Path dir;

    /** A producer that answers the first {@code n} sends of a Message-ID with the given refusal. */
    private static final class Refusing extends MockProducer<String, byte[]> {
        private final Map<String, Integer> refusals = new HashMap<>();
        private final Map<String, Supplier<RuntimeException>> errors = new HashMap<>();

        Refusing() {
            super(true, null, new StringSerializer(), new ByteArraySerializer());
        }

        Refusing refuse(String messageId, int times, Supplier<RuntimeException> error) {
            refusals.put(messageId, times);
            errors.put(messageId, error);
            return this;
        }

        @Override
        public synchronized Future<RecordMetadata> send(ProducerRecord<String, byte[]> record, Callback callback) {
            int left = refusals.getOrDefault(record.key(), 0);
            if (left > 0) {
                refusals.put(record.key(), left - 1);
                RuntimeException e = errors.get(record.key()).get();
                callback.onCompletion(null, e);
                return CompletableFuture.failedFuture(e);
            }
            return super.send(record, callback);
        }
    }

    private Path maildir(int messages) throws Exception {
        Path cur = Files.createDirectories(dir.resolve("md/cur"));
        Files.createDirectories(dir.resolve("md/new"));
        Files.createDirectories(dir.resolve("md/tmp"));
        for (int i = 0; i < messages; i++) {
            String mail = "From: Ana Reporter <ana@example.org>\nMessage-ID: <m" + i + "@example.org>\n"
                    + "Subject: r8169: slow send " + i + "\nDate: Mon, 1 Oct 2007 10:00:00 +0200\n\n"
                    + "iperf shows 32 MB/s on 2.6.23-rc8.\n";
            Files.writeString(cur.resolve("m" + i + ":2,S"), mail, StandardCharsets.UTF_8);
        }
        return dir.resolve("md");
    }

    private static List<String> keys(MockProducer<String, byte[]> producer) {
        return producer.history().stream().map(ProducerRecord::key).toList();
    }

    @Test
    void anItemRefusedForAPassingReasonIsSentOnceMoreAndCountsAsSent() throws Exception {
        Refusing producer = new Refusing()
                .refuse("m1@example.org", 1, () -> new TimeoutException("expired while waiting"))
                .refuse("m3@example.org", 1, () -> new OutOfOrderSequenceException("sequence out of order"));
        RawPublisher.Summary s = new RawPublisher(producer, "lkml.raw").publish(Sources.open(maildir(5).toString()),
                ProgressListener.NONE);
        assertEquals(5, s.read());
        assertEquals(5, s.sent(), s.errors().toString());
        assertEquals(2, s.resent());
        assertEquals(0, s.failed());
        assertTrue(s.errors().isEmpty(), s.errors().toString());
        List<String> delivered = keys(producer);
        assertEquals(5, delivered.size(), "each item reaches the topic once: " + delivered);
        assertEquals(5, delivered.stream().distinct().count(), delivered.toString());
    }

    @Test
    void aSecondRefusalIsCountedAsFailedAndNamed() throws Exception {
        Refusing producer = new Refusing()
                .refuse("m0@example.org", 2, () -> new TimeoutException("broker gone"));
        RawPublisher.Summary s = new RawPublisher(producer, "lkml.raw").publish(Sources.open(maildir(3).toString()),
                ProgressListener.NONE);
        assertEquals(2, s.sent());
        assertEquals(1, s.resent());
        assertEquals(1, s.failed());
        assertEquals(1, s.errors().size(), s.errors().toString());
        assertTrue(s.errors().get(0).contains("broker gone"), s.errors().toString());
        assertEquals(List.of("m1@example.org", "m2@example.org"), keys(producer));
    }

    @Test
    void aPermanentRefusalIsNotRetried() throws Exception {
        Refusing producer = new Refusing()
                .refuse("m2@example.org", 1, () -> new RecordTooLargeException("over max.request.size"));
        RawPublisher.Summary s = new RawPublisher(producer, "lkml.raw").publish(Sources.open(maildir(3).toString()),
                ProgressListener.NONE);
        assertEquals(2, s.sent());
        assertEquals(0, s.resent(), "a record too large will never be accepted");
        assertEquals(1, s.failed());
        assertTrue(s.errors().get(0).contains("over max.request.size"), s.errors().toString());
    }

    @Test
    void onlyPassingErrorsCountAsPassing() {
        assertTrue(RawPublisher.passing(new TimeoutException("t")));
        assertTrue(RawPublisher.passing(new OutOfOrderSequenceException("o")));
        assertEquals(false, RawPublisher.passing(new RecordTooLargeException("r")));
        assertEquals(false, RawPublisher.passing(new IllegalStateException("closed")));
    }
}
