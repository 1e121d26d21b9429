package dev.lkmltriage.ingest;

/** What {@link ThreadAssigner} needs to know of the messages seen before. */
public interface ThreadLookup {
    /** The thread id of a message already seen, or null. */
    String threadOf(String messageId);

    /** The thread id of an earlier thread whose root has this normalised subject, or null. */
    String threadBySubject(String normalizedSubject);
}
