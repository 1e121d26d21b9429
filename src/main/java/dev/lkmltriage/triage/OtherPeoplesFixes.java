package dev.lkmltriage.triage;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Two people's different fixes of one regression (session 17), tied when
 * <ul>
 * <li>one credits the other: commit C breaks a board; its owner posts a fix of C, re-posts it as a reply to v1 and
 * again as a part of a series; a week later the author of C posts his own, simpler fix of C with
 * {@code Reported-by:} her. No report reached the list, and the two fixes share no hunk, title or link. Two fixes
 * naming a common commit in their own {@code Fixes:} tags (at most {@value PatchVersions#MAX_BUGS} each,
 * {@link PatchVersions#fixed}) are tied when one credits the other's sender or author in a {@code Reported-by:},
 * {@code Suggested-by:} or {@code Tested-by:} trailer of its own changelog (not quoted, not in the diff);</li>
 * <li>or both quote one build diagnostic: two people hit the same modpost error the same day and each posts a
 * lone patch exporting the symbols. Two thread-starting patches quoting a common diagnostic in their changelogs
 * ({@link BuildWarnings#ofChangelog}) are tied when they also change a common line of a common file (added or
 * removed, at least {@value OtherAuthorsFixParts#MIN_LINE} characters): two fixes of one error, where one
 * diagnostic alone may have two cures.</li>
 * </ul>
 * Either way the two come from different people (sender and in-body author, {@link PatchAuthor}) and were posted at
 * most {@link #WINDOW} apart. Two fixes of one commit with no credit (two error paths of one function) stay apart;
 * so do a credit without a common commit, a diagnostic without a common line, and one person's postings (their own
 * ties). A fix is any posting of a patch: thread-starting, a reply carrying a patch, a series part.
 * <p>
 * Fixes placed nowhere are remembered (the {@value #MAX_FIXES} most recent); when a later fix is tied to some, they
 * join its cluster (the later fix starts one when it is placed nowhere itself). A series part joins under its own
 * id (its sibling parts are other changes); another posting brings its thread (v1, the answers). A reopened store
 * restores the fixes placed nowhere that were posted within {@link #WINDOW} of its newest message
 * ({@code Clusterer.restoreCreditedFix}).
 */
final class OtherPeoplesFixes {
    static final int MAX_FIXES = 4096;
    private static final int MAX_PER_KEY = 8;
    /** How far apart two tied fixes are at most: as two authors' postings of one hunk ({@link LinkedPatches}). */
    static final Duration WINDOW = LinkedPatches.SAME_HUNK_WINDOW;
    /** Credits read per patch: more is a list of testers, none of them a patch author we could tell. */
    private static final int MAX_CREDITS = 8;
    private static final Pattern CREDIT = Pattern.compile(
            "(?im)^[ \\t]*(?:Reported|Suggested|Tested)(?:[- ]and[- ](?:tested|reported))?[- ]by:[ \\t]*(.{1,300})$");

    /**
     * A fix: the people it is from, the people it credits, the commits it fixes, the diagnostics it quotes and the
     * lines it changes (a thread-starting patch's; else none), the thread it joins by, when.
     */
    record Fix(Set<String> people, Set<String> credits, Set<String> commits, Set<String> diagnostics,
               Set<Long> lines, String thread, Instant at) {
        boolean tiedTo(Fix o) {
            if (any(o.people, people) || Duration.between(o.at, at).abs().compareTo(WINDOW) > 0) {
                return false;
            }
            boolean credited = any(credits, o.people) || any(o.credits, people);
            return any(o.commits, commits) && credited || any(o.diagnostics, diagnostics) && any(o.lines, lines);
        }

        private static <T> boolean any(Set<T> a, Set<T> b) {
            return a.stream().anyMatch(b::contains);
        }
    }

    /** A remembered fix that joined a cluster: its id, the thread it brings and its placement. */
    record Joined(String messageId, String thread, Clusterer.Placement placement) {
    }

    private final Map<String, Fix> fixes = new CappedMap<>(MAX_FIXES, this::forget);
    private final Map<String, Deque<String>> byCommit = new HashMap<>();
    private final Map<String, Deque<String>> byDiagnostic = new HashMap<>();
    private final ClusterIndex ix;
    private final Membership members;

    OtherPeoplesFixes(ClusterIndex ix, Membership members) {
        this.ix = ix;
        this.members = members;
    }

    /**
     * Patch {@code messageId} read as a fix: posted in thread {@code series} (a series part is joined under its own
     * id), with this sender, subject and text, at {@code at} (an ISO instant). Null when it names no commit it
     * fixes (or too many) and, starting its thread, quotes no build diagnostic; or has no sender or date; or is a
     * backport.
     */
    static Fix read(String messageId, String series, String from, String subject, String text, String at) {
        Instant when = LinkedPatches.instant(at);
        if (when == null || text == null || subject == null || PatchVersions.backport(subject)) {
            return null;
        }
        Set<String> commits = PatchVersions.fixed(text);
        Set<String> diagnostics = messageId.equals(series) ? BuildWarnings.ofChangelog(text) : Set.of();
        Set<String> people = new LinkedHashSet<>();
        addIfAny(people, Reporters.email(from));
        addIfAny(people, Reporters.email(PatchAuthor.of(from, text)));
        if (commits.isEmpty() && diagnostics.isEmpty() || people.isEmpty()) {
            return null;
        }
        boolean part = !messageId.equals(series) && SeriesParts.part(subject) > 0;
        return new Fix(Set.copyOf(people), credits(text), Set.copyOf(commits), Set.copyOf(diagnostics),
                diagnostics.isEmpty() ? Set.of() : changed(text), part ? messageId : series, when);
    }

    /** Changed lines read per patch, as {@link OtherAuthorsFixParts} bounds its removed lines. */
    private static final int MAX_LINES = 64;

    /** The lines a patch's diff adds or removes, each keyed with its file, at most {@value #MAX_LINES}. */
    static Set<Long> changed(String text) {
        Set<Long> out = new LinkedHashSet<>();
        PatchHunks.walk(text, (path, context, sign, norm) -> {
            if (norm.length() >= OtherAuthorsFixParts.MIN_LINE) {
                out.add(LogLines.hash(path + "|" + norm));
            }
            return out.size() < MAX_LINES;
        });
        return Set.copyOf(out);
    }

    private static void addIfAny(Set<String> out, String email) {
        if (email != null) {
            out.add(email);
        }
    }

    /** The addresses a patch's changelog credits as reporter, suggester or tester (its own lines, before the diff). */
    static Set<String> credits(String text) {
        String head = OwnLines.changelog(text);
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
        fix.diagnostics().forEach(d -> ClusterIndex.pushCapped(byDiagnostic, d, messageId, MAX_PER_KEY));
    }

    /** The remembered fixes placed nowhere that fix {@code fix} (patch {@code by}) is tied to, oldest first. */
    List<String> tied(String by, Fix fix) {
        if (fix == null || fixes.isEmpty()) {
            return List.of();
        }
        Set<String> out = new LinkedHashSet<>();
        tied(by, fix, fix.commits(), byCommit, out);
        tied(by, fix, fix.diagnostics(), byDiagnostic, out);
        List<String> sorted = new ArrayList<>(out);
        sorted.sort(Comparator.comparing(id -> fixes.get(id).at()));
        return sorted;
    }

    private void tied(String by, Fix fix, Set<String> keys, Map<String, Deque<String>> map, Set<String> out) {
        for (String key : keys) {
            for (String id : ClusterIndex.ids(map, key)) {
                Fix o = fixes.get(id);
                if (o != null && !id.equals(by) && !ix.byMessage.containsKey(id) && fix.tiedTo(o)) {
                    out.add(id);
                }
            }
        }
    }

    /**
     * The fixes {@code ids} ({@link #tied}) join cluster {@code c} as fixes; returned with the thread each brings.
     * {@code take} is asked first (a thread-starting patch {@link LinkedPatches} holds joins through it, with its
     * earlier postings); its placement is then null here.
     */
    List<Joined> join(ClusterState c, String by, List<String> ids, String at,
                      BiPredicate<String, String> take) {
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
            String reason = "another person's fix of the same regression (the same commit and a credit, or the same"
                    + " diagnostic and line) as fix " + by;
            out.add(new Joined(id, thread, thread.equals(id) && take.test(id, reason) ? null
                    : members.attach(c, id, thread, "fix", reason, at)));
        }
        return out;
    }

    private void forget(String id, Fix fix) {
        fix.commits().forEach(c -> LinkedPatches.remove(byCommit, c, id));
        fix.diagnostics().forEach(d -> LinkedPatches.remove(byDiagnostic, d, id));
    }
}
