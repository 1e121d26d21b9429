package dev.lkmltriage.triage;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A cluster while the clusterer works on it; {@link #toCluster()} is its published form. */
final class ClusterState {
    final String id;
    final MemberList members = new MemberList();
    final Set<String> memberIds = new LinkedHashSet<>();
    final Set<String> threads = new LinkedHashSet<>();
    final Set<String> drivers = new LinkedHashSet<>();
    final Set<String> devices = new LinkedHashSet<>();
    final Set<String> good = new LinkedHashSet<>();
    final Set<String> bad = new LinkedHashSet<>();
    final Set<String> tokens = new LinkedHashSet<>();
    /**
     * Bug-tracker entries members named; not in {@link Cluster}, stored beside it as {@link ClusterKeys} (like the
     * six sets below) so a restore finds the cluster by them again.
     */
    final Set<String> bugs = new LinkedHashSet<>();
    /** Fingerprints of members' pasted log lines ({@link LogLines}), in the order seen (the store keeps the last). */
    final Set<Long> logLines = new LinkedHashSet<>();
    /** Titles of the commits members blame ({@link CommitTitles}). */
    final Set<String> culpritTitles = new LinkedHashSet<>();
    /** Commits members mentioned without blaming ({@link Hashes#key}): its keys in {@link ClusterIndex#byMention}. */
    final Set<String> mentions = new LinkedHashSet<>();
    /** Report subjects it owns in {@link ClusterIndex#byReportSubject} (its own, and those of clusters merged in). */
    final Set<String> reportSubjects = new LinkedHashSet<>();
    /** Its keys in {@link ClusterIndex#byAuthor} and {@link ClusterIndex#byWarning}. */
    final Set<String> authors = new LinkedHashSet<>();
    final Set<String> warnings = new LinkedHashSet<>();
    /** Its fixes' {@link PatchVersions#key}s: its keys in {@link ClusterIndex#byFixVersion}. */
    final Set<String> fixVersions = new LinkedHashSet<>();
    /** {@link TextSketch}es of its reports, duplicates and fixes by their encoded form, the last {@link TextTies#MAX_SKETCHES}. */
    final Map<String, TextSketch> sketches = new LinkedHashMap<>();
    /**
     * Series threads a part standing alone lent this cluster when it was placed by its own evidence (session 14):
     * there only answers to the part (or to another member) follow, not the cover and the answers to its sibling
     * parts ({@link SeriesParts#answersOnly}).
     */
    final Set<String> partThreads = new LinkedHashSet<>();
    /** The files its fixes of each blamed commit change, per author ({@link FixedFiles}): "hashKey author file". */
    final Set<String> fixFiles = new LinkedHashSet<>();
    /** Clusters merged into this one: {@link ClusterIndex#mergedInto} points them here. */
    final Set<String> merged = new LinkedHashSet<>();
    /** Culprit hash → how many members name it, and the first evidence. */
    final Map<String, Cluster.Suspect> suspects = new LinkedHashMap<>();
    final List<Cluster.Fix> fixes = new ArrayList<>();
    final Set<String> related = new LinkedHashSet<>();
    final List<Cluster.StatusChange> history = new ArrayList<>();
    String title;
    String status = "open";
    String symptom;
    String trigger;
    Double before;
    Double after;
    String updated;

    ClusterState(String id) {
        this.id = id;
    }

    static ClusterState of(Cluster c) {
        ClusterState s = new ClusterState(c.id());
        s.members.addAll(c.members());
        c.members().forEach(m -> s.memberIds.add(m.messageId()));
        s.threads.addAll(c.threads());
        s.drivers.addAll(c.drivers());
        s.devices.addAll(c.hardware());
        s.good.addAll(c.kernels().good());
        s.bad.addAll(c.kernels().bad());
        s.tokens.addAll(c.tokens());
        c.suspects().forEach(x -> s.suspects.put(x.hash(), x));
        s.fixes.addAll(c.fixes());
        s.related.addAll(c.related());
        s.history.addAll(c.history());
        s.title = c.title();
        s.status = c.status();
        s.symptom = c.symptom();
        s.trigger = c.trigger();
        s.before = c.throughput().before();
        s.after = c.throughput().after();
        s.updated = c.updated();
        return s;
    }

    /** What the store keeps beside {@link #toCluster()} for {@link #restoreKeys}. */
    ClusterKeys keys() {
        return new ClusterKeys(ClusterKeys.recent(bugs), ClusterKeys.recent(mentions),
                ClusterKeys.recent(culpritTitles), ClusterKeys.recent(logLines), ClusterKeys.recent(reportSubjects),
                ClusterKeys.recent(authors), ClusterKeys.recent(warnings), ClusterKeys.recent(merged),
                ClusterKeys.recent(fixVersions), List.copyOf(sketches.keySet()),
                ClusterKeys.recent(partThreads), ClusterKeys.recent(fixFiles));
    }

    /** Takes back what {@link #keys()} gave (the restore of a stored cluster). */
    void restoreKeys(ClusterKeys k) {
        bugs.addAll(k.bugs());
        mentions.addAll(k.mentions());
        culpritTitles.addAll(k.titles());
        logLines.addAll(k.logLines());
        reportSubjects.addAll(k.subjects());
        authors.addAll(k.authors());
        warnings.addAll(k.warnings());
        merged.addAll(k.merged());
        fixVersions.addAll(k.versions());
        partThreads.addAll(k.parts());
        fixFiles.addAll(k.fixFiles());
        k.sketches().forEach(e -> {
            TextSketch s = TextSketch.decode(e);
            if (s != null) {
                sketches.put(e, s);
            }
        });
    }

    Cluster toCluster() {
        Double change = before != null && after != null && before > 0 ? (after - before) / before * 100 : null;
        return new Cluster(id, title, status, List.copyOf(members), List.copyOf(drivers), List.copyOf(devices),
                new Cluster.Kernels(KernelSort.sorted(good), KernelSort.sorted(bad)),
                new Cluster.Throughput(before, after, change), List.copyOf(suspects.values()), List.copyOf(fixes),
                List.copyOf(related), List.copyOf(history), List.copyOf(threads), symptom, trigger,
                List.copyOf(tokens), updated);
    }

    /** True when a suspect of this cluster and {@code hash} are one commit (one is the other's prefix). */
    boolean blames(String hash) {
        return suspects.keySet().stream().anyMatch(s -> Hashes.samePrefix(s, hash));
    }

    /** The one culprit most members agree on, or null. */
    String mainCulprit() {
        return suspects.values().stream().filter(s -> s.role().equals("culprit"))
                .max((a, b) -> Double.compare(a.score(), b.score())).map(Cluster.Suspect::hash).orElse(null);
    }
}
