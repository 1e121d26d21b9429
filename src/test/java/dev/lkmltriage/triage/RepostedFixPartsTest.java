package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 15, from new12's shapes (fixtures invented): one fix carried as a part of each round of a series is one
 * fix, tied part to part ({@link RepostedFixParts}); the series' other parts, in the same threads by the same author,
 * are not. Near misses: another sender, a feature part with a {@code Fixes:} tag, the same title in the same thread,
 * a reworded part blaming another commit, a cover.
 */
class RepostedFixPartsTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String SRI = "Sri Mannor <sri.mannor@example.com>";
    private static final String FILE = "drivers/pci/controller/pcie-foo.c";
    private static final String FIXES = "Fixes: 0a1b2c3d4e5f (\"PCI: foo: Add PAX support\")\n";

    /** A series part posted in thread {@code thread} (answering its cover), through the real parser. */
    private static Report part(String id, String thread, String from, String date, String subject, String body) {
        String raw = "Message-ID: <" + id + ">\nIn-Reply-To: <" + thread + ">\nReferences: <" + thread + ">\nDate: "
                + date + "\nFrom: " + from + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return new Report(m, thread, EXTRACTOR.extract(m), null);
    }

    private static String arrayFix(String fixes) {
        return PatchText.oneFile("The offset table is declared with fewer entries than the newest controller"
                + " revision indexes, so setting the windows up reads past its end.", fixes, FILE,
                "-static const u16 foo_reg_paxb_v2[FOO_REG_PAXB_V2_MAX] = {\n"
                        + "+static const u16 foo_reg_paxb_v2[FOO_REG_MAX] = {");
    }

    private static String windowFix() {
        return PatchText.oneFile("The inbound windows were cleared by the wrong index, so stale mappings stayed"
                + " set up after a reset.", "Fixes: 9f8e7d6c5b4a (\"PCI: foo: Add inbound windows\")\n", FILE,
                "-\tfoo_pcie_write_reg(pcie, FOO_IARR0, 0);\n+\tfoo_pcie_write_reg(pcie, FOO_IARR0 + idx, 0);");
    }

    private static String linkInfo() {
        return PatchText.oneFile("Print the negotiated link speed and width once the link is up.", "", FILE,
                "+\tdev_info(dev, \"link up at speed %u width %u\\n\", speed, width);");
    }

    /** v1 of a three-part series: the array fix as part 1, another fix as part 2, a feature as part 3. */
    private void v1() {
        clusterer.place(part("v1-1@x", "v1-0@x", SRI, "Thu, 26 Mar 2020 07:07:24 +0000",
                "[PATCH 1/3] PCI: foo: Fix an index past the table", arrayFix(FIXES)));
        clusterer.place(part("v1-2@x", "v1-0@x", SRI, "Thu, 26 Mar 2020 07:07:25 +0000",
                "[PATCH 2/3] PCI: foo: fix invalidating PAXB address mapping", windowFix()));
        clusterer.place(part("v1-3@x", "v1-0@x", SRI, "Thu, 26 Mar 2020 07:07:26 +0000",
                "[PATCH 3/3] PCI: foo: Display PCIe link information", linkInfo()));
    }

    @Test
    void aFixPartOfEachRoundIsOneFixAndItsSiblingsStayOut() {
        v1();
        assertTrue(clusterer.drainLinked().isEmpty());
        Clusterer.Placement v2 = clusterer.place(part("v2-1@x", "v2-0@x", SRI, "Tue, 15 Sep 2020 13:45:41 +0000",
                "[PATCH v2 1/3] PCI: foo: Fix an index past the table", arrayFix(FIXES)));
        assertNotNull(v2, "the same fix part in the next round");
        assertTrue(v2.reason().contains("later posting of fix part v1-1@x"), v2.reason());
        assertEquals(Set.of("v1-1@x"), clusterer.drainLinked().keySet(), "only the fix part, not its siblings");
        Clusterer.Placement sibling = clusterer.place(part("v2-2@x", "v2-0@x", SRI,
                "Tue, 15 Sep 2020 13:45:42 +0000", "[PATCH v2 2/3] PCI: foo: fix invalidating PAXB address mapping",
                windowFix()));
        assertTrue(sibling == null || !sibling.clusterId().equals(v2.clusterId()),
                "the other fix of the same series stays apart: " + sibling);
        Clusterer.Placement feature = clusterer.place(part("v2-3@x", "v2-0@x", SRI,
                "Tue, 15 Sep 2020 13:45:43 +0000", "[PATCH v2 3/3] PCI: foo: Display PCIe link information",
                linkInfo()));
        assertTrue(feature == null || !feature.clusterId().equals(v2.clusterId()), "the feature part: " + feature);
        // v3 rewords the title; the same hunk and Fixes: commit still find it.
        Clusterer.Placement v3 = clusterer.place(part("v3-1@x", "v3-0@x", SRI, "Thu, 1 Oct 2020 06:00:54 +0000",
                "[PATCH v3 1/3] PCI: foo: Fix out-of-bound array accesses", arrayFix(FIXES)));
        assertNotNull(v3, "the reworded third round");
        assertEquals(v2.clusterId(), v3.clusterId(), v3.reason());
    }

    @Test
    void aRewordedPartBlamingAnotherCommitIsAnotherFix() {
        v1();
        Clusterer.Placement other = clusterer.place(part("v2-1@x", "v2-0@x", SRI, "Tue, 15 Sep 2020 13:45:41 +0000",
                "[PATCH v2 1/3] PCI: foo: Fix the offset table size",
                arrayFix("Fixes: 5e5e5e5e5e5e (\"PCI: foo: Add v2 tables\")\n")));
        assertNull(other, "the same lines for another commit, under another title: no posting of the first");
    }

    @Test
    void anotherSenderAFeaturePartAndTheSameThreadTieNothing() {
        v1();
        // Another sender's part with the same title but another change and commit: no posting of this fix (with
        // the same hunk and Fixes: commit it is another author's fix of the same bug: OtherAuthorsFixPartsTest).
        assertNull(clusterer.place(part("o-1@x", "o-0@x", "Kim Other <kim@example.org>",
                "Tue, 15 Sep 2020 13:45:41 +0000", "[PATCH v2 1/3] PCI: foo: Fix an index past the table",
                arrayFix("Fixes: 5e5e5e5e5e5e (\"PCI: foo: Add v2 tables\")\n"))),
                "another sender's part with the same title");
        // A feature part carrying a Fixes: tag, re-posted: a feature's next round.
        String feature = PatchText.oneFile("Add the PARF parameters the new SoC needs.", FIXES, FILE,
                "+\twritel(PARF_TX_TERM_OFFSET, pcie->parf + PARF_PHY_CTRL);");
        assertNull(clusterer.place(part("f1-1@x", "f1-0@x", SRI, "Mon, 4 May 2020 10:00:00 +0000",
                "[PATCH 7/10] PCI: foo: Define some PARF params needed for the SoC", feature)));
        assertNull(clusterer.place(part("f2-1@x", "f2-0@x", SRI, "Mon, 1 Jun 2020 10:00:00 +0000",
                "[PATCH v2 7/10] PCI: foo: Define some PARF params needed for the SoC", feature)),
                "a re-posted feature part, though it carries a Fixes: tag");
        // The same title again in the same thread (a part re-sent in reply to its own cover).
        assertNull(clusterer.place(part("v1-1b@x", "v1-0@x", SRI, "Thu, 26 Mar 2020 08:00:00 +0000",
                "[PATCH 1/3] PCI: foo: Fix an index past the table", arrayFix(FIXES))));
        assertTrue(clusterer.drainLinked().isEmpty());
    }

    @Test
    void fixPartsAreSeriesPartsWhoseSummaryStartsWithFix() {
        assertTrue(RepostedFixParts.fixPart("[PATCH v2 1/3] PCI: iproc: Fix an index past the table", ""));
        assertTrue(RepostedFixParts.fixPart("[PATCH 2/2] tools: PCI: Fix a format warning in pcitest", ""));
        assertTrue(RepostedFixParts.fixPart("[PATCH v18 03/11] PCI/DPC: Fix DPC recovery issue", ""));
        assertFalse(RepostedFixParts.fixPart("[PATCH 0/3] PCI: iproc: Fix an index past the table", ""),
                "a cover");
        assertFalse(RepostedFixParts.fixPart("[PATCH] PCI: iproc: Fix an index past the table", ""), "lone");
        assertFalse(RepostedFixParts.fixPart("[PATCH AUTOSEL 5.7 12/30] PCI: foo: Fix a leak", ""), "backport");
        assertFalse(RepostedFixParts.fixPart("[PATCH 2/2] misc: rtsx: Add power saving and fix driving", ""),
                "a feature fixing something by the way");
        assertFalse(RepostedFixParts.fixPart("[PATCH 7/9] PCI: qcom: Add support for tx term offset",
                FIXES), "a Fixes: tag alone");
        assertFalse(RepostedFixParts.fixPart("[PATCH 1/2] PCI: foo: Fixup the quirk table", ""), "another word");
        assertFalse(RepostedFixParts.fixPart(null, null));
    }

    @Test
    void hostileSubjectsAndManyRoundsStayLinear() {
        // Mails parsed (not extracted: the rule reads only subject, sender and text) before the clock starts.
        java.util.List<Report> rounds = new java.util.ArrayList<>();
        dev.lkmltriage.extract.Facts facts = part("f@x", "t@x", SRI, "Thu, 26 Mar 2020 07:07:24 +0000",
                "[PATCH 1/3] PCI: foo: Fix an index past the table", arrayFix(FIXES)).facts();
        String huge = arrayFix(FIXES) + ("+\t" + "x".repeat(5_000) + "\n").repeat(200);
        for (int i = 0; i < 3_000; i++) {
            String raw = "Message-ID: <r" + i + "@x>\nIn-Reply-To: <t" + i + "@x>\nFrom: " + SRI
                    + "\nSubject: [PATCH v" + i + " 1/3] PCI: foo: Fix an index past the table\n\n"
                    + (i % 100 == 0 ? huge : arrayFix(FIXES));
            Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
            rounds.add(new Report(m, "t" + i + "@x", facts, null));
        }
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            assertFalse(RepostedFixParts.fixPart("[PATCH 1/2] " + "a: ".repeat(50_000) + "Fix it", ""));
            assertFalse(RepostedFixParts.fixPart("[PATCH 1/2] " + "x".repeat(5_000), ""));
            RepostedFixParts reposts = new RepostedFixParts(new ClusterIndex(), null);
            String prev = null;
            for (int i = 0; i < 3_000; i++) {
                Report r = rounds.get(i);
                String found = reposts.earlier(r.mail(), r.threadId(), r.messageId());
                if (prev != null) {
                    assertEquals(prev, found, "the most recent earlier round");
                }
                reposts.remember(r, r.threadId());
                prev = r.messageId();
            }
        });
    }

    @Test
    void twoFixPartsOfOneSeriesAreTwoClusters() {
        v1();
        Clusterer.Placement a = clusterer.place(part("v2-1@x", "v2-0@x", SRI, "Tue, 15 Sep 2020 13:45:41 +0000",
                "[PATCH v2 1/3] PCI: foo: Fix an index past the table", arrayFix(FIXES)));
        Clusterer.Placement b = clusterer.place(part("v2-2@x", "v2-0@x", SRI, "Tue, 15 Sep 2020 13:45:42 +0000",
                "[PATCH v2 2/3] PCI: foo: fix invalidating PAXB address mapping", windowFix()));
        assertNotNull(a);
        assertNotNull(b, "part 2 is a re-posted fix part of its own");
        assertNotEquals(a.clusterId(), b.clusterId());
        assertEquals(Set.of("v1-1@x", "v1-2@x"), clusterer.drainLinked().keySet());
    }

    @Test
    void restoredPartsTieAsRememberedOnesAndMissingFieldsTieLess() {
        // A reopened store restores each stored fix part from its subject, sender, thread and text.
        clusterer.restoreFixPart("v1-1@x", "v1-0@x", "[PATCH 1/3] PCI: foo: Fix an index past the table", SRI,
                arrayFix(FIXES));
        clusterer.restoreFixPart("v1-3@x", "v1-0@x", "[PATCH 3/3] PCI: foo: Display PCIe link information", SRI,
                linkInfo());
        // Hostile or missing fields restore nothing and never throw.
        clusterer.restoreFixPart("n1@x", "n1@x", null, SRI, arrayFix(FIXES));
        clusterer.restoreFixPart("n2@x", "n2@x", "[PATCH 1/2] PCI: foo: fix it", null, arrayFix(FIXES));
        clusterer.restoreFixPart("n3@x", null, "[PATCH 1/2] PCI: foo: fix it", SRI, arrayFix(FIXES));
        assertTrue(Clusterer.maybeFixPart("[PATCH v2 1/3] PCI: foo: Fix an index past the table"));
        assertFalse(Clusterer.maybeFixPart("[PATCH v2 3/3] PCI: foo: Display PCIe link information"));
        assertFalse(Clusterer.maybeFixPart(null));
        Clusterer.Placement v3 = clusterer.place(part("v3-1@x", "v3-0@x", SRI, "Thu, 1 Oct 2020 06:00:54 +0000",
                "[PATCH v3 1/3] PCI: foo: Fix out-of-bound array accesses", arrayFix(FIXES)));
        assertNotNull(v3, "reworded: found by the restored part's hunk");
        assertEquals(Set.of("v1-1@x"), clusterer.drainLinked().keySet());
        assertNull(clusterer.place(part("v3-3@x", "v3-0@x", SRI, "Thu, 1 Oct 2020 06:00:56 +0000",
                "[PATCH v3 3/3] PCI: foo: Display PCIe link information", linkInfo())), "a feature part is no fix part");

        // Without its text (a document whose text is gone) a restored part is found by its title alone.
        Clusterer other = new Clusterer(ClusterWeights.load(Path.of("models")));
        other.restoreFixPart("w1-1@x", "w1-0@x", "[PATCH 1/3] PCI: foo: Fix an index past the table", SRI, null);
        assertNull(other.place(part("w3-1@x", "w3-0@x", SRI, "Thu, 1 Oct 2020 06:00:54 +0000",
                "[PATCH v3 1/3] PCI: foo: Fix out-of-bound array accesses", arrayFix(FIXES))), "no hunk to tie by");
        assertNotNull(other.place(part("w2-1@x", "w2-0@x", SRI, "Tue, 15 Sep 2020 13:45:41 +0000",
                "[PATCH v2 1/3] PCI: foo: Fix an index past the table", arrayFix(FIXES))), "the same title");
    }
}
