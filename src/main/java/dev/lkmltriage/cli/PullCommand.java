package dev.lkmltriage.cli;

import dev.lkmltriage.source.Mirror;
import dev.lkmltriage.source.Sources;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code triage pull URL}: keep a local mirror of a public-inbox archive (or fetch one thread) and ingest what is new. */
@Command(name = "pull", mixinStandardHelpOptions = true,
        description = {"Mirror a public-inbox archive with git (JGit) and ingest what is new since the last pull.",
                "URL is an epoch (https://lore.kernel.org/netdev/0), an inbox (https://lore.kernel.org/netdev: every"
                        + " epoch), or a file:// repository. With --thread, URL is a Message-ID or a lore message URL"
                        + " and the whole thread is fetched as t.mbox.gz.",
                "Mirrors live in DATA/mirrors; the next pull fetches only new commits."})
final class PullCommand implements Callable<Integer> {
    @Mixin
    CommonOptions common;

    @Option(names = "--thread", description = "Fetch the thread of a Message-ID instead of mirroring an archive.")
    boolean thread;

    @Option(names = "--base", paramLabel = "URL", defaultValue = "https://lore.kernel.org",
            description = "The public-inbox server for --thread with a bare Message-ID (default: ${DEFAULT-VALUE}).")
    String base;

    @Parameters(index = "0", paramLabel = "URL", description = "What to pull.")
    String url;

    @Override
    public Integer call() throws Exception {
        Path data = common.dataDir();
        Path local;
        try {
            local = thread ? Mirror.pullThread(url, base, data.resolve("threads"))
                    : Mirror.pull(url, data.resolve("mirrors"));
        } catch (IOException | IllegalArgumentException e) {
            throw new UserException(e.getMessage(), ExitCodes.FAILED);
        }
        if (!common.quiet) {
            System.err.println("pulled " + url + " into " + local + "; ingesting what is new");
        }
        Stores.ingest(data, List.of(Sources.open(local)), common.quiet);
        return ExitCodes.OK;
    }
}
