package dev.lkmltriage.triage;

import dev.lkmltriage.report.Report;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * Answers follow what they answer (session 32, cluster48). A series' part is placed by its own evidence
 * ({@link SeriesParts}), so the parts of a series whose one part fixes a cluster's problem are mostly placed nowhere:
 * the series' other changes. Their answers did not follow them: a reply in a thread a cluster holds joined it by the
 * thread, so the reviews of the series' clean-ups, a "Tested-by" on the part fixing another report, and the answers
 * to a part another cluster holds all became the cluster's. This keeps the ids of the parts placed nowhere, and of
 * the answers placed nowhere because they answer one, so that an answer to one is placed by its own evidence as the
 * part was, and an answer to another cluster's member joins that cluster. At most {@value #MAX} ids (the most
 * recent) are kept, so memory stays flat on any archive.
 */
final class PartAnswers {
    static final int MAX = 65_536;

    /** Message id to true for a part placed nowhere, false for an answer placed nowhere that followed one. */
    private final Map<String, Boolean> unplaced = new CappedMap<>(MAX);

    /** Most answers kept per part or answer: a thread of reviews is a few dozen. */
    static final int MAX_ANSWERS = 64;

    /**
     * A part or answer kept in {@link #unplaced} to its answers placed nowhere with it (session 32, cluster49), so
     * that when the part joins a cluster later (a later posting pulls it) the answers follow it, looked up by id.
     */
    private final Map<String, List<String>> answers = new CappedMap<>(MAX);

    /** Thread-starting patches that are a numbered part (a series without a cover starts at its part 1). */
    private final Map<String, Boolean> numberedRoots = new CappedMap<>(MAX);

    /** A thread-starting patch (in a run as it is placed, or restored): remembered when it is a numbered part. */
    void root(String messageId, String subject) {
        if (SeriesParts.part(subject) > 0) {
            numberedRoots.put(messageId, Boolean.TRUE);
        }
    }

    /**
     * True when thread {@code rootId}'s root is a cover (or a lone patch) that joined cluster {@code c} by its own
     * evidence: the series as a whole is then the cluster's, and the answers to its parts follow the thread. A
     * numbered part that joined by its own evidence is one patch of the series; its siblings stand alone.
     */
    boolean seriesJoined(ClusterState c, String rootId) {
        return !numberedRoots.containsKey(rootId) && SeriesParts.rootJoinedItself(c, rootId);
    }

    /** A series' part placed nowhere (in a run, or restored from an earlier run's leftovers). */
    void part(String messageId) {
        unplaced.put(messageId, Boolean.TRUE);
    }

    /** A reply placed nowhere whose parent is a part or answer kept here: its answers stray with it. */
    void answer(String messageId, String parentId) {
        if (parentId != null && unplaced.containsKey(parentId)) {
            unplaced.putIfAbsent(messageId, Boolean.FALSE);
            List<String> list = answers.computeIfAbsent(parentId, k -> new ArrayList<>());
            if (list.size() < MAX_ANSWERS) {
                list.add(messageId);
            }
        }
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
            List<String> below = answers.remove(parent);
            if (below != null) {
                for (String a : below) {
                    unplaced.remove(a);
                    out.add(new String[] {a, parent});
                    todo.add(a);
                }
            }
        }
        return out;
    }

    /** True when {@code messageId} is an answer placed nowhere because it answers a part placed nowhere. */
    boolean isAnswer(String messageId) {
        return Boolean.FALSE.equals(unplaced.get(messageId));
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
        return parentId != null && unplaced.containsKey(parentId) && !ix.byMessage.containsKey(parentId);
    }
}
