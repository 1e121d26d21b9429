package dev.lkmltriage.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --shared DIR} of the benches that read ../shared/bench and the real archive (a mixin). */
final class SharedOption {
    @Option(names = "--shared", paramLabel = "DIR", description = "The shared directory (default: ../shared"
            + " beside the checkout).")
    Path shared;

    /** The shared directory; a usage error when there is none. */
    Path dir() {
        Path dir = Home.shared(shared);
        if (!Files.isDirectory(dir)) {
            throw new UserException("no shared directory at " + dir + "; give --shared DIR", ExitCodes.USAGE);
        }
        return dir;
    }
}
