package dev.lkmltriage.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.index.MailStore;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** A broker that goes away in the middle of a stream and comes back: the roles wait, nothing is lost. */
class BrokerRestartTest {
    @RegisterExtension
    static final OwnBroker BROKER = new OwnBroker();

    @TempDir
    Path tmp;

    @Test
    void aBrokerRestartInTheMiddleOfAStreamLosesNothing() throws Exception {
        KafkaConfig config = BROKER.get().config(3);
        Topics.ensure(config, 30_000);
        int n = 300;
        var producer = BROKER.get().producer();
        for (int i = 0; i < n / 2; i++) {
            producer.send(new ProducerRecord<>(config.raw(), Mails.generatedId("restart", i),
                    Mails.generated("restart", i)));
        }
        producer.flush();
        try (producer; MailStore store = MailStore.open(tmp.resolve("data"));
             ProcessRole process = ProcessRole.start(config, "p", 1, 5);
             IndexRole index = IndexRole.start(config, "i", IndexRole.direct(store), 5)) {
            KafkaPipelineTest.await(() -> index.stats().applied() >= 20, index.failure());
            assertTrue(index.stats().applied() < n, "the restart happens mid-stream");
            BROKER.get().restart();
            for (int i = n / 2; i < n; i++) {
                producer.send(new ProducerRecord<>(config.raw(), Mails.generatedId("restart", i),
                        Mails.generated("restart", i)));
            }
            producer.flush();
            KafkaPipelineTest.await(() -> index.stats().applied() >= n && KafkaPipelineTest.idle(index),
                    index.failure());
            assertNull(process.failure());
            assertNull(index.failure());
            assertEquals(n, store.messageCount());
            for (int i = 0; i < n; i++) {
                assertTrue(store.get(Mails.generatedId("restart", i)).isPresent(), "message " + i);
            }
            Set<String> reportKeys = new HashSet<>();
            for (ConsumerRecord<String, byte[]> r : BROKER.get().read(config.reports(), n, java.time.Duration.ofSeconds(60))) {
                reportKeys.add(r.key());
            }
            assertEquals(n, reportKeys.size());
        }
    }
}
