package dev.lkmltriage.ingest;

import java.util.function.UnaryOperator;

/** What {@link ThreadAssigner} needs to know of the messages seen before. */
public interface ThreadLookup {
    /** Knows no message: every message's thread is the one its own headers give. */
    ThreadLookup NONE = of(id -> null, subject -> null);

    /** The thread id of a message already seen, or null. */
    String threadOf(String messageId);

    /** The thread id of an earlier thread whose root has this normalised subject, or null. */
    String threadBySubject(String normalizedSubject);

    /** A lookup answering from two functions (each returning null for what it does not know). */
    static ThreadLookup of(UnaryOperator<String> threadById, UnaryOperator<String> threadBySubject) {
        return new ThreadLookup() {
            @Override
            public String threadOf(String messageId) {
                return threadById.apply(messageId);
            }

            @Override
            public String threadBySubject(String normalizedSubject) {
                return threadBySubject.apply(normalizedSubject);
            }
        };
    }
}
