package dev.lkmltriage.source;

/** Receives what a {@link MailSource} reads, in order. */
public interface ItemSink {
    /** One message's bytes. */
    void accept(RawItem item);

    /**
     * Something at {@code origin} could not be read at all (a corrupt git object, an unreadable file). The source
     * goes on after calling this.
     */
    void unreadable(String origin, String reason);

    /**
     * Everything accepted so far from the source identified by {@code key} is covered by {@code value}; a later read
     * given this value may start after it. Called by incremental sources (public-inbox) between items; the sink
     * persists it together with the items, atomically.
     */
    default void checkpoint(String key, String value) {
    }
}
