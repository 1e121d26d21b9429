package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 16 (from new12's bandwidth-notification group; fixtures invented): a report whose subject quotes the
 * title of a commit joins the cluster of fixes alone whose {@code Fixes:} tags name that commit. Near misses: a
 * report about the same file and feature quoting no commit, a quoted title introducing a driver, a cluster whose
 * fixes name another commit too, a report blaming a commit by hash; hostile subjects.
 */
class QuotedCulpritsTest {
    private static final String KIM = "Kim Brandt <kim.brandt@example.com>";
    private static final String ROY = "Roy Tamm <roy@example.org>";
    private static final String TITLE = "PCI/FROB: Report throttled links via frob notification";

    private static String fix(String intro, String fixes, String added) {
        return PatchText.oneFile(intro, "Fixes: " + fixes + "\n", "drivers/pci/pcie/frob.c", added);
    }

    private static List<Report> postingsAndReport(String blamed, String reportSubject) {
        String fixes = "0a1b2c3d4e5f (\"" + blamed + "\")";
        return List.of(
                mail("kconfig-v1@kim", KIM, "Wed, 1 May 2019 07:22:48 -0600",
                        "[PATCH] PCI/FROB: Make the notices optional (default off)",
                        fix("The notices cannot tell an intended speed change from a degraded link, so devices that"
                                + " manage their link flood the log. Turn them off unless asked for.", fixes,
                                "+\tif (!IS_ENABLED(CONFIG_PCIE_FROB_NOTICE))\n+\t\treturn 0;")),
                mail("kconfig-v2@kim", KIM, "Wed, 1 May 2019 08:29:42 -0600",
                        "[PATCHv2] PCI/FROB: Make the notices optional (default off)",
                        fix("The notices cannot tell an intended speed change from a degraded link, so devices that"
                                + " manage their link flood the log. Turn them off unless asked for.\n\nv1 -> v2:"
                                + " help text", fixes,
                                "+\tif (!IS_ENABLED(CONFIG_PCIE_FROB_NOTICE))\n+\t\treturn 0;")),
                mail("issues@roy", ROY, "Wed, 15 Jan 2020 16:10:08 -0600", reportSubject,
                        "Here is a recent bug where a user gets thousands of these notices on an NVMe disk.\n\n"
                                + "The config option that silences them is off by default, but distributions cannot"
                                + " tell whether enabling it is safe. Any ideas to make it smarter?\n\nRoy\n"));
    }

    private static String clusterOf(Clusterer c, List<Report> mail, String id) {
        mail.forEach(c::place);
        return c.clusterOf(id);
    }

    @Test
    void aReportQuotingTheCommitItsFixesNameJoinsThem() throws Exception {
        List<Report> mail = postingsAndReport(TITLE, "Issues with \"" + TITLE + "\"");
        Clusterer c = new Clusterer(ClusterWeights.load(Path.of("models")));
        String report = clusterOf(c, mail, "issues@roy");
        assertNotNull(report);
        assertEquals(c.clusterOf("kconfig-v1@kim"), report, "the report joins the fixes of the commit it quotes");
        assertEquals("quotes the title of the commit its fixes name", c.get(report).members().stream()
                .filter(m -> m.messageId().equals("issues@roy")).findFirst().orElseThrow().reason());
        RestoreAcrossRunsTest.sameAcrossRuns(mail, "kconfig-v1@kim", "issues@roy");
    }

    @Test
    void nearMissesStayApart() {
        // The same feature and file, no commit quoted.
        assertApart(postingsAndReport(TITLE, "PCI/FROB: thousands of throttled-link notices on NVMe"));
        // A quoted title that introduced a driver: its fixes mend many bugs apart.
        String driver = "PCI: frob: Add driver for the Frob PCIe host controller";
        assertApart(postingsAndReport(driver, "Issues with \"" + driver + "\""));
        // Quoted, but not what the fixes name.
        assertApart(postingsAndReport(TITLE, "Issues with \"PCI/FROB: Deduplicate notices for multi-function"
                + " devices\""));
    }

    @Test
    void aClusterWhoseFixesNameAnotherCommitTooOrAReportBlamingAHashStaysApart() {
        List<Report> mail = new java.util.ArrayList<>(postingsAndReport(TITLE, "Issues with \"" + TITLE + "\""));
        mail.add(2, mail("other@kim", KIM, "Thu, 2 May 2019 07:00:00 -0600",
                "[PATCHv3] PCI/FROB: Make the notices optional (default off)",
                fix("The notices cannot tell an intended speed change from a degraded link, so devices that manage"
                        + " their link flood the log. Turn them off unless asked for.",
                        "9f8e7d6c5b4a (\"PCI/FROB: Clear the notice interrupt before enabling it\")",
                        "+\tif (!IS_ENABLED(CONFIG_PCIE_FROB_NOTICE))\n+\t\treturn 0;")));
        Clusterer c = new Clusterer(ClusterWeights.load(Path.of("models")));
        mail.forEach(c::place);
        assertNotNull(c.clusterOf("other@kim"));
        assertEquals(c.clusterOf("kconfig-v1@kim"), c.clusterOf("other@kim"), "v3 is a posting of the same fix");
        assertNotEquals(c.clusterOf("kconfig-v1@kim"), c.clusterOf("issues@roy"), "its fixes blame two commits");
        QuotedCulprits q = new QuotedCulprits(new ClusterIndex());
        ReportFeatures f = ReportFeatures.of(mail("h@roy", ROY, "Wed, 15 Jan 2020 16:10:08 -0600",
                "Issues with \"" + TITLE + "\"", "Bisected to 1234567890ab (\"" + TITLE + "\").\n"));
        assertEquals(null, q.forReport("Issues with \"" + TITLE + "\"", f, Set.of()), "blames by hash: not this rule");
    }

    @Test
    void titlesAreReadFromSubjectsAloneAndHostileSubjectsEndFast() {
        assertEquals(Set.of(CommitTitles.normalize(TITLE)), CommitTitles.inSubject("Issues with \"" + TITLE + "\""));
        assertTrue(CommitTitles.inSubject("Re: frob notices are noisy").isEmpty());
        assertTrue(CommitTitles.inSubject(null).isEmpty());
        assertTrue(QuotedCulprits.introduces(CommitTitles.normalize("PCI: frob: Add support for Frob SoCs")));
        assertFalse(QuotedCulprits.introduces(CommitTitles.normalize(TITLE)));
        long t0 = System.nanoTime();
        CommitTitles.inSubject("\"PCI: a b c d e f".repeat(50_000));
        CommitTitles.inSubject("\"" + "x: ".repeat(100_000) + "y z w v u t\"");
        QuotedCulprits.introduces("add " + "driver ".repeat(200_000));
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(2).toNanos(), "hostile subjects end fast");
    }

    private static void assertApart(List<Report> mail) {
        Clusterer c = new Clusterer(ClusterWeights.load(Path.of("models")));
        mail.forEach(c::place);
        String fixes = c.clusterOf("kconfig-v1@kim");
        assertTrue(fixes == null || !fixes.equals(c.clusterOf("issues@roy")),
                "stays apart: " + mail.get(2).mail().subject());
    }
}
