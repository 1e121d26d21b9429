package dev.lkmltriage.kafka;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.InvalidRecordException;
import org.apache.kafka.common.errors.RecordTooLargeException;

/**
 * What one batch sends, checked before its offsets are committed: every record acknowledged, or the input record
 * that caused a record the broker refuses for its content (too large, invalid) sent to the dead-letter topic
 * instead. Anything else (the broker gone for longer than the producer's delivery timeout) fails the batch, so its
 * offsets stay uncommitted and it is redelivered.
 */
final class Outbox {
    private record Sent(ConsumerRecord<String, byte[]> cause, Future<RecordMetadata> ack, boolean deadLetter) {
    }

    private final Producer<String, byte[]> producer;
    private final String dlqTopic;
    private final String stage;
    private final RoleStats stats;
    private final List<Sent> sent = new ArrayList<>();

    Outbox(Producer<String, byte[]> producer, String dlqTopic, String stage, RoleStats stats) {
        this.producer = producer;
        this.dlqTopic = dlqTopic;
        this.stage = stage;
        this.stats = stats;
    }

    /** Sends {@code out}, made from {@code cause}; blocks only when the producer's buffer is full. */
    void send(ConsumerRecord<String, byte[]> cause, ProducerRecord<String, byte[]> out) {
        sent.add(new Sent(cause, producer.send(out), false));
    }

    void deadLetter(ConsumerRecord<String, byte[]> cause, String error) {
        sent.add(new Sent(cause, producer.send(DeadLetters.of(dlqTopic, cause, stage, error)), true));
    }

    /** Waits until everything sent since the last call is acknowledged. */
    void settle() throws Exception {
        producer.flush();
        List<Sent> retry = new ArrayList<>();
        for (Sent s : sent) {
            try {
                s.ack().get();
                (s.deadLetter() ? stats.deadLettered : stats.produced).incrementAndGet();
            } catch (ExecutionException e) {
                Throwable c = e.getCause();
                boolean content = c instanceof RecordTooLargeException || c instanceof InvalidRecordException;
                if (!content || s.deadLetter()) {
                    throw new KafkaUnavailableException("could not write to Kafka: " + c, c);
                }
                retry.add(new Sent(s.cause(), producer.send(DeadLetters.of(dlqTopic, s.cause(), stage,
                        "the output record was refused: " + c.getMessage())), true));
            }
        }
        sent.clear();
        if (!retry.isEmpty()) {
            sent.addAll(retry);
            settle();
        }
    }
}
