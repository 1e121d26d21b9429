package dev.lkmltriage.kafka;

import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.ItemSink;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.RawItem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.errors.OutOfOrderSequenceException;
import org.apache.kafka.common.errors.RetriableException;
import org.apache.kafka.common.header.internals.RecordHeaders;

/**
 * The ingest role in Kafka mode: reads any source {@code triage ingest} reads and publishes each item, untouched,
 * to {@code lkml.raw} (key Message-ID, headers {@code source}, {@code list}, {@code format}). Nothing is parsed
 * beyond the Message-ID header; a republished item is harmless (the index de-duplicates it). Sending blocks when the
 * producer's buffer is full, so a fast source cannot outrun the broker's memory. An item the broker refused for a
 * passing reason (a timeout, a leader change, the idempotent producer's sequence check under load) is sent once
 * more after the first flush; only what fails again, or could never be accepted (over the size limit), counts as
 * failed.
 */
public final class RawPublisher implements AutoCloseable {
    private static final int MAX_ERRORS = 20;
    /** At most this many bytes of refused items are held for the second attempt; beyond it they count as failed. */
    static final long RESEND_BYTES = 64L * 1024 * 1024;

    /**
     * What a publish run did. {@code resent} items were refused once and sent again ({@code sent} counts them when
     * the second attempt was accepted); {@code errors} holds the first few failures, each naming the item.
     */
    public record Summary(long read, long sent, long resent, long failed, long unreadable, List<String> errors) {
    }

    private final Producer<String, byte[]> producer;
    private final String topic;

    RawPublisher(Producer<String, byte[]> producer, String topic) {
        this.producer = producer;
        this.topic = topic;
    }

    /**
     * A publisher to {@code config}'s raw topic (created when missing).
     *
     * @throws KafkaUnavailableException when Kafka cannot be reached
     */
    public static RawPublisher open(KafkaConfig config) {
        Topics.ensure(config, Topics.connectTimeoutMillis());
        String id = "triage-ingest-" + UUID.randomUUID().toString().substring(0, 8);
        return new RawPublisher(new KafkaProducer<>(config.producer(id)), config.raw());
    }

    /** Publishes everything in {@code sources} and waits until the broker acknowledged it (or refused). */
    public Summary publish(List<MailSource> sources, ProgressListener progress) throws IOException {
        AtomicLong read = new AtomicLong();
        AtomicLong unreadable = new AtomicLong();
        Outcomes outcomes = new Outcomes();
        long estimate = 0;
        for (MailSource s : sources) {
            estimate = s.estimate() < 0 || estimate < 0 ? -1 : estimate + s.estimate();
        }
        long total = estimate;
        for (MailSource source : sources) {
            source.read(Checkpoints.NONE, new ItemSink() {
                private long lastProgress;

                @Override
                public void accept(RawItem item) {
                    read.incrementAndGet();
                    producer.send(record(item), (meta, e) -> outcomes.first(item, e));
                    long now = System.nanoTime();
                    if (now - lastProgress > 250_000_000L) {
                        lastProgress = now;
                        progress.progress(source.describe(), read.get(), total);
                    }
                }

                @Override
                public void unreadable(String origin, String reason) {
                    unreadable.incrementAndGet();
                    outcomes.note(origin + ": " + reason);
                }
            });
            progress.progress(source.describe(), read.get(), total);
        }
        producer.flush();
        List<RawItem> again = outcomes.takeRefused();
        for (RawItem item : again) {
            producer.send(record(item), (meta, e) -> outcomes.last(item, e));
        }
        if (!again.isEmpty()) {
            producer.flush();
        }
        return new Summary(read.get(), outcomes.sent.get(), again.size(), outcomes.failed.get(), unreadable.get(),
                outcomes.errors());
    }

    /** Whether the broker may accept {@code e}'s record when it is sent again. */
    static boolean passing(Exception e) {
        return e instanceof RetriableException || e instanceof OutOfOrderSequenceException;
    }

    /** The acknowledgements of one run, written from the producer's I/O thread. */
    private static final class Outcomes {
        final AtomicLong sent = new AtomicLong();
        final AtomicLong failed = new AtomicLong();
        private final List<String> errors = new ArrayList<>();
        private final List<RawItem> refused = new ArrayList<>();
        private long refusedBytes;

        void first(RawItem item, Exception e) {
            if (e == null) {
                sent.incrementAndGet();
                return;
            }
            synchronized (this) {
                if (passing(e) && refusedBytes + item.bytes().length <= RESEND_BYTES) {
                    refused.add(item);
                    refusedBytes += item.bytes().length;
                    return;
                }
            }
            last(item, e);
        }

        void last(RawItem item, Exception e) {
            if (e == null) {
                sent.incrementAndGet();
            } else {
                failed.incrementAndGet();
                note(item.origin() + ": " + e.getMessage());
            }
        }

        synchronized void note(String error) {
            if (errors.size() < MAX_ERRORS) {
                errors.add(error);
            }
        }

        synchronized List<RawItem> takeRefused() {
            List<RawItem> taken = List.copyOf(refused);
            refused.clear();
            refusedBytes = 0;
            return taken;
        }

        synchronized List<String> errors() {
            return List.copyOf(errors);
        }
    }

    ProducerRecord<String, byte[]> record(RawItem item) {
        RecordHeaders headers = new RecordHeaders();
        headers.add(TopicHeaders.SOURCE, item.origin().getBytes(StandardCharsets.UTF_8));
        headers.add(TopicHeaders.FORMAT, item.format().name().getBytes(StandardCharsets.UTF_8));
        if (item.list() != null) {
            headers.add(TopicHeaders.LIST, item.list().getBytes(StandardCharsets.UTF_8));
        }
        return new ProducerRecord<>(topic, null, HeaderScan.messageId(item.bytes()), item.bytes(), headers);
    }

    @Override
    public void close() {
        producer.close(Duration.ofSeconds(30));
    }
}
