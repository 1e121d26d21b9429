package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 8, the miss sessions 6-7 left in new4 (replies to a patch that never reached the archive, before a later
 * message of that thread named the bug): a thread's messages placed nowhere join when the thread becomes a cluster
 * later, and another thread's do not.
 */
class ThreadLeftoversTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    /** A message in thread {@code thread}, answering {@code parent} (null: it starts its thread). */
    static Report inThread(String id, String parent, String thread, String from, String date, String subject,
                           String body) {
        String raw = "Message-ID: <" + id + ">\n" + (parent == null ? "" : "In-Reply-To: <" + parent + ">\n"
                + "References: <" + thread + "> <" + parent + ">\n") + "Date: " + date + "\nFrom: " + from
                + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return new Report(m, thread, EXTRACTOR.extract(m), null);
    }

    private static final String ENTRY = "https://bugzilla.kernel.org/show_bug.cgi?id=424242";

    private static String diff(String intro, String added) {
        return intro + "\n\nSigned-off-by: Pat Coder <pat@example.org>\n---\n drivers/pci/iov.c | 1 +\n"
                + " 1 file changed, 1 insertion(+)\n\ndiff --git a/drivers/pci/iov.c b/drivers/pci/iov.c\n"
                + "index 0123456..789abcd 100644\n--- a/drivers/pci/iov.c\n+++ b/drivers/pci/iov.c\n"
                + "@@ -1,3 +1,4 @@\n context\n" + added + "\n";
    }

    @Test
    void repliesToAPatchThatNeverArrivedFollowWhenTheirThreadBecomesACluster() {
        assertNull(clusterer.place(inThread("r1@x", "missing-patch@x", "missing-patch@x", "Max Maint <max@example.org>",
                "Thu, 13 Jun 2019 18:51:12 +0000", "Re: [PATCH] PCI/IOV: Update num_VFs before the VFs are gone",
                "Applied to pci/virtualization for v5.3, thanks!\n")), "an orphan reply about a patch");
        assertNull(clusterer.place(inThread("other@x", "missing-other@x", "missing-other@x",
                "Max Maint <max@example.org>", "Fri, 14 Jun 2019 10:00:00 +0000",
                "Re: [PATCH] PCI: Add a quirk for yet another bridge", "Applied, thanks.\n")),
                "an orphan reply of another missing patch");
        assertNull(clusterer.place(inThread("v2@x", null, "v2@x", "Pat Coder <pat@example.org>",
                "Wed, 11 Sep 2019 09:27:36 +0000", "[PATCH v2] PCI/IOV: Never read a stale sriov_numvfs",
                diff("Reading sriov_numvfs while it changes returns the old value.\n\nLink: " + ENTRY,
                        "+\tpdev->sriov->num_VFs = nr_virtfn; /* before the VFs are removed */"))));
        Clusterer.Placement later = clusterer.place(inThread("r3@x", "r1@x", "missing-patch@x",
                "Max Maint <max@example.org>", "Thu, 3 Oct 2019 22:10:07 +0000",
                "Re: [PATCH] PCI/IOV: Update num_VFs before the VFs are gone",
                diff("Here is what I would apply instead, for " + ENTRY,
                        "+\tpdev->sriov->num_VFs = 0; /* reset once the VFs are gone */")));
        assertNotNull(later, "a patch in that thread naming the bug entry the v2 named starts the entry's cluster");
        assertEquals(later.clusterId(), clusterer.clusterOf("v2@x"));
        Map<String, Clusterer.Placement> pulled = clusterer.drainLinked();
        assertEquals(later.clusterId(), clusterer.clusterOf("r1@x"), "the thread's earlier reply follows");
        assertEquals("reply", pulled.get("r1@x").role());
        assertTrue(pulled.get("r1@x").reason().contains("same thread"), pulled.get("r1@x").reason());
        assertNull(clusterer.clusterOf("other@x"), "another thread's reply stays where it was");
    }
}
