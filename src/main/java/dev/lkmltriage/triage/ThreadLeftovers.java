package dev.lkmltriage.triage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Messages placed nowhere, by thread, so that they follow when their thread becomes a cluster later: replies to a
 * patch that never reached the archive before a later message of that thread names the bug, a thread-starting
 * patch before a reply in its thread turns out to be a report. A reply arriving after its thread's cluster joins it;
 * this makes the order of arrival not matter. At most {@value #MAX_THREADS} threads (the most recently added) and
 * {@value #MAX_PER_THREAD} messages each (the earliest: the thread's start and first answers) are kept, so memory
 * stays flat on any archive; a thread's entry is dropped when it becomes a cluster.
 */
final class ThreadLeftovers {
    static final int MAX_THREADS = 65_536;
    static final int MAX_PER_THREAD = 32;

    /**
     * A message placed nowhere, whether it is a patch (it joins as a fix, else as a reply), and whether it is a
     * numbered part of a series ({@link SeriesParts}).
     */
    record Leftover(String messageId, boolean patch, boolean part) {
    }

    private final Map<String, List<Leftover>> byThread = new CappedMap<>(MAX_THREADS);

    void add(String messageId, String threadId, boolean patch, boolean part) {
        List<Leftover> list = byThread.computeIfAbsent(threadId, t -> new ArrayList<>(2));
        if (list.size() < MAX_PER_THREAD) {
            list.add(new Leftover(messageId, patch, part));
        }
    }

    /** The leftovers of {@code threadId}, oldest first, forgotten here; empty when there are none. */
    List<Leftover> take(String threadId) {
        List<Leftover> out = byThread.remove(threadId);
        return out == null ? List.of() : out;
    }
}
