package dev.lkmltriage.kafka;

import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.kafka.clients.consumer.CommitFailedException;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.RetriableException;
import org.apache.kafka.common.errors.WakeupException;

/**
 * One consumer on its own thread: poll a bounded batch, hand it to the role, commit its offsets only after the
 * role returned (its effects are durable by then). A failed commit is not fatal: the next one covers it, and the
 * role's effects are idempotent for what a rebalance redelivers.
 */
final class ConsumerLoop implements Runnable {
    private static final Logger LOG = Logger.getLogger(ConsumerLoop.class.getName());

    /** What a role does with one polled batch; returns when the batch's effects are durable. */
    @FunctionalInterface
    interface BatchHandler {
        void handle(ConsumerRecords<String, byte[]> batch) throws Exception;
    }

    private final KafkaConsumer<String, byte[]> consumer;
    private final List<String> topics;
    private final BatchHandler handler;
    private final RoleStats stats;
    private final CountDownLatch done = new CountDownLatch(1);
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private final Set<TopicPartition> assigned = ConcurrentHashMap.newKeySet();
    private volatile boolean running = true;

    ConsumerLoop(KafkaConsumer<String, byte[]> consumer, List<String> topics, BatchHandler handler, RoleStats stats) {
        this.consumer = consumer;
        this.topics = topics;
        this.handler = handler;
        this.stats = stats;
    }

    @Override
    public void run() {
        try {
            consumer.subscribe(topics, new ConsumerRebalanceListener() {
                @Override
                public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
                    assigned.removeAll(partitions);
                }

                @Override
                public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
                    assigned.addAll(partitions);
                }

                @Override
                public void onPartitionsLost(Collection<TopicPartition> partitions) {
                    assigned.removeAll(partitions);
                }
            });
            while (running) {
                ConsumerRecords<String, byte[]> batch = consumer.poll(Duration.ofMillis(200));
                if (batch.isEmpty()) {
                    continue;
                }
                handler.handle(batch);
                commit();
                stats.consumed.addAndGet(batch.count());
                stats.batches.incrementAndGet();
            }
        } catch (WakeupException e) {
            // stop() asked for it
        } catch (Throwable e) {
            failure.set(e);
            LOG.log(Level.SEVERE, "consumer of " + topics + " stopped: " + e, e);
        } finally {
            try {
                consumer.close(Duration.ofSeconds(5));
            } catch (RuntimeException e) {
                LOG.log(Level.FINE, "closing the consumer", e);
            }
            done.countDown();
        }
    }

    private void commit() {
        try {
            consumer.commitSync(Duration.ofSeconds(30));
        } catch (RetriableException | CommitFailedException e) {
            LOG.warning("offset commit failed (" + e.getMessage() + "); the next commit covers it, and what is"
                    + " redelivered meanwhile changes nothing");
        }
    }

    /**
     * Asks the loop to stop after the batch in hand (whose offsets it still commits); returns at once. No wakeup:
     * it would abort that commit, and a poll returns within 200 ms anyway.
     */
    void stop() {
        running = false;
    }

    /** Waits until the loop has stopped and closed its consumer. */
    boolean await(Duration timeout) throws InterruptedException {
        return done.await(timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
    }

    /** The partitions this consumer holds now. */
    Set<TopicPartition> assigned() {
        return Set.copyOf(assigned);
    }

    boolean stopped() {
        return done.getCount() == 0;
    }

    /** Why the loop stopped on its own, or null. */
    Throwable failure() {
        return failure.get();
    }
}
