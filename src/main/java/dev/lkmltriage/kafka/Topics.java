package dev.lkmltriage.kafka;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.errors.TopicExistsException;

/** Creates the topics a role needs when they are missing; existing topics are left as they are. */
public final class Topics {
    private Topics() {
    }

    /** How long a role waits for the brokers at start: system property {@code triage.kafka.connect-timeout-ms}. */
    static long connectTimeoutMillis() {
        return Long.getLong("triage.kafka.connect-timeout-ms", 30_000L);
    }

    /**
     * Makes sure every topic of {@code config} exists.
     *
     * @throws KafkaUnavailableException when the brokers cannot be reached or refuse, saying how to fix it
     */
    public static void ensure(KafkaConfig config, long timeoutMillis) {
        Properties p = new Properties();
        p.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, config.bootstrap());
        p.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, (int) Math.min(timeoutMillis, Integer.MAX_VALUE));
        p.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, (int) Math.min(timeoutMillis, Integer.MAX_VALUE));
        try (Admin admin = Admin.create(p)) {
            Set<String> existing = admin.listTopics().names().get(timeoutMillis, TimeUnit.MILLISECONDS);
            List<NewTopic> missing = new ArrayList<>();
            for (String t : List.of(config.raw(), config.reports(), config.clusters(), config.rawDlq(),
                    config.reportsDlq())) {
                if (!existing.contains(t)) {
                    missing.add(new NewTopic(t, config.partitions(), config.replication())
                            .configs(config.topicSettings(t)));
                }
            }
            for (var e : admin.createTopics(missing).values().entrySet()) {
                try {
                    e.getValue().get(timeoutMillis, TimeUnit.MILLISECONDS);
                } catch (ExecutionException ex) {
                    if (!(ex.getCause() instanceof TopicExistsException)) {
                        throw new KafkaUnavailableException("cannot create topic " + e.getKey() + " on "
                                + config.bootstrap() + ": " + ex.getCause().getMessage()
                                + " (create it by hand, or check the partition count and replication factor)", ex);
                    }
                }
            }
            if (!missing.isEmpty()) {
                awaitLeaders(admin, missing, timeoutMillis);
            }
        } catch (TimeoutException e) {
            throw unanswered(config, timeoutMillis, e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof org.apache.kafka.common.errors.TimeoutException) {
                throw unanswered(config, timeoutMillis, e);
            }
            throw new KafkaUnavailableException("Kafka at " + config.bootstrap() + " refused: "
                    + e.getCause().getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new KafkaUnavailableException("interrupted while creating topics", e);
        }
    }

    /**
     * Waits until every partition of the new topics has a leader: a producer that writes into a topic still electing
     * its leader gets NOT_LEADER_OR_FOLLOWER, and an idempotent producer's retried first batch was then refused as out
     * of order for good once later batches had landed (messages lost in a KafkaPipelineTest run).
     */
    private static void awaitLeaders(Admin admin, List<NewTopic> created, long timeoutMillis)
            throws InterruptedException, ExecutionException, TimeoutException {
        List<String> names = created.stream().map(NewTopic::name).toList();
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000L;
        while (true) {
            boolean ready = true;
            try {
                for (var d : admin.describeTopics(names).allTopicNames().get(timeoutMillis, TimeUnit.MILLISECONDS)
                        .values()) {
                    for (var part : d.partitions()) {
                        ready &= part.leader() != null && !part.leader().isEmpty();
                    }
                }
            } catch (ExecutionException e) {
                if (!(e.getCause() instanceof org.apache.kafka.common.errors.UnknownTopicOrPartitionException)) {
                    throw e;
                }
                ready = false; // created, not yet known to the broker answering
            }
            if (ready || System.nanoTime() > deadline) {
                return; // past the deadline the producer's own retries are all there is
            }
            Thread.sleep(50);
        }
    }

    private static KafkaUnavailableException unanswered(KafkaConfig config, long timeoutMillis, Exception e) {
        return new KafkaUnavailableException("no Kafka broker answered at " + config.bootstrap() + " within "
                + Math.max(1, timeoutMillis / 1000) + " s; is it running and is the address right?", e);
    }
}
