package dev.lkmltriage.index;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The latest version of every message document the store wrote since its searcher was last refreshed, in the order
 * written (a rewrite moves a document to the end, as Lucene's update does to its doc id). Re-threading reads a thread
 * from the stale searcher plus these, instead of refreshing the searcher for every parent that arrives after its
 * replies: each such refresh flushed a small Lucene segment, which cost more than the indexing of the messages in it.
 *
 * <p>Only a thread whose root has not arrived yet can be re-threaded, so documents of a thread whose root is stored
 * may be dropped ({@link #prune}); when what remains is still large, the caller refreshes and {@link #clear}s. Memory
 * stays bounded by {@code limitBytes} (roughly: raw bytes plus text).
 */
final class RecentDocs {
    private record Entry(String threadId, Supplier<StoredMessage> message, long bytes) {
    }

    private final Map<String, Entry> byKey = new LinkedHashMap<>();
    /** Every key written since the last clear, pruned or not: the searcher's copy of these is stale. */
    private final Set<String> written = new HashSet<>();
    private final long limitBytes;
    private long bytes;

    RecentDocs(long limitBytes) {
        this.limitBytes = limitBytes;
    }

    /**
     * Records the document now written under {@code key}; {@code message} is computed when first asked for, once:
     * the returned supplier is the one to hand to whoever else needs it.
     */
    Supplier<StoredMessage> put(String key, String threadId, Supplier<StoredMessage> message, long size) {
        Entry old = byKey.remove(key);
        if (old != null) {
            bytes -= old.bytes();
        }
        Supplier<StoredMessage> once = memo(message);
        byKey.put(key, new Entry(threadId, once, size));
        written.add(key);
        bytes += size;
        return once;
    }

    boolean contains(String key) {
        return byKey.containsKey(key);
    }

    /** The latest document written under this key since the last clear, or null when none is held (any more). */
    StoredMessage get(String key) {
        Entry e = byKey.get(key);
        return e == null ? null : e.message().get();
    }

    /**
     * A document was written under this key since the last clear but has been pruned: the searcher holds an older
     * version of it, and only a refresh shows the latest.
     */
    boolean prunedSinceClear(String key) {
        return written.contains(key) && !byKey.containsKey(key);
    }

    /** The documents of this thread written since the last clear, in the order written. */
    List<StoredMessage> inThread(String threadId) {
        List<StoredMessage> out = new ArrayList<>();
        for (Entry e : byKey.values()) {
            if (e.threadId().equals(threadId)) {
                out.add(e.message().get());
            }
        }
        return out;
    }

    /**
     * When over the limit, drops the documents whose thread can no longer be re-threaded. Returns true when half the
     * limit is still taken: then the caller should refresh its searcher and {@link #clear()} (so that a prune frees
     * at least half the limit, and the scans stay amortised).
     */
    boolean prune(Predicate<String> settledThread) {
        if (bytes <= limitBytes) {
            return false;
        }
        for (Iterator<Entry> it = byKey.values().iterator(); it.hasNext(); ) {
            Entry e = it.next();
            if (settledThread.test(e.threadId())) {
                bytes -= e.bytes();
                it.remove();
            }
        }
        return bytes > limitBytes / 2;
    }

    void clear() {
        byKey.clear();
        written.clear();
        bytes = 0;
    }

    int size() {
        return byKey.size();
    }

    private static Supplier<StoredMessage> memo(Supplier<StoredMessage> s) {
        return new Supplier<>() {
            private Supplier<StoredMessage> source = s;
            private StoredMessage value;

            // The indexing thread and the store's thread may both ask; the first computes it.
            @Override
            public synchronized StoredMessage get() {
                if (value == null) {
                    value = source.get();
                    source = null;
                }
                return value;
            }
        };
    }
}
