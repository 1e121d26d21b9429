package dev.lkmltriage.probe;

import java.io.IOException;

/**
 * A probe failed for a reason worth telling the user: a busy or misbehaving peer, a protocol violation, an option out
 * of bounds. The message says what happened and, where there is one, how to fix it; {@link #reason()} says it to
 * code, so a caller can tell a server worth trying again from a broken one without reading the message.
 */
public final class ProbeException extends IOException {
    private static final long serialVersionUID = 1L;

    /** Why the run did not happen, as far as a caller deciding whether to try again cares. */
    public enum Reason {
        /** The server answered ACCESS_DENIED: it is running (or closing) another test. */
        BUSY,
        /** Nothing listened at the address. */
        REFUSED,
        /** The connection was reset or closed before the server asked for the parameters. */
        DROPPED,
        /** Anything else: a protocol violation, a server error, a timeout, a broken stream. */
        OTHER
    }

    private final Reason reason;

    public ProbeException(String message) {
        this(Reason.OTHER, message, null);
    }

    public ProbeException(String message, Throwable cause) {
        this(Reason.OTHER, message, cause);
    }

    public ProbeException(Reason reason, String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
