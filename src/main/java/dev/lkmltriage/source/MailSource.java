package dev.lkmltriage.source;

import java.io.IOException;

/** A place mail is kept. Reading never throws on bad content, only on I/O failure of the place itself. */
public interface MailSource {
    /** A short description for progress lines and errors, e.g. {@code mbox /tmp/x.mbox}. */
    String describe();

    /** An estimate of how many items {@link #read} will deliver, or -1 when unknown (for progress and ETA). */
    default long estimate() {
        return -1;
    }

    /** Delivers every item not covered by {@code from} to {@code sink}, in order. */
    void read(Checkpoints from, ItemSink sink) throws IOException;
}
