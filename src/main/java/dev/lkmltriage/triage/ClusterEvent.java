package dev.lkmltriage.triage;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * What placing one message changed in its cluster, for downstream consumers (the {@code lkml.clusters} topic). One
 * placement may change several things at once (a report that joins and names a culprit): it yields one event per
 * type, in the order of {@link Type}.
 *
 * @param type      what changed
 * @param cluster   the cluster after the change
 * @param messageId the message whose placement caused it
 * @param at        when it was applied (ISO-8601 instant)
 */
public record ClusterEvent(Type type, Cluster cluster, String messageId, String at) {
    public ClusterEvent {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(cluster, "cluster");
    }

    /** The kinds of change, in the order they are reported for one placement. */
    public enum Type {
        /** A first report started the cluster. */
        CREATED,
        /** A message joined an existing cluster (duplicate report, reply, fix). */
        JOINED,
        /** A commit not suspected before became a suspect. */
        SUSPECT,
        /** A fix (patch or fix commit) not known before was added. */
        FIX,
        /** The status moved (open, fix-proposed, fixed). */
        STATUS,
        /** Two clusters were merged by a triage action (emitted by whoever merges). */
        MERGED;

        /** The lowercase name used in JSON. */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * The part of a cluster the events compare: small, so that a store can keep one per cluster to diff against.
     */
    public record Shape(String status, Set<String> suspects, int fixes) {
        public Shape {
            suspects = Set.copyOf(suspects);
        }

        public static Shape of(Cluster c) {
            Set<String> hashes = new LinkedHashSet<>();
            c.suspects().forEach(s -> hashes.add(s.hash()));
            return new Shape(c.status(), hashes, c.fixes().size());
        }

        /** True when {@code hash} or a commit id sharing its prefix is a suspect already. */
        boolean suspects(String hash) {
            return suspects.stream().anyMatch(h -> Hashes.samePrefix(h, hash));
        }
    }

    /**
     * The events that led from {@code before} (null when the cluster did not exist) to {@code after} when
     * {@code messageId} was placed.
     */
    public static List<ClusterEvent> between(Shape before, Cluster after, String messageId, String at) {
        List<ClusterEvent> out = new ArrayList<>(2);
        out.add(new ClusterEvent(before == null ? Type.CREATED : Type.JOINED, after, messageId, at));
        Shape now = Shape.of(after);
        boolean newSuspect = now.suspects().stream().anyMatch(h -> before == null || !before.suspects(h));
        if (newSuspect) {
            out.add(new ClusterEvent(Type.SUSPECT, after, messageId, at));
        }
        if (now.fixes() > (before == null ? 0 : before.fixes())) {
            out.add(new ClusterEvent(Type.FIX, after, messageId, at));
        }
        if (before != null && !Objects.equals(before.status(), now.status())) {
            out.add(new ClusterEvent(Type.STATUS, after, messageId, at));
        }
        return out;
    }

    /** Receives the events of each placement, right after the store accepted the message. */
    @FunctionalInterface
    public interface Listener {
        void placed(List<ClusterEvent> events);
    }
}
