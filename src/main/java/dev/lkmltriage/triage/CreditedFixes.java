package dev.lkmltriage.triage;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Two authors' different fixes of one regression, one crediting the other (session 17). Commit C breaks a board;
 * its owner posts a fix of C, re-posts it as a reply to v1 and again as a part of a series; a week later the author
 * of C posts his own, simpler fix of C with {@code Reported-by:} her. No report reached the list, the two fixes
 * share no hunk, title or link, and none of her postings is a lone patch naming C that the earlier ties read.
 * <p>
 * A <em>fix</em> here is any posting of a patch (thread-starting, a reply carrying a patch, a series part) whose own
 * {@code Fixes:} tags name at most {@value PatchVersions#MAX_BUGS} commits ({@link PatchVersions#fixed}). Two fixes
 * are tied when they name a common commit, come from different people (sender and in-body author,
 * {@link PatchAuthor}), were posted at most {@link #WINDOW} apart, and one credits the other's sender or author in
 * a {@code Reported-by:}, {@code Suggested-by:} or {@code Tested-by:} trailer of its own changelog (not quoted, not
 * in the diff). Two fixes of one commit with no credit (two error paths of one function) stay apart; so do a
 * credit without a common commit, and the same person's postings (their own ties).
 * <p>
 * Fixes placed nowhere are remembered (the {@value #MAX_FIXES} most recent); when a later fix is tied to some, they
 * join its cluster (the later fix starts one when it is placed nowhere itself). A series part joins under its own
 * id (its sibling parts are other changes); another posting brings its thread (v1, the answers). A reopened store
 * restores the fixes placed nowhere that were posted within {@link #WINDOW} of its newest message
 * ({@code Clusterer.restoreCreditedFix}).
 */
final class CreditedFixes {
    static final int MAX_FIXES = 4096;
    private static final int MAX_PER_KEY = 8;
    /** How far apart two tied fixes are at most: as two authors' postings of one hunk ({@link LinkedPatches}). */
    static final Duration WINDOW = LinkedPatches.SAME_HUNK_WINDOW;
    /** Credits read per patch: more is a list of testers, none of them a patch author we could tell. */
    private static final int MAX_CREDITS = 8;
    private static final Pattern CREDIT = Pattern.compile(
            "(?im)^[ \\t]*(?:Reported|Suggested|Tested)(?:[- ]and[- ](?:tested|reported))?[- ]by:[ \\t]*(.{1,300})$");

    /** A fix: the people it is from, the people it credits, the commits it fixes, the thread it joins by, when. */
    record Fix(Set<String> people, Set<String> credits, Set<String> commits, String thread, Instant at) {
        boolean tiedTo(Fix o) {
            return o.people.stream().noneMatch(people::contains)
                    && o.commits.stream().anyMatch(commits::contains)
                    && Duration.between(o.at, at).abs().compareTo(WINDOW) <= 0
                    && (credits.stream().anyMatch(o.people::contains) || o.credits.stream().anyMatch(people::contains));
        }
    }

    /** A remembered fix that joined a cluster: its id, the thread it brings and its placement. */
    record Joined(String messageId, String thread, Clusterer.Placement placement) {
    }

    private final Map<String, Fix> fixes = new LinkedHashMap<>(64, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Fix> eldest) {
            if (size() <= MAX_FIXES) {
                return false;
            }
            forget(eldest.getKey(), eldest.getValue());
            return true;
        }
    };
    private final Map<String, Deque<String>> byCommit = new HashMap<>();
    private final ClusterIndex ix;
    private final Membership members;

    CreditedFixes(ClusterIndex ix, Membership members) {
        this.ix = ix;
        this.members = members;
    }

    /**
     * Patch {@code messageId} read as a fix: posted in thread {@code series} (a series part is joined under its own
     * id), with this sender, subject and text, at {@code at} (an ISO instant). Null when it names no commit it
     * fixes (or too many), has no sender or date, or is a backport.
     */
    static Fix read(String messageId, String series, String from, String subject, String text, String at) {
        Instant when = instant(at);
        if (when == null || text == null || subject == null || PatchVersions.backport(subject)) {
            return null;
        }
        Set<String> commits = PatchVersions.fixed(text);
        Set<String> people = new LinkedHashSet<>();
        addIfAny(people, Reporters.email(from));
        addIfAny(people, Reporters.email(PatchAuthor.of(from, text)));
        if (commits.isEmpty() || people.isEmpty()) {
            return null;
        }
        boolean part = !messageId.equals(series) && SeriesParts.part(subject) > 0;
        return new Fix(Set.copyOf(people), credits(text), Set.copyOf(commits), part ? messageId : series, when);
    }

    private static void addIfAny(Set<String> out, String email) {
        if (email != null) {
            out.add(email);
        }
    }

    /** The addresses a patch's changelog credits as reporter, suggester or tester (its own lines, before the diff). */
    static Set<String> credits(String text) {
        int diff = text.indexOf("\ndiff --git ");
        String head = diff < 0 ? text : text.substring(0, diff);
        Set<String> out = new LinkedHashSet<>();
        if (!head.contains("-by:") && !head.contains(" by:")) {
            return out;
        }
        Matcher m = CREDIT.matcher(head);
        while (m.find() && out.size() < MAX_CREDITS) {
            if (head.charAt(head.lastIndexOf('\n', m.start()) + 1) != '>') {
                addIfAny(out, Reporters.email(m.group(1)));
            }
        }
        return Set.copyOf(out);
    }

    /** Remembers fix {@code messageId}, placed nowhere (in a run as it is placed; on a reopen oldest first). */
    void remember(String messageId, Fix fix) {
        if (fix == null) {
            return;
        }
        fixes.put(messageId, fix);
        fix.commits().forEach(c -> ClusterIndex.pushCapped(byCommit, c, messageId, MAX_PER_KEY));
    }

    /** The remembered fixes placed nowhere that fix {@code fix} (patch {@code by}) is tied to, oldest first. */
    List<String> tied(String by, Fix fix) {
        if (fix == null || fixes.isEmpty()) {
            return List.of();
        }
        Set<String> out = new LinkedHashSet<>();
        for (String commit : fix.commits()) {
            for (String id : ClusterIndex.ids(byCommit, commit)) {
                Fix o = fixes.get(id);
                if (o != null && !id.equals(by) && !ix.byMessage.containsKey(id) && fix.tiedTo(o)) {
                    out.add(id);
                }
            }
        }
        List<String> sorted = new ArrayList<>(out);
        sorted.sort(java.util.Comparator.comparing(id -> fixes.get(id).at()));
        return sorted;
    }

    /** The fixes {@code ids} ({@link #tied}) join cluster {@code c} as fixes; returned with the thread each brings. */
    List<Joined> join(ClusterState c, String by, List<String> ids, String at) {
        List<Joined> out = new ArrayList<>();
        for (String id : ids) {
            Fix o = fixes.remove(id);
            if (o == null || ix.byMessage.containsKey(id)) {
                continue;
            }
            forget(id, o);
            // A thread another cluster holds meanwhile stays that cluster's: the fix joins under its own id.
            String held = ix.byThread.get(o.thread());
            String thread = held != null && !c.id.equals(ix.resolve(held)) ? id : o.thread();
            out.add(new Joined(id, thread, members.attach(c, id, thread, "fix", "another author's fix of the same"
                    + " commit, crediting or credited by fix " + by, at)));
        }
        return out;
    }

    private void forget(String id, Fix fix) {
        for (String commit : fix.commits()) {
            Deque<String> q = byCommit.get(commit);
            if (q != null && q.remove(id) && q.isEmpty()) {
                byCommit.remove(commit);
            }
        }
    }

    private static Instant instant(String at) {
        if (at == null) {
            return null;
        }
        try {
            return Instant.parse(at);
        } catch (java.time.format.DateTimeParseException e) {
            return null;
        }
    }
}
