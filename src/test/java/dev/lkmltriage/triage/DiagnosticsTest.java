package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Session 24 (fixtures invented, in the shape of a build report and the fix that quotes its diagnostic with no credit):
 * a lone patch placed nowhere whose changelog quotes the Kconfig or compiler diagnostic a report's cluster holds joins
 * it ({@link Diagnostics}). Near misses: another symbol, the diagnostic only in a quoted reply line, a series part, a
 * cluster that has its fix already; hostile text stays within budget.
 */
class DiagnosticsTest {
    private static final String RAY = "Ray Builder <ray@example.net>";
    private static final String DEV = "Dee Veloper <dee@example.com>";
    private static final String UNMET = "WARNING: unmet direct dependencies detected for PCIE_FROB_HOST\n"
            + "  Depends on [n]: PCI [=y] && PCI_MSI_IRQ_DOMAIN [=n]\n  Selected by [y]:\n"
            + "  - PCIE_FROB_PLAT [=y] && PCI [=y] && OF [=y]\n";
    private static final String KCONFIG = "drivers/pci/controller/frob/Kconfig";

    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static Report mail(String id, String from, String date, String subject, String body) {
        return PatchText.mail(id, null, from, date, subject, body);
    }

    /** Ray's build report of the frob driver on 2 March, placed as a report. */
    private Clusterer.Placement report() {
        Clusterer.Placement p = clusterer.place(mail("ray@x", RAY, "Mon, 2 Mar 2020 10:00:00 +0000",
                "linux-next: frob controller build fails on i386",
                "Hi,\n\non i386 with CONFIG_PCI_MSI not set the build fails:\n\n" + UNMET
                        + "\nand then the frob host driver fails to compile:\n\n"
                        + "drivers/pci/controller/frob/pcie-frob-host.c:375:15: error: variable 'frob_msi_info' has"
                        + " initializer but incomplete type\n\nFull config attached.\n\nRay\n"));
        assertNotNull(p, "a build failure report starts a cluster");
        return p;
    }

    private static String fix(String intro) {
        return PatchText.oneFile(intro, "", KCONFIG, "+\tdepends on PCI_MSI_IRQ_DOMAIN");
    }

    @Test
    void aFixQuotingTheReportsKconfigWarningJoinsIt() {
        Clusterer.Placement r = report();
        Clusterer.Placement p = clusterer.place(mail("fix@x", DEV, "Wed, 4 Mar 2020 10:00:00 +0000",
                "[PATCH] PCI: frob: Add the missing MSI domain dependency",
                fix("Add the dependency to silence the following:\n\n" + UNMET)));
        assertNotNull(p);
        assertEquals("fix", p.role());
        assertTrue(p.reason().contains("diagnostic"), p.reason());
        assertEquals(r.clusterId(), p.clusterId());
    }

    @Test
    void aFixQuotingTheCompilerLineJoinsToo() {
        Clusterer.Placement r = report();
        Clusterer.Placement p = clusterer.place(mail("fix@x", DEV, "Wed, 4 Mar 2020 10:00:00 +0000",
                "[PATCH] PCI: frob: Build the MSI domain only with MSI",
                fix("With MSI disabled the build breaks:\n\n  drivers/pci/controller/frob/pcie-frob-host.c:380:15: error:"
                        + " variable 'frob_msi_info' has initializer but incomplete type\n")));
        assertNotNull(p);
        assertEquals(r.clusterId(), p.clusterId(), "line and column moved, the message is one");
    }

    @Test
    void anOrphanReplyStandsForItsReportWithItsQuotedLines() {
        assertEquals(Diagnostics.ofChangelog(fix(UNMET)), Diagnostics.ofReport(
                PatchText.mail("o@x", "absent@x", RAY, "Mon, 2 Mar 2020 10:00:00 +0000", "Re: linux-next: frob",
                        ">>> " + UNMET.replace("\n", "\n>>> ") + "\nSure, the config is below.\n").mail(), true),
                "an orphan's quoted warning is its own");
        assertTrue(Diagnostics.ofReport(PatchText.mail("q@x", "absent@x", RAY, "Mon, 2 Mar 2020 10:00:00 +0000",
                "Re: linux-next: frob", "> " + UNMET.replace("\n", "\n> ") + "\nThanks!\n").mail(), false).isEmpty(),
                "a reply that quotes a warning does not state it");
    }

    /** Whether a patch of {@code subject} and {@code body} stays out of the report's cluster. */
    private boolean apart(String subject, String body) {
        Clusterer.Placement r = report();
        Clusterer.Placement p = clusterer.place(mail("fix@x", DEV, "Wed, 4 Mar 2020 10:00:00 +0000", subject, body));
        return p == null || !p.clusterId().equals(r.clusterId());
    }

    @Test
    void anotherSymbolTiesNothing() {
        assertTrue(apart("[PATCH] PCI: frob: Add the missing MSI domain dependency",
                fix(UNMET.replace("PCIE_FROB_HOST", "PCIE_OTHER_HOST"))));
    }

    @Test
    void aQuotedReplyLineInTheChangelogTiesNothing() {
        assertTrue(apart("[PATCH] PCI: frob: Add the missing MSI domain dependency",
                fix("As Ray wrote:\n\n> " + UNMET.replace("\n", "\n> "))));
    }

    @Test
    void aSeriesPartTiesNothing() {
        assertTrue(apart("[PATCH 2/5] PCI: frob: Add the missing MSI domain dependency", fix(UNMET)));
    }

    @Test
    void aClusterWithItsFixTakesNoSecond() {
        Clusterer.Placement r = report();
        clusterer.place(mail("fix@x", DEV, "Wed, 4 Mar 2020 10:00:00 +0000",
                "[PATCH] PCI: frob: Add the missing MSI domain dependency", fix(UNMET)));
        Clusterer.Placement q = clusterer.place(mail("fix2@x", "Other One <o@example.org>",
                "Thu, 5 Mar 2020 10:00:00 +0000", "[PATCH] PCI: frob: Select the MSI domain",
                PatchText.oneFile("Randconfig on a 32-bit box still says\n\n"
                        + "WARNING: unmet direct dependencies detected for PCIE_FROB_HOST\n\nso make the platform glue"
                        + " pull the domain in itself.", "", "drivers/pci/controller/frob/pcie-frob-plat.c",
                        "+#include <linux/msi.h>")));
        assertTrue(q == null || !q.clusterId().equals(r.clusterId()), q == null ? "" : q.reason());
    }

    @Test
    void hostileTextStaysWithinBudget() {
        String huge = ("WARNING: unmet direct dependencies detected for " + "A".repeat(200) + "\n").repeat(20_000)
                + "x.c:1:1: warning: " + "y".repeat(1_000_000) + "\n" + ">".repeat(500_000) + "\n";
        dev.lkmltriage.mail.Mail orphan = new dev.lkmltriage.mail.MailParser().parse(("Message-ID: <h@x>\n"
                + "In-Reply-To: <absent@x>\nFrom: " + RAY + "\nSubject: Re: x\n\n" + huge)
                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            assertTrue(Diagnostics.ofChangelog(huge).size() <= BuildWarnings.MAX_WARNINGS);
            assertTrue(Diagnostics.ofChangelog(null).isEmpty());
            assertTrue(Diagnostics.ofReport(orphan, true).size() <= BuildWarnings.MAX_WARNINGS);
            assertTrue(Diagnostics.ofReport(orphan, false).size() <= BuildWarnings.MAX_WARNINGS);
        });
    }
}
