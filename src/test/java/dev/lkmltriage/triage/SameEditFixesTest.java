package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 22 (fixtures invented, in the shape of two people who each hit one bug and post the fix its cause calls
 * for): two lone patches by different senders, each saying it fixes something, that make the same edit in the same
 * file and function start the bug's cluster together, whatever commit they blame or title they give
 * ({@link SameChangeLines#othersSameEdit}). Near misses: a clean-up saying no fix, a deletion against a rewrite that
 * keeps the deleted lines, a tree-wide change also making the edit, a posting months later, a series part; a flood
 * of huge diffs ends fast.
 */
class SameEditFixesTest {
    private static final String ANN = "Ann Port <ann.port@example.com>";
    private static final String BEN = "Ben Other <ben.other@example.org>";
    private static final String FILE = "drivers/pci/controller/pcie-frob.c";
    /** The same edit, as both people write it: the status word widened before a bit search reads it. */
    private static final String EDIT = "-\tu32 frob_status, frob_ctrls;\n+\tunsigned long frob_status;\n"
            + "+\tu32 frob_ctrls;";
    private static final String EDIT_TOO = "-\tu32 frob_status, frob_ctrls;\n+\tunsigned long frob_status;\n"
            + "+\tu32 frob_word, frob_ctrls;\n-\t\tfrob_read_status(port, (u32 *)&frob_status);\n"
            + "+\t\tfrob_read_status(port, &frob_word);";

    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static Report mail(String id, String from, String date, String subject, String body) {
        return PatchText.mail(id, null, from, date, subject, body);
    }

    private static String patch(String intro, String trailers, String lines) {
        return PatchText.oneFile(intro, trailers, FILE, lines);
    }

    /** Ann's fix on 1 July, placed nowhere alone. */
    private void annsFix() {
        assertNull(clusterer.place(mail("ann@x", ANN, "Wed, 1 Jul 2020 10:00:00 +0000",
                "[PATCH] PCI: frob: avoid reading past the status word",
                patch("The bit search reads a long from a 32-bit word.", "", EDIT))), "alone it starts nothing");
    }

    @Test
    void twoPeoplesFixesMakingTheSameEditStartTheirCluster() {
        annsFix();
        Clusterer.Placement p = clusterer.place(mail("ben@x", BEN, "Tue, 25 Aug 2020 10:00:00 +0000",
                "[PATCH] PCI: frob: fix the bit search on the MSI status",
                patch("KASAN reports an out-of-bounds read in the bit search.",
                        "Fixes: 0123456789ab (\"PCI: frob: Read the MSI status once\")\n", EDIT_TOO)));
        assertNotNull(p, "two authors, one edit, eight weeks apart, another title, one blaming a commit");
        assertEquals("fix", p.role());
        assertTrue(p.reason().contains("same edit"), p.reason());
        assertEquals(p.clusterId(), clusterer.clusterOf("ann@x"));
    }

    @Test
    void anEarlierFixRestoredAfterAReopenIsFoundAsInOneRun() {
        annsFix();
        PatchKeys keys = clusterer.unplacedKeysOf("ann@x");
        assertNotNull(keys);
        Clusterer next = new Clusterer(ClusterWeights.load(Path.of("models")));
        next.restoreUnplacedPatch("ann@x", "ann@x", keys);
        next.restoreSameChange("ann@x", "[PATCH] PCI: frob: avoid reading past the status word", ANN,
                patch("The bit search reads a long from a 32-bit word.", "", EDIT), "2020-07-01T10:00:00Z");
        Clusterer.Placement p = next.place(mail("ben@x", BEN, "Tue, 25 Aug 2020 10:00:00 +0000",
                "[PATCH] PCI: frob: fix the bit search on the MSI status", patch("KASAN.", "", EDIT_TOO)));
        assertNotNull(p);
        assertEquals(p.clusterId(), next.clusterOf("ann@x"));
    }

    @Test
    void theVerySameOneLineEditTiesToo() {
        String line = "+\tfrob_set_port_type(virtfn);";
        clusterer.place(mail("ann@x", ANN, "Wed, 1 Jul 2020 10:00:00 +0000",
                "[PATCH 1/1] PCI: frob: Fix the cached config size of other functions", patch("Size.", "", line)));
        Clusterer.Placement p = clusterer.place(mail("ben@x", BEN, "Sat, 11 Jul 2020 10:00:00 +0000",
                "[PATCH 1/1] PCI: frob: fix config size for assigned functions", patch("Size too.", "", line)));
        assertNotNull(p);
        assertEquals(p.clusterId(), clusterer.clusterOf("ann@x"));
    }

    /** Whether Ben's patch of {@code subject} and {@code body}, on {@code date}, leaves Ann's fix placed nowhere. */
    private boolean apart(String date, String subject, String body) {
        annsFix();
        clusterer.place(mail("ben@x", BEN, date, subject, body));
        return clusterer.clusterOf("ann@x") == null;
    }

    @Test
    void aCleanUpSayingNoFixTiesNothing() {
        String day = "Thu, 2 Jul 2020 10:00:00 +0000";
        assertTrue(apart(day, "[PATCH] PCI: frob: Use an unsigned long for the status", patch("Tidy.", "", EDIT)),
                "a clean-up says no fix");
    }

    @Test
    void monthsLaterTiesNothing() {
        assertTrue(apart("Mon, 2 Nov 2020 10:00:00 +0000", "[PATCH] PCI: frob: fix the status word",
                patch("Fix.", "", EDIT)), "four months later");
    }

    @Test
    void aSeriesPartTiesNothing() {
        assertTrue(apart("Thu, 2 Jul 2020 10:00:00 +0000", "[PATCH 2/4] PCI: frob: fix the status word",
                patch("Fix.", "", EDIT)), "a series part");
    }

    @Test
    void aDeletionAgainstARewriteKeepingTheDeletedLinesTiesNothing() {
        String delete = "-\tfrob_warn(port, \"config write of %d bytes may corrupt bits\\n\",\n"
                + "-\t\t size, frob_domain_nr(port), frob_bus_nr(port));";
        assertNull(clusterer.place(mail("ann@x", ANN, "Wed, 1 Jul 2020 10:00:00 +0000",
                "[PATCH] PCI: frob: Don't print under the raw lock", patch("Lockdep splat.", "", delete))));
        String rewrite = delete + "\n+\tif (!port->warned)\n+\t\tfrob_warn_once(port, \"config write may corrupt\\n\",\n"
                + "+\t\t size, frob_domain_nr(port), frob_bus_nr(port));";
        clusterer.place(mail("ben@x", BEN, "Mon, 6 Jul 2020 10:00:00 +0000",
                "[PATCH v4] PCI: frob: Reduce the config write warnings",
                patch("Warn once per bus.", "Fixes: 0123456789ab (\"PCI: frob: Warn on config writes\")\n", rewrite)));
        assertNull(clusterer.clusterOf("ann@x"), "one deleted line in common is not one edit");
    }

    @Test
    void aTreeWideChangeMakingTheEditAmongOtherFilesTiesNothing() {
        String other = "diff --git a/drivers/irqchip/irq-frob.c b/drivers/irqchip/irq-frob.c\n"
                + "index 0123456..789abcd 100644\n--- a/drivers/irqchip/irq-frob.c\n+++ b/drivers/irqchip/irq-frob.c\n"
                + "@@ -10,3 +10,4 @@\n context line\n+\tfrob_free_handle(irqchip_frob_node);\n";
        assertTrue(apart("Thu, 2 Jul 2020 10:00:00 +0000", "[PATCH] frob/treewide: fix the status words",
                patch("Everywhere.", "", EDIT) + other), "another file changed too");
    }

    @Test
    void aFloodOfHugeFixesEndsFast() {
        StringBuilder huge = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            huge.append(i % 2 == 0 ? "+" : "-").append("\tfrob_write_register(frob_port, ").append(i).append(");\n");
        }
        huge.append("+").append("y".repeat(1_000_000)).append('\n');
        String body = patch("Huge.", "", huge.toString());
        List<Report> flood = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            flood.add(mail("h" + i + "@x", "Person " + i + " <p" + i + "@example.org>", "Wed, 1 Jul 2020 10:00:00 +0000",
                    "[PATCH] PCI: frob: fix register " + i, i % 2 == 0 ? body : patch("Same.", "", EDIT)));
        }
        // session 36: the test took 5.3 s of its old 20 s budget in a full run, under a tenfold margin, so a machine
        // five times slower could fail it; a quadratic walk on these megabyte inputs takes hours, and still fails.
        assertTimeoutPreemptively(TimeBudget.seconds(60), () -> {
            assertTrue(SameChangeLines.edit("[PATCH] fix", body).size() <= SameChangeLines.MAX_PATCH_KEYS);
            assertTrue(SameChangeLines.edit(null, body).isEmpty());
            assertTrue(SameChangeLines.edit("[PATCH] fix", null).isEmpty());
            flood.forEach(clusterer::place);
        });
    }
}
