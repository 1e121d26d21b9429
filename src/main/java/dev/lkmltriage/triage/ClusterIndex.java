package dev.lkmltriage.triage;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The clusters a {@link Clusterer} holds and the inverted maps that find them (thread, message, culprit, device,
 * driver, bug entry, mentioned commit, blamed title, log line, report subject), each key keeping at most
 * {@value #MAX_CANDIDATES_PER_KEY} clusters, the most recent first, so a lookup costs the same on any archive. Also
 * what changed, was removed or was merged since the store last asked. The pieces of the clusterer share this one
 * state; none of them keeps maps of its own.
 */
final class ClusterIndex {
    static final int MAX_CANDIDATES_PER_KEY = 64;

    final Map<String, ClusterState> clusters = new LinkedHashMap<>();
    final Map<String, String> byThread = new HashMap<>();
    final Map<String, String> byMessage = new HashMap<>();
    final Map<String, Deque<String>> byCulprit = new HashMap<>();
    final Map<String, Deque<String>> byDevice = new HashMap<>();
    final Map<String, Deque<String>> byDriver = new HashMap<>();
    /**
     * Driver family ({@link DriverFamily#of}) → the clusters carrying a driver of it (session 42): a report naming
     * {@code rtsx_pci} meets a cluster whose log named {@code rtsx_pci_sdmmc}, as the score already counts them one.
     */
    final Map<String, Deque<String>> byFamily = new HashMap<>();
    /** Bug-tracker entry ({@code bugzilla:N}) → the clusters whose members named it, most recent first. */
    final Map<String, Deque<String>> byBug = new HashMap<>();
    /**
     * Commit (its {@link Hashes#key}) → the clusters whose reports or replies mentioned it without blaming it ("this
     * started with 66ff14e59e8a", "could it be X?"): a later patch that says it {@code Fixes:} that commit is their
     * fix even when it names no report.
     */
    final Map<String, Deque<String>> byMention = new HashMap<>();
    /** First words of a blamed commit's title ({@link CommitTitles#key}) → the clusters blaming it. */
    final Map<String, Deque<String>> byTitle = new HashMap<>();
    /** Log-line fingerprint → the clusters whose reports pasted it (its length tells how common it is). */
    final Map<Long, Deque<String>> byLog = new HashMap<>();
    /** Normalized subject of each cluster's first report (of at least {@link Membership#MIN_SUBJECT_WORDS} words). */
    final Map<String, String> byReportSubject = new HashMap<>();
    /** Cluster merged away → the cluster it went into. */
    final Map<String, String> mergedInto = new HashMap<>();
    /** Sender address of a report or duplicate → its clusters ({@link Reporters}): whom a fix credits. */
    final Map<String, Deque<String>> byAuthor = new HashMap<>();
    /** Compiler or sparse diagnostic a report quoted ({@link BuildWarnings}) → its clusters. */
    final Map<String, Deque<String>> byWarning = new HashMap<>();
    /**
     * A fix's {@link PatchVersions#key} (author and title) → the clusters it is a fix of: a later posting of the same
     * patch (v2, a RESEND, a re-post months on) that names nothing else is their fix too.
     */
    final Map<String, Deque<String>> byFixVersion = new HashMap<>();
    /** A {@link TextSketch} band → the clusters whose members' sketches have it ({@link TextTies}). */
    final Map<Long, Deque<String>> byBand = new HashMap<>();
    final Set<String> changed = new LinkedHashSet<>();
    final Set<String> removed = new LinkedHashSet<>();
    /**
     * The messages {@link Membership} made members since the clusterer began placing the current message, whatever
     * tied them in: the answers that strayed with one follow it ({@link PartAnswers}).
     */
    final List<String> joinedNow = new ArrayList<>();

    /**
     * Indexes a stored cluster (a restore) under every map: thread, members, culprits, devices and drivers from the
     * cluster itself, the rest from its {@link ClusterKeys} (so a later run finds it as the run that built it did).
     */
    void index(ClusterState c) {
        c.threads.forEach(t -> byThread.put(t, c.id));
        c.memberIds.forEach(m -> byMessage.put(m, c.id));
        c.suspects.keySet().forEach(h -> push(byCulprit, Hashes.key(h), c.id));
        c.devices.forEach(d -> push(byDevice, d, c.id));
        c.drivers.forEach(d -> pushDriver(d, c.id));
        c.bugs.forEach(b -> push(byBug, b, c.id));
        c.mentions.forEach(h -> push(byMention, h, c.id));
        c.culpritTitles.forEach(t -> push(byTitle, CommitTitles.key(t), c.id));
        c.logLines.forEach(h -> push(byLog, h, c.id));
        c.reportSubjects.forEach(s -> byReportSubject.putIfAbsent(s, c.id));
        c.authors.forEach(a -> push(byAuthor, a, c.id));
        c.warnings.forEach(w -> push(byWarning, w, c.id));
        c.merged.forEach(m -> mergedInto.put(m, c.id));
        c.fixVersions.forEach(v -> push(byFixVersion, v, c.id));
        c.sketches.values().forEach(s -> TextTies.index(this, c.id, s));
    }

    /** Drops a cluster (emptied or merged away): the store deletes it at the next drain. */
    void remove(ClusterState c) {
        clusters.remove(c.id);
        changed.remove(c.id);
        removed.add(c.id);
    }

    /** The clusters of these ids that still exist, in the order given. */
    List<ClusterState> live(Collection<String> ids) {
        List<ClusterState> out = new ArrayList<>(ids.size());
        ids.forEach(id -> {
            ClusterState c = clusters.get(id);
            if (c != null) {
                out.add(c);
            }
        });
        return out;
    }

    /** A cluster id after merges (null stays null). */
    String resolve(String id) {
        String at = id;
        while (at != null && mergedInto.containsKey(at)) {
            at = mergedInto.get(at);
        }
        return at;
    }

    /** The most recent cluster blaming a commit of this title, or null. */
    ClusterState byTitle(String title) {
        for (String id : ids(byTitle, CommitTitles.key(title))) {
            ClusterState c = clusters.get(id);
            if (c != null && CommitTitles.intersect(Set.of(title), c.culpritTitles)) {
                return c;
            }
        }
        return null;
    }

    /** The clusters blaming a commit with this hash's first digits, most recent first. */
    Collection<String> culprit(String hash) {
        return ids(byCulprit, Hashes.key(hash));
    }

    /** The clusters under a key, most recent first; none when the key is unknown. */
    static <K> Collection<String> ids(Map<K, Deque<String>> map, K key) {
        Deque<String> q = map.get(key);
        return q == null ? List.of() : q;
    }

    /** Makes {@code id} the most recent cluster under driver {@code d} and under its family. */
    void pushDriver(String d, String id) {
        push(byDriver, d, id);
        push(byFamily, DriverFamily.of(d), id);
    }

    /** Makes {@code id} the most recent cluster under {@code key}, dropping the oldest past the cap. */
    static <K> void push(Map<K, Deque<String>> map, K key, String id) {
        pushCapped(map, key, id, MAX_CANDIDATES_PER_KEY);
    }

    /** {@link #push} with another cap. */
    static <K> void pushCapped(Map<K, Deque<String>> map, K key, String id, int cap) {
        Deque<String> q = map.computeIfAbsent(key, k -> new ArrayDeque<>());
        q.remove(id);
        q.addFirst(id);
        while (q.size() > cap) {
            q.removeLast();
        }
    }
}
