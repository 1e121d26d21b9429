package dev.lkmltriage.triage;

import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One change posted again whatever its title and author (session 18): the v2 of a fix re-titled ("Don't disable the
 * device during shutdown" becomes "Only disable Bus Master on kexec reboot"), the same hunk re-sent by a colleague
 * from another address or by a second person who hit the same bug. What such postings share is their diff: the
 * same lines removed and added, in the same file and the same {@code @@} function. A key is one changed line (white
 * space collapsed, at least {@value #MIN_LINE} characters) with its sign, file and function context
 * ({@link PatchHunks#walk}); a key is <em>rare</em> while the earlier patches carrying it came from at most
 * {@value #MAX_CARRIERS} senders (one author's many postings of one change keep its lines rare; boilerplate such as
 * an error path's unwinding or a common include is in many people's patches).
 * <p>
 * A lone thread-starting patch placed nowhere joins the cluster of an earlier lone patch that is a fix there when
 * the two share at least {@value #MIN_SHARED} rare keys, half of the smaller diff's keys or more, were posted at
 * most {@link #WINDOW} apart, and the later one does not remove {@value PatchVersions#MIN_SHARED_LINES} of the
 * lines the earlier one added (a follow-up that moves or reworks a fix is a change of its own); a lone patch placed
 * as a fix takes in the earlier ones placed nowhere the same way. Only a lone patch has keys, on both sides: a
 * series' parts share lines with their sibling parts and with each round of a feature, which is a feature's work,
 * not a fix's postings. The tie only <em>joins</em> a cluster that exists (a report's, or the one a fix's postings
 * started by the other rules): two diff-alike patches with no cluster start nothing, since the clusters are for
 * reports and a patch pair that names no problem is more often a clean-up's rounds than a bug's fixes. Two people's
 * patches that each say they fix something and make the same edit do start one (session 22, {@link #othersSameEdit}).
 * <p>
 * Kept in memory: the senders per key and the lone patches per key ({@value #MAX_PER_KEY} each), both for the
 * {@value #MAX_KEYS} most recent keys. Every lone thread-starting patch is remembered after it is placed, whatever
 * placed it; a reopened store remembers each it holds again, oldest first, from its stored text
 * ({@code Clusterer.restoreSameChange}), so a posting after a reopen finds the earlier ones as in one run.
 */
final class SameChangeLines {
    /** A changed line shorter than this ("}", "return ret;") is in every patch. */
    static final int MIN_LINE = 16;
    /** Keys read per patch: enough for a fix's hunks, bounded per message. */
    static final int MAX_PATCH_KEYS = 32;
    /** Senders of earlier patches a key may have been carried by and still be rare. */
    static final int MAX_CARRIERS = 2;
    /** Rare keys two postings of one change share at least. */
    static final int MIN_SHARED = 2;
    /** How far apart two postings of one change are at most. */
    static final Duration WINDOW = Duration.ofDays(90);
    /** Keys whose carriers are counted (the most recent; memory stays flat on any archive). */
    static final int MAX_KEYS = 1 << 18;
    private static final int MAX_PER_KEY = 16;

    /**
     * What a lone patch's text says of its change, read once (its placement and its memory both read it): its keys
     * ({@link #keys(String, String)}), whether it says it fixes something ({@link #saysFix}), its edit ({@link #edit}),
     * the files its diff changes ({@link #filesKey}), its changelog when that describes a failure
     * ({@link Changelog#of}, else null) and its table entries ({@link TableEntries.Entries#of}, session 24). A patch without keys reads nothing more.
     */
    record Change(Set<Long> keys, boolean saysFix, Set<Long> edit, long files, Changelog changelog,
                  TableEntries.Entries entries) {
        /** What a patch without keys says: nothing (a series part remembered by its changelog alone). */
        static final Change NONE = new Change(Set.of(), false, Set.of(), 0, null, TableEntries.Entries.NONE);

        static Change of(String subject, String text) {
            Set<Long> keys = SameChangeLines.keys(subject, text);
            return keys.isEmpty() ? NONE
                    : new Change(Collections.unmodifiableSet(keys), SameChangeLines.saysFix(subject, text),
                    SameChangeLines.edit(subject, text), filesKey(text), Changelog.of(subject, text),
                    TableEntries.Entries.of(subject, text));
        }
    }

    /**
     * A lone patch with keys: its change, the lines it added (for {@link #followsUp}), when, its sender (or null), and
     * its changelog when it describes a failure and has a sender (else null).
     */
    private record Posting(Change change, Set<Long> added, Instant at, String sender, Changelog changelog,
                           boolean part) {
        Set<Long> keys() {
            return change.keys();
        }
    }

    /**
     * The changelog of a lone patch that describes a failure ({@link ChangelogProse#describesFailure}): its prose
     * runs ({@link ChangelogProse#runs}) and the files its diff changes, each hashed.
     */
    record Changelog(Set<Long> runs, Set<Long> files) {
        static Changelog of(String subject, String text) {
            if (!ChangelogProse.describesFailure(subject, text)) {
                return null;
            }
            Set<Long> files = new LinkedHashSet<>();
            EarlierReverts.files(text).forEach(f -> files.add(LogLines.hash(f)));
            return new Changelog(Set.copyOf(ChangelogProse.runs(text)), Set.copyOf(files));
        }
    }

    private final ClusterIndex ix;
    private final Map<Long, Deque<String>> byKey = new HashMap<>();
    /** A key's senders; a key dropped here is dropped from {@link #byKey} too, so both stay within MAX_KEYS. */
    private final Map<Long, Set<String>> carriers = new CappedMap<>(MAX_KEYS, (k, v) -> byKey.remove(k));
    private final Map<String, Posting> postings = new CappedMap<>(MAX_KEYS / MAX_PATCH_KEYS);
    /** The lone patches describing a failure, by changelog run ({@link #ownSameChangelog}). */
    private final Map<Long, Deque<String>> byRun = new CappedMap<>(MAX_KEYS);

    SameChangeLines(ClusterIndex ix) {
        this.ix = ix;
    }

    /**
     * The keys of a lone patch's diff (see the class comment); empty for a series part or cover and a backport.
     * {@code sign} '+' or '-' reads only added or only removed lines, 0 both; an added line is keyed as removed when
     * {@code addedAsRemoved} (so a later patch removing it is found as a follow-up).
     */
    private static Set<Long> keys(String subject, String text, char only, boolean addedAsRemoved) {
        Set<Long> out = new LinkedHashSet<>();
        if (text == null || subject == null || PatchVersions.inSeries(subject) || PatchVersions.backport(subject)) {
            return out;
        }
        PatchHunks.walk(text, (path, context, sign, norm) -> {
            if ((only == 0 || sign == only) && norm.length() >= MIN_LINE) {
                out.add(LogLines.hash((addedAsRemoved ? '-' : sign) + "|" + path + "|"
                        + (context == null ? path : context) + "|" + norm));
            }
            return out.size() < MAX_PATCH_KEYS;
        });
        return out;
    }

    /** The keys of a lone patch's diff: each changed line with its sign, file and function context. */
    static Set<Long> keys(String subject, String text) {
        return keys(subject, text, (char) 0, false);
    }

    /**
     * The cluster holding an earlier lone patch that shares {@value #MIN_SHARED} rare keys with a patch of keys
     * {@code keys} posted at {@code at} (an ISO instant) within {@link #WINDOW}, which that patch does not follow
     * up; the one sharing most. Null when none. Read before {@link #remember}: the patch's own keys are not counted.
     */
    ClusterState placedEarlier(Set<Long> keys, String at) {
        String id = null;
        int most = 0;
        for (Map.Entry<String, Integer> e : fitting(keys, at).entrySet()) {
            if (e.getValue() > most && ix.byMessage.containsKey(e.getKey())) {
                id = e.getKey();
                most = e.getValue();
            }
        }
        String cluster = id == null ? null : ix.resolve(ix.byMessage.get(id));
        return cluster == null ? null : ix.clusters.get(cluster);
    }

    /**
     * The earlier lone patches placed nowhere that share {@value #MIN_SHARED} rare keys with a patch of keys
     * {@code keys} posted at {@code at} within {@link #WINDOW} and that it does not follow up: postings of the
     * change the patch just brought into a cluster.
     */
    Set<String> unplacedEarlier(Set<Long> keys, String at) {
        Set<String> out = new LinkedHashSet<>();
        for (String id : fitting(keys, at).keySet()) {
            if (!ix.byMessage.containsKey(id)) {
                out.add(id);
            }
        }
        return out;
    }

    /**
     * The earlier lone patches that are postings of the change of a patch of keys {@code keys} posted at {@code at}:
     * sharing at least {@value #MIN_SHARED} rare keys and fitting it ({@link #fits}), with the count shared.
     */
    private Map<String, Integer> fitting(Set<Long> keys, String at) {
        Instant now = LinkedPatches.instant(at);
        Map<String, Integer> out = new LinkedHashMap<>();
        shared(keys).forEach((id, n) -> {
            if (n >= MIN_SHARED && fits(keys, n, postings.get(id), now)) {
                out.put(id, n);
            }
        });
        return out;
    }

    /** How many rare keys each earlier lone patch shares with {@code keys}. */
    private Map<String, Integer> shared(Set<Long> keys) {
        Map<String, Integer> shared = new HashMap<>();
        for (Long k : keys) {
            Set<String> by = carriers.get(k);
            if (by != null && by.size() <= MAX_CARRIERS) {
                for (String id : ClusterIndex.ids(byKey, k)) {
                    shared.merge(id, 1, Integer::sum);
                }
            }
        }
        return shared;
    }

    /**
     * Whether earlier posting {@code p}, sharing {@code shared} rare keys with a patch of keys {@code keys}, is that
     * patch's change: the shared keys are at least half of the smaller diff's (two changes that each rework one
     * statement the same way, among many other lines, are two changes), it was posted within {@link #WINDOW} before
     * {@code now} and the patch does not follow it up.
     */
    private static boolean fits(Set<Long> keys, int shared, Posting p, Instant now) {
        return p != null && now != null && !now.isBefore(p.at())
                && shared * 2 >= Math.min(keys.size(), p.keys().size())
                && Duration.between(p.at(), now).compareTo(WINDOW) <= 0 && !followsUp(keys, p);
    }

    /** Whether a patch of keys {@code keys} removes {@value PatchVersions#MIN_SHARED_LINES} lines {@code p} added. */
    private static boolean followsUp(Set<Long> keys, Posting p) {
        int n = 0;
        for (Long a : p.added()) {
            if (keys.contains(a) && ++n >= PatchVersions.MIN_SHARED_LINES) {
                return true;
            }
        }
        return false;
    }

    /**
     * The edit a lone patch makes: its keys ({@link #keys(String, String)}) less the lines it removes and adds back
     * in the same file and function (re-indented or moved lines), so what is left is what it deletes and what it
     * writes instead. Two patches that delete one statement, one of them rewriting the lines around it, share their
     * removed lines but not their edit.
     */
    static Set<Long> edit(String subject, String text) {
        Set<Long> out = new LinkedHashSet<>();
        if (text == null || subject == null || PatchVersions.inSeries(subject) || PatchVersions.backport(subject)) {
            return out;
        }
        Map<String, Character> seen = new LinkedHashMap<>();
        int[] lines = {0};
        PatchHunks.walk(text, (path, context, sign, norm) -> {
            if (norm.length() >= MIN_LINE) {
                String line = path + "|" + (context == null ? path : context) + "|" + norm;
                Character before = seen.putIfAbsent(line, sign);
                if (before != null && before != sign) {
                    seen.put(line, '=');
                }
            }
            return ++lines[0] < MAX_EDIT_LINES;
        });
        for (Map.Entry<String, Character> e : seen.entrySet()) {
            if (e.getValue() != '=' && out.size() < MAX_PATCH_KEYS) {
                out.add(LogLines.hash(e.getValue() + "|" + e.getKey()));
            }
        }
        return out;
    }

    /** The set of files a patch's diff changes ({@link EarlierReverts#files}) as one key, so a posting keeps one long. */
    static long filesKey(String text) {
        return LogLines.hash(String.join("\n", new java.util.TreeSet<>(EarlierReverts.files(text))));
    }

    /** Changed lines {@link #edit} reads at most: a huge diff is a rework, and its cost stays bounded. */
    private static final int MAX_EDIT_LINES = 512;
    private static final Pattern FIX_WORD = Pattern.compile("(?i)\\bfix(?:es|ed)?\\b");

    /**
     * Whether a patch says it fixes something, from its text alone (as a reopened store reads it again): a
     * {@code Fixes:} commit, "fix" in its title (tags dropped), or a title saying which failure it avoids
     * ({@link PatchPlacement#avoidsFailure}).
     */
    static boolean saysFix(String subject, String text) {
        if (subject == null || subject.length() > 1000) {
            return false;
        }
        return FIX_WORD.matcher(ReportFeatures.TAG.matcher(subject).replaceAll(" ")).find()
                || PatchPlacement.avoidsFailure(subject) || !PatchVersions.fixed(text).isEmpty();
    }

    /**
     * Two people's fixes of one bug (session 22): the earlier lone patches placed nowhere, by another sender than
     * {@code sender}, that said they fix something and make the same {@link #edit} as a patch that says so too
     * (edit {@code edit}, keys {@code keys}, files {@code files} as {@link #filesKey} reads them, posted at
     * {@code at}): at least {@value #MIN_SHARED} rare edit lines in common and half of the smaller edit or more, or
     * the very same edit, changing the same files (a tree-wide change that also makes one driver's fix is a broader
     * change of its own), within {@link #WINDOW}, not a follow-up. People who hit one bug each write the fix its
     * cause calls for, whatever commit they blame or title they give; a clean-up's rounds say no fix and stay apart.
     */
    Set<String> othersSameEdit(Set<Long> edit, Set<Long> keys, long files, String sender, String at) {
        Instant now = LinkedPatches.instant(at);
        Set<String> out = new LinkedHashSet<>();
        if (sender == null || now == null || edit.isEmpty()) {
            return out;
        }
        shared(edit).forEach((id, n) -> {
            Posting p = postings.get(id);
            if (p != null && p.change().saysFix() && p.sender() != null && !p.sender().equals(sender)
                    && !ix.byMessage.containsKey(id) && !now.isBefore(p.at())
                    && Duration.between(p.at(), now).compareTo(WINDOW) <= 0 && !followsUp(keys, p)
                    && sameEdit(n, edit.size(), p.change().edit()) && files == p.change().files()) {
                out.add(id);
            }
        });
        return out;
    }

    /** Whether {@code shared} rare lines of two edits of these sizes make them one edit (see {@link #othersSameEdit}). */
    private static boolean sameEdit(int shared, int size, Set<Long> other) {
        return shared >= MIN_SHARED ? shared * 2 >= Math.min(size, other.size())
                : shared == size && shared == other.size();
    }

    /** Changelog runs two postings of one fix share at least ({@link #ownSameChangelog}). */
    static final int MIN_SHARED_RUNS = 24;
    /** How far apart one author's postings of one fix tied by their changelog are at most. */
    static final Duration OWN_WINDOW = Duration.ofDays(28);

    /**
     * One author's earlier postings of a fix whose title need not say fix (session 23): the earlier lone patches
     * placed nowhere, by the same {@code sender}, posted at most {@link #OWN_WINDOW} before {@code at}, whose
     * changelog and this patch's ({@code changelog}) both describe a failure ({@link ChangelogProse#describesFailure})
     * and share at least {@value #MIN_SHARED_RUNS} runs of prose word for word, and whose diffs change a file in
     * common. An author re-posting a fix keeps its description of the bug; a feature's or clean-up's rounds describe
     * no failure, and a clean-up campaign's one changelog goes to other files each time.
     */
    Set<String> ownSameChangelog(Changelog changelog, String sender, String at) {
        Instant now = LinkedPatches.instant(at);
        Set<String> out = new LinkedHashSet<>();
        if (changelog == null || sender == null || now == null) {
            return out;
        }
        Map<String, Integer> shared = new HashMap<>();
        for (Long k : changelog.runs()) {
            for (String id : ClusterIndex.ids(byRun, k)) {
                shared.merge(id, 1, Integer::sum);
            }
        }
        shared.forEach((id, n) -> {
            Posting p = postings.get(id);
            if (n >= MIN_SHARED_RUNS && p != null && p.changelog() != null && sender.equals(p.sender())
                    && !ix.byMessage.containsKey(id) && !now.isBefore(p.at())
                    && Duration.between(p.at(), now).compareTo(OWN_WINDOW) <= 0
                    && !Collections.disjoint(changelog.files(), p.changelog().files())) {
                out.add(id);
            }
        });
        return out;
    }

    /**
     * Lone patch {@code messageId} by {@code sender} (an address, or null), with subject and text and the change
     * they say ({@link Change#of}), posted at {@code at}: its keys become one carrier less rare and it is found by
     * them from now on.
     */
    void remember(String messageId, String sender, String subject, String text, Change change, String at) {
        Set<Long> keys = change.keys();
        Instant then = LinkedPatches.instant(at);
        if (keys.isEmpty() || then == null || postings.containsKey(messageId)) {
            return;
        }
        String by = sender == null ? messageId : sender;
        for (Long k : keys) {
            Set<String> senders = carriers.computeIfAbsent(k, x -> new LinkedHashSet<>());
            if (senders.size() <= MAX_CARRIERS) {
                senders.add(by);
            }
        }
        Changelog changelog = sender == null ? null : change.changelog();
        postings.put(messageId, new Posting(change, keys(subject, text, '+', true), then, sender, changelog, false));
        keys.forEach(k -> ClusterIndex.pushCapped(byKey, k, messageId, MAX_PER_KEY));
        if (changelog != null) {
            changelog.runs().forEach(k -> ClusterIndex.pushCapped(byRun, k, messageId, MAX_PER_KEY));
        }
    }

    /** Whether remembered posting {@code messageId} is a series part ({@link #rememberPart}). */
    boolean part(String messageId) {
        Posting p = postings.get(messageId);
        return p != null && p.part();
    }

    /** Parts a series may have for one of them to be remembered by its changelog ({@link #rememberPart}). */
    static final int MAX_SERIES_PARTS = 3;

    /**
     * Series part {@code messageId} (not a cover, not a backport) of at most {@value #MAX_SERIES_PARTS} parts, by
     * {@code sender} (an address; null: nothing is kept), posted at {@code at}: when its changelog describes a
     * failure ({@link Changelog#of}), a later lone patch by the same sender describing it in the same words finds
     * it ({@link #ownSameChangelog}, session 23). An author who first sends a fix with its preparation and then
     * alone keeps its description; a long series is a feature's work. Only the changelog is kept: a part has no
     * diff keys (its siblings share its lines).
     */
    void rememberPart(String messageId, String sender, String subject, String text, String at) {
        Instant then = LinkedPatches.instant(at);
        if (sender == null || then == null || text == null || postings.containsKey(messageId)
                || !SeriesParts.partOfFew(subject, MAX_SERIES_PARTS) || PatchVersions.backport(subject)) {
            return;
        }
        Changelog changelog = Changelog.of(subject, text);
        if (changelog == null) {
            return;
        }
        postings.put(messageId, new Posting(Change.NONE, Set.of(), then, sender, changelog, true));
        changelog.runs().forEach(k -> ClusterIndex.pushCapped(byRun, k, messageId, MAX_PER_KEY));
    }
}
