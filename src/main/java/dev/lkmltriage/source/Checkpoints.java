package dev.lkmltriage.source;

/** Read side of the checkpoints an {@link ItemSink} persisted: where an incremental source left off. */
@FunctionalInterface
public interface Checkpoints {
    Checkpoints NONE = key -> null;

    /** The value last given to {@link ItemSink#checkpoint} under {@code key}, or null. */
    String get(String key);
}
