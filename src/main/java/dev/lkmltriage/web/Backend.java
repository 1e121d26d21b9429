package dev.lkmltriage.web;

import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.index.MailStore;
import io.quarkus.runtime.Startup;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The one store the service owns: opened for writing at start-up (so a data directory held by another process fails
 * the start with a clear message), searched by every request, written by one request at a time.
 */
@Singleton
@Startup
public class Backend {
    @ConfigProperty(name = "triage.data", defaultValue = "data")
    String data;

    /** A kernel tree to infer suspects from (see {@code --git}); none means no inference. */
    @ConfigProperty(name = "triage.git")
    java.util.Optional<String> git;

    private MailStore store;
    private MailSearch search;
    private dev.lkmltriage.git.SuspectInference inference;

    /** A change to the store, run while no other change runs. */
    @FunctionalInterface
    public interface Write<T> {
        T apply(MailStore store) throws IOException;
    }

    @PostConstruct
    void open() {
        try {
            store = MailStore.open(Path.of(data));
            search = MailSearch.of(store);
            if (git.isPresent() && !git.get().isBlank()) {
                inference = dev.lkmltriage.git.SuspectInference.open(Path.of(git.get()),
                        dev.lkmltriage.extract.DriverTable.load(dev.lkmltriage.extract.ExtractSettings.defaults()),
                        dev.lkmltriage.git.SuspectInference.Budget.DEFAULT);
                store.enrichClusters(inference::enrich);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the data directory " + data + ": " + e.getMessage(), e);
        }
    }

    @PreDestroy
    void close() throws IOException {
        if (store != null) {
            store.close();
        }
        if (inference != null) {
            inference.close();
        }
    }

    /** Searches what the store holds, including what the last write committed. */
    public MailSearch search() {
        return search;
    }

    public Path dataDir() {
        return store.dataDir();
    }

    /** Runs {@code write}, commits it, and makes it visible to searches before returning. */
    public synchronized <T> T write(Write<T> write) throws IOException {
        T result = write.apply(store);
        store.flush();
        search.refresh();
        return result;
    }

    /** Reads the store's in-memory state (clusters as placed, counts) while no write runs. */
    public synchronized <T> T read(Write<T> read) throws IOException {
        return read.apply(store);
    }

    private dev.lkmltriage.actions.ActionLog actions;

    /** The triage action log of the data directory ({@code DATA/actions/}), opened on first use. */
    public synchronized dev.lkmltriage.actions.ActionLog actions() throws IOException {
        if (actions == null) {
            actions = dev.lkmltriage.actions.ActionLog.open(dataDir());
        }
        return actions;
    }

    /** The clusters as people triaged them: the clusterer's clusters with every recorded action applied. */
    public synchronized dev.lkmltriage.actions.ClusterView clusterView() throws IOException {
        return actions().view(store.clusters());
    }

    private final java.util.List<java.util.function.Consumer<dev.lkmltriage.actions.TriageAction>> actionListeners =
            new java.util.concurrent.CopyOnWriteArrayList<>();

    /** Tells {@code listener} of every triage action recorded from now on (e.g. to publish it to Kafka). */
    public void onAction(java.util.function.Consumer<dev.lkmltriage.actions.TriageAction> listener) {
        actionListeners.add(listener);
    }

    /** Called by whoever recorded {@code action}, once it is durable. A failing listener does not undo it. */
    public void announce(dev.lkmltriage.actions.TriageAction action) {
        for (var l : actionListeners) {
            try {
                l.accept(action);
            } catch (RuntimeException e) {
                org.jboss.logging.Logger.getLogger(Backend.class).warnf(e, "a listener failed on action %d",
                        action.seq());
            }
        }
    }
}
