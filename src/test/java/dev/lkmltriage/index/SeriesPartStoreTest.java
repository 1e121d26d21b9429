package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.put;
import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Session 13 (fixtures invented): a series part naming a bug entry stands alone under its own id, and across a
 * reopen it is still known as a part of its series' thread, so a sibling part of the same series naming the entry in
 * a later run starts nothing with it (as in one run). Near miss: a part of another series (another thread) naming
 * the entry does start the entry's cluster with it.
 */
class SeriesPartStoreTest {
    private static final String BUG = "Link: https://bugzilla.kernel.org/show_bug.cgi?id=207575\n";

    @TempDir
    Path data;

    @Test
    void aSiblingPartInALaterRunIsNoOtherPostingOfTheEntry() throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            put(store, mail("s2@x", "[PATCH 2/3] iommu/foo: Fix invalidation of nested entries", "s0@x",
                    List.of("s0@x"), "Nested entries were not invalidated.\n\n" + BUG), MessageKind.PATCH);
            store.flush();
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            MailSearch search = MailSearch.of(store);
            put(store, mail("s3@x", "[PATCH 3/3] iommu/foo: Flush the PASID cache on unbind", "s0@x",
                    List.of("s0@x"), "The cache kept stale entries.\n\n" + BUG), MessageKind.PATCH);
            store.flush();
            search.refresh();
            assertNull(search.message("s3@x").orElseThrow().cluster(), "a sibling part is no second posting");
            assertNull(search.message("s2@x").orElseThrow().cluster());
            put(store, mail("t2@x", "[PATCH v2 2/3] iommu/foo: Fix invalidation of nested entries", "t0@x",
                    List.of("t0@x"), "Nested entries were not invalidated.\n\n" + BUG), MessageKind.PATCH);
            store.flush();
            search.refresh();
            String cluster = search.message("t2@x").orElseThrow().cluster();
            assertNotNull(cluster, "the next round, in another thread, names the entry too");
            assertEquals("fix", search.message("t2@x").orElseThrow().role());
        }
    }
}
