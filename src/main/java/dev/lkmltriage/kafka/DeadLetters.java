package dev.lkmltriage.kafka;

import java.nio.charset.StandardCharsets;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeaders;

/** Dead-letter records: the original key, value and headers, plus why, where from and which role gave up. */
final class DeadLetters {
    private static final int MAX_ERROR = 2000;

    private DeadLetters() {
    }

    static ProducerRecord<String, byte[]> of(String dlqTopic, ConsumerRecord<String, byte[]> in, String stage,
                                             String error) {
        RecordHeaders headers = new RecordHeaders();
        for (Header h : in.headers()) {
            if (!h.key().equals(TopicHeaders.ERROR) && !h.key().equals(TopicHeaders.STAGE)
                    && !h.key().equals(TopicHeaders.ORIGIN)) {
                headers.add(h);
            }
        }
        String e = error == null ? "unknown error" : error;
        headers.add(TopicHeaders.ERROR, (e.length() > MAX_ERROR ? e.substring(0, MAX_ERROR) : e)
                .getBytes(StandardCharsets.UTF_8));
        headers.add(TopicHeaders.STAGE, stage.getBytes(StandardCharsets.UTF_8));
        headers.add(TopicHeaders.ORIGIN, (in.topic() + "/" + in.partition() + "@" + in.offset())
                .getBytes(StandardCharsets.UTF_8));
        return new ProducerRecord<>(dlqTopic, null, in.key(), in.value(), headers);
    }
}
