package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.mail;
import static dev.lkmltriage.index.StorePuts.store;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Session 17 ({@code triage.LkmlDayLinks}) across a reopen: a fix placed nowhere and a report are stored in one run;
 * in the next, after the store is reopened, an answer in the report's thread naming the fix by its lkml.org day URL
 * and its author brings it in, as in one run (the day comes from the patch's stored keys).
 */
class LkmlDayLinkStoreTest {
    @TempDir
    Path data;

    @Test
    void aFixPlacedNowhereInOneRunJoinsTheReportWhoseAnswerNamesItByDayInTheNext() throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store(store, mail("io@ella", null, "Ella Brandt <ella.brandt@example.com>",
                    "Wed, 11 Dec 2019 09:34:50 +0000", "[PATCH] PCI: frob: Fix register offset of the IO window",
                    "The IO window is programmed at the wrong register.\n\nSigned-off-by: Ella Brandt"
                            + " <ella.brandt@example.com>\n---\ndiff --git a/drivers/pci/controller/pcie-frob.c"
                            + " b/drivers/pci/controller/pcie-frob.c\n--- a/drivers/pci/controller/pcie-frob.c\n"
                            + "+++ b/drivers/pci/controller/pcie-frob.c\n@@ -10,3 +10,3 @@\n"
                            + "-\tframe_write(fr, 0, FRAME_IO_OB(1));\n+\tframe_write(fr, 0, FRAME_IO_OB(0));\n"));
            store(store, mail("kevin@vic", null, "Vic Berg <vicberg@example.net>", "Wed, 11 Dec 2019 23:38:35 +0000",
                    "[REGRESSION] PCI v5.5-rc1 breaks the frobbook", "Hi,\nsince v5.5-rc1 the frobbook does not"
                            + " boot: the display never starts.\nv5.4 works fine.\n"));
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            assertNull(search.message("io@ella").orElseThrow().cluster(), "a fix naming no report: nowhere");
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store(store, mail("answer@rob", "kevin@vic", "Rob Murray <rob.murray@example.com>",
                    "Thu, 12 Dec 2019 00:55:00 +0000", "Re: [REGRESSION] PCI v5.5-rc1 breaks the frobbook",
                    "Assuming it is what Ella figured out, there's a proposed fix here:\n"
                            + "https://lkml.org/lkml/2019/12/11/199\n"));
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            String cluster = search.message("kevin@vic").orElseThrow().cluster();
            assertNotNull(cluster);
            StoredMessage fix = search.message("io@ella").orElseThrow();
            assertEquals(cluster, fix.cluster(), "the day restored from the patch's stored keys");
            assertEquals("fix", fix.role());
        }
    }
}
