package dev.lkmltriage.probe.repro;

/** A target the allow-list does not allow; the message says how to allow it. */
public final class TargetRefusedException extends RuntimeException {
    public TargetRefusedException(String message) {
        super(message);
    }
}
