package dev.lkmltriage.actions;

import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.KernelSort;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A cluster while actions are applied to it; {@link #toCluster()} gives the immutable record back. */
final class MutableCluster {
    final String id;
    String title;
    String status;
    final Map<String, Cluster.Member> members = new LinkedHashMap<>();
    final Set<String> drivers = new LinkedHashSet<>();
    final Set<String> hardware = new LinkedHashSet<>();
    final Set<String> good = new LinkedHashSet<>();
    final Set<String> bad = new LinkedHashSet<>();
    Cluster.Throughput throughput;
    final Map<String, Cluster.Suspect> suspects = new LinkedHashMap<>();
    final List<Cluster.Fix> fixes = new ArrayList<>();
    final Set<String> related = new LinkedHashSet<>();
    final List<Cluster.StatusChange> history = new ArrayList<>();
    final Set<String> threads = new LinkedHashSet<>();
    String symptom;
    String trigger;
    final Set<String> tokens = new LinkedHashSet<>();
    String updated;

    MutableCluster(String id) {
        this.id = id;
    }

    static MutableCluster of(Cluster c) {
        MutableCluster m = new MutableCluster(c.id());
        m.title = c.title();
        m.status = c.status();
        c.members().forEach(x -> m.members.put(x.messageId(), x));
        m.drivers.addAll(c.drivers());
        m.hardware.addAll(c.hardware());
        if (c.kernels() != null) {
            m.good.addAll(c.kernels().good());
            m.bad.addAll(c.kernels().bad());
        }
        m.throughput = c.throughput() == null ? new Cluster.Throughput(null, null, null) : c.throughput();
        c.suspects().forEach(s -> m.suspects.put(s.hash(), s));
        m.fixes.addAll(c.fixes());
        m.related.addAll(c.related());
        m.history.addAll(c.history());
        m.threads.addAll(c.threads());
        m.symptom = c.symptom();
        m.trigger = c.trigger();
        m.tokens.addAll(c.tokens());
        m.updated = c.updated();
        return m;
    }

    /** Takes in everything {@code other} knows; this cluster's title, status and figures win where both have one. */
    void absorb(MutableCluster other) {
        other.members.forEach(members::putIfAbsent);
        drivers.addAll(other.drivers);
        hardware.addAll(other.hardware);
        good.addAll(other.good);
        bad.addAll(other.bad);
        if (throughput.before() == null && throughput.after() == null) {
            throughput = other.throughput;
        }
        other.suspects.forEach((hash, s) -> suspects.merge(hash, s, (a, b) -> a.score() >= b.score() ? a : b));
        other.fixes.stream().filter(f -> !fixes.contains(f)).forEach(fixes::add);
        related.addAll(other.related);
        related.remove(id);
        related.remove(other.id);
        history.addAll(other.history);
        threads.addAll(other.threads);
        symptom = symptom != null ? symptom : other.symptom;
        trigger = trigger != null ? trigger : other.trigger;
        tokens.addAll(other.tokens);
        touch(other.updated);
    }

    void touch(String at) {
        if (at != null && (updated == null || at.compareTo(updated) > 0)) {
            updated = at;
        }
    }

    Cluster toCluster() {
        return new Cluster(id, title, status, List.copyOf(members.values()), List.copyOf(drivers),
                List.copyOf(hardware), new Cluster.Kernels(KernelSort.sorted(good), KernelSort.sorted(bad)), throughput,
                List.copyOf(suspects.values()), List.copyOf(fixes), List.copyOf(related), List.copyOf(history),
                List.copyOf(threads), symptom, trigger, List.copyOf(tokens), updated);
    }
}
