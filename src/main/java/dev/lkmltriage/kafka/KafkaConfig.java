package dev.lkmltriage.kafka;

import java.util.Map;
import java.util.Properties;
import java.util.regex.Pattern;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Where the streams live and how every role talks to them: the bootstrap servers, the topic names (a prefix, by
 * default {@code lkml.}, then {@code raw}, {@code reports}, {@code clusters}, {@code raw.dlq}, {@code reports.dlq}),
 * and the partition count and replication factor used when a topic has to be created.
 *
 * @param bootstrap   {@code host:port[,host:port...]}
 * @param topicPrefix prepended to every topic name
 * @param partitions  partitions of created topics; the most instances of one role that can share the work
 * @param replication replication factor of created topics (1 for a single broker)
 */
public record KafkaConfig(String bootstrap, String topicPrefix, int partitions, short replication) {
    /** Room for a large patch with its attachments, as raw bytes plus its report; larger mail goes to the DLQ. */
    static final int MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
    public static final String DEFAULT_PREFIX = "lkml.";
    public static final int DEFAULT_PARTITIONS = 12;

    private static final Pattern BOOTSTRAP = Pattern.compile("[A-Za-z0-9_.\\-\\[\\]:]+:\\d{1,5}(,[A-Za-z0-9_.\\-\\[\\]:]+:\\d{1,5})*");
    private static final Pattern TOPIC = Pattern.compile("[A-Za-z0-9._\\-]*");

    public KafkaConfig {
        if (bootstrap == null || !BOOTSTRAP.matcher(bootstrap.strip()).matches()) {
            throw new IllegalArgumentException("bad Kafka bootstrap '" + bootstrap
                    + "': give host:port, or several separated by commas, e.g. localhost:9092");
        }
        bootstrap = bootstrap.strip();
        topicPrefix = topicPrefix == null ? DEFAULT_PREFIX : topicPrefix;
        if (!TOPIC.matcher(topicPrefix).matches() || topicPrefix.length() > 200) {
            throw new IllegalArgumentException("bad topic prefix '" + topicPrefix
                    + "': use letters, digits, '.', '_' and '-' only");
        }
        if (partitions < 1 || partitions > 10_000) {
            throw new IllegalArgumentException("bad partition count " + partitions + ": give 1 to 10000");
        }
        if (replication < 1) {
            throw new IllegalArgumentException("bad replication factor " + replication + ": give 1 or more");
        }
    }

    public static KafkaConfig of(String bootstrap) {
        return new KafkaConfig(bootstrap, DEFAULT_PREFIX, DEFAULT_PARTITIONS, (short) 1);
    }

    public KafkaConfig withPartitions(int n) {
        return new KafkaConfig(bootstrap, topicPrefix, n, replication);
    }

    public KafkaConfig withPrefix(String prefix) {
        return new KafkaConfig(bootstrap, prefix, partitions, replication);
    }

    public String raw() {
        return topicPrefix + "raw";
    }

    public String reports() {
        return topicPrefix + "reports";
    }

    public String clusters() {
        return topicPrefix + "clusters";
    }

    public String rawDlq() {
        return topicPrefix + "raw.dlq";
    }

    public String reportsDlq() {
        return topicPrefix + "reports.dlq";
    }

    /**
     * Idempotent, acks from all in-sync replicas, compressed; {@code send} blocks (back-pressure) when 32 MiB of
     * records wait for the broker.
     */
    Properties producer(String clientId) {
        Properties p = new Properties();
        p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        p.put(ProducerConfig.CLIENT_ID_CONFIG, clientId);
        p.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
        p.put(ProducerConfig.ACKS_CONFIG, "all");
        p.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, "lz4");
        p.put(ProducerConfig.LINGER_MS_CONFIG, 5);
        p.put(ProducerConfig.MAX_REQUEST_SIZE_CONFIG, MAX_MESSAGE_BYTES);
        p.put(ProducerConfig.BUFFER_MEMORY_CONFIG, 32L * 1024 * 1024);
        p.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        p.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());
        return p;
    }

    /** Manual commits only, from the beginning when the group is new, bounded batches. */
    Properties consumer(String groupId, String clientId, int maxPollRecords) {
        Properties p = new Properties();
        p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        p.put(ConsumerConfig.GROUP_ID_CONFIG, groupId);
        p.put(ConsumerConfig.CLIENT_ID_CONFIG, clientId);
        p.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        p.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        p.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, maxPollRecords);
        p.put(ConsumerConfig.FETCH_MAX_BYTES_CONFIG, 4 * MAX_MESSAGE_BYTES);
        p.put(ConsumerConfig.MAX_PARTITION_FETCH_BYTES_CONFIG, MAX_MESSAGE_BYTES);
        p.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        p.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        p.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
        return p;
    }

    /** Topic-level settings of created topics: the mail topics are the record of everything, kept for ever. */
    Map<String, String> topicSettings(String topic) {
        String size = Integer.toString(MAX_MESSAGE_BYTES + 1024 * 1024);
        if (topic.equals(raw()) || topic.equals(reports())) {
            return Map.of("max.message.bytes", size, "retention.ms", "-1");
        }
        return Map.of("max.message.bytes", size);
    }

    @Override
    public String toString() {
        return bootstrap + " (topics " + topicPrefix + "*)";
    }
}
