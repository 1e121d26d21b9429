package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * Session 24 (fixtures invented, in the shape of two people who hit one device problem on sibling chips): a lone patch
 * adding only table entries ties another sender's earlier lone patch when its diff context carries an entry that
 * patch added, or when it adds the same device to the same table ({@link TableEntries}). Near misses: another table
 * in the same file, the same table with no entry or device in common, the same sender, four months later, a patch
 * that adds code beside its entries, a series part; hostile diffs stay within budget.
 */
class TableEntriesTest {
    private static final String ANN = "Ann Port <ann.port@example.com>";
    private static final String BEN = "Ben Other <ben.other@example.org>";
    private static final String QUIRKS = "drivers/pci/frob-quirks.c";
    private static final String ANN_ENTRY = "DECLARE_PCI_FIXUP_EARLY(PCI_VENDOR_ID_FROB, 0x1a20, quirk_frob_no_reset);";

    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static Report mail(String id, String from, String date, String subject, String body) {
        return PatchText.mail(id, null, from, date, subject, body);
    }

    /** A one-file patch whose hunk, in function {@code function}, holds {@code lines} (each with its diff sign). */
    private static String patch(String intro, String function, String lines) {
        return intro + "\n\nSigned-off-by: Someone <someone@example.org>\n---\n " + QUIRKS + " | 2 ++\n\n"
                + "diff --git a/" + QUIRKS + " b/" + QUIRKS + "\nindex 0123456..789abcd 100644\n--- a/" + QUIRKS
                + "\n+++ b/" + QUIRKS + "\n@@ -50,6 +50,8 @@ " + function + "\n" + lines + "\n";
    }

    /** Ann's patch on 1 June: renames a one-device quirk into a table and adds her chip to it. */
    private void annsTable() {
        assertNull(clusterer.place(mail("ann@x", ANN, "Mon, 1 Jun 2020 10:00:00 +0000",
                "[PATCH] PCI: Avoid bus reset for Frob Alpha functions",
                patch("The Alpha functions hang after a reset in a guest.", "static void quirk_frob_vf(struct pci_dev *d)",
                        "-static void quirk_old_no_reset(struct pci_dev *dev)\n"
                                + "+static void quirk_frob_no_reset(struct pci_dev *dev)\n {\n"
                                + " \tdev->dev_flags |= PCI_DEV_FLAGS_NO_BUS_RESET;\n }\n"
                                + "-DECLARE_PCI_FIXUP_EARLY(PCI_VENDOR_ID_OLD, 0x0b10, quirk_old_no_reset);\n+"
                                + ANN_ENTRY + "\n+DECLARE_PCI_FIXUP_EARLY(PCI_VENDOR_ID_OLD, 0x0b10, quirk_frob_no_reset);"))),
                "alone it starts nothing");
    }

    /** Ben's entry for his chip, written on top of Ann's table (her entry in his context). */
    private static String bensEntryOnAnns() {
        return patch("The Beta function hangs the same way.", "static void quirk_frob_no_reset(struct pci_dev *dev)",
                " " + ANN_ENTRY + "\n+/* Frob Beta */\n"
                        + "+DECLARE_PCI_FIXUP_EARLY(PCI_VENDOR_ID_FROB, 0x1a2c, quirk_frob_no_reset);\n"
                        + " DECLARE_PCI_FIXUP_EARLY(PCI_VENDOR_ID_OLD, 0x0b10, quirk_frob_no_reset);");
    }

    @Test
    void anEntryWrittenOnTopOfAnotherPersonsEntryJoinsIt() {
        annsTable();
        Clusterer.Placement p = clusterer.place(mail("ben@x", BEN, "Wed, 10 Jun 2020 10:00:00 +0000",
                "[PATCH] PCI: Avoid bus reset for Frob Beta", bensEntryOnAnns()));
        assertNotNull(p, "Ann's entry is in Ben's context, nine days later");
        assertEquals("fix", p.role());
        assertTrue(p.reason().contains("table"), p.reason());
        assertEquals(p.clusterId(), clusterer.clusterOf("ann@x"));
    }

