package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Session 10, from new7's hard negative, through the real parser and extractor: a reporter's new thread under
 * another subject that links to their own earlier report ("similar hardware to &lt;link&gt;, but another CPU") is a
 * new problem, not a duplicate. Near misses: another sender's link to that report, and the same reporter re-sending
 * under the same subject with a link, still join it.
 */
class OwnLinkTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String NORA = "Nora Fenwick <nora.fenwick@example.com>";
    private static final String OTTO = "Otto Brandl <otto@example.net>";
    private static final String FIRST = """
            Hi,

            after moving our Gorse board from 4.9 to 5.3 the switch ASIC behind the bridge enumerates oddly:
            every function of the bridge shows up as its own bus and the switch's ports are not reachable.

            [    1.204311] pci 0000:01:00.0: bridge configuration invalid ([bus 00-00]), reconfiguring
            [    1.204390] pci_bus 0000:02: busn_res: can not insert [bus 02-ff] under [bus 01-06]
            [    1.204455] pci 0000:02:1f.0: PCI bridge to [bus 03-06] (unusable)

            Nora
            """;

    private String report() {
        assertNotNull(clusterer.place(mail("gorse@nora", NORA, "Mon, 2 Sep 2019 10:00:00 +0000",
                "[BUG] Gorse board: bridge functions enumerate as separate buses on 5.3", FIRST)));
        return clusterer.clusterOf("gorse@nora");
    }

    private static String linking(String intro) {
        return intro + "\n\n[    1.204390] pci_bus 0000:02: busn_res: can not insert [bus 02-ff] under [bus 01-06]\n"
                + "[    1.204455] pci 0000:02:1f.0: PCI bridge to [bus 03-06] (unusable)\n\n"
                + "[1] https://lore.kernel.org/linux-pci/gorse@nora/\n";
    }

    @Test
    void theSameReportersNewThreadLinkingTheirOwnReportStartsItsOwnCluster() {
        String first = report();
        assertNotNull(clusterer.place(mail("heath@nora", NORA, "Mon, 16 Sep 2019 10:00:00 +0000",
                "[BUG] Heath board: no memory window for the bridge after a rescan",
                linking("Hi,\n\nsimilar hardware to [1], but another CPU: after releasing the switch from reset "
                        + "and rescanning, the bridge gets no memory window and the first access aborts."))));
        assertNotEquals(first, clusterer.clusterOf("heath@nora"),
                "the reporter chose a new thread: the link says related, not the same problem");
    }

    @Test
    void anotherSendersLinkOrTheSameReportersResendStillJoins() {
        String first = report();
        assertNotNull(clusterer.place(mail("me-too@otto", OTTO, "Tue, 10 Sep 2019 10:00:00 +0000",
                "[BUG] bridge functions show up as buses on my board too",
                linking("Hello,\n\nI see exactly what [1] describes on another board of the same family."))));
        assertEquals(first, clusterer.clusterOf("me-too@otto"), "another sender pointing at the report");
        assertNotNull(clusterer.place(mail("resend@nora", NORA, "Mon, 30 Sep 2019 10:00:00 +0000",
                "[RESEND] [BUG] Gorse board: bridge functions enumerate as separate buses on 5.3",
                linking("Hi,\n\nno answer to [1] so far, so here it is again with the log."))));
        assertEquals(first, clusterer.clusterOf("resend@nora"), "a re-send under the same subject");
    }
}
