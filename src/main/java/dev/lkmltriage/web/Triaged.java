package dev.lkmltriage.web;

import dev.lkmltriage.actions.ClusterView;
import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.triage.Cluster;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jboss.logging.Logger;

/**
 * The triaged cluster view for the API and the pages, with a member index (which cluster a message is in now, in which role).
 * Requests never wait for it: they read the last snapshot, and a snapshot older than a second is refreshed in the
 * background (a refresh waits while an ingest holds the store, which must not hold up searches). Writes made
 * through this API refresh it at once with {@link #refreshNow()}, so their answers show their own effect.
 */
@Singleton
public class Triaged {
    private static final Logger LOG = Logger.getLogger(Triaged.class);
    private static final long MAX_AGE_NANOS = 1_000_000_000L;

    @Inject
    Backend backend;

    /** A message's place in the triaged view. */
    public record Place(String cluster, String role) {
    }

    private record Snapshot(long messages, int actions, ClusterView view, Map<String, Place> places, long taken) {
    }

    private volatile Snapshot snapshot;
    private final AtomicBoolean refreshing = new AtomicBoolean();
    private final ExecutorService refresher = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "triaged-view-refresh");
        t.setDaemon(true);
        return t;
    });

    public ClusterView view() throws IOException {
        return current().view();
    }

    /** Where the message is now, or null when it belongs to no cluster. */
    public Place placeOf(String messageId) throws IOException {
        return current().places().get(messageId);
    }

    private Snapshot current() throws IOException {
        Snapshot s = snapshot;
        if (s == null) {
            return rebuild();
        }
        if (System.nanoTime() - s.taken() > MAX_AGE_NANOS && refreshing.compareAndSet(false, true)) {
            refresher.execute(() -> {
                try {
                    rebuild();
                } catch (IOException | RuntimeException e) {
                    LOG.warnf("cannot refresh the triaged cluster view: %s; serving the previous one", e.toString());
                } finally {
                    refreshing.set(false);
                }
            });
        }
        return s;
    }

    /** Brings the view up to date now (after a write, so its answer shows its own effect) and returns it. */
    public ClusterView refreshNow() throws IOException {
        return rebuild().view();
    }

    /** Brings the view up to date with the store and the action log, rebuilding it only when either changed. */
    private synchronized Snapshot rebuild() throws IOException {
        long messages = backend.read(MailStore::messageCount);
        int actions = backend.actions().actions().size();
        Snapshot s = snapshot;
        if (s != null && s.messages() == messages && s.actions() == actions) {
            s = new Snapshot(messages, actions, s.view(), s.places(), System.nanoTime());
        } else {
            ClusterView view = backend.clusterView();
            Map<String, Place> places = new HashMap<>();
            for (Cluster c : view.clusters()) {
                c.members().forEach(m -> places.put(m.messageId(), new Place(c.id(), m.role())));
            }
            s = new Snapshot(messages, actions, view, places, System.nanoTime());
        }
        snapshot = s;
        return s;
    }

    @PreDestroy
    void stop() {
        refresher.shutdownNow();
    }
}
