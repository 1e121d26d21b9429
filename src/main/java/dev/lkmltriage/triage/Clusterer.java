package dev.lkmltriage.triage;

import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.report.Report;
import java.time.Instant;
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
 * Places reports into clusters one at a time. A message joins its thread's cluster (as a reply, or as a fix when it
 * is a patch); a patch outside such threads joins the cluster whose culprit it fixes or whose report it links to;
 * a report is scored against candidate clusters found through the culprit, device, driver and link maps (at most
 * {@value #MAX_CANDIDATES_PER_KEY} per key, the most recent) and joins the best one scoring above zero as a
 * duplicate, or starts a cluster. The cost per message is bounded by the candidate caps, not by the number of
 * clusters. Not thread-safe: one ingest places messages in order.
 */
public final class Clusterer {
    static final int MAX_CANDIDATES_PER_KEY = 64;
    /**
     * A message that reaches more clusters than this through its links, culprits and fixes is a hub (a regression
     * list, a reply quoting many reports): it may join its own thread, but its links and commits are not taken.
     */
    static final int MAX_LINKED_CLUSTERS = 2;
    /** Naming more commits as culprits or fixes than this makes a message a hub too (a pull request, a series). */
    static final int MAX_COMMITS_NAMED = 6;

    private final ClusterWeights weights;
    private final Map<String, ClusterState> clusters = new LinkedHashMap<>();
    private final Map<String, String> byThread = new HashMap<>();
    private final Map<String, String> byMessage = new HashMap<>();
    private final Map<String, Deque<String>> byCulprit = new HashMap<>();
    private final Map<String, Deque<String>> byDevice = new HashMap<>();
    private final Map<String, Deque<String>> byDriver = new HashMap<>();
    /** Bug-tracker entry ({@code bugzilla:N}) → the clusters whose members named it, most recent first. */
    private final Map<String, Deque<String>> byBug = new HashMap<>();
    /**
     * Commit (its {@link Hashes#key}) → the clusters whose reports or replies mentioned it without blaming it ("this
     * started with 66ff14e59e8a", "could it be X?"): a later patch that says it {@code Fixes:} that commit is their
     * fix even when it names no report.
     */
    private final Map<String, Deque<String>> byMention = new HashMap<>();
    /** A message naming more commits than this is listing them (a git log, a bisect), not pointing at one. */
    static final int MAX_MENTIONS = 3;
    /** First words of a blamed commit's title ({@link CommitTitles#key}) → the clusters blaming it. */
    private final Map<String, Deque<String>> byTitle = new HashMap<>();
    /**
     * The threads any message has been offered from: a reply whose thread was never seen is an orphan (its start
     * never reached this archive) and may be the only trace of a report.
     */
    private final Set<String> seenThreads = new java.util.HashSet<>();
    /** Log-line fingerprint → the clusters whose reports pasted it (its length tells how common it is). */
    private final Map<Long, Deque<String>> byLog = new HashMap<>();
    /** Normalized subject of each cluster's first report (of at least {@value #MIN_SUBJECT_WORDS} words). */
    private final Map<String, String> byReportSubject = new HashMap<>();
    static final int MIN_SUBJECT_WORDS = 3;
    private final Set<String> changed = new LinkedHashSet<>();

    public Clusterer(ClusterWeights weights) {
        this.weights = weights;
    }

    /** Rebuilds the maps from stored clusters (as {@link #changed()} returned them before). */
    public void restore(Collection<Cluster> stored) {
        for (Cluster c : stored) {
            ClusterState s = ClusterState.of(c);
            clusters.put(s.id, s);
            index(s);
        }
    }

    /**
     * Places one message. Returns the decision, or null when the message belongs to no regression (a patch or
     * reply unrelated to any report, a pull request, a robot's mail).
     */
    public Placement place(Report r) {
        if (byMessage.containsKey(r.messageId())) {
            return null;
        }
        ReportFeatures f = ReportFeatures.of(r);
        MessageKind kind = r.facts().kind();
        String at = r.mail().date() == null ? Instant.now().toString() : r.mail().date().toInstant().toString();
        String threadCluster = byThread.get(r.threadId());
        boolean orphan = kind == MessageKind.REPLY && threadCluster == null && !seenThreads.contains(r.threadId());
        seenThreads.add(r.threadId());
        if (orphan && ReportFeatures.orphanOfReport(r)) {
            f = f.withLogLines(LogLines.of(r.mail()));
            // "Re: <a report's subject>" whose parent never arrived: the thread that report started, continued.
            String bySubject = resolve(byReportSubject.get(Subjects.normalize(r.mail().subject())));
            ClusterState c = bySubject == null ? null : clusters.get(bySubject);
            if (c != null) {
                return join(c, r, f, "reply", "same subject as the report (its parent never arrived)", 1.0, at);
            }
        }
        Set<String> reached = reachableClusters(f);
        int reach = reached.size();
        int named = f.culprits().size() + f.fixes().size();
        if (reach > MAX_LINKED_CLUSTERS || named > MAX_COMMITS_NAMED) {
            // A hub: joining with its facts would glue every cluster it names into one.
            if (threadCluster == null || r.threadId().equals(r.messageId())) {
                return null;
            }
            return attach(clusters.get(threadCluster), r.messageId(), r.threadId(), "reply", "same thread (a hub: "
                    + reach + " clusters, " + named + " commits named; its links and commits not taken)", at);
        }
        if (reach == 2 && kind == MessageKind.PATCH && undoesACause(r, f, reached)) {
            // Only a patch that undoes a cause bridges: a revert, or a fix of the commit one of the clusters blames,
            // that also cites the other report is one bug's fix. A report or reply citing two ("like X, or maybe
            // Y") says no such thing, nor does a new feature's patch citing every report that motivated it.
            bridge(reached, r.messageId());
            threadCluster = byThread.get(r.threadId());
        }
        if (threadCluster != null && !r.threadId().equals(r.messageId())) {
            ClusterState c = clusters.get(threadCluster);
            String role = kind == MessageKind.PATCH ? "fix" : "reply";
            return join(c, r, f, role, "same thread", 1.0, at);
        }
        if (kind == MessageKind.PATCH) {
            ClusterState fixed = fixedBy(f);
            if (fixed == null) {
                if (r.threadId().equals(r.messageId())) {
                    unplacedPatches.put(r.messageId(), r.threadId());
                }
                return null;
            }
            Placement p = join(fixed, r, f, "fix", fixReason(fixed, f), 1.0, at);
            pullLinkedPatches(fixed, f, r.messageId(), at);
            return p;
        }
        if (kind != MessageKind.REPORT && !(kind == MessageKind.OTHER && ReportFeatures.looksLikeReport(r, f))
                && !(orphan && ReportFeatures.orphanOfReport(r))) {
            return null;
        }
        ClusterState best = null;
        Signals bestSignals = null;
        double bestScore = 0;
        Set<Long> rare = rareLines(f);
        for (ClusterState c : candidates(f, rare)) {
            Signals s = Scoring.signals(f, c, rare);
            double score = weights.score(s);
            if (score > bestScore) {
                best = c;
                bestSignals = s;
                bestScore = score;
            }
        }
        if (best != null) {
            return join(best, r, f, "duplicate", bestSignals.describe(), bestScore, at);
        }
        return create(r, f, at);
    }

    private Placement create(Report r, ReportFeatures f, String at) {
        ClusterState c = new ClusterState(Scoring.idFor(r.messageId()));
        c.symptom = f.symptom();
        c.trigger = f.trigger();
        c.history.add(new Cluster.StatusChange("open", at, r.messageId(), "first report"));
        clusters.put(c.id, c);
        Placement p = join(c, r, f, "report", "first report", 1.0, at);
        String subject = Subjects.normalize(r.mail().subject());
        if (subject.split("\\s+").length >= MIN_SUBJECT_WORDS) {
            byReportSubject.putIfAbsent(subject, c.id);
        }
        relate(c, f);
        return p;
    }

    private Placement join(ClusterState c, Report r, ReportFeatures f, String role, String reason, double score,
                           String at) {
        c.members.add(new Cluster.Member(r.messageId(), role, reason, score));
        c.memberIds.add(r.messageId());
        c.threads.add(r.threadId());
        c.updated = at;
        if (!role.equals("reply") || c.members.size() == 1) {
            c.tokens.addAll(f.tokens());
        }
        if (role.equals("report") || role.equals("duplicate")) {
            c.drivers.addAll(f.drivers());
            c.devices.addAll(f.devices());
            c.good.addAll(f.good());
            c.bad.addAll(f.bad());
            if (c.before == null && r.facts().regression() != null) {
                c.before = r.facts().regression().before();
                c.after = r.facts().regression().after();
            }
        }
        Facts2Cluster.suspects(c, r);
        Facts2Cluster.status(c, r, role, at);
        c.title = Titles.title(c, r);
        // Only what this member added: re-indexing the whole cluster on every join would make a big cluster
        // cost its size on each message.
        byMessage.put(r.messageId(), c.id);
        byThread.put(r.threadId(), c.id);
        c.suspects.keySet().forEach(h -> push(byCulprit, Hashes.key(h), c.id));
        f.devices().forEach(d -> {
            if (c.devices.contains(d)) {
                push(byDevice, d, c.id);
            }
        });
        f.drivers().forEach(d -> {
            if (c.drivers.contains(d)) {
                push(byDriver, d, c.id);
            }
        });
        if (role.equals("report") || role.equals("duplicate")) {
            c.logLines.addAll(f.logLines());
            f.logLines().forEach(h -> push(byLog, h, c.id));
        }
        c.bugs.addAll(f.bugs());
        f.bugs().forEach(b -> push(byBug, b, c.id));
        if (!role.equals("fix") && f.refs().size() <= MAX_MENTIONS) {
            f.refs().forEach(h -> push(byMention, Hashes.key(h), c.id));
        }
        c.culpritTitles.addAll(f.titles());
        f.titles().forEach(t -> push(byTitle, CommitTitles.key(t), c.id));
        changed.add(c.id);
        return new Placement(c.id, role, reason, score);
    }

    private ClusterState fixedBy(ReportFeatures f) {
        for (String link : f.links()) {
            String id = byMessage.get(link);
            if (id != null && clusters.containsKey(id)) {
                return clusters.get(id);
            }
        }
        for (String hash : f.culprits()) {
            for (String id : lookup(byCulprit, hash)) {
                if (clusters.containsKey(id)) {
                    return clusters.get(id);
                }
            }
        }
        for (String title : f.titles()) {
            ClusterState c = byTitle(title);
            if (c != null) {
                return c;
            }
        }
        // Fixes: a commit only one cluster's messages mentioned (none blamed it: that was looked up above).
        for (String hash : f.culprits()) {
            Deque<String> q = byMention.get(Hashes.key(hash));
            String id = q != null && q.size() == 1 ? resolve(q.peekFirst()) : null;
            if (id != null && clusters.containsKey(id)) {
                return clusters.get(id);
            }
        }
        // A patch naming the report's bugzilla entry, or reverting / referring to the commit the cluster blames.
        for (String bug : f.bugs()) {
            for (String id : byBug.getOrDefault(bug, new ArrayDeque<>())) {
                if (clusters.containsKey(id)) {
                    return clusters.get(id);
                }
            }
        }
        for (String hash : f.refs()) {
            for (String id : lookup(byCulprit, hash)) {
                ClusterState c = clusters.get(id);
                if (c != null && c.suspects.keySet().stream().anyMatch(s -> Hashes.samePrefix(s, hash))) {
                    return c;
                }
            }
        }
        return null;
    }

    /** The clusters a message points at: by its links, and the most recent cluster of each commit it names. */
    private Set<String> reachableClusters(ReportFeatures f) {
        Set<String> ids = new LinkedHashSet<>();
        for (String link : f.links()) {
            String id = byMessage.get(link);
            if (id != null) {
                ids.add(id);
            }
        }
        for (String title : f.titles()) {
            ClusterState c = byTitle(title);
            if (c != null) {
                ids.add(c.id);
            }
        }
        for (Set<String> hashes : List.of(f.culprits(), f.fixes(), f.refs())) {
            for (String h : hashes) {
                Deque<String> q = byCulprit.get(Hashes.key(h));
                if (q != null && !q.isEmpty()) {
                    ids.add(q.peekFirst());
                }
            }
        }
        // A bug entry counts only when nothing more direct does: a revert names the entry its target once fixed
        // (another problem) besides the report it answers, and would otherwise reach three clusters, as a hub does.
        if (ids.isEmpty()) {
            for (String bug : f.bugs()) {
                Deque<String> q = byBug.get(bug);
                if (q != null && !q.isEmpty()) {
                    ids.add(q.peekFirst());
                }
            }
        }
        return ids;
    }

    private String fixReason(ClusterState c, ReportFeatures f) {
        for (String link : f.links()) {
            if (c.memberIds.contains(link)) {
                return "links to " + link;
            }
        }
        for (String hash : f.culprits()) {
            if (c.suspects.keySet().stream().anyMatch(s -> Hashes.samePrefix(s, hash))) {
                return "fixes suspect " + hash;
            }
        }
        for (String hash : f.culprits()) {
            Deque<String> q = byMention.get(Hashes.key(hash));
            if (q != null && q.contains(c.id)) {
                return "fixes " + hash + ", which the cluster's messages mention";
            }
        }
        for (String title : f.titles()) {
            if (CommitTitles.intersect(Set.of(title), c.culpritTitles)) {
                return "undoes the blamed commit \"" + title + "\"";
            }
        }
        for (String bug : f.bugs()) {
            if (c.bugs.contains(bug)) {
                return "names " + bug;
            }
        }
        for (String hash : f.refs()) {
            if (c.suspects.keySet().stream().anyMatch(s -> Hashes.samePrefix(s, hash))) {
                return "refers to suspect " + hash;
            }
        }
        return "fixes a suspect";
    }

    private Set<Long> rareLines(ReportFeatures f) {
        Set<Long> out = new java.util.HashSet<>();
        for (Long h : f.logLines()) {
            Deque<String> q = byLog.get(h);
            if (q != null && q.size() <= Scoring.RARE_LINE_CLUSTERS) {
                out.add(h);
            }
        }
        return out;
    }

    private List<ClusterState> candidates(ReportFeatures f, Set<Long> rareLines) {
        Set<String> ids = new LinkedHashSet<>();
        f.culprits().forEach(h -> ids.addAll(lookup(byCulprit, h)));
        f.devices().forEach(d -> ids.addAll(byDevice.getOrDefault(d, new ArrayDeque<>())));
        f.drivers().forEach(d -> ids.addAll(byDriver.getOrDefault(d, new ArrayDeque<>())));
        f.links().forEach(l -> {
            String id = byMessage.get(l);
            if (id != null) {
                ids.add(id);
            }
        });
        f.bugs().forEach(b -> ids.addAll(byBug.getOrDefault(b, new ArrayDeque<>())));
        f.refs().forEach(h -> ids.addAll(lookup(byCulprit, h)));
        f.titles().forEach(t -> ids.addAll(byTitle.getOrDefault(CommitTitles.key(t), new ArrayDeque<>())));
        rareLines.forEach(h -> ids.addAll(byLog.get(h)));
        List<ClusterState> out = new ArrayList<>(ids.size());
        ids.forEach(id -> {
            ClusterState c = clusters.get(id);
            if (c != null) {
                out.add(c);
            }
        });
        return out;
    }

    /** Clusters with the same driver and symptom but another cause are related, both ways. */
    private void relate(ClusterState c, ReportFeatures f) {
        for (String d : f.drivers()) {
            for (String other : byDriver.getOrDefault(d, new ArrayDeque<>())) {
                ClusterState o = clusters.get(other);
                if (o != null && o != c && ReportFeatures.sameSymptom(o.symptom, c.symptom)) {
                    c.related.add(o.id);
                    o.related.add(c.id);
                    changed.add(o.id);
                }
            }
        }
    }

    private void index(ClusterState c) {
        c.threads.forEach(t -> byThread.put(t, c.id));
        c.memberIds.forEach(m -> byMessage.put(m, c.id));
        c.suspects.keySet().forEach(h -> push(byCulprit, Hashes.key(h), c.id));
        c.devices.forEach(d -> push(byDevice, d, c.id));
        c.drivers.forEach(d -> push(byDriver, d, c.id));
    }

    private static <K> void push(Map<K, Deque<String>> map, K key, String id) {
        Deque<String> q = map.computeIfAbsent(key, k -> new ArrayDeque<>());
        q.remove(id);
        q.addFirst(id);
        while (q.size() > MAX_CANDIDATES_PER_KEY) {
            q.removeLast();
        }
    }

    private static Collection<String> lookup(Map<String, Deque<String>> byHash, String hash) {
        return byHash.getOrDefault(Hashes.key(hash), new ArrayDeque<>());
    }

    /** For training: the candidates a message would be scored against, with their signals. */
    List<Candidate> candidatesOf(Report r) {
        ReportFeatures f = ReportFeatures.of(r);
        List<Candidate> out = new ArrayList<>();
        Set<Long> rare = rareLines(f);
        for (ClusterState c : candidates(f, rare)) {
            out.add(new Candidate(c.id, Scoring.signals(f, c, rare)));
        }
        return out;
    }

    /** For training: places a message where the labels say: into {@code clusterId}, or a new cluster when null. */
    String force(Report r, String clusterId, String role) {
        ReportFeatures f = ReportFeatures.of(r);
        String at = r.mail().date() == null ? Instant.now().toString() : r.mail().date().toInstant().toString();
        ClusterState c = clusterId == null ? null : clusters.get(clusterId);
        return c == null ? create(r, f, at).clusterId() : join(c, r, f, role, "label", 1.0, at).clusterId();
    }

    record Candidate(String clusterId, Signals signals) {
    }

    public Cluster get(String id) {
        ClusterState c = clusters.get(id);
        return c == null ? null : c.toCluster();
    }

    /** The cluster of a message, or null. */
    public String clusterOf(String messageId) {
        return byMessage.get(messageId);
    }

    public List<Cluster> all() {
        List<Cluster> out = new ArrayList<>(clusters.size());
        clusters.values().forEach(c -> out.add(c.toCluster()));
        return out;
    }

    /**
     * The clusters changed since the last call, for the store to persist. Call it when committing, not per message:
     * publishing a cluster costs its size.
     */
    public List<Cluster> drainChanged() {
        List<Cluster> out = new ArrayList<>(changed.size());
        changed.forEach(id -> {
            ClusterState c = clusters.get(id);
            if (c != null) {
                out.add(c.toCluster());
            }
        });
        changed.clear();
        return out;
    }

    /** Where a message went and why. */
    public record Placement(String clusterId, String role, String reason, double score) {
    }

    /** The current status of a cluster, or null when there is no such cluster. */
    public String statusOf(String clusterId) {
        ClusterState c = clusters.get(clusterId);
        return c == null ? null : c.status;
    }
    // Late parents: a thread's messages that arrived before their parent follow the thread's cluster.
    private final Set<String> removed = new LinkedHashSet<>();

    /**
     * Re-places messages that now belong to thread {@code threadId} (their parent arrived after them, and the
     * store re-threaded them from {@code oldThreadId}): each joins the thread's cluster as a reply, leaving the
     * cluster it was in (a cluster left empty is removed, see {@link #drainRemoved()}). Returns the new placement of
     * every message that moved; nothing when the thread has no cluster.
     */
    public Map<String, Placement> adopt(Collection<String> messageIds, String oldThreadId, String threadId) {
        String target = byThread.get(threadId);
        ClusterState t = target == null ? null : clusters.get(target);
        if (t == null) {
            return Map.of();
        }
        if (!oldThreadId.equals(threadId)) {
            byThread.put(oldThreadId, target);
        }
        Map<String, Placement> out = new LinkedHashMap<>();
        for (String id : messageIds) {
            String old = byMessage.get(id);
            if (target.equals(old)) {
                continue;
            }
            if (old != null && clusters.containsKey(old)) {
                leave(clusters.get(old), id);
            }
            out.put(id, attach(t, id, threadId, "reply", "same thread (its parent arrived later)", null));
        }
        return out;
    }

    private void leave(ClusterState c, String messageId) {
        c.members.removeIf(m -> m.messageId().equals(messageId));
        c.memberIds.remove(messageId);
        if (!c.members.isEmpty()) {
            changed.add(c.id);
            return;
        }
        clusters.remove(c.id);
        changed.remove(c.id);
        removed.add(c.id);
        for (String r : c.related) {
            ClusterState o = clusters.get(r);
            if (o != null && o.related.remove(c.id)) {
                changed.add(o.id);
            }
        }
    }

    /** Membership only: no facts, suspects or status taken from the message. */
    private Placement attach(ClusterState c, String messageId, String threadId, String role, String reason,
                             String at) {
        c.members.add(new Cluster.Member(messageId, role, reason, 1.0));
        c.memberIds.add(messageId);
        c.threads.add(threadId);
        if (at != null) {
            c.updated = at;
        }
        byMessage.put(messageId, c.id);
        byThread.put(threadId, c.id);
        changed.add(c.id);
        return new Placement(c.id, role, reason, 1.0);
    }

    /** The clusters removed since the last call (emptied by {@link #adopt}), for the store to delete. */
    public List<String> drainRemoved() {
        List<String> out = List.copyOf(removed);
        removed.clear();
        return out;
    }

    // Bridges: one message pointing at two clusters by explicit evidence says they are one problem.
    private final Map<String, String> mergedInto = new HashMap<>();
    private final List<Merge> merged = new ArrayList<>();

    /** Cluster {@code from} was merged into {@code into}: its members now belong to {@code into}. */
    public record Merge(String from, String into, String by) {
    }

    /**
     * Merges the two clusters a message links, names the bug of, or names the blamed commit of (a revert citing
     * one report and blaming the commit another report bisected; a fix linking two reports), unless they name
     * different causes: then they stay apart as related problems. The older cluster keeps its id.
     */
    private void bridge(Set<String> ids, String by) {
        List<ClusterState> two = new ArrayList<>(2);
        ids.forEach(id -> {
            ClusterState c = clusters.get(id);
            if (c != null) {
                two.add(c);
            }
        });
        if (two.size() != 2 || Bridges.conflicting(two.get(0), two.get(1))) {
            return;
        }
        ClusterState a = two.get(0);
        ClusterState b = two.get(1);
        boolean aOlder = a.history.isEmpty() || b.history.isEmpty()
                || a.history.get(0).at().compareTo(b.history.get(0).at()) <= 0;
        absorb(aOlder ? a : b, aOlder ? b : a, by);
    }

    private void absorb(ClusterState into, ClusterState from, String by) {
        Bridges.union(into, from, by);
        from.memberIds.forEach(m -> byMessage.put(m, into.id));
        from.threads.forEach(t -> byThread.put(t, into.id));
        into.suspects.keySet().forEach(h -> push(byCulprit, Hashes.key(h), into.id));
        into.devices.forEach(d -> push(byDevice, d, into.id));
        into.drivers.forEach(d -> push(byDriver, d, into.id));
        into.bugs.forEach(x -> push(byBug, x, into.id));
        into.culpritTitles.forEach(t -> push(byTitle, CommitTitles.key(t), into.id));
        from.logLines.forEach(h -> push(byLog, h, into.id));
        for (String rel : from.related) {
            ClusterState o = clusters.get(rel);
            if (o != null && o != into) {
                o.related.remove(from.id);
                o.related.add(into.id);
                into.related.add(o.id);
                changed.add(o.id);
            }
        }
        into.related.remove(from.id);
        clusters.remove(from.id);
        changed.remove(from.id);
        removed.add(from.id);
        mergedInto.put(from.id, into.id);
        changed.add(into.id);
        merged.add(new Merge(from.id, into.id, by));
    }

    /** A cluster id after merges (null stays null). */
    private String resolve(String id) {
        String at = id;
        while (at != null && mergedInto.containsKey(at)) {
            at = mergedInto.get(at);
        }
        return at;
    }

    /**
     * The merges since the last call, oldest first: the store moves the members of each {@code from} to
     * {@code into} (their documents say which cluster they are in); {@code from} is also in {@link #drainRemoved()}.
     */
    public List<Merge> drainMerged() {
        List<Merge> out = List.copyOf(merged);
        merged.clear();
        return out;
    }

    private boolean undoesACause(Report r, ReportFeatures f, Set<String> reached) {
        List<ClusterState> cs = new ArrayList<>(2);
        reached.forEach(id -> {
            if (clusters.get(id) != null) {
                cs.add(clusters.get(id));
            }
        });
        return Bridges.undoesACause(r.mail().subject(), f.culprits(), cs);
    }

    /** The most recent cluster blaming a commit of this title, or null. */
    private ClusterState byTitle(String title) {
        for (String id : byTitle.getOrDefault(CommitTitles.key(title), new ArrayDeque<>())) {
            ClusterState c = clusters.get(id);
            if (c != null && CommitTitles.intersect(Set.of(title), c.culpritTitles)) {
                return c;
            }
        }
        return null;
    }

    // Earlier fixes a later one links to: another author's patch (or series cover) for the same report, which
    // itself named no report and so was placed nowhere when it arrived.
    /** Thread-starting patches placed nowhere, most recent last; bounded so memory stays flat on any archive. */
    private final Map<String, String> unplacedPatches = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
            return size() > MAX_UNPLACED_PATCHES;
        }
    };
    static final int MAX_UNPLACED_PATCHES = 65_536;
    private final Map<String, Placement> linked = new LinkedHashMap<>();

    private void pullLinkedPatches(ClusterState c, ReportFeatures f, String by, String at) {
        for (String link : f.links()) {
            String thread = unplacedPatches.remove(link);
            if (thread != null && !byMessage.containsKey(link)) {
                linked.put(link, attach(c, link, thread, "fix", "an earlier fix that fix " + by + " links to", at));
            }
        }
    }

    /**
     * Messages placed since the last call that were placed nowhere when they arrived (a patch a later fix of a
     * cluster links to): the store writes their new cluster and role, as for {@link #adopt}.
     */
    public Map<String, Placement> drainLinked() {
        Map<String, Placement> out = Map.copyOf(linked);
        linked.clear();
        return out;
    }
}
