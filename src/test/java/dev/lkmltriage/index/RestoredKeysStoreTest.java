package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.put;
import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterKeys;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import java.util.List;
import org.apache.lucene.document.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a reopened store gives the clusterer beyond the clusters' JSON: an unplaced thread-starting patch of an
 * earlier run is still pulled in by a later fix linking to it, and the stored keys are read leniently (a document
 * of an older store without them, or with broken ones, restores with none; hostile sizes are capped).
 */
class RestoredKeysStoreTest {
    @TempDir
    Path data;

    @Test
    void anUnplacedPatchOfAnEarlierRunIsPulledByALaterFix() throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            put(store, mail("r@x", "Lockup on PCIe hot removal", null, List.of(), "it hangs"), MessageKind.REPORT);
            put(store, mail("cover@x", "[PATCH 0/2] Slot interrupt and error recovery lockups", null, List.of(),
                    "two patches"), MessageKind.PATCH);
            put(store, mail("cr@x", "Re: [PATCH 0/2] Hotplug interrupt", "cover@x", List.of("cover@x"), "ok"),
                    MessageKind.REPLY);
        }
        String cluster;
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            put(store, mail("fix@x", "[PATCH] PCI: pciehp: Fix AB-BA deadlock", null, List.of(),
                    "Link: https://lore.kernel.org/r/r@x\nLink: https://lore.kernel.org/r/cover@x\n"),
                    MessageKind.PATCH);
            store.flush();
            MailSearch search = MailSearch.of(store);
            cluster = search.message("r@x").orElseThrow().cluster();
            assertEquals(cluster, search.message("fix@x").orElseThrow().cluster());
            assertEquals(cluster, search.message("cover@x").orElseThrow().cluster(), "pulled in a later run");
            assertEquals("fix", search.message("cover@x").orElseThrow().role());
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            Cluster c = store.clusters().stream().filter(x -> x.id().equals(cluster)).findFirst().orElseThrow();
            assertTrue(c.members().stream().anyMatch(m -> m.messageId().equals("cover@x")), c.toString());
        }
    }

    @Test
    void storedKeysAreReadLeniently() {
        assertEquals(ClusterKeys.NONE, ClusterDocs.keysFromJson(null), "an older store's document has none");
        assertEquals(ClusterKeys.NONE, ClusterDocs.keysFromJson("{\"bugs\": [\"bugzilla:1\""), "broken JSON");
        assertEquals(ClusterKeys.NONE, ClusterDocs.keysFromJson("[1,2,3]"), "not an object");
        assertEquals(ClusterKeys.NONE, ClusterDocs.keysFromJson("{\"logLines\": [\"not a number\"]}"));
        StringBuilder huge = new StringBuilder("{\"authors\": [");
        for (int i = 0; i < 100_000; i++) {
            huge.append(i == 0 ? "" : ",").append("\"a").append(i).append("@x\"");
        }
        ClusterKeys k = ClusterDocs.keysFromJson(huge.append("]}").toString());
        assertEquals(ClusterKeys.MAX_PER_KIND, k.authors().size());
        assertEquals("a99999@x", k.authors().get(ClusterKeys.MAX_PER_KIND - 1), "the most recent kept");
        ClusterKeys round = ClusterDocs.keysFromJson(ClusterDocs.toDocument(new Cluster("c1", "t", "open",
                List.of(), List.of(), List.of(), new Cluster.Kernels(List.of(), List.of()),
                new Cluster.Throughput(null, null, null), List.of(), List.of(), List.of(), List.of(), List.of(), null,
                null, List.of(), null), new ClusterKeys(List.of("bugzilla:7"), null, null, List.of(42L), null, null,
                null, List.of("old"), null, null, null)).get(Fields.CLUSTER_KEYS));
        assertEquals(List.of("bugzilla:7"), round.bugs());
        assertEquals(List.of(42L), round.logLines());
        assertEquals(List.of("old"), round.merged());
        Document old = ClusterDocs.toDocument(new Cluster("c2", null, "open", List.of(), List.of(), List.of(),
                new Cluster.Kernels(List.of(), List.of()), new Cluster.Throughput(null, null, null), List.of(),
                List.of(), List.of(), List.of(), List.of(), null, null, List.of(), null));
        assertTrue(old.get(Fields.CLUSTER_JSON) != null, "the one-argument form still writes the JSON");
        assertEquals(ClusterKeys.NONE, ClusterDocs.keysFromJson(old.get(Fields.CLUSTER_KEYS)));
    }
}
