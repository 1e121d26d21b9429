package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Postings of one fix that name no report (session 7, from the misses of the unseen new4 check), through the real
 * parser and extractor: a later posting of a cluster's fix (same author, same title) joins it, earlier postings
 * left unplaced are pulled in, and two patches naming one bug entry start that entry's cluster. Each rule is also
 * shown not to reach another author, another title, a stable backport or a patch listing many entries.
 */
class PatchVersionsTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String DIFF = """
            ---
             drivers/pci/pci-driver.c | 3 +++
             1 file changed, 3 insertions(+)

            diff --git a/drivers/pci/pci-driver.c b/drivers/pci/pci-driver.c
            index 1b2c3d4e5f60..7a8b9c0d1e2f 100644
            --- a/drivers/pci/pci-driver.c
            +++ b/drivers/pci/pci-driver.c
            @@ -1290,6 +1290,9 @@ static int pci_pm_runtime_suspend(struct device *dev)
             \tif (!pci_dev->driver)
             \t\treturn 0;
            +\tif (pci_only_wakes_from_d0(pci_dev))
            +\t\treturn -EBUSY;
            +\tpci_dbg(pci_dev, "PME only from D0, not suspending\\n");
            """;

    /**
     * Another change to the same file and function. The near misses below (another author, another title) carry it:
     * with the fix's own changed lines they would be postings of the fix by {@link SameChangeLines}, whoever sent them.
     */
    private static final String OTHER_DIFF = DIFF.replace("pci_only_wakes_from_d0(pci_dev))", "pci_dev->no_d3cold)")
            .replace("-EBUSY", "-EAGAIN").replace("PME only from D0, not suspending", "D3cold off, staying in D0");

    static Report patch(String id, String from, String date, String subject, String trailers) {
        return patch(id, from, date, subject, trailers, DIFF);
    }

    private static Report patch(String id, String from, String date, String subject, String trailers, String diff) {
        return ReporterTiesTest.mail(id, from, date, subject, "The controller never wakes when a device is"
                + " plugged in while it is runtime suspended in D0.\n\n" + trailers + "Signed-off-by: " + from + "\n"
                + diff);
    }

    static final String AUTHOR = "Kim Fixer <kim@example.org>";
    static final String TITLE = "PCI/PM: Do not runtime suspend when only D0 signals wakeup";

    private Clusterer.Placement report() {
        return clusterer.place(ReporterTiesTest.mail("report@x", "Ola Reporter <ola@example.net>",
                "Mon, 20 May 2019 09:00:00 +0000", "xHCI never wakes on USB plug after runtime suspend",
                "Hi,\n\nafter upgrading from 5.0 to 5.1 the xHCI controller [1022:7914] no longer wakes up when I"
                        + " plug in a USB stick: it stays in D0 with PME enabled. 5.0 works fine, 5.1 is broken.\n\n"
                        + "[  12.345678] xhci_hcd 0000:00:10.0: PME# enabled\n\nThanks,\nOla\n"));
    }

    @Test
    void aLaterPostingOfAFixJoinsItsClusterAndOtherPatchesDoNot() {
        Clusterer.Placement report = report();
        assertNotNull(report);
        Clusterer.Placement v1 = clusterer.place(patch("v1@x", AUTHOR, "Tue, 21 May 2019 10:00:00 +0000",
                "[PATCH] " + TITLE, "Link: https://lore.kernel.org/r/report@x\n"));
        assertEquals(report.clusterId(), v1.clusterId(), v1.reason());
        Clusterer.Placement v3 = clusterer.place(patch("v3@x", AUTHOR, "Tue, 8 Oct 2019 10:00:00 +0000",
                "[PATCH v3 RESEND] " + TITLE, ""));
        assertNotNull(v3, "a re-post months later names nothing but is the same patch");
        assertEquals(report.clusterId(), v3.clusterId());
        assertEquals("fix", v3.role());
        assertTrue(v3.reason().contains("later posting"), v3.reason());

        assertNull(clusterer.place(patch("other-author@x", "Lee Other <lee@example.com>",
                "Wed, 9 Oct 2019 10:00:00 +0000", "[PATCH] " + TITLE, "", OTHER_DIFF)),
                "another author's patch of that title");
        assertNull(clusterer.place(patch("other-title@x", AUTHOR, "Wed, 9 Oct 2019 11:00:00 +0000",
                "[PATCH] PCI/PM: Keep D3cold off for one more bridge", "", OTHER_DIFF)), "the same author's other patch");
        assertNull(clusterer.place(patch("backport@x", AUTHOR, "Wed, 9 Oct 2019 12:00:00 +0000",
                "[PATCH AUTOSEL 5.3 07/42] " + TITLE, "")), "a stable backport is no new posting");
    }

    /** A title saying no "fix" and naming no failure ({@link PatchPlacement#avoidsFailure}): its postings wait. */
    private static final String NEUTRAL = "PCI/PM: Keep runtime suspend off when only D0 signals wakeup";

    @Test
    void earlierPostingsLeftUnplacedArePulledInByTheOneThatFixes() {
        Clusterer.Placement report = report();
        assertNull(clusterer.place(patch("v1@x", AUTHOR, "Tue, 21 May 2019 10:00:00 +0000", "[PATCH] " + NEUTRAL,
                "")), "names no report");
        assertNull(clusterer.place(patch("v2@x", AUTHOR, "Wed, 22 May 2019 10:00:00 +0000",
                "[PATCH v2] " + NEUTRAL, "")));
        assertNull(clusterer.place(patch("near@x", "Lee Other <lee@example.com>", "Wed, 22 May 2019 11:00:00 +0000",
                "[PATCH] " + NEUTRAL, "", OTHER_DIFF)), "another author, same title");
        Clusterer.Placement v3 = clusterer.place(patch("v3@x", AUTHOR, "Fri, 24 May 2019 10:00:00 +0000",
                "[PATCH v3] " + NEUTRAL, "Link: https://lore.kernel.org/r/report@x\n"));
        assertEquals(report.clusterId(), v3.clusterId());
        Map<String, Clusterer.Placement> pulled = clusterer.drainLinked();
        assertEquals(Set.of("v1@x", "v2@x"), pulled.keySet());
        pulled.values().forEach(p -> assertEquals(report.clusterId(), p.clusterId()));
        assertNull(clusterer.clusterOf("near@x"));
    }

    @Test
    void earlierPostingsThatStartedTheirOwnClusterMergeIntoTheReportTheLaterOneNames() {
        Clusterer.Placement report = report();
        assertNull(clusterer.place(patch("v1@x", AUTHOR, "Tue, 21 May 2019 10:00:00 +0000", "[PATCH] " + TITLE,
                "")), "names no report");
        Clusterer.Placement v2 = clusterer.place(patch("v2@x", AUTHOR, "Wed, 22 May 2019 10:00:00 +0000",
                "[PATCH v2] " + TITLE, ""));
        assertNotNull(v2, "its title names the failure it avoids: two postings start the fix's cluster");
        assertNotEquals(report.clusterId(), v2.clusterId());
        assertNull(clusterer.place(patch("near@x", "Lee Other <lee@example.com>", "Wed, 22 May 2019 11:00:00 +0000",
                "[PATCH] " + TITLE, "", OTHER_DIFF)), "another author, same title");
        Clusterer.Placement v3 = clusterer.place(patch("v3@x", AUTHOR, "Fri, 24 May 2019 10:00:00 +0000",
                "[PATCH v3] " + TITLE, "Link: https://lore.kernel.org/r/report@x\n"));
        assertEquals(clusterer.clusterOf("report@x"), v3.clusterId());
        assertEquals(v3.clusterId(), clusterer.clusterOf("v1@x"), "the earlier postings' cluster is the report's now");
        assertEquals(v3.clusterId(), clusterer.clusterOf("v2@x"));
        assertEquals(1, clusterer.drainMerged().size());
        assertNull(clusterer.clusterOf("near@x"));
    }

    @Test
    void twoPatchesNamingOneBugEntryStartItsClusterAndNearMissesStayApart() {
        assertNull(clusterer.place(patch("first@x", AUTHOR, "Tue, 21 May 2019 10:00:00 +0000", "[PATCH v3] " + TITLE,
                "Bugzilla: https://bugzilla.kernel.org/show_bug.cgi?id=210077\n")), "alone it fixes nothing known");
        assertNull(clusterer.place(patch("bp1@x", "Stable Robot <robot@example.org>",
                "Wed, 22 May 2019 10:00:00 +0000", "[PATCH AUTOSEL 5.1 12/40] PCI: Quirk one more bridge",
                "Link: https://bugzilla.kernel.org/show_bug.cgi?id=210099\n")));
        assertNull(clusterer.place(patch("bp2@x", "Stable Robot <robot@example.org>",
                "Wed, 22 May 2019 10:05:00 +0000", "[PATCH AUTOSEL 4.19 09/31] PCI: Quirk one more bridge",
                "Link: https://bugzilla.kernel.org/show_bug.cgi?id=210099\n")), "two backports of one fix");
        assertNull(clusterer.place(patch("list@x", "Lee Other <lee@example.com>", "Thu, 23 May 2019 10:00:00 +0000",
                "[PATCH] PCI/PM: Rework runtime wakeup for many controllers",
                "Bugzilla: https://bugzilla.kernel.org/show_bug.cgi?id=210077\n"
                        + "Bugzilla: https://bugzilla.kernel.org/show_bug.cgi?id=210078\n"
                        + "Bugzilla: https://bugzilla.kernel.org/show_bug.cgi?id=210079\n")), "a list of entries");
        assertNull(clusterer.place(patch("another-bug@x", "Lee Other <lee@example.com>",
                "Thu, 23 May 2019 11:00:00 +0000", "[PATCH] x86/PCI: Drop D0 PME on one FCH xHCI",
                "> Bugzilla: https://bugzilla.kernel.org/show_bug.cgi?id=210077\n"
                        + "Bugzilla: https://bugzilla.kernel.org/show_bug.cgi?id=210078\n")),
                "another entry; the one it quotes is not its own");

        Clusterer.Placement second = clusterer.place(patch("second@x", "Ana Third <ana@example.com>",
                "Mon, 2 Sep 2019 10:00:00 +0000", "[PATCH] x86/PCI: Remove D0 PME capability on one FCH xHCI",
                "Bugzilla: https://bugzilla.kernel.org/show_bug.cgi?id=210077\n"));
        assertNotNull(second, "a second patch naming the entry");
        assertEquals("fix", second.role());
        assertEquals(Set.of("first@x"), clusterer.drainLinked().keySet());
        assertEquals(second.clusterId(), clusterer.clusterOf("first@x"));
        Clusterer.Placement later = clusterer.place(ReporterTiesTest.mail("report@x", "Ola Reporter <ola@example.net>",
                "Tue, 3 Sep 2019 09:00:00 +0000", "xHCI still does not wake on plug",
                "Same as https://bugzilla.kernel.org/show_bug.cgi?id=210077 on my laptop, 5.3 still fails.\n"));
        assertEquals(second.clusterId(), later.clusterId(), "a report naming the entry finds its fixes");
        for (String apart : new String[] {"bp1@x", "bp2@x", "list@x", "another-bug@x"}) {
            assertNull(clusterer.clusterOf(apart), apart);
        }
    }

    @Test
    void anRfcUnderAnotherTitleIsAnEarlierPostingWhenItsAuthorAddedTheSameLines() {
        Clusterer.Placement report = report();
        // The RFC went through a mailer that turned tabs into spaces; the lines it adds are the same.
        String rfc = "Wakeup from D0 seems broken here, would this be the right direction?\n\n"
                + DIFF.replace("\t", "        ");
        assertNull(clusterer.place(ReporterTiesTest.mail("rfc@x", AUTHOR, "Tue, 21 May 2019 08:00:00 +0000",
                "[RFC] runtime PM and D0-only wakeup", rfc)));
        assertNull(clusterer.place(ReporterTiesTest.mail("rfc-other@x", "Lee Other <lee@example.com>",
                "Tue, 21 May 2019 08:30:00 +0000", "[RFC] another take on D0-only wakeup", rfc)),
                "another author adding the same lines: no earlier posting of the author's");
        String oneLine = DIFF.replace("pci_only_wakes_from_d0", "pci_wakes_in_d0_only");
        assertNull(clusterer.place(ReporterTiesTest.mail("rfc-one@x", AUTHOR, "Tue, 21 May 2019 09:00:00 +0000",
                "[RFC] wake from D0, second idea", "Or this?\n\n" + oneLine)), "shares one added line only");
        Clusterer.Placement fix = clusterer.place(patch("fix@x", AUTHOR, "Fri, 24 May 2019 10:00:00 +0000",
                "[PATCH] " + TITLE, "Link: https://lore.kernel.org/r/report@x\n"));
        assertEquals(report.clusterId(), fix.clusterId());
        Map<String, Clusterer.Placement> pulled = clusterer.drainLinked();
        assertEquals(Set.of("rfc@x", "rfc-other@x"), pulled.keySet());
        assertTrue(pulled.get("rfc@x").reason().contains("same added lines"), pulled.get("rfc@x").reason());
        // Another author's identical change is not the author's earlier posting, but it is the same change.
        assertTrue(pulled.get("rfc-other@x").reason().contains("same rare lines"), pulled.get("rfc-other@x").reason());
        assertEquals(Set.of(), PatchVersions.addedLines(AUTHOR, "[PATCH AUTOSEL 5.3 1/2] x", DIFF), "a backport");
        assertEquals(Set.of(), PatchVersions.addedLines(AUTHOR, "[PATCH] x", "no diff here\n+ added text line"));
    }

    /** A message of thread {@code root} (its References), as a stable queue threads its backports. */
    private static Report inThread(String id, String root, String from, String subject, String body) {
        String raw = "Message-ID: <" + id + ">\nIn-Reply-To: <" + root + ">\nReferences: <" + root + ">\n"
                + "Date: Tue, 3 Sep 2019 10:00:00 +0000\nFrom: " + from + "\nTo: linux-pci@vger.kernel.org\n"
                + "Subject: " + subject + "\n\n" + body;
        dev.lkmltriage.mail.Mail m = new dev.lkmltriage.mail.MailParser().parse(
                raw.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return new Report(m, root, new dev.lkmltriage.extract.FactExtractor(
                dev.lkmltriage.extract.ExtractSettings.defaults()).extract(m), null);
    }

    @Test
    void aBackportJoinsByItsOwnEvidenceAndLendsNoStableQueueThread() {
        Clusterer.Placement report = report();
        String body = "The controller never wakes when plugged.\n\nBugzilla: https://bugzilla.kernel.org/show_bug.cgi"
                + "?id=210077\nSigned-off-by: " + AUTHOR + "\n" + DIFF;
        clusterer.place(patch("fix@x", AUTHOR, "Tue, 21 May 2019 10:00:00 +0000", "[PATCH] " + TITLE,
                "Link: https://lore.kernel.org/r/report@x\nBugzilla: https://bugzilla.kernel.org/show_bug.cgi?id=210077\n"));
        Clusterer.Placement backport = clusterer.place(inThread("bp@x", "queue@x", "Stable Robot <robot@example.org>",
                "[PATCH AUTOSEL 5.3 12/49] " + TITLE, body));
        assertNotNull(backport, "it names the cluster's bug entry");
        assertEquals(report.clusterId(), backport.clusterId());
        assertNull(clusterer.place(inThread("bp-other@x", "queue@x", "Stable Robot <robot@example.org>",
                "[PATCH AUTOSEL 5.3 13/49] PCI: dwc: Fix how the inner MSI IRQ domain is registered",
                "Unrelated.\n\nSigned-off-by: Someone <s@example.org>\n" + DIFF)), "the next backport of the queue");

        // Near miss: a patch posted in a clustered thread that is no stable queue still joins by its thread.
        Clusterer.Placement inReport = clusterer.place(inThread("inline@x", "report@x", AUTHOR,
                "[PATCH] PCI/PM: Try this on top", "Does this help?\n\nSigned-off-by: " + AUTHOR + "\n" + DIFF));
        assertEquals(report.clusterId(), inReport.clusterId());
        assertEquals("same thread", inReport.reason());
    }

    @Test
    void keysIgnoreTagsAndVersionsAndRefuseShortRepliedOrHostileTitles() {
        String v1 = PatchVersions.key("Kim Fixer <kim@example.org>", "[PATCH] " + TITLE);
        assertEquals("kim@example.org|pci/pm: do not runtime suspend when only d0 signals wakeup", v1);
        assertEquals(v1, PatchVersions.key("kim@example.org", "[PATCH v12 RESEND] " + TITLE));
        assertEquals(v1, PatchVersions.key("Kim <KIM@example.org>", "[PATCH] " + TITLE + " v2"));
        assertNull(PatchVersions.key("kim@example.org", "[PATCH] PCI: Fix typo"), "too short to be one patch");
        assertNull(PatchVersions.key("kim@example.org", "Re: [PATCH] " + TITLE), "a reply");
        assertNull(PatchVersions.key("no address", "[PATCH] " + TITLE));
        assertTrue(PatchVersions.backport("[PATCH 5.4 076/118] " + TITLE));
        assertTrue(PatchVersions.backport("[PATCH AUTOSEL 4.19 167/167] " + TITLE));
        assertTrue(PatchVersions.backport("[BACKPORT 4.14.y 01/18] " + TITLE));
        assertTrue(!PatchVersions.backport("[PATCH v2 1/2] " + TITLE), "a series number is no tree");
        assertTrue(!PatchVersions.backport("[PATCH for-5.9] " + TITLE), "a fix aimed at a release is no backport");
        assertTrue(!PatchVersions.backport("[PATCH] PCI: Fix 5.4 regression"), "a version outside the tags");
        String hostile = "[".repeat(200_000) + "PATCH " + "a ".repeat(200_000);
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            PatchVersions.key("x@y.z", hostile);
            PatchVersions.backport(hostile);
            PatchVersions.bugs(("bugzilla.kernel.org/" + "9".repeat(50) + " ").repeat(50_000)
                    + "\n> bugzilla.kernel.org/1234\n");
        });
        assertEquals(PatchVersions.MAX_BUGS + 1, PatchVersions.bugs("bugzilla.kernel.org/1001 bugzilla.kernel.org/1002"
                + " bugzilla.kernel.org/1003 bugzilla.kernel.org/1004 bugzilla.kernel.org/1005").size(), "capped");
    }
}
