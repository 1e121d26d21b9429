package dev.lkmltriage.triage;

import dev.lkmltriage.report.Report;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Answers follow what they answer: the one record of the answers that strayed (session 32, cluster47's
 * {@link SeriesParts#answersSibling} and cluster48's rule, made one record in session 33). A series' part is placed by
 * its own evidence ({@link SeriesParts}), so the parts of a series whose one part fixes a cluster's problem are mostly
 * placed nowhere: the series' other changes. Their answers did not follow them: a reply in a thread a cluster holds
 * joined it by the thread, so the reviews of the series' clean-ups, a "Tested-by" on the part fixing another report,
 * and the answers to a part another cluster holds all became the cluster's. This keeps the parts placed nowhere (with
 * the files they change), the answers placed nowhere because they answer one, and the answers that strayed from a
 * thread a cluster holds, so that an answer to one is placed by its own evidence as the part was, and follows the
 * part when it joins a cluster later ({@link #takeAnswers}). With them it keeps the two facts of a thread the rules
 * read: whether its root is a numbered part, and the files its joined patches change. One capped map, keyed by
 * message id (a thread by its root's id), holds it all: at most {@value #MAX} ids (the most recent), so memory stays
 * flat on any archive; a reopened store restores it through {@link Clusterer}'s restore calls in store order.
 */
final class PartAnswers {
    static final int MAX = 65_536;

    /** Most answers kept per part or answer: a thread of reviews is a few dozen. */
    static final int MAX_ANSWERS = 64;

    /** What the answer rules know of one message id. */
    private static final class Kept {
        /** A series' part placed nowhere, not its thread's root. */
        boolean part;
        /** A reply placed nowhere that answers a part or an answer kept here: it strayed with it. */
        boolean answer;
        /** A message placed nowhere that strayed from a thread a cluster holds: the answers to it stray too. */
        boolean strayed;
        /** A thread-starting patch that is a numbered part (a series without a cover starts at its part 1). */
        boolean numberedRoot;
        /**
         * The files a patch placed nowhere changes (a series part, thread-starting parts too, or any patch posted in
         * a thread), or null; {@link #thread}: the thread they count for when the patch joins a cluster later.
         */
        Set<String> files;
        String thread;
        /** The files are a numbered part's: the answers to it stray when the thread's joined files are others. */
        boolean numbered;
        /** For a thread's root: the files the patches of the thread that joined a cluster change, or null. */
        Set<String> joinedFiles;
        /** The answers placed nowhere with this part or answer (cluster49), or null. */
        List<String> below;

        boolean empty() {
            return !part && !answer && !strayed && !numberedRoot && files == null && joinedFiles == null
                    && below == null;
        }

        void files(String threadId, Set<String> changed, boolean numberedPart) {
            files = changed;
            thread = threadId;
            numbered = numberedPart;
        }
    }

    private final Map<String, Kept> kept = new CappedMap<>(MAX);

    private Kept of(String id) {
        return kept.computeIfAbsent(id, k -> new Kept());
    }

    /** A thread-starting patch (in a run as it is placed, or restored): remembered when it is a numbered part. */
    void root(String messageId, String subject) {
        if (SeriesParts.part(subject) > 0) {
            of(messageId).numberedRoot = true;
        }
    }

    /**
     * The one decision on a message placed nowhere (in a run as it is placed, or restored in store order):
     * {@code part}, a series' part not at its thread's root; {@code files}, what a patch posted in thread
     * {@code threadId} changes, {@code numbered} when it is a series part (null for anything else, or when a
     * restore gave them before): they count among the thread's joined files when it joins a cluster later
     * ({@link #joinedLater}); {@code answers}, a reply's In-Reply-To (null for anything else): when that is a part or
     * an answer kept here the reply strayed with it, and follows it when it joins; {@code strayed}, the message
     * strayed from a thread a cluster holds, so the answers to it stray too.
     */
    void placedNowhere(String messageId, String threadId, boolean part, Set<String> files, boolean numbered,
                       String answers, boolean strayed) {
        if (part) {
            Kept k = of(messageId);
            k.part = true;
            k.answer = false;
        }
        if (files != null) {
            of(messageId).files(threadId, files, numbered);
        }
        if (answers != null && unplaced(kept.get(answers))) {
            Kept k = of(messageId);
            k.answer |= !k.part;
            Kept parent = kept.get(answers);
            if (parent.below == null) {
                parent.below = new ArrayList<>();
            }
            if (parent.below.size() < MAX_ANSWERS) {
                parent.below.add(messageId);
            }
        }
        if (strayed) {
            of(messageId).strayed = true;
        }
    }

    /**
     * A patch placed nowhere in an earlier run, posted in thread {@code threadId}: the files it changes (a restore,
     * before its leftovers), {@code numbered} when it is a series part.
     */
    void files(String messageId, String threadId, Set<String> files, boolean numbered) {
        of(messageId).files(threadId, files, numbered);
    }

    /**
     * A message kept here joined a cluster (whatever tied it in): a patch's files count among its thread's joined
     * files from now on, as a reopen counts every placed patch of the thread.
     */
    void joinedLater(String messageId) {
        Kept k = kept.get(messageId);
        if (k != null && k.files != null && k.thread != null) {
            joined(k.thread, k.files);
            k.files = null;
            k.thread = null;
            drop(messageId, k);
        }
    }

    /** A patch of thread {@code threadId} joined a cluster: the files it changes count among the thread's. */
    void joined(String threadId, Set<String> files) {
        Kept k = of(threadId);
        if (k.joinedFiles == null) {
            k.joinedFiles = new LinkedHashSet<>();
        }
        k.joinedFiles.addAll(files);
    }

    private static boolean unplaced(Kept k) {
        return k != null && (k.part || k.answer);
    }

    /**
     * True when thread {@code rootId}'s root is a cover (or a lone patch) that joined cluster {@code c} by its own
     * evidence: the series as a whole is then the cluster's, and the answers to its parts follow the thread. A
     * numbered part that joined by its own evidence is one patch of the series; its siblings stand alone.
     */
    boolean seriesJoined(ClusterState c, String rootId) {
        Kept k = kept.get(rootId);
        return (k == null || !k.numberedRoot) && SeriesParts.rootJoinedItself(c, rootId);
    }

    /**
     * The answers kept below part {@code partId}, each with the parent it answers, parents first, taken out (each is
     * handed out once): the part just joined a cluster. Bounded by the caps: linear in what was kept.
     */
    List<String[]> takeAnswers(String partId) {
        List<String[]> out = new ArrayList<>();
        Deque<String> todo = new ArrayDeque<>();
        todo.add(partId);
        while (!todo.isEmpty()) {
            String parent = todo.poll();
            Kept p = kept.get(parent);
            List<String> below = p == null ? null : p.below;
            if (below != null) {
                p.below = null;
                drop(parent, p);
                for (String a : below) {
                    Kept k = kept.get(a);
                    if (k != null) {
                        k.part = false;
                        k.answer = false;
                        drop(a, k);
                    }
                    out.add(new String[] {a, parent});
                    todo.add(a);
                }
            }
        }
        return out;
    }

    /** Forgets an id nothing is kept for any more (its answers, if any, were looked up before). */
    private void drop(String id, Kept k) {
        if (k.empty()) {
            kept.remove(id);
        }
    }

    /** True when answers strayed with {@code messageId} and are still kept below it. */
    boolean hasAnswers(String messageId) {
        Kept k = kept.get(messageId);
        return k != null && k.below != null;
    }

    /** True when {@code messageId} is an answer placed nowhere because it answers a part placed nowhere. */
    boolean isAnswer(String messageId) {
        Kept k = kept.get(messageId);
        return k != null && k.answer;
    }

    /** True when joining would lend a cluster a suspect: the message names a culprit, quoted or not. */
    static boolean lendsASuspect(Report r) {
        return r.facts().commits().stream().anyMatch(c -> c.role().equals("culprit"));
    }

    /**
     * True when a reply to {@code parentId} answers a part (or an answer to one) that is still no cluster's member:
     * the thread's cluster holds the thread through another part or the cover, not through what this reply answers.
     */
    boolean strays(ClusterIndex ix, String parentId) {
        return parentId != null && unplaced(kept.get(parentId)) && !ix.byMessage.containsKey(parentId);
    }

    /**
     * Whether {@code parent}, answered in thread {@code threadId}, is off the thread's cluster (session 32, cluster47's
     * {@link SeriesParts#answersSibling}): a series part placed nowhere that changes files, none of which a patch of
     * this thread that joined a cluster changes (a driver's part beside a core revert), or a message that strayed
     * from the thread. A part of the same files (a revert and its redo, a fix and its preparation) is the same
     * change's series: its answers follow the thread. Only while {@code parent} is placed nowhere: a part (or an
     * answer) that joined a cluster since is that cluster's member, and its answers follow it (session 33: a
     * reopen reads nothing for a placed part, so one run must not keep more).
     */
    boolean offPart(ClusterIndex ix, String parent, String threadId) {
        Kept p = kept.get(parent);
        if (p == null || ix.byMessage.containsKey(parent)) {
            return false;
        }
        if (p.strayed) {
            return true;
        }
        Kept t = kept.get(threadId);
        Set<String> joined = t == null ? null : t.joinedFiles;
        return p.numbered && p.files != null && !p.files.isEmpty() && joined != null && !joined.isEmpty()
                && Collections.disjoint(p.files, joined);
    }
}
