package dev.lkmltriage.probe;

import java.io.IOException;

/**
 * A probe failed for a reason worth telling the user: a busy or misbehaving peer, a protocol violation, an option out
 * of bounds. The message says what happened and, where there is one, how to fix it.
 */
public final class ProbeException extends IOException {
    private static final long serialVersionUID = 1L;

    public ProbeException(String message) {
        super(message);
    }

    public ProbeException(String message, Throwable cause) {
        super(message, cause);
    }
}
