package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.put;
import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An earlier patch that named no report is placed nowhere; when a later fix of a cluster links to it, its document
 * joins the cluster as a fix (with its replies' thread), listeners hear of it, and it survives a reopen. A patch
 * linked by a message that is no fix of any cluster stays unplaced.
 */
class LinkedPatchStoreTest {
    @TempDir
    Path data;

    @Test
    void anEarlierPatchALaterFixLinksToJoinsTheCluster() throws Exception {
        String cluster;
        List<String> heard = new java.util.ArrayList<>();
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store.onClusterEvents(events -> events.forEach(e -> heard.add(e.cluster().id() + " " + e.messageId())));
            MailSearch search = MailSearch.of(store);
            put(store, mail("r@x", "Lockup on PCIe hot removal", null, List.of(), "it hangs"), MessageKind.REPORT);
            put(store, mail("cover@x", "[PATCH 0/2] Slot interrupt and error recovery lockups", null, List.of(),
                    "two patches"), MessageKind.PATCH);
            put(store, mail("other@x", "[PATCH] PCI: unrelated cleanup", null, List.of(), "cleanup"),
                    MessageKind.PATCH);
            put(store, mail("q@x", "Question about hotplug", null, List.of(), "see\n"
                    + "Link: https://lore.kernel.org/r/other@x\n"), MessageKind.OTHER);
            store.flush();
            search.refresh();
            assertNull(search.message("cover@x").orElseThrow().cluster(), "a patch naming no report: nowhere yet");
            put(store, mail("fix@x", "[PATCH] PCI: pciehp: Fix AB-BA deadlock", null, List.of(),
                    "Link: https://lore.kernel.org/r/r@x\nLink: https://lore.kernel.org/r/cover@x\n"),
                    MessageKind.PATCH);
            put(store, mail("cr@x", "Re: [PATCH 1/2] PCI: pciehp: first", "cover@x", List.of("cover@x"), "ok"),
                    MessageKind.REPLY);
            store.flush();
            search.refresh();
            cluster = search.message("r@x").orElseThrow().cluster();
            StoredMessage cover = search.message("cover@x").orElseThrow();
            assertEquals(cluster, cover.cluster());
            assertEquals("fix", cover.role());
            assertEquals(cluster, search.message("cr@x").orElseThrow().cluster(), "the cover's thread follows it");
            assertNull(search.message("other@x").orElseThrow().cluster(), "linked only by a question");
            assertTrue(heard.contains(cluster + " cover@x"), heard.toString());
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            Cluster c = store.clusters().stream().filter(x -> x.id().equals(cluster)).findFirst().orElseThrow();
            assertTrue(c.members().stream().anyMatch(m -> m.messageId().equals("cover@x") && m.role().equals("fix")),
                    c.members().toString());
        }
    }
}
