package dev.lkmltriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.actions.ActionKind;
import dev.lkmltriage.actions.ActionLog;
import dev.lkmltriage.actions.TriageAction;
import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.triage.Cluster;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code clusters} and {@code show} print clusters as people triaged them, not as the clusterer left them. */
class TriagedClustersCliTest {
    @TempDir
    Path data;

    @Test
    void aStatusSetByAPersonAndAMergeShowInTheCli() throws Exception {
        CliRun ingest = CliRun.of("ingest", "--quiet", "--data", data.toString(), "corpus/mail");
        assertEquals(0, ingest.code(), ingest.err());
        List<Cluster> clusters;
        try (MailSearch search = MailSearch.openReadOnly(data)) {
            clusters = search.clusters();
        }
        assertTrue(clusters.size() >= 3, "the corpus forms several clusters");
        Cluster a = clusters.get(0);
        Cluster b = clusters.get(1);
        ActionLog log = ActionLog.open(data);
        log.record(TriageAction.draft("alice", "reporter confirmed the workaround", ActionKind.STATUS, a.id(), null,
                List.of(), "wontfix", null), clusters);
        log.record(TriageAction.draft("alice", "same bisected commit", ActionKind.MERGE, b.id(), a.id(), List.of(),
                null, null), clusters);

        CliRun listed = CliRun.of("clusters", "--json", "--data", data.toString(), "--status", "wontfix");
        assertEquals(0, listed.code(), listed.err());
        assertEquals(1, listed.out().lines().count(), listed.out());
        assertTrue(listed.out().contains("\"id\":\"" + a.id() + "\""), listed.out());
        for (Cluster.Member m : b.members()) {
            assertTrue(listed.out().contains(m.messageId()), "the merged cluster's members moved: " + m.messageId());
        }
        CliRun all = CliRun.of("clusters", "--json", "--data", data.toString());
        assertEquals(clusters.size() - 1, all.out().lines().count(), "the merged cluster is listed no more");

        CliRun show = CliRun.of("show", "--json", "--data", data.toString(), b.id());
        assertEquals(0, show.code(), show.err());
        assertTrue(show.out().contains("\"id\":\"" + a.id() + "\""), "the merged id shows its new home: " + show.out());
    }
}
