package dev.lkmltriage.web;

import dev.lkmltriage.actions.ActionLog;
import dev.lkmltriage.actions.ClusterView;
import dev.lkmltriage.actions.TriageAction;
import dev.lkmltriage.extract.DriverTable;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.git.SuspectInference;
import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.index.MailStore;
import io.quarkus.runtime.Startup;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

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
    Optional<String> git;

    private MailStore store;
    private MailSearch search;
    private SuspectInference inference;

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
                inference = SuspectInference.open(Path.of(git.get()),
                        DriverTable.load(ExtractSettings.defaults()),
                        SuspectInference.Budget.DEFAULT);
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

    private ActionLog actions;

    /** The triage action log of the data directory ({@code DATA/actions/}), opened on first use. */
    public synchronized ActionLog actions() throws IOException {
        if (actions == null) {
            actions = ActionLog.open(dataDir());
        }
        return actions;
    }

    /** The clusters as people triaged them: the clusterer's clusters with every recorded action applied. */
    public synchronized ClusterView clusterView() throws IOException {
        return actions().view(store.clusters());
    }

    private final List<Consumer<TriageAction>> actionListeners =
            new CopyOnWriteArrayList<>();

    /** Tells {@code listener} of every triage action recorded from now on (e.g. to publish it to Kafka). */
    public void onAction(Consumer<TriageAction> listener) {
        actionListeners.add(listener);
    }

    /** Called by whoever recorded {@code action}, once it is durable. A failing listener does not undo it. */
    public void announce(TriageAction action) {
        for (var l : actionListeners) {
            try {
                l.accept(action);
            } catch (RuntimeException e) {
                Logger.getLogger(Backend.class).warnf(e, "a listener failed on action %d",
                        action.seq());
            }
        }
    }
}
