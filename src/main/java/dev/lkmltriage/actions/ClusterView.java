package dev.lkmltriage.actions;

import dev.lkmltriage.triage.Cluster;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The clusters as people triaged them: the clusterer's clusters with every logged action applied in order. It is
 * computed afresh from the clusterer's current output each time (cheap: linear in clusters and actions), so a merge
 * stays a merge and a status stays set while new mail keeps arriving in either cluster, without the clusterer
 * knowing about actions. An action that no longer applies (its cluster gone after a re-index) is skipped and
 * listed in {@link #skipped()}, never fatal.
 *
 * @param clusters   the triaged clusters, in the clusterer's order, split-off clusters after their origin
 * @param mergedInto for every merged-away cluster id, the id it now lives in
 * @param actions    per cluster id, the actions that shaped it (a merge brings the merged cluster's along)
 * @param skipped    one line per action that could not be applied, with why
 */
public record ClusterView(List<Cluster> clusters, Map<String, String> mergedInto,
                          Map<String, List<TriageAction>> actions, List<String> skipped) {

    /** Applies {@code log} to {@code base} (as the clusterer produced it). */
    public static ClusterView of(List<Cluster> base, List<TriageAction> log) {
        Builder b = new Builder(base);
        for (TriageAction a : log) {
            try {
                b.apply(a);
            } catch (ActionException e) {
                b.skipped.add("action " + a.seq() + " (" + a.kind().label() + " " + a.cluster() + "): "
                        + e.getMessage());
            }
        }
        return b.build();
    }

    /**
     * Checks that {@code action} applies to this view (the clusters exist, members belong), without applying it.
     *
     * @throws ActionException saying what to fix; {@link ActionException#unknownCluster()} when a cluster is unknown
     */
    public void check(TriageAction action) {
        action.checkShape();
        Builder b = new Builder(clusters);
        b.redirects.putAll(mergedInto);
        b.apply(action.recorded(Long.MAX_VALUE, "9999-12-31T23:59:59Z"));
    }

    /** The cluster this id names now: itself, or the cluster it was merged into. */
    public Optional<Cluster> get(String id) {
        String resolved = resolve(id);
        return clusters.stream().filter(c -> c.id().equals(resolved)).findFirst();
    }

    /** The id of the cluster a split with sequence number {@code seq} makes out of cluster {@code from}. */
    public static String splitId(String from, long seq) {
        return from + "-" + seq;
    }

    /** The id a cluster id names now (following merges). */
    public String resolve(String id) {
        String at = id;
        for (int hops = 0; hops < 1000 && mergedInto.containsKey(at); hops++) {
            at = mergedInto.get(at);
        }
        return at;
    }

    /** The actions that shaped the cluster this id names, oldest first. */
    public List<TriageAction> actionsOf(String id) {
        return actions.getOrDefault(resolve(id), List.of());
    }

    /** Applies actions one by one to mutable copies. */
    private static final class Builder {
        final Map<String, MutableCluster> clusters = new LinkedHashMap<>();
        final Map<String, String> redirects = new HashMap<>();
        final Map<String, List<TriageAction>> actions = new HashMap<>();
        final List<String> skipped = new ArrayList<>();

        Builder(List<Cluster> base) {
            base.forEach(c -> clusters.put(c.id(), MutableCluster.of(c)));
        }

        void apply(TriageAction a) {
            MutableCluster c = find(a.cluster());
            switch (a.kind()) {
                case MERGE -> merge(c, find(a.target()), a);
                case SPLIT -> split(c, a);
                case DUPLICATE -> duplicate(c, find(a.target()), a);
                case STATUS -> {
                    c.status = a.status();
                    record(c, a, "status set to " + a.status());
                }
                case NOTE -> record(c, a, "note: " + a.note());
                default -> throw new IllegalStateException(a.kind().toString());
            }
        }

        private MutableCluster find(String id) {
            String at = id;
            for (int hops = 0; hops < 1000 && redirects.containsKey(at); hops++) {
                at = redirects.get(at);
            }
            MutableCluster c = clusters.get(at);
            if (c == null) {
                throw new ActionException("no cluster " + Quote.of(id) + "; list them with GET /api/clusters or "
                        + "'triage clusters'", true);
            }
            return c;
        }

        private void merge(MutableCluster from, MutableCluster into, TriageAction a) {
            if (from == into) {
                throw new ActionException("cluster " + from.id + " cannot be merged into itself"
                        + (from.id.equals(a.target()) ? "" : " (" + a.target() + " was merged into it before)"));
            }
            into.absorb(from);
            clusters.remove(from.id);
            redirects.put(from.id, into.id);
            for (MutableCluster other : clusters.values()) {
                if (other.related.remove(from.id) && other != into) {
                    other.related.add(into.id);
                }
            }
            List<TriageAction> moved = actions.remove(from.id);
            if (moved != null) {
                actions.computeIfAbsent(into.id, k -> new ArrayList<>()).addAll(moved);
            }
            record(into, a, "merged " + from.id + " (" + from.title + ") into this cluster");
        }

        private void split(MutableCluster from, TriageAction a) {
            List<String> ids = a.members().stream().map(Builder::bare).distinct().toList();
            for (String m : ids) {
                if (!from.members.containsKey(m)) {
                    throw new ActionException("message " + Quote.of(m) + " is not a member of cluster " + from.id
                            + "; its members are listed in GET /api/clusters/" + from.id);
                }
            }
            if (ids.size() >= from.members.size()) {
                throw new ActionException("a split must leave at least one member in cluster " + from.id
                        + "; to move the whole cluster, merge it instead");
            }
            MutableCluster split = new MutableCluster(splitId(from.id, a.seq()));
            split.title = from.title + " (split)";
            split.status = "open";
            split.throughput = new Cluster.Throughput(null, null, null);
            split.symptom = from.symptom;
            split.drivers.addAll(from.drivers);
            for (String m : ids) {
                split.members.put(m, from.members.remove(m));
            }
            from.fixes.removeIf(f -> {
                boolean moves = split.members.containsKey(f.messageId());
                if (moves) {
                    split.fixes.add(f);
                }
                return moves;
            });
            split.related.add(from.id);
            from.related.add(split.id);
            split.updated = a.at();
            // Keep the order stable: the new cluster right after the one it came from.
            Map<String, MutableCluster> reordered = new LinkedHashMap<>();
            clusters.forEach((id, c) -> {
                reordered.put(id, c);
                if (c == from) {
                    reordered.put(split.id, split);
                }
            });
            clusters.clear();
            clusters.putAll(reordered);
            record(from, a, "split " + ids.size() + " member(s) out into " + split.id);
            record(split, a, "split out of " + from.id + " with " + ids.size() + " member(s)");
        }

        private void duplicate(MutableCluster dup, MutableCluster of, TriageAction a) {
            if (dup == of) {
                throw new ActionException("cluster " + dup.id + " cannot be a duplicate of itself");
            }
            dup.status = "duplicate";
            dup.related.add(of.id);
            of.related.add(dup.id);
            record(dup, a, "marked a duplicate of " + of.id);
        }

        private void record(MutableCluster c, TriageAction a, String what) {
            c.history.add(new Cluster.StatusChange(c.status, a.at(), null,
                    what + "; " + a.who() + ": " + a.why()));
            c.touch(a.at());
            actions.computeIfAbsent(c.id, k -> new ArrayList<>()).add(a);
        }

        private static String bare(String messageId) {
            String s = messageId.strip();
            return s.startsWith("<") && s.endsWith(">") && s.length() > 2 ? s.substring(1, s.length() - 1) : s;
        }

        ClusterView build() {
            List<Cluster> out = new ArrayList<>(clusters.size());
            clusters.values().forEach(c -> out.add(c.toCluster()));
            Map<String, List<TriageAction>> acts = new HashMap<>();
            actions.forEach((k, v) -> acts.put(k, List.copyOf(v)));
            return new ClusterView(List.copyOf(out), Map.copyOf(redirects), Map.copyOf(acts), List.copyOf(skipped));
        }
    }
}
