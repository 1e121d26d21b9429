package dev.lkmltriage.actions;

/** An action that cannot be taken as asked; the message says what to change. */
public final class ActionException extends IllegalArgumentException {
    private final boolean unknownCluster;

    public ActionException(String message) {
        this(message, false);
    }

    ActionException(String message, boolean unknownCluster) {
        super(message);
        this.unknownCluster = unknownCluster;
    }

    /** True when the action names a cluster that does not exist (a face answers 404 rather than 400). */
    public boolean unknownCluster() {
        return unknownCluster;
    }
}
