package dev.lkmltriage.cli;

import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.index.StoreLockedException;
import java.io.IOException;
import java.nio.file.Path;

/** Opens the store for writing, turning a held lock into an error a person can act on. */
final class Stores {
    private Stores() {
    }

    static MailStore open(Path dataDir) throws IOException {
        try {
            return MailStore.open(dataDir);
        } catch (StoreLockedException e) {
            throw new UserException(e.getMessage(), ExitCodes.FAILED);
        }
    }
}
