package dev.lkmltriage.index;

import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.ingest.ThreadAssigner;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.source.Format;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A cluster merge and a linked patch rewrite documents the searcher has not seen yet (no flush, no refresh since they
 * were accepted): the rewrite must start from the latest version of each, whether the re-threading buffer still
 * holds it or let it go (a buffer of 2500 bytes drops the first three settled messages without a refresh).
 */
class UnrefreshedRewriteTest {
    private static final String BLAMED = "5c0ffee15bad00d1e5ca1ab1ede7ec7ab1e0b0a7";

    @TempDir
    Path data;

    private static void put(MailStore store, Mail m, MessageKind kind, List<CommitFact> commits) throws Exception {
        store.accept(new Report(m, new ThreadAssigner(store.threads()).assign(m), new Facts(kind, List.of(),
                List.of(), commits, List.of(), List.of(), List.of(), null), "test"), new byte[0], Format.RFC5322);
    }

    private static String clusterOf(MailStore store, String messageId) {
        return store.clusters().stream()
                .filter(c -> c.members().stream().anyMatch(m -> m.messageId().equals(messageId)))
                .map(Cluster::id).findFirst().orElse(null);
    }

    @ParameterizedTest
    @ValueSource(longs = {64L << 20, 2500})
    void aMergeMovesMembersAcceptedSinceTheLastRefresh(long buffer) throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store.rethreadBuffer(buffer);
            MailSearch search = MailSearch.of(store);
            put(store, mail("w1@x", "e1000e: link never comes up after resume", null, List.of(), "no facts"),
                    MessageKind.REPORT, List.of());
            put(store, mail("w2@x", "tg3 stalls under load [bisected]", null, List.of(), "bisected"),
                    MessageKind.REPORT, List.of(new CommitFact(BLAMED, "culprit", null, "bisect", false, 0, 1)));
            put(store, mail("w3@x", "Re: tg3 stalls under load [bisected]", "w2@x", List.of("w2@x"), "same here"),
                    MessageKind.REPLY, List.of());
            put(store, mail("w4@x", "ixgbe oops on module unload", null, List.of(), "an oops"),
                    MessageKind.REPORT, List.of());
            String absorbed = clusterOf(store, "w2@x");
            String into = clusterOf(store, "w1@x");
            String apart = clusterOf(store, "w4@x");
            assertNotEquals(absorbed, into);
            put(store, mail("w5@x", "[PATCH] Revert \"net: tg3: poll less\"", null, List.of(),
                    "Link: https://lore.kernel.org/r/w1@x\nThis reverts commit 5c0ffee15bad."), MessageKind.PATCH,
                    List.of(new CommitFact(BLAMED, "reference", null, "revert", false, 0, 1)));
            store.flush();
            search.refresh();
            for (String id : List.of("w1@x", "w2@x", "w3@x", "w5@x")) {
                assertEquals(into, search.message(id).orElseThrow().cluster(), id);
            }
            assertEquals(apart, search.message("w4@x").orElseThrow().cluster(), "another cluster's member stays");
            assertEquals(0, search.search("cluster:" + absorbed, 50, 0).total());
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {64L << 20, 2500})
    void aLinkedPatchAcceptedSinceTheLastRefreshJoins(long buffer) throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store.rethreadBuffer(buffer);
            MailSearch search = MailSearch.of(store);
            put(store, mail("v1@x", "Deadlock on NVMe hot remove", null, List.of(), "it hangs"), MessageKind.REPORT,
                    List.of());
            put(store, mail("v2@x", "[PATCH 0/2] Hot remove and reset deadlocks", null, List.of(), "two patches"),
                    MessageKind.PATCH, List.of());
            put(store, mail("v3@x", "[PATCH] PCI: tidy a comment", null, List.of(), "cleanup"),
                    MessageKind.PATCH, List.of());
            put(store, mail("v4@x", "[PATCH] PCI: pciehp: Fix hot remove deadlock", null, List.of(),
                    "Link: https://lore.kernel.org/r/v1@x\nLink: https://lore.kernel.org/r/v2@x\n"),
                    MessageKind.PATCH, List.of());
            store.flush();
            search.refresh();
            StoredMessage cover = search.message("v2@x").orElseThrow();
            assertEquals(search.message("v1@x").orElseThrow().cluster(), cover.cluster());
            assertEquals("fix", cover.role());
            assertNull(search.message("v3@x").orElseThrow().cluster(), "not linked: stays unplaced");
        }
    }
}
