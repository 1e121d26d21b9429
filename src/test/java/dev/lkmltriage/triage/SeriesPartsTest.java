package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.DockSeries.ANA;
import static dev.lkmltriage.triage.DockSeries.DEV;
import static dev.lkmltriage.triage.DockSeries.EXTRACTOR;
import static dev.lkmltriage.triage.DockSeries.OLA;
import static dev.lkmltriage.triage.DockSeries.REPORT;
import static dev.lkmltriage.triage.DockSeries.answer;
import static dev.lkmltriage.triage.DockSeries.lockFix;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 12, from new9's dock lockdep series and new8's aardvark postings (fixtures invented): a series part that
 * brings its thread into a cluster does not bring its sibling parts (another change each), and parts of two series
 * naming one bug entry start that entry's cluster without their threads. Near misses: a series posted in answer to
 * a report keeps both parts (the thread is the report's), and parts naming different entries start nothing.
 */
class SeriesPartsTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    /** A reply in thread {@code thread} (its In-Reply-To), through the real parser and extractor. */
    private static Report inThread(String id, String thread, String from, String date, String subject, String body) {
        String raw = "Message-ID: <" + id + ">\nIn-Reply-To: <" + thread + ">\nReferences: <" + thread + ">\nDate: "
                + date + "\nFrom: " + from + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return new Report(m, thread, EXTRACTOR.extract(m), null);
    }

    private static String otherChange() {
        return PatchText.oneFile("Writing the LC mailbox command does not need the register read before it; drop"
                + " the read and write the command directly.", "",
                "drivers/thunderbolt/lc.c", "-\tval = tb_sw_read(sw, TB_CFG_SWITCH, cap, 1);\n"
                + "+\treturn tb_sw_write(sw, &cmd, TB_CFG_SWITCH, cap, 1);");
    }

    @Test
    void aPartThatFixesAReportDoesNotBringItsSiblings() {
        Clusterer.Placement report = clusterer.place(mail("lock@ana", ANA, "Fri, 30 Aug 2019 12:58:00 +0000",
                "[BUG] lockdep warning when docking on 5.3-rc6", REPORT));
        assertNotNull(report);
        assertNull(clusterer.place(mail("cover@dev", DEV, "Tue, 1 Oct 2019 10:29:00 +0000",
                "[PATCH 0/2] thunderbolt: Fixes for the next release", "Two fixes.\n\nTomas\n")));
        Clusterer.Placement fix = clusterer.place(inThread("p1@dev", "cover@dev", DEV,
                "Tue, 1 Oct 2019 10:29:01 +0000", "[PATCH 1/2] thunderbolt: Fix lockdep circular locking warning",
                lockFix("Link: https://lore.kernel.org/r/lock@ana\nReported-by: " + ANA + "\n")));
        assertNotNull(fix);
        assertEquals(report.clusterId(), fix.clusterId(), "the part names the report");
        Clusterer.Placement sibling = clusterer.place(inThread("p2@dev", "cover@dev", DEV,
                "Tue, 1 Oct 2019 10:29:02 +0000", "[PATCH 2/2] thunderbolt: Drop the read before an LC command",
                otherChange()));
        assertTrue(sibling == null || !sibling.clusterId().equals(report.clusterId()),
                "another part of the series is another change, not the report's fix: " + sibling);
        assertNotEquals(report.clusterId(), clusterer.clusterOf("p2@dev"));
    }

    @Test
    void partsPostedInAnswerToAReportStayWithIt() {
        Clusterer.Placement report = clusterer.place(mail("lock2@ana", ANA, "Fri, 30 Aug 2019 12:58:00 +0000",
                "[BUG] lockdep warning when docking on 5.3-rc6", REPORT));
        Clusterer.Placement first = clusterer.place(inThread("q1@dev", "lock2@ana", DEV,
                "Sat, 31 Aug 2019 10:00:00 +0000", "[PATCH 1/2] thunderbolt: Fix lockdep circular locking warning",
                lockFix("")));
        Clusterer.Placement second = clusterer.place(inThread("q2@dev", "lock2@ana", DEV,
                "Sat, 31 Aug 2019 10:00:01 +0000", "[PATCH 2/2] thunderbolt: Drop the read before an LC command",
                otherChange()));
        assertEquals(report.clusterId(), first.clusterId());
        assertEquals(report.clusterId(), second.clusterId(), "the thread is the report's: its answers stay");
    }

    private static String aspmFix(String bug) {
        return PatchText.oneFile("The controller forces ASPM L0s and writes the read-only Link Status register,"
                + " which breaks some wireless cards.\n\nLink: https://bugzilla.kernel.org/show_bug.cgi?id=" + bug,
                "", "drivers/pci/controller/pci-foo.c", "-\treg |= PCIE_CORE_LINK_L0S_ENTRY;\n"
                + "+\treg &= ~PCIE_CORE_LINK_L0S_ENTRY;");
    }

    @Test
    void partsOfTwoSeriesNamingOneBugEntryStartItsCluster() {
        assertNull(clusterer.place(inThread("a4@ola", "a0@ola", OLA, "Wed, 15 Apr 2020 16:00:00 +0000",
                "[PATCH 4/8] PCI: foo: Don't enable ASPM L0s and don't write read-only registers", aspmFix("200001"))));
        Clusterer.Placement v2 = clusterer.place(inThread("b2@dev", "b0@dev", DEV, "Tue, 21 Apr 2020 11:17:00 +0000",
                "[PATCH v2 2/9] PCI: foo: Don't force ASPM L0s", aspmFix("200001")));
        assertNotNull(v2, "a second posting naming the same bug entry");
        assertEquals("fix", v2.role());
        assertEquals(v2.clusterId(), clusterer.drainLinked().get("a4@ola").clusterId());
        Clusterer.Placement sibling = clusterer.place(inThread("b3@dev", "b0@dev", DEV,
                "Tue, 21 Apr 2020 11:17:01 +0000", "[PATCH v2 3/9] PCI: foo: Add the PHY reset GPIO",
                PatchText.oneFile("Boards route the PHY reset to a GPIO; request it.", "",
                        "drivers/pci/controller/pci-foo.c", "+\tpcie->reset_gpio = devm_gpiod_get_optional(dev);")));
        assertTrue(sibling == null || !sibling.clusterId().equals(v2.clusterId()),
                "the series' other part does not ride along: " + sibling);
    }

    @Test
    void partsNamingDifferentEntriesStartNothing() {
        assertNull(clusterer.place(inThread("c4@ola", "c0@ola", OLA, "Wed, 15 Apr 2020 16:00:00 +0000",
                "[PATCH 4/8] PCI: foo: Don't enable ASPM L0s and don't write read-only registers", aspmFix("200001"))));
        assertNull(clusterer.place(inThread("d2@dev", "d0@dev", DEV, "Tue, 21 Apr 2020 11:17:00 +0000",
                "[PATCH v2 2/9] PCI: foo: Don't force ASPM L0s", aspmFix("200002"))));
        assertTrue(clusterer.drainLinked().isEmpty());
    }

    /**
     * Session 13, from an iommu series whose cover and part 3/3 both name one bugzilla entry (fixture invented): the
     * part stands alone under its own id, but its cover is no other posting of it, so the two start nothing. Near
     * miss: the next round's cover, in another thread, naming the entry does start the entry's cluster with them.
     */
    @Test
    void aCoverAndItsOwnPartNamingOneEntryStartNothing() {
        assertNull(clusterer.place(mail("e0@ola", OLA, "Wed, 13 May 2020 09:00:00 +0000",
                "[PATCH 0/3] iommu/foo: Fix invalidation with nested translation",
                "Three fixes for nested translation.\n\nLink: https://bugzilla.kernel.org/show_bug.cgi?id=200003\n\n"
                        + "Ola\n")));
        assertNull(clusterer.place(inThread("e3@ola", "e0@ola", OLA, "Wed, 13 May 2020 09:00:03 +0000",
                "[PATCH 3/3] PCI: foo: Don't enable ASPM L0s and don't write read-only registers",
                aspmFix("200003"))), "a part of the series its cover announces is no second posting");
        assertTrue(clusterer.drainLinked().isEmpty());
        Clusterer.Placement v2 = clusterer.place(mail("f0@ola", OLA, "Wed, 20 May 2020 09:00:00 +0000",
                "[PATCH v2 0/3] iommu/foo: Fix invalidation with nested translation",
                "v2 of three fixes for nested translation.\n\nLink: https://bugzilla.kernel.org/show_bug.cgi?id=200003"
                        + "\n\nOla\n"));
        assertNotNull(v2, "the next round, in its own thread, names the entry too");
        assertTrue(clusterer.drainLinked().containsKey("e3@ola") || clusterer.clusterOf("e0@ola") != null);
    }

    /**
     * Session 14, from an LTO series' part and a HDA fix's part 2/2 that each started a cluster by a bug entry
     * (fixtures invented): the part lends its cluster the series thread so that the answers to it follow, and only
     * they do. An answer to the part and an answer to that answer join; the cover, an answer to the cover (before
     * and after the part) and an answer to a sibling part do not (near misses of one thread, other parents).
     */
    @Test
    void onlyTheAnswersToAPartStandingAloneFollowIt() {
        assertNull(clusterer.place(inThread("g4@ola", "g0@ola", OLA, "Wed, 15 Apr 2020 16:00:00 +0000",
                "[PATCH 4/8] PCI: foo: Don't enable ASPM L0s and don't write read-only registers", aspmFix("200004"))));
        assertNull(clusterer.place(mail("h0@dev", DEV, "Tue, 21 Apr 2020 11:16:00 +0000",
                "[PATCH v2 0/9] PCI: foo: Fixes and PHY reset", "Nine changes for the foo controller.\n\nTomas\n")));
        String review = "Looks fine to me, though the commit message could say which boards need it.\n\nOla\n";
        assertNull(clusterer.place(answer("h0-r1@ola", "h0@dev", "h0@dev", OLA, "Tue, 21 Apr 2020 11:16:30 +0000",
                "Re: [PATCH v2 0/9] PCI: foo: Fixes and PHY reset", review)));
        Clusterer.Placement v2 = clusterer.place(inThread("h2@dev", "h0@dev", DEV, "Tue, 21 Apr 2020 11:17:00 +0000",
                "[PATCH v2 2/9] PCI: foo: Don't force ASPM L0s", aspmFix("200004")));
        assertNotNull(v2, "a second posting naming the same bug entry");
        assertTrue(clusterer.drainLinked().keySet().stream().noneMatch(id -> id.startsWith("h0")),
                "the cover and the answer to it, placed nowhere before, are not pulled in with the thread");
        assertNull(clusterer.clusterOf("h0@dev"));
        assertNull(clusterer.clusterOf("h0-r1@ola"));
        Clusterer.Placement toPart = clusterer.place(answer("h2-r1@ola", "h0@dev", "h2@dev", OLA,
                "Tue, 21 Apr 2020 12:00:00 +0000", "Re: [PATCH v2 2/9] PCI: foo: Don't force ASPM L0s", review));
        assertNotNull(toPart, "an answer to the part follows it");
        assertEquals(v2.clusterId(), toPart.clusterId());
        Clusterer.Placement deeper = clusterer.place(answer("h2-r2@dev", "h0@dev", "h2-r1@ola", DEV,
                "Tue, 21 Apr 2020 12:30:00 +0000", "Re: [PATCH v2 2/9] PCI: foo: Don't force ASPM L0s",
                "Sure, I will say so in v3.\n\nTomas\n"));
        assertNotNull(deeper, "an answer to an answer to the part follows too");
        assertEquals(v2.clusterId(), deeper.clusterId());
        Clusterer.Placement toSibling = clusterer.place(answer("h3-r1@ola", "h0@dev", "h3@dev", OLA,
                "Tue, 21 Apr 2020 13:00:00 +0000", "Re: [PATCH v2 3/9] PCI: foo: Add the PHY reset GPIO", review));
        assertTrue(toSibling == null || !toSibling.clusterId().equals(v2.clusterId()),
                "an answer to a sibling part is about another change: " + toSibling);
        Clusterer.Placement toCover = clusterer.place(answer("h0-r2@ola", "h0@dev", "h0@dev", OLA,
                "Tue, 21 Apr 2020 13:30:00 +0000", "Re: [PATCH v2 0/9] PCI: foo: Fixes and PHY reset", review));
        assertTrue(toCover == null || !toCover.clusterId().equals(v2.clusterId()),
                "an answer to the cover is about the series: " + toCover);
        assertEquals(v2.clusterId(), clusterer.clusterOf("g4@ola"), "the earlier posting is still the fix's");
    }

    @Test
    void aLateParentBringsItsAnswersIntoAPartsThreadOnlyWhenItAnswersThePart() {
        assertNull(clusterer.place(inThread("g4@ola", "g0@ola", OLA, "Wed, 15 Apr 2020 16:00:00 +0000",
                "[PATCH 4/8] PCI: foo: Don't enable ASPM L0s and don't write read-only registers", aspmFix("200004"))));
        Clusterer.Placement v2 = clusterer.place(inThread("h2@dev", "h0@dev", DEV, "Tue, 21 Apr 2020 11:17:00 +0000",
                "[PATCH v2 2/9] PCI: foo: Don't force ASPM L0s", aspmFix("200004")));
        assertNotNull(v2, "a second posting naming the same bug entry lends the cluster its thread");
        String review = "Looks fine to me, though the commit message could say which boards need it.\n\nOla\n";
        // The answer to a sibling part arrived before that part: the store re-threads it under the series when the
        // part arrives. The sibling is no member, so its answer does not move into the part's cluster.
        assertNull(clusterer.place(answer("h3-r1@ola", "h3@dev", "h3@dev", OLA, "Tue, 21 Apr 2020 13:00:00 +0000",
                "Re: [PATCH v2 3/9] PCI: foo: Add the PHY reset GPIO", review)));
        assertNull(clusterer.place(inThread("h3@dev", "h0@dev", DEV, "Tue, 21 Apr 2020 11:18:00 +0000",
                "[PATCH v2 3/9] PCI: foo: Add the PHY reset GPIO", otherChange())));
        assertTrue(clusterer.adopt(List.of("h3-r1@ola"), "h3@dev", "h0@dev").isEmpty(),
                "an answer to a sibling part stays out of the part's cluster");
        assertNull(clusterer.clusterOf("h3-r1@ola"));
        // The cover itself arriving last: the messages under its id answer the series, not the part.
        assertTrue(clusterer.adopt(List.of("h0-r1@ola"), "h0@dev", "h0@dev").isEmpty(),
                "answers to a late cover stay out");
        assertNull(clusterer.clusterOf("h0-r1@ola"));
        // Near miss: the late parent is an answer to the part (a member), so its own answers follow it.
        Clusterer.Placement toPart = clusterer.place(answer("h2-r1@ola", "h0@dev", "h2@dev", OLA,
                "Tue, 21 Apr 2020 12:00:00 +0000", "Re: [PATCH v2 2/9] PCI: foo: Don't force ASPM L0s", review));
        assertNotNull(toPart);
        assertEquals(v2.clusterId(), toPart.clusterId());
        Map<String, Clusterer.Placement> moved = clusterer.adopt(List.of("h2-r2@dev"), "h2-r1@ola", "h0@dev");
        assertEquals(v2.clusterId(), moved.get("h2-r2@dev").clusterId(), "an answer to the part's answer follows");
        assertEquals(v2.clusterId(), clusterer.clusterOf("h2-r2@dev"));
    }

    @Test
    void partNumbers() {
        assertEquals(2, SeriesParts.part("[PATCH v2 2/9] PCI: foo: Don't force ASPM L0s"));
        assertEquals(2, SeriesParts.part("[PATCH v3 02/12] PCI: foo: x"));
        assertEquals(-1, SeriesParts.part("[PATCH v2 0/9] PCI: foo: cover"));
        assertEquals(-1, SeriesParts.part("[PATCH 1/1] PCI: foo: lone"));
        assertEquals(-1, SeriesParts.part("Re: [PATCH 2/9] PCI: foo: x"));
        assertEquals(-1, SeriesParts.part("PCI: foo: no tag"));
        assertEquals(-1, SeriesParts.part(null));
    }
}
