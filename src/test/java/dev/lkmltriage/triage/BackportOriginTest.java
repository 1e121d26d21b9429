package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 31 (cluster45; fixtures invented): a stable backport of the commit a cluster blames is that commit carried
 * to an older tree, not a fix of it, and stays out of the cluster; a backport of the cluster's fix still joins, and
 * a patch that only mentions the blamed commit in its prose still joins as before. The header is read at the top
 * of the body only, in bounded time on hostile input.
 */
class BackportOriginTest {
    private static final String CULPRIT = "5c1e0a7d9b3f2e4a6c8d0b1f3e5a7c9d1b3f5e7a";
    private static final String FIX = "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d";
    private static final String ANN = "Ann Okafor <ann.okafor@example.com>";
    private static final String SAM = "Sam Bell <sam@example.org>";
    private static final String BOT = "Stable Robot <stable-bot@example.net>";

    private static List<Report> reportAndFix() {
        List<Report> mail = new ArrayList<>();
        mail.add(mail("wake@ann", ANN, "Mon, 6 Jan 2020 10:00:00 +0100", "Laptop no longer wakes from s2idle on 5.5-rc4",
                "Since 5.5-rc1 my laptop stays dark after s2idle; 5.4 works. I bisected it to commit "
                        + CULPRIT.substring(0, 12) + " (\"PCI/PM: Keep frobbed ports in D0 over s2idle\").\n"
                        + "Reverting it on top of 5.5-rc4 makes resume work again.\n\nAnn\n"));
        mail.add(mail("fix@sam", SAM, "Wed, 8 Jan 2020 09:00:00 +0100", "[PATCH] PCI/PM: Let frobbed ports sleep again",
                PatchText.oneFile("Commit " + CULPRIT.substring(0, 12) + " kept the ports in D0, which stops the"
                        + " platform from waking.", "Fixes: " + CULPRIT.substring(0, 12)
                        + " (\"PCI/PM: Keep frobbed ports in D0 over s2idle\")\nReported-by: " + ANN + "\n",
                        "drivers/pci/pci-driver.c", "-\tfrob_keep_d0(dev);\n+\tfrob_allow_d3(dev);")));
        return mail;
    }

    private static Report backport(String id, String header, String intro, String trailers) {
        return mail(id, BOT, "Thu, 16 Jan 2020 12:00:00 -0500", "[PATCH AUTOSEL 4.19 117/300] " + intro,
                "From: Someone Else <else@example.org>\n\n" + header + "\n\n"
                        + PatchText.oneFile("The change as it went into mainline.", trailers,
                                "drivers/pci/pci-driver.c", "+\tfrob_keep_d0(dev);"));
    }

    @Test
    void theBlamedCommitsBackportStaysOutAndTheFixsBackportJoins() {
        List<Report> mail = reportAndFix();
        mail.add(backport("culprit-419@bot", "[ Upstream commit " + CULPRIT + " ]",
                "PCI/PM: Keep frobbed ports in D0 over s2idle", ""));
        mail.add(backport("culprit-414@bot", "commit " + CULPRIT + " upstream.",
                "PCI/PM: Keep frobbed ports in D0 over s2idle", ""));
        mail.add(backport("fix-419@bot", "[ Upstream commit " + FIX + " ]", "PCI/PM: Let frobbed ports sleep again",
                "Fixes: " + CULPRIT.substring(0, 12) + " (\"PCI/PM: Keep frobbed ports in D0 over s2idle\")\n"));
        Clusterer c = placed(mail);
        String cluster = c.clusterOf("wake@ann");
        assertNotNull(cluster);
        assertEquals(cluster, c.clusterOf("fix@sam"));
        assertNotEquals(cluster, c.clusterOf("culprit-419@bot"), "the culprit's own backport is no fix of it");
        assertNotEquals(cluster, c.clusterOf("culprit-414@bot"), "nor in the stable queue's form");
        assertEquals(cluster, c.clusterOf("fix-419@bot"), "the fix's backport still fixes it");
    }

    @Test
    void aPatchThatOnlyMentionsTheBlamedCommitStillJoins() {
        List<Report> mail = reportAndFix();
        // The blamed commit named in prose, not as the patch's own origin: read as before.
        mail.add(mail("doc@sam", SAM, "Fri, 10 Jan 2020 09:00:00 +0100", "[PATCH] PCI/PM: Document frobbed ports",
                PatchText.oneFile("Since commit " + CULPRIT + " frobbed ports stay in D0 over s2idle; say so"
                        + " where the callbacks are described.", "", "Documentation/power/pci.rst",
                        "+Frobbed ports stay in D0.")));
        // The header further down the body (quoted into a discussion) is not the patch's origin either.
        mail.add(mail("late@sam", SAM, "Fri, 10 Jan 2020 10:00:00 +0100", "[PATCH] PCI/PM: Log frobbed ports",
                PatchText.oneFile("Log which ports stay in D0.\nOne.\nTwo.\nThree.\nFour.\n[ Upstream commit "
                        + CULPRIT + " ]", "", "drivers/pci/pci-driver.c", "+\tpci_info(dev, \"frobbed\\n\");")));
        Clusterer c = placed(mail);
        String cluster = c.clusterOf("wake@ann");
        assertEquals(cluster, c.clusterOf("doc@sam"));
        assertEquals(cluster, c.clusterOf("late@sam"));
    }

    @Test
    void theHeaderIsReadAtTheTopOnly() {
        assertEquals(CULPRIT, BackportOrigin.of("From: A <a@b>\n\n[ Upstream commit " + CULPRIT + " ]\n\nText"));
        assertEquals(CULPRIT, BackportOrigin.of("commit " + CULPRIT.toUpperCase() + " upstream.\n\nText"));
        assertNull(BackportOrigin.of("a\nb\nc\nd\n[ Upstream commit " + CULPRIT + " ]\n"), "past the top lines");
        assertNull(BackportOrigin.of("[ Upstream commit 5c1e0a7 ]\n"), "too short to be an origin");
        assertNull(BackportOrigin.of("[ Upstream commit " + CULPRIT + "zz ]\n"));
        assertNull(BackportOrigin.of("commit " + CULPRIT + " broke resume upstream\n"));
        assertNull(BackportOrigin.of(null));
    }

    @Test
    void hostileBodiesEndFast() {
        long t0 = System.nanoTime();
        String line = "[ Upstream commit " + "a".repeat(10_000_000);
        assertNull(BackportOrigin.of(line), "one 10 MB line");
        assertNull(BackportOrigin.of("\n".repeat(5_000_000) + "[ Upstream commit " + CULPRIT + " ]"),
                "millions of blank lines");
        assertNull(BackportOrigin.of("commit ".repeat(1_000_000)));
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(5).toNanos(), "hostile bodies end fast");
    }
}
