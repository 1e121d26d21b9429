package dev.lkmltriage.index;

import static dev.lkmltriage.index.PartAnswersStoreTest.ANA;
import static dev.lkmltriage.index.PartAnswersStoreTest.DEV;
import static dev.lkmltriage.index.PartAnswersStoreTest.OLA;
import static dev.lkmltriage.index.PartAnswersStoreTest.mail;
import static dev.lkmltriage.index.PartAnswersStoreTest.patch;
import static dev.lkmltriage.index.StorePuts.store;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Session 32 (cluster50; cluster47's {@code triage.SeriesParts.answersSibling}) across a reopen of the store: a
 * two-part series without a cover, whose part 1 (the thread's root) is a driver clean-up placed nowhere and whose
 * part 2 reverts the core commit a report blames, and a review of part 1, are stored in one run. In the next, the
 * answer to that review stays out of the report's cluster as in one run (the store kept neither part 1's files nor
 * those of the joined revert, and it followed the thread), and when a review of the revert joins, both come back as
 * the thread's leftovers, as one run pulls them.
 */
class SiblingAnswersStoreTest {
    @TempDir
    Path data;

    private static final String PART1 = "[PATCH 1/2] drm/foo: Avoid touching the hardware during recovery";
    private static final String PART2 = "[PATCH 2/2] Revert \"PCI/ERR: Update error status after reset_link()\"";

    @Test
    void answersToAPartOfOtherFilesStayOutAfterAReopenAndComeBackAsLeftovers() throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store(store, mail("aer@ana", ANA, "Mon, 31 Aug 2020 09:00:00 +0000", "AER recovery fails since 5.8",
                    "Hi,\n\nSince 5.8 a fatal AER error on the NIC behind my root port is never recovered, and the"
                            + " log says\n\n[  210.118201] pcieport 0000:00:1c.0: AER: device recovery failed\n\n"
                            + "It worked with 5.7.\n\nAna\n", null, null));
            store(store, mail("p1@dev", DEV, "Wed, 2 Sep 2020 18:42:01 +0000", PART1,
                    patch("During error recovery the suspend path must not touch the hardware until the link"
                            + " is back.", "drivers/gpu/drm/foo/foo_device.c",
                            "+\tif (adev->in_recovery)\n+\t\treturn 0;"), null, null));
            store(store, mail("p2@dev", DEV, "Wed, 2 Sep 2020 18:42:03 +0000", PART2,
                    patch("This reverts the change that overwrote the status a driver's error_detected callback"
                            + " returned.\n\nLink: https://lore.kernel.org/r/aer@ana\nReported-by: " + ANA,
                            "drivers/pci/pcie/err.c", "-\tstatus = reset_link(dev);\n+\treset_link(dev);"),
                    "p1@dev", "p1@dev"));
            store(store, mail("q1@ola", OLA, "Wed, 2 Sep 2020 21:36:00 +0000", "Re: " + PART1,
                    "Should this not check the flag under the reset lock?\n\nOla\n", "p1@dev", "p1@dev"));
            store.flush();
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store(store, mail("q2@dev", DEV, "Thu, 3 Sep 2020 08:00:00 +0000", "Re: " + PART1,
                    "Yes, I will move it under the lock in v2.\n\nTomas\n", "p1@dev", "q1@ola"));
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            String aer = search.message("aer@ana").orElseThrow().cluster();
            assertNotNull(aer, "the report is a cluster");
            assertEquals(aer, search.message("p2@dev").orElseThrow().cluster(), "the revert links the report");
            assertNull(search.message("p1@dev").orElseThrow().cluster(), "part 1 is another change");
            assertNull(search.message("q1@ola").orElseThrow().cluster(), "its review strays");
            assertNotEquals(aer, search.message("q2@dev").orElseThrow().cluster(),
                    "the answer to the review, after a reopen, as in one run");
            store(store, mail("q3@ola", OLA, "Thu, 3 Sep 2020 09:00:00 +0000", "Re: " + PART2,
                    "This breaks the hotplug case; the status must be kept.\n\nOla\n", "p1@dev", "p2@dev"));
            store.flush();
            search.refresh();
            assertEquals(aer, search.message("q3@ola").orElseThrow().cluster(), "near miss: the revert's review");
            assertEquals(aer, search.message("q1@ola").orElseThrow().cluster(),
                    "a join by thread pulls the strayed answers in as the thread's leftovers, as in one run");
            assertEquals(aer, search.message("q2@dev").orElseThrow().cluster());
        }
    }
}
