package dev.lkmltriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.git.TreeBuilder;
import java.nio.file.Path;
import org.eclipse.jgit.revwalk.RevCommit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --git DIR} on ingest, clusters and show: inferred suspects from a kernel tree built with JGit. */
class GitSuspectsCliTest {
    @TempDir
    Path tmp;

    @Test
    void ingestClustersAndShowNameTheCommitsOfTheWindow() throws Exception {
        Path tree = tmp.resolve("linux");
        RevCommit suspect;
        try (TreeBuilder t = new TreeBuilder(tree)) {
            t.commit("Linux 2.6.22", "drivers/net/r8169.c", "v1\n", "drivers/net/tg3.c", "t\n", "MAINTAINERS",
                    "R8169 DRIVER\nF:\tdrivers/net/r8169.c\n");
            t.tag("v2.6.22", true);
            suspect = t.commit("r8169: send path rework, TSO on by default", "drivers/net/r8169.c", "v2\n");
            t.commit("tg3: unrelated", "drivers/net/tg3.c", "t2\n");
            t.tag("v2.6.23-rc8", true);
        }
        Path data = tmp.resolve("data");
        CliRun ingest = CliRun.of("ingest", "--quiet", "--data", data.toString(), "--git", tree.toString(),
                "corpus/mail/r8169-6dccd16b-send");
        assertEquals(0, ingest.code(), ingest.err());
        CliRun stored = CliRun.of("clusters", "--json", "--data", data.toString());
        assertTrue(stored.out().contains("\"hash\":\"" + suspect.name() + "\",\"role\":\"inferred\""),
                "ingest stores the inferred suspects: " + stored.out());
        String id = stored.out().split("\"id\":\"")[1].split("\"")[0];
        CliRun show = CliRun.of("show", "--data", data.toString(), "--git", tree.toString(), id);
        assertEquals(0, show.code(), show.err());
        assertTrue(show.out().contains("suspect " + suspect.name() + " inferred"), show.out());
        assertTrue(show.out().contains("touches drivers/net/r8169.c"), show.out());
        CliRun listed = CliRun.of("clusters", "--json", "--data", data.toString(), "--git", tree.toString());
        assertTrue(listed.out().contains(suspect.name()), listed.out());
        assertTrue(!listed.out().contains("tg3: unrelated"), listed.out());
    }

    @Test
    void aDirectoryThatIsNoTreeIsAUsageError() {
        CliRun r = CliRun.of("clusters", "--data", tmp.toString(), "--git", tmp.resolve("nope").toString());
        assertTrue(r.code() != 0, r.err());
        CliRun bad = CliRun.of("ingest", "--data", tmp.resolve("d").toString(), "--git", tmp.toString(),
                "corpus/mail/r8169-6dccd16b-send");
        assertEquals(ExitCodes.USAGE, bad.code(), bad.err());
        assertTrue(bad.err().contains("not a git repository"), bad.err());
    }
}
