package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * One cause under several names: an upstream commit and its stable backport (one title, two hashes), a revert of
 * either, and two reporters of one bug entry who bisected to different hashes. Messages go through the real parser
 * and extractor. Each rule is also shown not to over-reach.
 */
class CulpritIdentityTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private final Clusterer clusterer = new Clusterer(ClusterWeights.DEFAULT);

    static Report mail(String id, String date, String subject, String body) {
        String raw = "Message-ID: <" + id + ">\nDate: " + date + "\nFrom: someone <someone@example.org>\n"
                + "To: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return new Report(m, id, EXTRACTOR.extract(m), null);
    }

    private static final String UPSTREAM_BISECT = """
            Hi,

            with the mentioned commit the GPU fails to resume on my laptop.

            git bisect start
            # bad: [a92b984a110863b42a3abf32e3f049b02b19e350] clk: fix a thing
            git bisect bad a92b984a110863b42a3abf32e3f049b02b19e350
            # good: [4da858c086433cd012c0bb16b5921f6fafe3f803] Merge branch 'x'
            git bisect good 4da858c086433cd012c0bb16b5921f6fafe3f803
            git bisect bad afaff825e3a436f9d1e3986530133b1c91b54cd1
            # first bad commit: [afaff825e3a436f9d1e3986530133b1c91b54cd1] PCI/PM:
            Expect bridges lacking Data Link Active to settle in 100 ms

            Thanks
            """;

    private static final String STABLE_BISECT = """
            Hello,

            starting with 5.4.49 starting X makes the machine unresponsive.

            A git bisect between 5.4.48 and 5.4.49 pointed to this commit:

            git bisect bad 828b192c57e8f4fee77f7a34bd19c1b58b049dad
            # first bad commit: [828b192c57e8f4fee77f7a34bd19c1b58b049dad] PCI/PM:
            Expect bridges lacking Data Link Active to settle in 100 ms

            Reverting it from 5.4.51 helps.
            """;

    @Test
    void titlesAreReadWhereTheBisectLogWrapsThemAndMatchWhenOneIsCutShort() {
        Report r = mail("up@x", "Mon, 6 Jul 2020 10:00:00 +0000", "nouveau fails to load firmware since 5.7",
                UPSTREAM_BISECT);
        Set<String> titles = CommitTitles.culprits(r);
        assertEquals(Set.of("pci/pm: expect bridges lacking data link active to settle in 100 ms"), titles);
        assertTrue(CommitTitles.same("pci: add absent link waits", "pci: add absent link waits required by x"));
        assertFalse(CommitTitles.same("pci: fix the", "pci: fix the crash in foo"), "too few words to name a change");
        assertFalse(CommitTitles.same("pci: add absent link waits", "pci: add absent link state"));
        assertEquals("pci: x: y z", CommitTitles.normalize("  PCI:  x: \"y\"  z. "));
    }

    @Test
    void aStableBackportsBisectJoinsTheUpstreamReportByTheTitleTheyShare() {
        String up = clusterer.place(mail("up@x", "Mon, 6 Jul 2020 10:00:00 +0000",
                "nouveau fails to load firmware since 5.7", UPSTREAM_BISECT)).clusterId();
        Clusterer.Placement stable = clusterer.place(mail("st@x", "Wed, 15 Jul 2020 10:00:00 +0000",
                "Switchable graphics broken in 5.4.49+ [bisected]", STABLE_BISECT));
        assertEquals(up, stable.clusterId(), stable.reason());
        assertEquals("duplicate", stable.role());
        assertTrue(stable.reason().contains("culprit"), stable.reason());
        Clusterer.Placement revert = clusterer.place(mail("rv@x", "Fri, 17 Jul 2020 10:00:00 +0000",
                "[PATCH] Revert \"PCI/PM: Expect bridges lacking Data Link Active to settle in 100 ms\"",
                "This reverts commit ec411e02b7a2e785a4ed9ed283207cd14f48699d.\n\nSigned-off-by: x <x@y>\n"));
        assertEquals(up, revert.clusterId(), "a revert of the upstream hash undoes the backport's cause too");
        assertEquals("fix", revert.role());
    }

    @Test
    void anotherCommitWithTheSameFirstWordsIsAnotherCause() {
        String up = clusterer.place(mail("up@x", "Mon, 6 Jul 2020 10:00:00 +0000",
                "nouveau fails to load firmware since 5.7", UPSTREAM_BISECT)).clusterId();
        Clusterer.Placement other = clusterer.place(mail("ot@x", "Wed, 15 Jul 2020 10:00:00 +0000",
                "Switchable graphics broken in 5.4.49+ [bisected]",
                STABLE_BISECT.replace("Expect bridges lacking Data Link Active to settle in 100 ms",
                        "Expect bridges lacking Data Link Active are slow to come up")));
        assertNotEquals(up, other.clusterId(), other.reason());
    }

    @Test
    void aQuotedCommitTitleInAReportSubjectIsItsCulpritAndTheRevertFindsIt() {
        String a = clusterer.place(mail("a@x", "Fri, 2 Aug 2019 10:00:00 +0000",
                "\"PCI: Add absent link waits\" causes regression on resume from suspend",
                "Resume from S3 hangs the disk I/O since 5.3-rc1.\n")).clusterId();
        Clusterer.Placement revert = clusterer.place(mail("rv@x", "Wed, 7 Aug 2019 10:00:00 +0000",
                "[PATCH] Revert \"PCI: Add absent link waits required by the PCIe spec\"",
                "This reverts commit c2bf1fc212f7.\n\nSigned-off-by: x <x@y>\n"));
        assertEquals(a, revert.clusterId(), revert.reason());
        assertEquals("fix", revert.role());
    }

    @Test
    void twoReportersOfOneBugEntryAreOneProblemWhateverTheyBisectedTo() {
        String a = clusterer.place(mail("a@x", "Fri, 2 Aug 2019 19:00:00 +0000",
                "regression: PCIe resume from suspend stalls I/O on Ryzen",
                "Commit 5817d78eba34f6c86f5462ae2c5212f80a013357 causes regressions on resume from S3.\n"
                        + "Details: https://bugzilla.kernel.org/show_bug.cgi?id=204413\n")).clusterId();
        Clusterer.Placement b = clusterer.place(mail("b@x", "Fri, 2 Aug 2019 22:00:00 +0000",
                "[Bug 204413] New: resume from suspend to ram broken",
                "This bisected to upstream c2bf1fc212f7e6f25ace1af8f0b3ac061ea48ba5 (\"PCI: Add absent link"
                        + " waits required by the PCIe spec\").\n"));
        assertEquals(a, b.clusterId(), b.reason());
        Clusterer.Placement c = clusterer.place(mail("c@x", "Sat, 3 Aug 2019 10:00:00 +0000",
                "resume from suspend stalls I/O on Intel",
                "Commit 0123456789abcdef0123456789abcdef01234567 causes regressions on resume from S3.\n"
                        + "Details: https://bugzilla.kernel.org/show_bug.cgi?id=209361\n"));
        assertNotEquals(a, c.clusterId(), "another bug entry and another culprit: another problem");
    }

    @Test
    void aRevertNamingTheBugItsTargetOnceFixedStillBridgesTheTwoReportsItLinks() {
        // The reverted commit was itself the fix of bug 206837 (another cluster); the revert names that entry too.
        String old = clusterer.place(mail("old@x", "Mon, 2 Mar 2020 10:00:00 +0000",
                "Thunderbolt dock resume takes seconds",
                "Filed https://bugzilla.kernel.org/show_bug.cgi?id=206837\n")).clusterId();
        String up = clusterer.place(mail("up@x", "Mon, 6 Jul 2020 10:00:00 +0000",
                "nouveau fails to load firmware since 5.7", UPSTREAM_BISECT)).clusterId();
        String st = clusterer.place(mail("st@x", "Wed, 15 Jul 2020 10:00:00 +0000",
                "laptop hangs on resume", "It hangs with a blank screen on resume.\n")).clusterId();
        Clusterer.Placement revert = clusterer.place(mail("rv@x", "Fri, 17 Jul 2020 10:00:00 +0000",
                "[PATCH] Revert \"PCI/PM: Expect bridges lacking Data Link Active to settle in 100 ms\"",
                "This reverts commit ec411e02b7a2e785a4ed9ed283207cd14f48699d.\n\n"
                        + "Link: https://bugzilla.kernel.org/show_bug.cgi?id=206837\n"
                        + "Link: https://lore.kernel.org/r/up@x\nLink: https://lore.kernel.org/r/st@x\n"
                        + "Signed-off-by: x <x@y>\n"));
        assertEquals("fix", revert.role());
        assertEquals(clusterer.clusterOf("up@x"), clusterer.clusterOf("st@x"), "the revert bridges its two reports");
        assertEquals(clusterer.clusterOf("up@x"), revert.clusterId());
        assertNotEquals(clusterer.clusterOf("old@x"), revert.clusterId(), "the earlier bug is another problem");
        assertNotEquals(up, old);
        assertNotEquals(st, old);
    }

    private static Report reply(String id, String parent, String date, String subject, String body) {
        String raw = "Message-ID: <" + id + ">\nIn-Reply-To: <" + parent + ">\nReferences: <" + parent + ">\nDate: "
                + date + "\nFrom: someone <someone@example.org>\nTo: linux-pci@vger.kernel.org\nSubject: " + subject
                + "\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return new Report(m, parent, EXTRACTOR.extract(m), null);
    }

    private static final String FIX = "[PATCH] PCI: Disallow ASPM on a bridge";
    private static final String FIX_BODY = "The bridge reports errors with ASPM enabled.\n\n"
            + "Fixes: 66ff14e59e8a (\"PCI/ASPM: Permit ASPM on links behind PCIe-to-PCI/PCI-X bridges\")\n"
            + "Signed-off-by: x <x@y>\n";

    @Test
    void aFixOfACommitOnlyOneClustersThreadMentionedJoinsItThoughItNamesNoReport() {
        String report = clusterer.place(mail("r@x", "Fri, 10 Jul 2020 10:00:00 +0000",
                "5.7 regression: lots of PCIe AER errors and suspend failure",
                "Since 5.7 the log fills with AER errors.\n")).clusterId();
        clusterer.place(reply("r2@x", "r@x", "Tue, 21 Jul 2020 10:00:00 +0000",
                "Re: 5.7 regression: lots of PCIe AER errors and suspend failure",
                "It looks like this started with commit 66ff14e59e8a30690755b08bc3042359703fb07a which enabled"
                        + " ASPM on these bridges.\n"));
        Clusterer.Placement fix = clusterer.place(mail("f@x", "Wed, 22 Jul 2020 10:00:00 +0000", FIX, FIX_BODY));
        assertEquals(report, fix.clusterId(), fix.reason());
        assertEquals("fix", fix.role());
        assertTrue(fix.reason().contains("mention"), fix.reason());
    }

    @Test
    void aCommitTwoClustersMentionedOrAListingNamedIsNoWayIn() {
        clusterer.place(mail("r@x", "Fri, 10 Jul 2020 10:00:00 +0000", "AER errors flood the log on 5.7",
                "Could it be 66ff14e59e8a30690755b08bc3042359703fb07a?\n"));
        clusterer.place(mail("s@x", "Sat, 11 Jul 2020 10:00:00 +0000", "suspend fails on my desktop with 5.7",
                "Maybe 66ff14e59e8a30690755b08bc3042359703fb07a is involved.\n"));
        assertEquals(null, clusterer.place(mail("f@x", "Wed, 22 Jul 2020 10:00:00 +0000", FIX, FIX_BODY)),
                "mentioned by two clusters: which one it fixes is not said");

        Clusterer other = new Clusterer(ClusterWeights.DEFAULT);
        other.place(mail("l@x", "Fri, 10 Jul 2020 10:00:00 +0000", "Timeouts on my NAS since 5.7",
                "git log between the two:\n66ff14e59e8a30690755b08bc3042359703fb07a one\n"
                        + "0123456789abcdef0123456789abcdef01234567 two\n"
                        + "1123456789abcdef0123456789abcdef01234567 three\n"
                        + "2123456789abcdef0123456789abcdef01234567 four\n"));
        assertEquals(null, other.place(mail("f@x", "Wed, 22 Jul 2020 10:00:00 +0000", FIX, FIX_BODY)),
                "a message listing commits points at none of them");
    }

    private static final String CHECKER_REPORT = """
            Hello,

            The patch 1234abcd5678: "foo: bar: Parse the window property" from
            Jan 1, 2020, leads to the following static checker warning:

            	drivers/foo/bar.c:99 bar_probe()
            	warn: ignoring unreachable code.

            regards,
            """;

    private static final String CHECKER_FIX = """
            Fix the static checker warning about unreachable code in bar_probe().

            Fixes: 1234abcd5678 ("foo: bar: Parse the window property")
            Reported-by: A Checker <checker@example.org>
            Signed-off-by: A Developer <dev@example.org>
            ---
            diff --git a/drivers/foo/bar.c b/drivers/foo/bar.c
            """;

    /**
     * Regression: a static-checker report names its commit only in the subject ({@code [bug report] <title>}) and
     * in a sentence the extractor does not read as blame; its fix, which names the commit in {@code Fixes:}, was
     * placed nowhere (linux-pci 2020, the unseen new2 labels).
     */
    @Test
    void aBugReportSubjectNamesTheCommitItsFixBlames() {
        Report report = mail("chk@x", "Mon, 27 Jul 2020 10:00:00 +0000",
                "[bug report] foo: bar: Parse the window property", CHECKER_REPORT);
        assertEquals(Set.of("foo: bar: parse the window property"), CommitTitles.culprits(report));
        String c = clusterer.place(report).clusterId();
        Clusterer.Placement fix = clusterer.place(mail("fix@x", "Mon, 27 Jul 2020 12:00:00 +0000",
                "[PATCH] foo: bar: Fix static checker warning", CHECKER_FIX));
        assertEquals(c, fix.clusterId());
        assertEquals("fix", fix.role());

        // Not over-reaching: a bug report whose subject is no commit title names none, and a patch fixing another
        // commit of the same driver does not join.
        assertEquals(Set.of(), CommitTitles.culprits(mail("chk2@x", "Mon, 27 Jul 2020 10:00:00 +0000",
                "[bug report] bar crashes on probe", CHECKER_REPORT)));
        assertEquals(Set.of(), CommitTitles.culprits(mail("chk3@x", "Mon, 27 Jul 2020 10:00:00 +0000",
                "[bug report] foo: bar", CHECKER_REPORT)));
        assertEquals(null, clusterer.place(mail("fix2@x", "Tue, 28 Jul 2020 12:00:00 +0000",
                "[PATCH] foo: bar: Fix a leak", CHECKER_FIX.replace("1234abcd5678", "9999eeee0000")
                        .replace("Parse the window property", "Map the window registers early"))));
    }

    @Test
    void hostileSubjectsAndBodiesCostLittleAndNameNoTitle() {
        String letters = "a".repeat(5000);
        String words = "ab ".repeat(3000);
        java.util.List<Report> hostile = new java.util.ArrayList<>();
        for (String subject : new String[] {"\"" + letters + "\"", "\"" + words, "Revert \"" + letters,
            "\"PCI:" + " x:".repeat(2000) + "\"", "\"\"\"\"" + "a: ".repeat(2000),
            "[bug report] " + "a: ".repeat(2000), "[bug report] " + "x ".repeat(3000) + ": y",
            "Re: ".repeat(500) + "[bug report] a: " + letters}) {
            hostile.add(mail("h@x", "Mon, 6 Jul 2020 10:00:00 +0000", subject,
                    "[" + "a".repeat(40) + "] " + "word ".repeat(20000) + "\n"));
        }
        long t0 = System.nanoTime();
        for (Report r : hostile) {
            assertTrue(CommitTitles.culprits(r).stream().allMatch(t -> t.length() <= 400), r.mail().subject());
        }
        // An exponential regex would take minutes here; a linear one takes milliseconds.
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(2).toNanos(), "took " + (System.nanoTime() - t0) / 1e6 + " ms");
        assertEquals(null, CommitTitles.readAfter("abc", 3));
        assertEquals(null, CommitTitles.readAfter("abc", -1));
    }
}
