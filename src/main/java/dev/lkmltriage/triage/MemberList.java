package dev.lkmltriage.triage;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A cluster's members in the order they joined, with each message id's first member record found in constant time
 * ({@link #first}): the questions asked of one member per message (is it a fix, did the thread's root join by its own
 * evidence) no longer walk a list that grows with the cluster (session 34; issue 4 wants the cost per message flat).
 * How many records hold each role is kept too ({@link #count}): "has the cluster a report", "is it fixes alone" are
 * asked of every candidate cluster a patch or a report meets, and a walk answering them visits every member of a
 * cluster without the role sought (session 35).
 * The index follows the list's own mutators: {@code add} and {@code addAll} index the new records, anything that
 * removes, replaces or reorders records rebuilds it (a removal through an iterator or a sub-list would not: the
 * clusterer uses none).
 */
final class MemberList extends ArrayList<Cluster.Member> {
    private final transient Map<String, Cluster.Member> first = new HashMap<>();
    private final transient Map<String, Integer> roles = new HashMap<>();

    /** The first member record of {@code messageId} in join order (as a walk of the list finds it), or null. */
    Cluster.Member first(String messageId) {
        return first.get(messageId);
    }

    /** How many member records hold {@code role} (records, not messages: as a walk of the list counts them). */
    int count(String role) {
        return roles.getOrDefault(role, 0);
    }

    /** Whether any member record holds one of {@code roles}. */
    boolean hasAny(String... roles) {
        for (String role : roles) {
            if (count(role) > 0) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean add(Cluster.Member m) {
        super.add(m);
        index(m);
        return true;
    }

    @Override
    public boolean addAll(Collection<? extends Cluster.Member> ms) {
        boolean changed = false;
        for (Cluster.Member m : ms) {
            changed |= add(m);
        }
        return changed;
    }

    @Override
    public void add(int index, Cluster.Member m) {
        super.add(index, m);
        reindex();
    }

    @Override
    public boolean addAll(int index, Collection<? extends Cluster.Member> ms) {
        boolean changed = super.addAll(index, ms);
        reindex();
        return changed;
    }

    @Override
    public Cluster.Member set(int index, Cluster.Member m) {
        Cluster.Member old = super.set(index, m);
        reindex();
        return old;
    }

    @Override
    public Cluster.Member remove(int index) {
        Cluster.Member old = super.remove(index);
        reindex();
        return old;
    }

    @Override
    public boolean remove(Object o) {
        boolean changed = super.remove(o);
        reindex();
        return changed;
    }

    @Override
    public boolean removeIf(Predicate<? super Cluster.Member> filter) {
        boolean changed = super.removeIf(filter);
        reindex();
        return changed;
    }

    @Override
    public boolean removeAll(Collection<?> c) {
        boolean changed = super.removeAll(c);
        reindex();
        return changed;
    }

    @Override
    public boolean retainAll(Collection<?> c) {
        boolean changed = super.retainAll(c);
        reindex();
        return changed;
    }

    @Override
    public void replaceAll(java.util.function.UnaryOperator<Cluster.Member> op) {
        super.replaceAll(op);
        reindex();
    }

    @Override
    public void sort(java.util.Comparator<? super Cluster.Member> c) {
        super.sort(c);
        reindex();
    }

    @Override
    public void clear() {
        super.clear();
        first.clear();
        roles.clear();
    }

    private void index(Cluster.Member m) {
        first.putIfAbsent(m.messageId(), m);
        roles.merge(m.role(), 1, Integer::sum);
    }

    private void reindex() {
        first.clear();
        roles.clear();
        for (Cluster.Member m : this) {
            index(m);
        }
    }

    @Override
    public boolean equals(Object o) {
        return super.equals(o);
    }

    @Override
    public int hashCode() {
        return super.hashCode();
    }
}
