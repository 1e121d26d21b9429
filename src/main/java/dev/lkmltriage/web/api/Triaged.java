package dev.lkmltriage.web.api;

import dev.lkmltriage.actions.ClusterView;
import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.web.Backend;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * The triaged cluster view for the API, rebuilt only when mail was added or an action recorded (a search must not
 * pay for re-applying the log), with a member index: which cluster a message is in now, and in which role.
 */
@Singleton
public class Triaged {
    @Inject
    Backend backend;

    /** A message's place in the triaged view. */
    public record Place(String cluster, String role) {
    }

    private record Snapshot(long messages, int actions, ClusterView view, Map<String, Place> places) {
    }

    private volatile Snapshot snapshot;

    public ClusterView view() throws IOException {
        return current().view();
    }

    /** Where the message is now, or null when it belongs to no cluster. */
    public Place placeOf(String messageId) throws IOException {
        return current().places().get(messageId);
    }

    private Snapshot current() throws IOException {
        long messages = backend.read(MailStore::messageCount);
        int actions = backend.actions().actions().size();
        Snapshot s = snapshot;
        if (s != null && s.messages() == messages && s.actions() == actions) {
            return s;
        }
        synchronized (this) {
            ClusterView view = backend.clusterView();
            Map<String, Place> places = new HashMap<>();
            for (Cluster c : view.clusters()) {
                c.members().forEach(m -> places.put(m.messageId(), new Place(c.id(), m.role())));
            }
            s = new Snapshot(messages, actions, view, places);
            snapshot = s;
            return s;
        }
    }
}
