package dev.lkmltriage.kafka;

import java.util.concurrent.atomic.AtomicLong;

/** Running counts of a role, safe to read from any thread. */
public final class RoleStats {
    final AtomicLong consumed = new AtomicLong();
    final AtomicLong produced = new AtomicLong();
    final AtomicLong deadLettered = new AtomicLong();
    final AtomicLong batches = new AtomicLong();
    final AtomicLong applied = new AtomicLong();
    final AtomicLong duplicates = new AtomicLong();

    /** Index role: reports stored as new (or as a variant of a known Message-ID). */
    public long applied() {
        return applied.get();
    }

    /** Index role: redelivered reports the store already held, which changed nothing. */
    public long duplicates() {
        return duplicates.get();
    }

    /** Records taken from the input topic and committed. */
    public long consumed() {
        return consumed.get();
    }

    /** Records written to the output topic (reports, or cluster events). */
    public long produced() {
        return produced.get();
    }

    /** Input records sent to the dead-letter topic. */
    public long deadLettered() {
        return deadLettered.get();
    }

    /** Batches committed. */
    public long batches() {
        return batches.get();
    }

    @Override
    public String toString() {
        return consumed() + " consumed, " + produced() + " produced, " + deadLettered() + " dead-lettered"
                + (applied() + duplicates() > 0 ? ", " + applied() + " stored, " + duplicates() + " already stored"
                : "");
    }
}
