package dev.lkmltriage.index;

import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** When a revert bridges two clusters, the store's message documents follow the merge, and it survives a reopen. */
class MergedClustersStoreTest {
    private static final String BLAMED = "ec411e02b7a2e785a4ed9ed283207cd14f48699d";

    @TempDir
    Path data;

    private static void put(MailStore store, Mail m, MessageKind kind, List<CommitFact> commits) throws Exception {
        StorePuts.put(store, m, new Facts(kind, List.of(), List.of(), commits, List.of(), List.of(), List.of(), null));
    }

    @Test
    void membersOfTheAbsorbedClusterAreFoundUnderTheMergedOne() throws Exception {
        String merged;
        List<String> heard = new java.util.ArrayList<>();
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store.onClusterEvents(events -> events.stream()
                    .filter(e -> e.type() == dev.lkmltriage.triage.ClusterEvent.Type.CREATED
                            || e.type() == dev.lkmltriage.triage.ClusterEvent.Type.JOINED)
                    .forEach(e -> heard.add(e.cluster().id() + " " + e.messageId())));
            MailSearch search = MailSearch.of(store);
            put(store, mail("a@x", "nouveau fails to load firmware", null, List.of(), "no facts"), MessageKind.REPORT,
                    List.of());
            put(store, mail("b@x", "Hybrid graphics hang [bisected]", null, List.of(), "bisected"),
                    MessageKind.REPORT, List.of(new CommitFact(BLAMED, "culprit", null, "bisect", false, 0, 1)));
            put(store, mail("br@x", "Re: Hybrid graphics hang [bisected]", "b@x", List.of("b@x"), "thanks"),
                    MessageKind.REPLY, List.of());
            store.flush();
            search.refresh();
            String absorbed = search.message("b@x").orElseThrow().cluster();
            merged = search.message("a@x").orElseThrow().cluster();
            assertNotEquals(absorbed, merged);
            put(store, mail("p@x", "[PATCH] Revert \"PCI/PM: Assume ports\"", null, List.of(),
                    "Link: https://lore.kernel.org/r/a@x\nThis reverts commit ec411e02b7a2."), MessageKind.PATCH,
                    List.of(new CommitFact(BLAMED, "reference", null, "revert", false, 0, 1)));
            store.flush();
            search.refresh();
            assertEquals(5 - 1, search.search("cluster:" + merged, 50, 0).total(), "a, b, br and the revert");
            assertEquals(0, search.search("cluster:" + absorbed, 50, 0).total());
            assertTrue(search.cluster(absorbed).isEmpty(), "the absorbed cluster is gone from the index");
            for (String id : List.of("a@x", "b@x", "br@x", "p@x")) {
                assertEquals(merged, search.message(id).orElseThrow().cluster(), id);
                assertTrue(heard.contains(merged + " " + id), "listeners heard " + id + " join: " + heard);
            }
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            Cluster c = store.clusters().stream().filter(x -> x.id().equals(merged)).findFirst().orElseThrow();
            assertEquals(4, c.members().size(), c.members().toString());
            assertEquals(1, store.clusters().size());
        }
    }
}
