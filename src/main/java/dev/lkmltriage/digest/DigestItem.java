package dev.lkmltriage.digest;

import java.time.Instant;

/**
 * One thing a recipient is told once: {@code key} identifies it across runs (the same key is never sent twice to
 * the same recipient), {@code at} is when it happened (null when unknown), {@code text} says it in one line.
 */
public record DigestItem(String key, Kind kind, String clusterId, Instant at, String text) {
    /** What happened; the order is the order of the digest's parts. */
    public enum Kind {
        NEW_REGRESSION("new regression", "new regressions"),
        NEW_REPORT("new report", "new reports"),
        NEW_SUSPECT("new suspect", "new suspects"),
        FIX_PROPOSED("fix proposed", "fixes proposed"),
        FIX_MERGED("fix merged", "fixes merged"),
        REPRODUCTION("reproduction", "reproductions"),
        STALE("stale regression", "stale regressions");

        final String one;
        final String many;

        Kind(String one, String many) {
            this.one = one;
            this.many = many;
        }

        String count(long n) {
            return n + " " + (n == 1 ? one : many);
        }
    }
}
