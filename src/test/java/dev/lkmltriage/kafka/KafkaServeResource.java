package dev.lkmltriage.kafka;

import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.source.Sources;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * A real broker with the seed's thread already on {@code lkml.raw}, and an empty data directory: the service starts
 * as {@code triage serve --kafka} would.
 */
public final class KafkaServeResource implements QuarkusTestResourceLifecycleManager {
    static volatile Broker broker;
    static volatile KafkaConfig config;

    @Override
    public Map<String, String> start() {
        try {
            broker = Broker.start();
            config = broker.config(2);
            try (RawPublisher p = RawPublisher.open(config)) {
                p.publish(Sources.open(Mails.CORPUS.resolve("r8169-hrtimers").toString()), ProgressListener.NONE);
            }
            Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "kafka-serve-");
            return Map.of("triage.data", data.toAbsolutePath().toString(),
                    "triage.kafka.bootstrap", config.bootstrap(),
                    "triage.kafka.topic-prefix", config.topicPrefix(),
                    "triage.kafka.partitions", Integer.toString(config.partitions()));
        } catch (Exception e) {
            throw new IllegalStateException("cannot start the test broker: " + e, e);
        }
    }

    @Override
    public void stop() {
        try {
            if (broker != null) {
                broker.close();
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
