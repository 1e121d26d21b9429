package dev.lkmltriage.kafka;

import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.ingest.Outcome;
import dev.lkmltriage.ingest.ThreadAssigner;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.triage.ClusterEvent;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;

/**
 * The index role: consumes {@code lkml.reports}, places and stores each report in a {@link MailStore}, produces
 * what each placement changed to {@code lkml.clusters}. One consumer (the store has one writer), in a group of its
 * own per replica, so every replica builds the full index. Per batch: store, wait for the cluster events'
 * acknowledgements, commit Lucene, then commit offsets. A crash anywhere before the offset commit redelivers the
 * batch; the store recognises what it already holds (same Message-ID and content) and changes nothing, so nothing is
 * applied twice. The consumer polls the next batch only when the store has taken this one: a slow index slows its
 * own consumption, never anyone's memory.
 */
public final class IndexRole implements AutoCloseable {
    /** The file in the data directory holding this replica's consumer group id. */
    static final String GROUP_FILE = "kafka-index-group";

    /** Changes the store. */
    @FunctionalInterface
    public interface Action {
        void apply(MailStore store) throws IOException;
    }

    /** Runs an action on the store and commits it (Lucene) before returning. */
    @FunctionalInterface
    public interface Writer {
        void write(Action action) throws IOException;
    }

    private final KafkaProducer<String, byte[]> producer;
    private final String clustersTopic;
    private final ConsumerLoop loop;
    private final RoleStats stats = new RoleStats();
    private Thread thread;

    private IndexRole(KafkaConfig config, String group, Writer writer, int maxPollRecords) {
        String id = "triage-index-" + UUID.randomUUID().toString().substring(0, 8);
        this.producer = new KafkaProducer<>(config.producer(id));
        this.clustersTopic = config.clusters();
        ReportDecoder decoder = new ReportDecoder(new MailParser());
        Outbox outbox = new Outbox(producer, config.reportsDlq(), "index", stats);
        KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(config.consumer(group, id, maxPollRecords));
        this.loop = new ConsumerLoop(consumer, List.of(config.reports()), batch -> writer.write(store -> {
            ConsumerRecord<String, byte[]>[] current = new ConsumerRecord[1];
            store.onClusterEvents(events -> send(outbox, config.clusters(), current[0], events));
            try {
                ThreadAssigner threads = new ThreadAssigner(store.threads());
                for (ConsumerRecord<String, byte[]> in : batch) {
                    current[0] = in;
                    ReportDecoder.Decoded d;
                    try {
                        d = decoder.decode(in, threads);
                    } catch (PoisonException e) {
                        outbox.deadLetter(in, e.getMessage());
                        continue;
                    }
                    Outcome o = store.accept(d.report(), d.raw(), d.format());
                    (o == Outcome.DUPLICATE ? stats.duplicates : stats.applied).incrementAndGet();
                }
            } finally {
                store.onClusterEvents(null);
            }
            // The events must be acknowledged before the Lucene commit the writer makes next: after it, a
            // redelivered report is a duplicate and would not produce them again.
            try {
                outbox.settle();
            } catch (IOException | RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IOException(e);
            }
        }), stats);
    }

    private static void send(Outbox outbox, String topic, ConsumerRecord<String, byte[]> cause,
                             List<ClusterEvent> events) {
        for (ClusterEvent e : events) {
            outbox.send(cause, new ProducerRecord<>(topic, e.cluster().id(),
                    ClusterEventJson.toLine(e).getBytes(StandardCharsets.UTF_8)));
        }
    }

    /**
     * Publishes an event the index did not place itself (a merge or status set by a triage action) to the clusters
     * topic, keyed by its cluster like every other event.
     */
    public void publish(ClusterEvent e) {
        producer.send(new ProducerRecord<>(clustersTopic, e.cluster().id(),
                ClusterEventJson.toLine(e).getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * Starts the index consumer in {@code group}, writing through {@code writer} (creating the topics when
     * missing).
     *
     * @throws KafkaUnavailableException when Kafka cannot be reached
     */
    public static IndexRole start(KafkaConfig config, String group, Writer writer, int maxPollRecords) {
        Topics.ensure(config, Topics.connectTimeoutMillis());
        IndexRole role = new IndexRole(config, group, writer, maxPollRecords);
        role.thread = new Thread(role.loop, "triage-index");
        role.thread.setDaemon(true);
        role.thread.start();
        return role;
    }

    /** A writer for a store this process owns alone: apply, then commit. */
    public static Writer direct(MailStore store) {
        return action -> {
            action.apply(store);
            store.flush();
        };
    }

    /**
     * This replica's consumer group: {@code lkml-triage-index-} and a random id kept in the data directory, so that
     * each data directory (each replica) reads every report, and a new, empty data directory starts from the
     * beginning of the topic and rebuilds the full index.
     */
    public static String groupFor(Path dataDir) throws IOException {
        Path file = dataDir.resolve(GROUP_FILE);
        if (Files.isRegularFile(file)) {
            String g = Files.readString(file, StandardCharsets.UTF_8).strip();
            if (g.matches("[A-Za-z0-9._\\-]{1,200}")) {
                return g;
            }
        }
        Files.createDirectories(dataDir);
        String g = "lkml-triage-index-" + UUID.randomUUID();
        Files.writeString(file, g + "\n", StandardCharsets.UTF_8);
        return g;
    }

    public RoleStats stats() {
        return stats;
    }

    /** Why the consumer stopped on its own, or null while it runs. */
    public Throwable failure() {
        return loop.failure();
    }

    public boolean stopped() {
        return loop.stopped();
    }

    /** Stops after the batch in hand (committing it) and closes the clients. */
    @Override
    public void close() throws InterruptedException {
        loop.stop();
        loop.await(Duration.ofSeconds(60));
        producer.close(Duration.ofSeconds(10));
    }
}
