package dev.lkmltriage.source;

import java.io.IOException;
import java.util.List;

/** Detects what kind of source a path names. */
public final class Sources {
    private Sources() {
    }

    /**
     * The sources at {@code path}: a message file, an mbox (plain or .gz), a Maildir, a public-inbox archive (a bare
     * epoch repository or a v2 inbox directory), a saved HTML page, a plain-text dump, {@code -} for standard input,
     * or a directory holding any of these (recursively).
     *
     * @throws java.nio.file.NoSuchFileException when nothing exists at {@code path}
     */
    public static List<MailSource> open(String path) throws IOException {
        throw new UnsupportedOperationException("not yet");
    }
}
