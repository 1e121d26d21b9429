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
 * Session 24 ({@code triage.DiscussionDays}) across a reopen: a maintainer's objection and the author's answer in its
 * thread are stored in one run, placed nowhere; in the next, weeks later, the author's patch citing the discussion by
 * an lkml.org URL of the answer's day starts a cluster with the objection as its report, as in one run.
 */
class DiscussionDayStoreTest {
    @TempDir
    Path data;

    @Test
    void aPatchCitingTheDiscussionByDayAfterAReopenTakesItsStartAsReport() throws Exception {
        String paul = "Paul Arnesen <paul.arnesen@example.com>";
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store(store, mail("obj@greta", null, "Greta Vos <greta@example.org>", "Mon, 4 Mar 2019 09:00:00 +0000",
                    "frobnic debugfs counters are a table, not a value", "Hi Paul,\n\nEach counters file prints a"
                            + " dozen named lines; nobody should need a parser for that.\nPlease split it up.\n"));
            store(store, mail("paul@answer", "obj@greta", paul, "Wed, 6 Mar 2019 10:00:00 +0000",
                    "Re: frobnic debugfs counters are a table, not a value", "Fair point, I will split them.\n"));
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            assertNull(search.message("obj@greta").orElseThrow().cluster(), "an objection alone: nowhere");
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store(store, mail("p1@paul", null, paul, "Mon, 22 Apr 2019 08:00:01 +0000",
                    "[PATCH] frobnic: One counter per file", "Give each counter a file of its own, as asked in"
                            + " the discussion:\nhttps://lkml.org/lkml/2019/3/6/411\n\nSigned-off-by: " + paul
                            + "\n---\ndiff --git a/drivers/misc/frobnic/counters.c b/drivers/misc/frobnic/counters.c\n"
                            + "--- a/drivers/misc/frobnic/counters.c\n+++ b/drivers/misc/frobnic/counters.c\n"
                            + "@@ -10,3 +10,3 @@\n-\tseq_printf(s, \"%s %llu\\n\", name, val);\n"
                            + "+\treturn sprintf(buf, \"%llu\\n\", val);\n"));
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            StoredMessage objection = search.message("obj@greta").orElseThrow();
            assertNotNull(objection.cluster(), "the discussion restored by day and sender");
            assertEquals("report", objection.role());
            assertEquals(objection.cluster(), search.message("p1@paul").orElseThrow().cluster());
            assertEquals(objection.cluster(), search.message("paul@answer").orElseThrow().cluster());
        }
    }
}
