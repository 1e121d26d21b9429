package dev.lkmltriage.web;

import dev.lkmltriage.actions.ActionKind;
import dev.lkmltriage.actions.TriageAction;
import dev.lkmltriage.kafka.IndexRole;
import dev.lkmltriage.kafka.KafkaConfig;
import dev.lkmltriage.kafka.ProcessRole;
import dev.lkmltriage.kafka.RoleStats;
import dev.lkmltriage.triage.ClusterEvent;
import io.quarkus.runtime.Startup;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * {@code serve --kafka}: runs the process and index roles inside the service when {@code triage.kafka.bootstrap}
 * is set. The index writes through {@link Backend#write}, so the UI and API serve exactly the index Kafka builds;
 * without the property nothing starts and the service is the embedded one.
 */
@Singleton
@Startup
public class KafkaStreams {
    @ConfigProperty(name = "triage.kafka.bootstrap")
    Optional<String> bootstrap;

    @ConfigProperty(name = "triage.kafka.topic-prefix", defaultValue = KafkaConfig.DEFAULT_PREFIX)
    String topicPrefix;

    @ConfigProperty(name = "triage.kafka.partitions", defaultValue = "12")
    int partitions;

    @ConfigProperty(name = "triage.kafka.replication", defaultValue = "1")
    short replication;

    @ConfigProperty(name = "triage.kafka.process-threads", defaultValue = "1")
    int processThreads;

    @Inject
    Backend backend;

    private ProcessRole process;
    private IndexRole index;

    @PostConstruct
    void start() {
        if (bootstrap.isEmpty() || bootstrap.get().isBlank()) {
            return;
        }
        KafkaConfig config = new KafkaConfig(bootstrap.get(), topicPrefix, partitions, replication);
        try {
            String group = IndexRole.groupFor(backend.dataDir());
            process = ProcessRole.start(config, ProcessRole.DEFAULT_GROUP, processThreads, 200);
            index = IndexRole.start(config, group, action -> backend.write(store -> {
                action.apply(store);
                return null;
            }), 500);
            backend.onAction(this::publish);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A merge (or duplicate) becomes a {@code merged} event, a status set by a person a {@code status} event. */
    private void publish(TriageAction action) {
        ClusterEvent.Type type = switch (action.kind()) {
            case MERGE, DUPLICATE -> ClusterEvent.Type.MERGED;
            case STATUS -> ClusterEvent.Type.STATUS;
            default -> null;
        };
        if (type == null || index == null) {
            return;
        }
        try {
            String id = action.kind() == ActionKind.STATUS ? action.cluster() : action.target();
            backend.clusterView().get(id).ifPresent(c -> index.publish(new ClusterEvent(type, c, null, action.at())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @PreDestroy
    void stop() throws InterruptedException {
        if (index != null) {
            index.close();
        }
        if (process != null) {
            process.close();
        }
    }

    /** The index role's counts, when Kafka mode is on. */
    public Optional<RoleStats> indexStats() {
        return Optional.ofNullable(index).map(IndexRole::stats);
    }

    /** The process role's counts, when Kafka mode is on. */
    public Optional<RoleStats> processStats() {
        return Optional.ofNullable(process).map(ProcessRole::stats);
    }
}