    @Test
    void theSameDeviceAddedToTheSameAllowListTies() {
        String table = "static const struct frob_allow_entry {";
        assertNull(clusterer.place(mail("ann@x", ANN, "Mon, 1 Jun 2020 10:00:00 +0000",
                "[PATCH] PCI/FROB: Add the Gamma bridge to the allow list", patch("Tested.", table,
                        " \t{PCI_VENDOR_ID_FROB,\t0x0f00, SAME_BRIDGE},\n+\t/* Gamma */\n"
                                + "+\t{PCI_VENDOR_ID_FROB,\t0x2c30, 0},\n {}"))));
        Clusterer.Placement p = clusterer.place(mail("ben@x", BEN, "Mon, 27 Jul 2020 10:00:00 +0000",
                "[PATCH] PCI/FROB: Add the Gamma root ports to the allow list", patch("Works here.", table,
                        " \t{PCI_VENDOR_ID_FROB,\t0x0f00, SAME_BRIDGE},\n+\t{PCI_VENDOR_ID_FROB,\t0x2c30, SAME_BRIDGE},\n"
                                + "+\t{PCI_VENDOR_ID_FROB,\t0x2c31, SAME_BRIDGE},\n {}")));
        assertNotNull(p, "the same device in the same table, eight weeks later");
        assertEquals(p.clusterId(), clusterer.clusterOf("ann@x"));
    }

    @Test
    void aThirdPostingJoinsTheClusterTheFirstTwoStarted() {
        annsTable();
        Clusterer.Placement p = clusterer.place(mail("ben@x", BEN, "Wed, 10 Jun 2020 10:00:00 +0000",
                "[PATCH] PCI: Avoid bus reset for Frob Beta", bensEntryOnAnns()));
        Clusterer.Placement q = clusterer.place(mail("cy@x", "Cy Third <cy@example.net>",
                "Fri, 12 Jun 2020 10:00:00 +0000", "[PATCH] PCI: Avoid bus reset for Frob Delta",
                patch("Delta too.", "static void quirk_frob_no_reset(struct pci_dev *dev)", " " + ANN_ENTRY
                        + "\n+DECLARE_PCI_FIXUP_EARLY(PCI_VENDOR_ID_FROB, 0x1a2f, quirk_frob_no_reset);")));
        assertNotNull(q);
        assertEquals(p.clusterId(), q.clusterId());
    }

    /** Whether Ben's patch of {@code subject} and {@code body} on {@code date}, by {@code from}, leaves Ann's apart. */
    private boolean apart(String from, String date, String subject, String body) {
        annsTable();
        clusterer.place(mail("ben@x", from, date, subject, body));
        return clusterer.clusterOf("ann@x") == null;
    }

    @Test
    void anotherTableInTheSameFileTiesNothing() {
        assertTrue(apart(BEN, "Wed, 10 Jun 2020 10:00:00 +0000", "[PATCH] PCI: Mark Frob Alpha INTx as broken",
                patch("INTx never fires.", "static void quirk_frob_intx(struct pci_dev *dev)",
                        " DECLARE_PCI_FIXUP_FINAL(PCI_VENDOR_ID_OLD, 0x0c00, quirk_frob_intx);\n"
                                + "+DECLARE_PCI_FIXUP_FINAL(PCI_VENDOR_ID_FROB, 0x1a20, quirk_frob_intx);")),
                "the same device, another quirk's table, no entry of Ann's in the context");
    }

    @Test
    void theSameTableWithNoSharedEntryOrDeviceTiesNothing() {
        assertTrue(apart(BEN, "Wed, 10 Jun 2020 10:00:00 +0000", "[PATCH] PCI: Avoid bus reset for Omega parts",
                patch("Omega.", "static void quirk_frob_no_reset(struct pci_dev *dev)",
                        " DECLARE_PCI_FIXUP_EARLY(PCI_VENDOR_ID_OLD, 0x0b12, quirk_frob_no_reset);\n"
                                + "+DECLARE_PCI_FIXUP_EARLY(PCI_VENDOR_ID_OMEGA, 0x0042, quirk_frob_no_reset);")),
                "only an entry Ann did not add is in the context");
    }

