package dev.lkmltriage.actions;

import java.util.Locale;

/** What a triage action does; {@link #label()} is its name in the log and in the API. */
public enum ActionKind {
    /** Fold the cluster into another ({@code into}); the cluster's id then names the other. */
    MERGE,
    /** Move some members ({@code members}) out into a new cluster. */
    SPLIT,
    /** Mark the cluster a duplicate of another ({@code of}); both stay, related to each other. */
    DUPLICATE,
    /** Set the status ({@code status}). */
    STATUS,
    /** Add a note ({@code note}) to the history. */
    NOTE;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * @throws ActionException naming the known actions when {@code label} is none of them
     */
    public static ActionKind of(String label) {
        if (label != null) {
            for (ActionKind k : values()) {
                if (k.label().equals(label.strip().toLowerCase(Locale.ROOT))) {
                    return k;
                }
            }
        }
        throw new ActionException("unknown action " + Quote.of(label)
                + "; use one of merge, split, duplicate, status, note");
    }
}
