package dev.lkmltriage.index;

import java.io.IOException;
import java.nio.file.Path;

/** Another process (a running {@code triage serve}, another ingest) is writing to the data directory. */
public final class StoreLockedException extends IOException {
    public StoreLockedException(Path dir, Throwable cause) {
        super("the data directory " + dir + " is in use by another triage process; stop it (or its serve), or"
                + " give this command another --data DIR", cause);
    }
}