    @Test
    void theSameSenderFourMonthsLaterCodeBesideTheEntriesOrASeriesPartTieNothing() {
        assertTrue(apart(ANN, "Wed, 10 Jun 2020 10:00:00 +0000", "[PATCH] PCI: Avoid bus reset for Frob Beta",
                bensEntryOnAnns()), "Ann's own second patch is not another person's");
        assertTrue(new TableEntriesTest().apart(BEN, "Fri, 2 Oct 2020 10:00:00 +0000",
                "[PATCH] PCI: Avoid bus reset for Frob Beta", bensEntryOnAnns()), "four months later");
        assertTrue(new TableEntriesTest().apart(BEN, "Wed, 10 Jun 2020 10:00:00 +0000",
                "[PATCH] PCI: Reset Frob functions through the vendor register",
                patch("A vendor reset instead.", "static void quirk_frob_no_reset(struct pci_dev *dev)",
                        " " + ANN_ENTRY + "\n+static int frob_vendor_reset(struct pci_dev *dev, bool probe)\n"
                                + "+DECLARE_PCI_FIXUP_EARLY(PCI_VENDOR_ID_FROB, 0x1a2c, quirk_frob_no_reset);")),
                "a patch adding code beside an entry is a change of its own");
        assertTrue(new TableEntriesTest().apart(BEN, "Wed, 10 Jun 2020 10:00:00 +0000",
                "[PATCH 3/5] PCI: Avoid bus reset for Frob Beta", bensEntryOnAnns()), "a series part");
    }

    @Test
    void aWildcardDeviceIsNoDevice() {
        TableEntries.Entries e = TableEntries.Entries.of("[PATCH] PCI: x", patch("x.", "static const struct t {",
                "+\t{PCI_VENDOR_ID_FROB, PCI_ANY_ID, 0},"));
        assertTrue(e.entriesOnly());
        assertEquals(1, e.added().size());
        assertTrue(e.devices().isEmpty(), "PCI_ANY_ID names no device");
    }

    @Test
    void aFixupsTableIsItsFunction() {
        assertEquals("fixup quirk_frob_no_reset", TableEntries.table(ANN_ENTRY, "static void other(void)"));
        assertEquals("static const struct t {", TableEntries.table("{PCI_VENDOR_ID_FROB, 0x1a20, 0},",
                "static const struct t {"));
        assertEquals("", TableEntries.table("DECLARE_PCI_FIXUP_EARLY(", null));
    }

    @Test
    void anEarlierTableRestoredAfterAReopenIsFoundAsInOneRun() {
        Clusterer next = new Clusterer(ClusterWeights.load(Path.of("models")));
        annsTable();
        PatchKeys keys = clusterer.unplacedKeysOf("ann@x");
        assertNotNull(keys);
        next.restoreUnplacedPatch("ann@x", "ann@x", keys);
        next.restoreSameChange("ann@x", "[PATCH] PCI: Avoid bus reset for Frob Alpha functions", ANN,
                patch("The Alpha functions hang.", "static void quirk_frob_vf(struct pci_dev *d)", "+" + ANN_ENTRY
                        + "\n+static void quirk_frob_no_reset(struct pci_dev *dev)"), "2020-06-01T10:00:00Z");
        Clusterer.Placement p = next.place(mail("ben@x", BEN, "Wed, 10 Jun 2020 10:00:00 +0000",
                "[PATCH] PCI: Avoid bus reset for Frob Beta", bensEntryOnAnns()));
        assertNotNull(p);
        assertEquals(p.clusterId(), next.clusterOf("ann@x"));
    }

    @Test
    void hostileDiffsStayWithinBudget() {
        StringBuilder huge = new StringBuilder();
        for (int i = 0; i < 5_000; i++) {
            huge.append(i % 3 == 0 ? " " : "+").append("\t{PCI_VENDOR_ID_FROB, 0x").append(String.format("%04x", i % 65536))
                    .append(", 0},\n");
        }
        huge.append("+DECLARE_PCI_FIXUP_EARLY(").append("(".repeat(500_000)).append('\n');
        huge.append("+").append("PCI_VENDOR_ID_".repeat(60_000)).append('\n');
        String body = patch("Huge.", "static const struct t {", huge.toString());
        List<Report> flood = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            flood.add(mail("h" + i + "@x", "Person " + i + " <p" + i + "@example.org>", "Mon, 1 Jun 2020 10:00:00 +0000",
                    "[PATCH] PCI: Add table entries " + i, body));
        }
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            TableEntries.Entries e = TableEntries.Entries.of("[PATCH] x", body);
            assertTrue(e.added().size() <= TableEntries.MAX_PATCH_KEYS);
            assertTrue(e.carried().size() <= TableEntries.MAX_PATCH_KEYS);
            assertFalse(TableEntries.Entries.of(null, body).entriesOnly());
            assertFalse(TableEntries.Entries.of("[PATCH] x", null).entriesOnly());
            flood.forEach(clusterer::place);
        });
    }
}
