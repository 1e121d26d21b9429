package dev.lkmltriage.triage;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Thread-starting patches placed nowhere (they named no report when they arrived), remembered (at most
 * {@value #MAX_UNPLACED_PATCHES}, the most recent, so memory stays flat on any archive) until something ties them to
 * a cluster:
 * <ul>
 * <li>a fix of a cluster links to one (another author's patch or series cover for the same report);</li>
 * <li>a fix of a cluster is a later posting of one ({@link PatchVersions#key}: same author, same title), or adds
 * {@value PatchVersions#MIN_SHARED_LINES} of the lines its diff added ({@link PatchVersions#addedLines}: the same
 * author's RFC under another title);</li>
 * <li>a later patch names the same bug entry as one ({@link #namingBug}): the two are fixes of that entry and start
 * its cluster;</li>
 * <li>a later fix by another author links to one ({@link #othersLinked}: "previous attempts: ..."): the two are
 * fixes of one problem and start its cluster;</li>
 * <li>a later fix by the same author is another posting of one ({@link #ownEarlier}: the same title, the same added
 * lines, a link to it from a changelog, or a reworked title fixing the same commit): the postings start their fix's
 * cluster (session 9);</li>
 * <li>a later lone patch by another author fixing the same commit with the same hunk is another posting of one
 * ({@link #othersSameHunk}, {@link PatchHunks}): people who hit one bug independently (session 14).</li>
 * </ul>
 * A later patch of the same author whose removed lines are an earlier patch's added lines is a follow-up of that fix
 * (it moves or changes it), never another posting of it ({@link #followsUp}).
 */
final class LinkedPatches {
    static final int MAX_UNPLACED_PATCHES = 65_536;
    /** Unplaced patches kept per version key or bug entry (a long-lived series re-posted many times). */
    private static final int MAX_PER_KEY = 16;
    /** Unplaced patches kept per day (the archive's busiest days carry a few dozen thread-starting patches). */
    private static final int MAX_PER_DAY = 128;
    /** Unplaced series parts kept per version key: the rounds of one fix posted as a part. */
    private static final int MAX_PARTS_PER_VERSION = 4;

    /**
     * An unplaced patch: its thread, its sender's address (null when unknown, and for a backport, which is no attempt
     * of its own), its {@link PatchVersions#key} (or null), the bug entries it names and its
     * {@link PatchVersions#addedLines} and the commits its {@code Fixes:} tags name ({@link PatchVersions#fixed}),
     * and the thread it was posted in ({@code series}): its own thread for a thread-starting patch, the series'
     * thread for a part standing alone under its own id ({@link SeriesParts#namesItsBug}).
     */
    record Unplaced(String threadId, String sender, String version, Set<String> bugs, Set<Long> lines,
                    Set<String> fixed, String series, Set<Long> hunks, String postedAt, Set<Long> removed) {
        /** Whether this patch was posted in thread {@code threadId} or series thread {@code series}. */
        boolean postedIn(String threadId, String series) {
            return this.threadId.equals(threadId) || this.threadId.equals(series) || this.series.equals(threadId)
                    || this.series.equals(series);
        }
    }

    private final ClusterIndex ix;
    private final Membership members;
    private final Map<String, Deque<String>> byVersion = new HashMap<>();
    private final Map<String, Deque<String>> byBug = new HashMap<>();
    private final Map<Long, Deque<String>> byLine = new HashMap<>();
    private final Map<String, Deque<String>> byFixed = new HashMap<>();
    /** Call-trace keys ({@link TraceFrames}) of unplaced patches whose changelog pastes a trace (session 14). */
    private final Map<Long, Deque<String>> byTrace = new HashMap<>();
    private final Map<String, Set<Long>> traces = new HashMap<>();
    /** When each of those was remembered (a counter): the most recent of several is the one a report pulls. */
    private final Map<String, Long> tracedSeq = new HashMap<>();
    private long traceCount;
    private final Map<Long, Deque<String>> byHunk = new HashMap<>();
    /** By the UTC day posted ("2019-12-11"): an lkml.org URL names a day, not a message ({@link LkmlDayLinks}). */
    private final Map<String, Deque<String>> byDay = new HashMap<>();
    /** Message id → the unplaced patch, most recent last. */
    private final Map<String, Unplaced> unplaced = new CappedMap<>(MAX_UNPLACED_PATCHES, this::forget);
    private final Map<String, Clusterer.Placement> linked = new LinkedHashMap<>();
    /**
     * Series parts placed nowhere, by {@link PatchVersions#key} (session 19): a fix sent first as a part of a small
     * series ("[PATCH 2/2] PCI: pciehp: Prevent deadlock on disconnect") and later alone or in another round under
     * the same title is one fix; when a posting of it becomes a cluster's fix, the part joins too, standing alone.
     */
    private final Map<String, Deque<String>> partsByVersion = new CappedMap<>(MAX_UNPLACED_PATCHES);

    LinkedPatches(ClusterIndex ix, Membership members) {
        this.ix = ix;
        this.members = members;
    }

    /**
     * A thread-starting patch that was placed nowhere, with its sender's address and version key (each may be null),
     * bug entries, lines and fixed commits.
     */
    void unplaced(String messageId, String threadId, String sender, String version, Set<String> bugs,
                  Set<Long> lines, Set<String> fixed) {
        unplaced(messageId, threadId, sender, version, bugs, lines, fixed, threadId);
    }

    /**
     * {@link #unplaced(String, String, String, String, Set, Set, Set)} for a patch posted in thread {@code series}
     * (a series part standing alone under its own id {@code threadId}; {@code series} equals {@code threadId} for a
     * thread-starting patch).
     */
    void unplaced(String messageId, String threadId, String sender, String version, Set<String> bugs,
                  Set<Long> lines, Set<String> fixed, String series) {
        unplaced(messageId, threadId, sender, version, bugs, lines, fixed, series, Set.of(), null, Set.of());
    }

    /**
     * {@link #unplaced(String, String, String, String, Set, Set, Set, String)} with the patch's {@link PatchHunks}
     * keys, when it was posted ({@code postedAt}, an ISO instant, or null when unknown: then no hunk ties it) and
     * the lines it removes ({@link PatchVersions#removedLines}: when it joins a cluster, the patches it follows up
     * stay out).
     */
    void unplaced(String messageId, String threadId, String sender, String version, Set<String> bugs,
                  Set<Long> lines, Set<String> fixed, String series, Set<Long> hunks, String postedAt,
                  Set<Long> removed) {
        Unplaced u = new Unplaced(threadId, sender, version,
                bugs.size() > PatchVersions.MAX_BUGS ? Set.of() : Set.copyOf(bugs), Set.copyOf(lines),
                fixed.size() > PatchVersions.MAX_BUGS ? Set.of() : Set.copyOf(fixed),
                series == null ? threadId : series, Set.copyOf(hunks), postedAt, Set.copyOf(removed));
        unplaced.put(messageId, u);
        if (version != null) {
            ClusterIndex.pushCapped(byVersion, version, messageId, MAX_PER_KEY);
        }
        u.bugs().forEach(b -> ClusterIndex.pushCapped(byBug, b, messageId, MAX_PER_KEY));
        u.lines().forEach(l -> ClusterIndex.pushCapped(byLine, l, messageId, MAX_PER_KEY));
        u.fixed().forEach(h -> ClusterIndex.pushCapped(byFixed, h, messageId, MAX_PER_KEY));
        u.hunks().forEach(h -> ClusterIndex.pushCapped(byHunk, h, messageId, MAX_PER_KEY));
        String day = day(u);
        if (day != null) {
            ClusterIndex.pushCapped(byDay, day, messageId, MAX_PER_DAY);
        }
    }

    /** The unplaced patches (not backports) posted on UTC day {@code day} ("2019-12-11"), most recent first. */
    Collection<String> postedOn(String day) {
        return ClusterIndex.ids(byDay, day);
    }

    private static String day(Unplaced u) {
        return u.sender() == null || u.postedAt() == null || u.postedAt().length() < 10 ? null
                : u.postedAt().substring(0, 10);
    }

    /** The sender of unplaced patch {@code messageId}, or null when it is not (or no longer) unplaced or unknown. */
    String unplacedSender(String messageId) {
        Unplaced u = unplaced.get(messageId);
        return u == null ? null : u.sender();
    }

    /** The keys unplaced patch {@code messageId} is found by, or null when it is not (or no longer) unplaced. */
    PatchKeys keysOf(String messageId) {
        Unplaced u = unplaced.get(messageId);
        return u == null ? null : new PatchKeys(u.sender(), u.version(), List.copyOf(u.bugs()),
                List.copyOf(u.lines()), List.copyOf(u.fixed()), List.copyOf(traces.getOrDefault(messageId, Set.of())),
                List.copyOf(u.hunks()), u.postedAt(), List.copyOf(u.removed()));
    }

    /**
     * Unplaced patch {@code messageId} pastes call traces with these keys ({@link TraceFrames}): a report showing
     * one of them later pulls it in ({@link #tracing}). Nothing when it is not (or no longer) unplaced.
     */
    void traced(String messageId, Set<Long> keys) {
        if (keys.isEmpty() || !unplaced.containsKey(messageId)) {
            return;
        }
        Set<Long> own = Set.copyOf(keys);
        traces.put(messageId, own);
        tracedSeq.put(messageId, traceCount++);
        own.forEach(k -> ClusterIndex.pushCapped(byTrace, k, messageId, MAX_PER_KEY));
    }

    /**
     * A report in {@code c} shows call-trace keys {@code rare} (carried by few clusters): the most recent unplaced
     * patch outside thread {@code threadId} pasting one of them joins {@code c} as its fix, with that patch's own
     * earlier postings ({@link #versions}). Only the most recent: one hang's trace is pasted by the fix of its cause
     * and sometimes by another author's fix of a neighbouring race (session 14, read on the archive), and the
     * latest posting is the one the report arrives to. False when none is found.
     */
    boolean tracing(ClusterState c, Set<Long> rare, String threadId, String by, String at) {
        String latest = null;
        long latestSeq = -1;
        for (Long k : rare) {
            for (String id : ClusterIndex.ids(byTrace, k)) {
                Unplaced u = unplaced.get(id);
                Long seq = tracedSeq.get(id);
                if (u != null && seq != null && seq > latestSeq && !u.postedIn(threadId, threadId)
                        && !ix.byMessage.containsKey(id)) {
                    latest = id;
                    latestSeq = seq;
                }
            }
        }
        return latest != null && take(c, latest, "a fix pasting the call trace report " + by + " shows", at);
    }

    /**
     * The most recent unplaced patch naming one of {@code bugs} posted outside thread {@code threadId} and series
     * thread {@code series} (the thread a part standing alone under its own id was posted in; {@code threadId}
     * otherwise), or null. A series' cover and its own part naming one entry are one posting of one fix, not two
     * (session 13: a part standing alone no longer shares its cover's thread id, so the thread alone kept them
     * apart no more).
     */
    String namingBug(Set<String> bugs, String threadId, String series) {
        for (String bug : bugs) {
            for (String id : ClusterIndex.ids(byBug, bug)) {
                Unplaced u = unplaced.get(id);
                if (u != null && !u.postedIn(threadId, series) && !ix.byMessage.containsKey(id)) {
                    return id;
                }
            }
        }
        return null;
    }

    /**
     * The unplaced patches among {@code links} (outside {@code threadId}) that another sender than {@code sender}
     * wrote, oldest first: earlier attempts at the fix that links to them. Empty when the sender is unknown, and a
     * patch of unknown sender is never one: a new version linking its own earlier posting says nothing new.
     */
    List<String> othersLinked(Set<String> links, String sender, String threadId) {
        List<String> out = new ArrayList<>();
        if (sender == null) {
            return out;
        }
        for (String link : links) {
            Unplaced u = unplaced.get(link);
            if (u != null && u.sender() != null && !u.sender().equals(sender) && !u.threadId().equals(threadId)
                    && !ix.byMessage.containsKey(link)) {
                out.add(link);
            }
        }
        return out;
    }

    /**
     * The unplaced thread-starting patches (outside {@code threadId}) that are earlier postings of the same sender's
     * patch: the same {@link PatchVersions#key} (v1 of a v2, a RESEND), {@value PatchVersions#MIN_SHARED_LINES} of the
     * same added lines (a re-titled posting; lines are keyed by sender), or, under a title sharing
     * {@value #MIN_SHARED_WORDS} of its words ({@link PatchVersions#titleWords}), a link to it from this patch (a
     * changelog's "v1: https://lore.kernel.org/...") or a {@code Fixes:} tag naming the same commit (a reworked v2).
     * Empty when the sender is unknown. A patch whose added lines this one removes ({@code removed},
     * {@link PatchVersions#removedLines}) is not among them ({@link #followsUp}).
     */
    List<String> ownEarlier(String sender, String version, Set<Long> lines, Set<String> links, Set<String> fixed,
                            String threadId, Set<Long> removed) {
        Set<String> out = new LinkedHashSet<>();
        if (sender == null) {
            return List.of();
        }
        if (version != null) {
            out.addAll(ClusterIndex.ids(byVersion, version));
        }
        Map<String, Integer> shared = new HashMap<>();
        for (Long line : lines) {
            for (String id : ClusterIndex.ids(byLine, line)) {
                if (shared.merge(id, 1, Integer::sum) == PatchVersions.MIN_SHARED_LINES) {
                    out.add(id);
                }
            }
        }
        Set<String> words = version == null ? Set.of() : PatchVersions.titleWords(version);
        for (String link : links) {
            Unplaced u = unplaced.get(link);
            // A changelog's link to v1, not a new fix pointing at the author's earlier, other change it repairs.
            if (u != null && sender.equals(u.sender()) && u.version() != null
                    && shared(words, PatchVersions.titleWords(u.version())) >= MIN_SHARED_WORDS) {
                out.add(link);
            }
        }
        for (String hash : fixed) {
            for (String id : ClusterIndex.ids(byFixed, hash)) {
                Unplaced u = unplaced.get(id);
                if (u != null && sender.equals(u.sender()) && u.version() != null
                        && shared(words, PatchVersions.titleWords(u.version())) >= MIN_SHARED_WORDS) {
                    out.add(id);
                }
            }
        }
        List<String> own = new ArrayList<>();
        for (String id : out) {
            Unplaced u = unplaced.get(id);
            if (u != null && !u.threadId().equals(threadId) && !ix.byMessage.containsKey(id)
                    && !followsUp(removed, u)) {
                own.add(id);
            }
        }
        return own;
    }

    /**
     * Whether a patch removing {@code removed} ({@link PatchVersions#removedLines}, keyed by its sender) removes
     * {@value PatchVersions#MIN_SHARED_LINES} of the lines earlier patch {@code u} added: it moves or changes that
     * fix (a follow-up with its own cause), it is not another posting of it, however many lines the two add alike.
     */
    static boolean followsUp(Set<Long> removed, Unplaced u) {
        if (removed.isEmpty()) {
            return false;
        }
        int n = 0;
        for (Long line : u.lines()) {
            if (removed.contains(line) && ++n >= PatchVersions.MIN_SHARED_LINES) {
                return true;
            }
        }
        return false;
    }

    /** How far apart in time two authors' postings of one fix are at most ({@link #othersSameHunk}). */
    static final java.time.Duration SAME_HUNK_WINDOW = java.time.Duration.ofDays(28);

    /**
     * The unplaced lone patches (outside {@code threadId}) by another sender than {@code sender} that share a
     * {@link PatchHunks} key with this patch (the same fixed commit, file, function context and changed line) and
     * were posted at most {@link #SAME_HUNK_WINDOW} before {@code at}, oldest first: other people's postings of one
     * fix. Empty when the sender or either time is unknown.
     */
    List<String> othersSameHunk(String sender, Set<Long> hunks, String at, String threadId) {
        java.time.Instant now = instant(at);
        if (sender == null || now == null || hunks.isEmpty()) {
            return List.of();
        }
        Set<String> out = new LinkedHashSet<>();
        for (Long h : hunks) {
            for (String id : ClusterIndex.ids(byHunk, h)) {
                Unplaced u = unplaced.get(id);
                java.time.Instant then = u == null ? null : instant(u.postedAt());
                if (then != null && u.sender() != null && !u.sender().equals(sender) && !u.threadId().equals(threadId)
                        && !ix.byMessage.containsKey(id) && !then.isAfter(now)
                        && java.time.Duration.between(then, now).compareTo(SAME_HUNK_WINDOW) <= 0) {
                    out.add(id);
                }
            }
        }
        List<String> sorted = new ArrayList<>(out);
        sorted.sort(Comparator.comparing(id -> instant(unplaced.get(id).postedAt())));
        return sorted;
    }

    /** An ISO instant, or null when absent or unreadable. */
    static java.time.Instant instant(String at) {
        if (at == null) {
            return null;
        }
        try {
            return java.time.Instant.parse(at);
        } catch (java.time.format.DateTimeParseException e) {
            return null;
        }
    }

    /** Title words two postings of one fix with other lines and titles share at least ({@link #ownEarlier}). */
    static final int MIN_SHARED_WORDS = 2;

    private static int shared(Set<String> a, Set<String> b) {
        int n = 0;
        for (String w : a) {
            if (b.contains(w)) {
                n++;
            }
        }
        return n;
    }

    /**
     * Report {@code by} in {@code c} blames commits {@code f.culprits()} and links patches {@code f.links()}: an
     * unplaced patch among them whose {@code Fixes:} names a blamed commit joins {@code c} as its fix ("this is now
     * commit X and causes a crash ... I've sent a patch", session 16). A linked patch fixing another commit, or a
     * fix of the commit the report does not link, is left where it is.
     */
    void pullFixesOfCulprit(ClusterState c, ReportFeatures f, String by, String at) {
        if (f.culprits().isEmpty()) {
            return;
        }
        for (String link : f.links()) {
            Unplaced u = unplaced.get(link);
            if (u != null && fixesAny(u.fixed(), f.culprits())) {
                take(c, link, "a fix of the commit report " + by + " blames, which the report links to", at);
            }
        }
    }

    private static boolean fixesAny(Set<String> fixed, Set<String> culprits) {
        for (String h : fixed) {
            for (String c : culprits) {
                if (Hashes.samePrefix(h, c)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Cluster {@code c} got fix {@code by}: the unplaced patches it links to join {@code c} as fixes too, but for
     * those a fix numbering its problems cites under another problem than the one whose link holds a member of
     * {@code c} ({@link NumberedIssues}; the members are read before anything is taken).
     */
    void pull(ClusterState c, ReportFeatures f, String by, String at) {
        Set<String> other = new HashSet<>();
        for (String link : f.links()) {
            if (NumberedIssues.otherIssue(f.linkIssues(), link, c.memberIds)) {
                other.add(link);
            }
        }
        for (String link : f.links()) {
            if (!other.contains(link)) {
                take(c, link, "an earlier fix that fix " + by + " links to", at);
            }
        }
    }

    /**
     * Series part {@code messageId} (not a cover, not a backport) was placed nowhere: a later fix of a cluster with
     * the same {@link PatchVersions#key} ({@code version}: same author, same title) takes it in ({@link #versions}).
     */
    void unplacedPart(String messageId, String version) {
        if (version != null) {
            ClusterIndex.pushCapped(partsByVersion, version, messageId, MAX_PARTS_PER_VERSION);
        }
    }

    /** Patch {@code id} was placed after all (by a rule after {@link PatchPlacement}): no longer unplaced. */
    void drop(String id) {
        Unplaced u = unplaced.remove(id);
        if (u != null) {
            forget(id, u);
        }
    }

    /** Unplaced patch {@code id} joins {@code c} as a fix, with its earlier postings; false when it is not unplaced. */
    boolean take(ClusterState c, String id, String reason, String at) {
        Unplaced u = unplaced.remove(id);
        if (u == null || ix.byMessage.containsKey(id)) {
            return false;
        }
        forget(id, u);
        linked.put(id, members.attach(c, id, u.threadId(), "fix", reason, at));
        versions(c, u.version(), u.lines(), u.removed(), id, at);
        return true;
    }

    /**
     * Cluster {@code c} has a fix with version key {@code version}: it is found by that key from now on, and the
     * unplaced earlier postings of that patch join it.
     */
    void versions(ClusterState c, String version, Set<Long> lines, String by, String at) {
        versions(c, version, lines, Set.of(), by, at);
    }

    /**
     * {@link #versions(ClusterState, String, Set, String, String)} for a fix removing {@code removed}: an earlier
     * patch whose added lines it removes is a fix it follows up, not an earlier posting of it ({@link #followsUp}).
     */
    void versions(ClusterState c, String version, Set<Long> lines, Set<Long> removed, String by, String at) {
        if (version != null) {
            c.fixVersions.add(version);
            ClusterIndex.push(ix.byFixVersion, version, c.id);
            for (String id : List.copyOf(ClusterIndex.ids(byVersion, version))) {
                take(c, id, "an earlier posting of fix " + by, at);
            }
            Deque<String> parts = partsByVersion.remove(version);
            for (String id : parts == null ? List.<String>of() : parts) {
                if (!ix.byMessage.containsKey(id)) {
                    // Under its own id: the part's series thread (its sibling parts, a feature's) is not taken along.
                    linked.put(id, members.attach(c, id, id, "fix", "an earlier posting of fix " + by
                            + " as a series part (same author and title)", at));
                }
            }
        }
        Map<String, Integer> shared = new HashMap<>();
        for (Long line : lines) {
            for (String id : ClusterIndex.ids(byLine, line)) {
                shared.merge(id, 1, Integer::sum);
            }
        }
        for (Map.Entry<String, Integer> e : shared.entrySet()) {
            Unplaced u = unplaced.get(e.getKey());
            if (e.getValue() >= PatchVersions.MIN_SHARED_LINES && u != null && !followsUp(removed, u)) {
                take(c, e.getKey(), "an earlier posting of fix " + by + " (same author, same added lines)", at);
            }
        }
    }

    private void forget(String id, Unplaced u) {
        if (u.version() != null) {
            remove(byVersion, u.version(), id);
        }
        u.bugs().forEach(b -> remove(byBug, b, id));
        u.lines().forEach(l -> remove(byLine, l, id));
        u.fixed().forEach(h -> remove(byFixed, h, id));
        tracedSeq.remove(id);
        Set<Long> t = traces.remove(id);
        if (t != null) {
            t.forEach(k -> remove(byTrace, k, id));
        }
        u.hunks().forEach(h -> remove(byHunk, h, id));
        String day = day(u);
        if (day != null) {
            remove(byDay, day, id);
        }
    }

    /** Takes {@code id} off {@code key}'s list in {@code map}, dropping the key when its list empties. */
    static <K> void remove(Map<K, Deque<String>> map, K key, String id) {
        Deque<String> q = map.get(key);
        if (q != null && q.remove(id) && q.isEmpty()) {
            map.remove(key);
        }
    }

    /** The patches placed since the last call. */
    Map<String, Clusterer.Placement> drain() {
        Map<String, Clusterer.Placement> out = Map.copyOf(linked);
        linked.clear();
        return out;
    }
}
