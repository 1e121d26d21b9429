package dev.lkmltriage.text;

/**
 * The scans of the last two texts asked about on each thread, by identity: the stages working on one message ask
 * about the same text object (and now and then a short one between, such as its subject), so each text is scanned
 * once. Keeps at most two texts alive per thread.
 */
public final class LiteralCache {
    private final LiteralSet set;
    private final ThreadLocal<LiteralHits[]> last = ThreadLocal.withInitial(() -> new LiteralHits[2]);

    public LiteralCache(LiteralSet set) {
        this.set = set;
    }

    public LiteralSet set() {
        return set;
    }

    /** {@code set().scan(text)}, or the hits already found for this very object on this thread. */
    public LiteralHits of(String text) {
        LiteralHits[] l = last.get();
        LiteralHits h = l[0];
        if (h != null && h.text() == text) {
            return h;
        }
        LiteralHits older = l[1];
        if (older != null && older.text() == text) {
            l[1] = h;
            l[0] = older;
            return older;
        }
        LiteralHits fresh = set.scan(text);
        l[1] = h;
        l[0] = fresh;
        return fresh;
    }
}
