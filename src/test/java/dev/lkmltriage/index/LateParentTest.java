package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.put;
import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.KernelFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A parent arriving after its replies re-threads them, and they follow the thread into its cluster. */
class LateParentTest {
    @TempDir
    Path data;

    /** A reply that reads like a report of its own: it bisected to another commit. */
    private static Facts meToo(String culprit) {
        return new Facts(MessageKind.OTHER, List.of(), List.of(new KernelFact("6.4", "6.4", "bad", false, 0, 1)),
                List.of(new CommitFact(culprit, "culprit", null, "bisect", false, 0, 1)), List.of(), List.of("igb"),
                List.of(), null);
    }

    private static Facts report() {
        return new Facts(MessageKind.REPORT, List.of(), List.of(new KernelFact("6.3", "6.3", "good", false, 0, 1),
                new KernelFact("6.4", "6.4", "bad", false, 0, 1)),
                List.of(new CommitFact("aaaaaaa1111111", "culprit", null, "bisect", false, 0, 1)), List.of(),
                List.of("e1000e"), List.of(), null);
    }

    private static void assertAgree(MailStore store, MailSearch search, String clusterId, int members)
            throws Exception {
        store.flush();
        search.refresh();
        assertEquals(members, search.search("cluster:" + clusterId, 50, 0).total(), "message docs say so");
        Cluster c = search.cluster(clusterId).orElseThrow();
        assertEquals(members, c.members().size(), c.members().toString());
        for (String id : c.members().stream().map(Cluster.Member::messageId).toList()) {
            StoredMessage m = search.message(id).orElseThrow();
            assertEquals(clusterId, m.cluster(), id);
            assertEquals(store.threads().threadOf(c.members().get(0).messageId()), m.threadId(), id);
        }
        assertEquals(store.clusters().size(), search.clusters().size(), "no stale cluster left in the index");
    }

    @Test
    void repliesBeforeTheirRootReportJoinItsCluster() throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            MailSearch search = MailSearch.of(store);
            put(store, mail("r1@x", "Re: e1000e: TX hang on 6.4", "p@x", List.of("p@x"), "me too, bisected"),
                    meToo("bbbbbbb2222222"));
            put(store, mail("r2@x", "Re: e1000e: TX hang on 6.4", "r1@x", List.of("p@x", "r1@x"), "thanks"),
                    Facts.none(MessageKind.REPLY));
            String early = store.clusters().get(0).id();
            put(store, mail("p@x", "e1000e: TX hang on 6.4", null, List.of(), "bisected to aaaaaaa"), report());
            store.flush();
            search.refresh();
            String parent = search.message("p@x").orElseThrow().cluster();
            assertNotEquals(early, parent);
            assertAgree(store, search, parent, 3);
            assertTrue(search.cluster(early).isEmpty(), "the cluster the early reply had started is gone");
        }
    }

    @Test
    void aLateMiddleMessageCarriesItsRepliesIntoTheThreadsCluster() throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            MailSearch search = MailSearch.of(store);
            put(store, mail("a@x", "e1000e: TX hang on 6.4", null, List.of(), "bisected"), report());
            put(store, mail("c@x", "Re: e1000e: TX hang on 6.4", "b@x", List.of("b@x"), "same, other commit"),
                    meToo("ccccccc3333333"));
            put(store, mail("b@x", "Re: e1000e: TX hang on 6.4", "a@x", List.of("a@x"), "which NIC?"),
                    Facts.none(MessageKind.REPLY));
            store.flush();
            search.refresh();
            String cluster = search.message("a@x").orElseThrow().cluster();
            assertAgree(store, search, cluster, 3);
            assertEquals("a@x", search.message("c@x").orElseThrow().threadId());
            assertEquals(1, store.clusters().size());
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            assertEquals(1, store.clusters().size(), "the removal was committed");
        }
    }
}
