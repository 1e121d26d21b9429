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

    /**
     * Session 14 (fixtures invented): a part standing alone that started its entry's cluster lent it the series
     * thread for the answers to it only, and a reopened store still knows that: in a later run an answer to the part
     * joins, an answer to a sibling part and one to the cover do not (as in one run).
     */
    @Test
    void afterAReopenOnlyAnswersToThePartFollowIt() throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            put(store, mail("u2@x", "[PATCH 2/3] iommu/foo: Fix invalidation of nested entries", "u0@x",
                    List.of("u0@x"), "Nested entries were not invalidated.\n\n" + BUG), MessageKind.PATCH);
            put(store, mail("v2@x", "[PATCH v2 2/3] iommu/foo: Fix invalidation of nested entries", "v0@x",
                    List.of("v0@x"), "Nested entries were not invalidated.\n\n" + BUG), MessageKind.PATCH);
            store.flush();
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            MailSearch search = MailSearch.of(store);
            put(store, mail("v2-r@x", "Re: [PATCH v2 2/3] iommu/foo: Fix invalidation of nested entries", "v2@x",
                    List.of("v0@x", "v2@x"), "Applied, thanks.\n"), MessageKind.REPLY);
            put(store, mail("v3-r@x", "Re: [PATCH v2 3/3] iommu/foo: Flush the PASID cache on unbind", "v3@x",
                    List.of("v0@x", "v3@x"), "This one needs a rework.\n"), MessageKind.REPLY);
            put(store, mail("v0-r@x", "Re: [PATCH v2 0/3] iommu/foo: Fixes for nested translation", "v0@x",
                    List.of("v0@x"), "Which tree should take these?\n"), MessageKind.REPLY);
            store.flush();
            search.refresh();
            String cluster = search.message("v2@x").orElseThrow().cluster();
            assertNotNull(cluster, "the second posting naming the entry started its cluster");
            assertEquals(cluster, search.message("v2-r@x").orElseThrow().cluster(), "an answer to the part follows");
            assertNull(search.message("v3-r@x").orElseThrow().cluster(), "an answer to a sibling part does not");
            assertNull(search.message("v0-r@x").orElseThrow().cluster(), "nor one to the cover");
        }
    }
}
