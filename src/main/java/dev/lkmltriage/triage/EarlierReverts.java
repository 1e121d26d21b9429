package dev.lkmltriage.triage;

import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A revert older than the cluster it belongs to (session 16). A maintainer reverts commit C because it floods the
 * log; two days later another author posts a fix of C instead (an option, off by default), and those postings start
 * C's cluster, or a later fix of C joins a report's. The revert came first, when no cluster blamed C, so nothing
 * placed it; and nothing looks back for it. Now, when a patch naming C in a {@code Fixes:} tag (or reverting C
 * itself) is placed into a cluster, an earlier revert of C placed nowhere joins that cluster, as a fix's earlier
 * postings do ({@link LinkedPatches#versions}).
 * <p>
 * A <em>revert</em> is a patch whose title says "Revert" and whose changelog says, on a line of its own, "This
 * reverts commit C". It joins only a fix that changes a file the revert changes: a revert and a fix of one commit in
 * one file are two cures of one problem, while a fix of C in another part of the tree (C broke two things: a sound
 * driver's power use and a laptop's GPU quirk) is another consequence of C. A revert posted as a part of a series
 * joins under its own id (its sibling parts stay out); one posted alone or under its own cover brings its thread
 * (the cover, the answers). A backport is no revert of its own.
 * <p>
 * Kept in memory (the {@value #MAX_REVERTS} most recent); a reopened store restores the reverts it holds placed
 * nowhere, found by their subjects ({@link #maybeRevert}), from their stored texts.
 */
final class EarlierReverts {
    static final int MAX_REVERTS = 4096;
    private static final int MAX_PER_KEY = 8;
    /** Files kept per patch: a revert of a large commit touches many, bounded per message. */
    private static final int MAX_FILES = 64;
    /** Commits named per revert: a revert of more than this is a list (a whole series backed out). */
    private static final int MAX_COMMITS = 2;
    private static final Pattern REVERTS = Pattern.compile("(?im)^[ \\t]*This reverts commit ([0-9a-f]{7,40})\\b");

    /** A remembered revert: the thread it is attached by when it joins, and the files it changes. */
    private record Revert(String thread, Set<String> files, Set<String> commits) {
    }

    /** A revert that joined a cluster: its id, the thread it brings and its placement. */
    record Joined(String messageId, String thread, Clusterer.Placement placement) {
    }

    private final Map<String, Revert> reverts = new CappedMap<>(MAX_REVERTS, this::forget);
    private final Map<String, Deque<String>> byCommit = new HashMap<>();
    private final ClusterIndex ix;
    private final Membership members;

    EarlierReverts(ClusterIndex ix, Membership members) {
        this.ix = ix;
        this.members = members;
    }

    /** True when a patch's subject may be a revert's: the store reads the texts of these alone on a reopen. */
    static boolean maybeRevert(String subject) {
        return subject != null && subject.length() <= 1000
                && subject.toLowerCase(Locale.ROOT).contains("revert")
                && !PatchVersions.backport(subject);
    }

    /** The commits (7-digit keys) patch text says it reverts: none unless its subject says "Revert". */
    static Set<String> reverted(String subject, String text) {
        Set<String> out = new LinkedHashSet<>();
        if (!maybeRevert(subject) || text == null || !text.contains("reverts commit")) {
            return out;
        }
        // Unlike the other changelog readers, nothing without a diff: a revert posted is a patch.
        if (OwnLines.diffAt(text) < 0) {
            return out;
        }
        Matcher m = REVERTS.matcher(OwnLines.changelog(text));
        while (m.find()) {
            out.add(Hashes.key(m.group(1)));
            if (out.size() > MAX_COMMITS) {
                return new LinkedHashSet<>();
            }
        }
        return out;
    }

    /**
     * Remembers patch {@code messageId} (posted in thread {@code thread}) when it is a revert placed nowhere; a part
     * of a series ({@code part}) is attached under its own id when it joins.
     */
    void remember(String messageId, String thread, String subject, String text, boolean part) {
        Set<String> commits = reverted(subject, text);
        if (commits.isEmpty()) {
            return;
        }
        reverts.put(messageId, new Revert(part ? messageId : thread, Set.copyOf(files(text)), Set.copyOf(commits)));
        commits.forEach(c -> ClusterIndex.pushCapped(byCommit, c, messageId, MAX_PER_KEY));
    }

    /**
     * Patch {@code by} (with this subject and text) was placed into cluster {@code c}: the remembered reverts of the
     * commits it fixes or reverts, placed nowhere so far and changing one of its files, join {@code c} as fixes.
     * Returns them with the thread each brings (for the caller to take in that thread's messages placed nowhere).
     */
    List<Joined> join(ClusterState c, String by, String subject, String text, String at) {
        if (c == null || reverts.isEmpty() || PatchVersions.backport(subject)) {
            return List.of();
        }
        Set<String> commits = new LinkedHashSet<>(PatchVersions.fixed(text));
        commits.addAll(reverted(subject, text));
        List<Joined> out = new ArrayList<>();
        Set<String> files = null;
        for (String commit : commits) {
            for (String id : List.copyOf(ClusterIndex.ids(byCommit, commit))) {
                Revert rv = reverts.get(id);
                if (rv == null || id.equals(by) || ix.byMessage.containsKey(id)) {
                    continue;
                }
                files = files == null ? files(text) : files;
                if (rv.files().stream().noneMatch(files::contains)) {
                    continue;
                }
                forget(id, reverts.remove(id));
                // A thread another cluster holds meanwhile (lent by a part standing alone) stays that cluster's.
                String held = ix.byThread.get(rv.thread());
                String thread = held != null && !c.id.equals(ix.resolve(held)) ? id : rv.thread();
                out.add(new Joined(id, thread, members.attach(c, id, thread, "fix", "an earlier revert of "
                        + commit + ", which fix " + by + " fixes too, in the same file", at)));
            }
        }
        return out;
    }

    private void forget(String id, Revert rv) {
        for (String commit : rv.commits()) {
            Deque<String> q = byCommit.get(commit);
            if (q != null && q.remove(id) && q.isEmpty()) {
                byCommit.remove(commit);
            }
        }
    }

    /** The files a patch's diff changes (its {@code diff --git} lines), at most {@value #MAX_FILES}. */
    static Set<String> files(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (text == null) {
            return out;
        }
        int at = OwnLines.diffAt(text);
        while (at >= 0 && out.size() < MAX_FILES) {
            int end = text.indexOf('\n', at + 1);
            String line = text.substring(at + 1, end < 0 ? text.length() : end);
            int b = line.lastIndexOf(" b/");
            if (b >= 0 && line.length() < 1000) {
                out.add(line.substring(b + 3).strip());
            }
            at = end < 0 ? -1 : text.indexOf("\ndiff --git ", end);
        }
        return out;
    }
}
