package dev.lkmltriage.kafka;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.MailParser;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;

/**
 * The process role: consumes {@code lkml.raw}, parses and extracts, produces {@code lkml.reports}. Stateless: any
 * number of instances (and {@code threads} consumers in each) share the partitions of one consumer group. A record
 * that cannot be processed goes to {@code lkml.raw.dlq} with the error in a header and the partition moves on.
 * Memory stays bounded whatever the index does: a batch is at most {@code maxPollRecords} records (and the
 * consumer's fetch bound in bytes), whose parsed messages are held together while one {@code extractAll} runs over
 * them, and sending blocks when the producer's 32 MiB buffer is full; the backlog waits in Kafka, not here.
 */
public final class ProcessRole implements AutoCloseable {
    /** The consumer group every process instance joins unless told otherwise. */
    public static final String DEFAULT_GROUP = "lkml-triage-process";

    private final KafkaProducer<String, byte[]> producer;
    private final List<ConsumerLoop> loops = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private final RoleStats stats = new RoleStats();

    private ProcessRole(KafkaConfig config, String group, int threadCount, int maxPollRecords) {
        String id = "triage-process-" + UUID.randomUUID().toString().substring(0, 8);
        this.producer = new KafkaProducer<>(config.producer(id));
        FactExtractor extractor = new FactExtractor(ExtractSettings.defaults());
        for (int i = 0; i < threadCount; i++) {
            Extraction extraction = new Extraction(new MailParser(), extractor, config.reports());
            Outbox outbox = new Outbox(producer, config.rawDlq(), "process", stats);
            KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(
                    config.consumer(group, id + "-" + i, maxPollRecords));
            loops.add(new ConsumerLoop(consumer, List.of(config.raw()), batch -> {
                // the whole poll to one extraction (stage by stage over its messages, docs/performance.md session
                // 31); sent in the poll's order, a poison record's dead letter in its place
                List<ConsumerRecord<String, byte[]>> records = new ArrayList<>(batch.count());
                batch.forEach(records::add);
                for (Extraction.Outcome o : extraction.outcomes(records)) {
                    if (o.poison() != null) {
                        outbox.deadLetter(o.in(), o.poison());
                    } else {
                        for (ProducerRecord<String, byte[]> out : o.reports()) {
                            outbox.send(o.in(), out);
                        }
                    }
                }
                outbox.settle();
            }, stats));
        }
    }

    /**
     * Starts {@code threads} consumers in {@code group} (creating the topics when missing).
     *
     * @throws KafkaUnavailableException when Kafka cannot be reached
     */
    public static ProcessRole start(KafkaConfig config, String group, int threads, int maxPollRecords) {
        Topics.ensure(config, Topics.connectTimeoutMillis());
        ProcessRole role = new ProcessRole(config, group, threads, maxPollRecords);
        for (int i = 0; i < role.loops.size(); i++) {
            Thread t = new Thread(role.loops.get(i), "triage-process-" + i);
            t.setDaemon(true);
            role.threads.add(t);
            t.start();
        }
        return role;
    }

    public static ProcessRole start(KafkaConfig config) {
        return start(config, DEFAULT_GROUP, Math.max(1, Runtime.getRuntime().availableProcessors()), 200);
    }

    public RoleStats stats() {
        return stats;
    }

    /** Why a consumer stopped on its own (the role is then no longer whole), or null while all run. */
    public Throwable failure() {
        for (ConsumerLoop l : loops) {
            if (l.failure() != null) {
                return l.failure();
            }
        }
        return null;
    }

    /** The partitions this instance's consumers hold now. */
    public Set<TopicPartition> assigned() {
        Set<TopicPartition> out = new HashSet<>();
        loops.forEach(l -> out.addAll(l.assigned()));
        return out;
    }

    /** True once every consumer has stopped. */
    public boolean stopped() {
        return loops.stream().allMatch(ConsumerLoop::stopped);
    }

    /** Stops after the batches in hand, committing them, and closes the clients. */
    @Override
    public void close() throws InterruptedException {
        loops.forEach(ConsumerLoop::stop);
        for (ConsumerLoop l : loops) {
            l.await(Duration.ofSeconds(60));
        }
        producer.close(Duration.ofSeconds(10));
    }
}
