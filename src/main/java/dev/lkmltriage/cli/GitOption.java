package dev.lkmltriage.cli;

import dev.lkmltriage.extract.DriverTable;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.git.SuspectInference;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import picocli.CommandLine.Option;

/** {@code --git DIR}: a kernel tree to infer suspects from and expand abbreviated hashes with. */
final class GitOption {
    @Option(names = "--git", paramLabel = "DIR",
            description = "A kernel git tree (checkout or bare clone, read with JGit): adds inferred suspects"
                    + " (commits between last good and first bad touching the driver) and expands abbreviated"
                    + " hashes. Default: $TRIAGE_GIT, else the triage.git property; none means no inference.")
    Path git;

    Path dir() {
        if (git != null) {
            return git;
        }
        String p = System.getProperty("triage.git");
        if (p == null || p.isBlank()) {
            p = System.getenv("TRIAGE_GIT");
        }
        return p == null || p.isBlank() ? null : Path.of(p);
    }

    /** The inference over the configured tree, or null when none is configured. */
    SuspectInference open() {
        Path dir = dir();
        if (dir == null) {
            return null;
        }
        SuspectInference.Budget budget = new SuspectInference.Budget(
                Integer.getInteger("triage.git.max-commits", SuspectInference.Budget.DEFAULT.maxCommits()),
                Duration.ofMillis(Long.getLong("triage.git.walk-millis",
                        SuspectInference.Budget.DEFAULT.time().toMillis())));
        try {
            return SuspectInference.open(dir, DriverTable.load(ExtractSettings.defaults()), budget);
        } catch (IOException e) {
            throw new UserException(e.getMessage(), ExitCodes.USAGE);
        }
    }
}
