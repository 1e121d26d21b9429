package dev.lkmltriage.kafka;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import java.util.function.Predicate;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.common.test.TestKitNodes;

/** A real single-node KRaft broker in this JVM (broker and controller combined), for one test class. */
final class Broker implements AutoCloseable {
    private final KafkaClusterTestKit cluster;

    private Broker(KafkaClusterTestKit cluster) {
        this.cluster = cluster;
    }

    static Broker start() throws Exception {
        KafkaClusterTestKit cluster = new KafkaClusterTestKit.Builder(new TestKitNodes.Builder()
                .setCombined(true).setNumBrokerNodes(1).setNumControllerNodes(1).build())
                // One broker: the internal topics must not wait for replicas that will never exist, or consumers
                // silently get nothing.
                .setConfigProp("offsets.topic.replication.factor", "1")
                .setConfigProp("offsets.topic.num.partitions", "4")
                .setConfigProp("transaction.state.log.replication.factor", "1")
                .setConfigProp("transaction.state.log.min.isr", "1")
                .setConfigProp("group.initial.rebalance.delay.ms", "0")
                .build();
        cluster.format();
        cluster.startup();
        cluster.waitForReadyBrokers();
        return new Broker(cluster);
    }

    String bootstrap() {
        return cluster.bootstrapServers();
    }

    /** A config with topics of its own, so that tests sharing the broker do not see each other's records. */
    KafkaConfig config(int partitions) {
        return KafkaConfig.of(bootstrap()).withPartitions(partitions)
                .withPrefix("t" + UUID.randomUUID().toString().substring(0, 8) + ".");
    }

    /** Stops the broker (its log stays on disk) and starts it again, as a broker restart does. */
    void restart() throws Exception {
        var broker = cluster.brokers().values().iterator().next();
        broker.shutdown();
        broker.awaitShutdown();
        broker.startup();
        cluster.waitForReadyBrokers();
    }

    void stopBroker() {
        var broker = cluster.brokers().values().iterator().next();
        broker.shutdown();
        broker.awaitShutdown();
    }

    void startBroker() throws Exception {
        cluster.brokers().values().iterator().next().startup();
        cluster.waitForReadyBrokers();
    }

    KafkaProducer<String, byte[]> producer() {
        Properties p = new Properties();
        p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap());
        p.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        p.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());
        // The test kit's restarted broker hands out producer ids from 0 again; a test feeder that outlives a restart
        // must not be idempotent or the broker rejects its sequence numbers (the roles' producers are unaffected).
        p.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, false);
        p.put(ProducerConfig.ACKS_CONFIG, "all");
        return new KafkaProducer<>(p);
    }

    void send(ProducerRecord<String, byte[]> r) throws Exception {
        try (KafkaProducer<String, byte[]> p = producer()) {
            p.send(r).get();
        }
    }

    /** Reads {@code topic} from the beginning until {@code expected} records arrived or {@code timeout} passed. */
    List<ConsumerRecord<String, byte[]>> read(String topic, int expected, Duration timeout) {
        return readUntil(topic, got -> got.size() >= expected, timeout);
    }

    /**
     * Reads {@code topic} from the beginning until what arrived satisfies {@code enough} or {@code timeout} passed,
     * then half a second longer (more than expected would be a bug the caller wants to see). A consumer of a new group
     * needs a join and a first fetch before it sees anything, seconds on a loaded machine: a caller waits for the
     * records it needs, never for a fixed time.
     */
    List<ConsumerRecord<String, byte[]>> readUntil(String topic, Predicate<List<ConsumerRecord<String, byte[]>>> enough,
                                                  Duration timeout) {
        Properties p = new Properties();
        p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap());
        p.put(ConsumerConfig.GROUP_ID_CONFIG, "reader-" + UUID.randomUUID());
        p.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        p.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        p.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        p.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
        List<ConsumerRecord<String, byte[]>> out = new ArrayList<>();
        long end = System.nanoTime() + timeout.toNanos();
        try (KafkaConsumer<String, byte[]> c = new KafkaConsumer<>(p)) {
            c.subscribe(List.of(topic));
            while (!enough.test(out) && System.nanoTime() < end) {
                c.poll(Duration.ofMillis(200)).forEach(out::add);
            }
            long settle = System.nanoTime() + 500_000_000L;
            while (System.nanoTime() < settle) {
                c.poll(Duration.ofMillis(100)).forEach(out::add);
            }
        }
        return out;
    }

    @Override
    public void close() throws Exception {
        cluster.close();
    }
}
