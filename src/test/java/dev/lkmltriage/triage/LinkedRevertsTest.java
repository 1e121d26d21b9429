package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.CarriedPatchesTest.inThread;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 16 (from new12's bandwidth-notification group; fixtures invented): a report blaming a commit by its title
 * and linking a revert of that commit that was placed nowhere (posted under a cover, so it started no cluster)
 * brings the revert in as its fix. Near misses: a linked revert of another commit, a linked patch that reverts
 * nothing, a revert only quoted, a revert not linked; hostile subjects.
 */
class LinkedRevertsTest {
    private static final String BO = "Bo Lindqvist <bo.lindqvist@example.com>";
    private static final String ROY = "Roy Tamm <roy@example.org>";
    private static final String TITLE = "PCI/FROB: Report throttled links via frob notification";
    private static final String OTHER = "PCI/FROB: Deduplicate notices for multi-function devices";

    /** A cover and its one revert, answered in the cover's thread; {@code n} tells postings apart. */
    private static List<Report> revert(String n, String title) {
        return List.of(
                mail("rev-" + n + "-1@bo", BO, "Mon, 29 Apr 2019 13:56:10 -0500", "[PATCH] Revert \"" + title + "\"",
                        "A user reported these notices on a GPU that manages its link to save power: expected, and"
                                + " confusing. Until we can tell the two cases apart, revert it.\n\nBo\n"),
                inThread("rev-" + n + "-2@bo", "rev-" + n + "-1@bo", BO, "Mon, 29 Apr 2019 13:56:11 -0500",
                        "[PATCH] Revert \"" + title + "\"", PatchText.oneFile("This reverts commit"
                                + " 0a1b2c3d4e5f60718293a4b5c6d7e8f901234567.\n\nThe notices cannot tell an intended"
                                + " change from a degraded link.", "", "drivers/pci/pcie/frob.c",
                                "-\tfrob_notice_enable(dev);")));
    }

    private static Report report(String body) {
        return mail("issues@roy", ROY, "Wed, 15 Jan 2020 16:10:08 -0600", "Issues with \"" + TITLE + "\"",
                "Thousands of these notices on an NVMe disk again.\n\n" + body + "\nAny ideas to make it smarter?\n");
    }

    /** A fresh clusterer with the shipped weights, {@code mail} placed in order. */
    static Clusterer placed(List<Report> mail) {
        Clusterer c = new Clusterer(ClusterWeights.load(Path.of("models")));
        mail.forEach(c::place);
        return c;
    }

    @Test
    void aReportLinkingARevertOfTheCommitItBlamesBringsItIn() throws Exception {
        List<Report> mail = new ArrayList<>(revert("a", TITLE));
        mail.add(report("There was a similar discussion at https://lore.kernel.org/r/rev-a-2@bo\n"));
        Clusterer c = placed(mail);
        assertNull(c.clusterOf("rev-a-1@bo"), "the cover is not lent: it stays placed nowhere");
        assertNotNull(c.clusterOf("issues@roy"));
        assertEquals(c.clusterOf("issues@roy"), c.clusterOf("rev-a-2@bo"));
        RestoreAcrossRunsTest.sameAcrossRuns(mail, "rev-a-2@bo", "issues@roy");
    }

    @Test
    void nearMissesStayApart() {
        // A revert of another commit, linked.
        List<Report> other = new ArrayList<>(revert("b", OTHER));
        other.add(report("See https://lore.kernel.org/r/rev-b-2@bo\n"));
        assertApart(placed(other), "rev-b-2@bo");
        // The revert, only quoted from someone else's mail.
        List<Report> quoted = new ArrayList<>(revert("c", TITLE));
        quoted.add(report("Ann wrote:\n> see https://lore.kernel.org/r/rev-c-2@bo\n"));
        assertApart(placed(quoted), "rev-c-2@bo");
        // The revert, not linked at all.
        List<Report> unlinked = new ArrayList<>(revert("d", TITLE));
        unlinked.add(report("Nothing else to add.\n"));
        assertApart(placed(unlinked), "rev-d-2@bo");
        // A linked patch that reverts nothing.
        List<Report> plain = new ArrayList<>(List.of(mail("tweak@bo", BO, "Mon, 29 Apr 2019 13:56:10 -0500",
                "[PATCH] PCI/FROB: Print the notice once per device", PatchText.oneFile("Print it once.", "",
                        "drivers/pci/pcie/frob.c", "+\tdev_info_once(dev, \"throttled\\n\");"))));
        plain.add(report("See https://lore.kernel.org/r/tweak@bo\n"));
        assertApart(placed(plain), "tweak@bo");
    }

    @Test
    void revertTitlesAreReadBoundedFromHostileSubjects() {
        assertEquals(CommitTitles.normalize(TITLE), CommitTitles.reverted("[PATCH] Revert \"" + TITLE + "\""));
        assertNull(CommitTitles.reverted("[PATCH] Revert \"PCI: short\""), "too few words to name a change");
        assertNull(CommitTitles.reverted(null));
        long t0 = System.nanoTime();
        CommitTitles.reverted("revert \"".repeat(200_000));
        CommitTitles.reverted("Revert \"" + "a ".repeat(500_000));
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(2).toNanos(), "hostile subjects end fast");
    }

    private static void assertApart(Clusterer c, String revert) {
        String r = c.clusterOf("issues@roy");
        assertTrue(r == null || !r.equals(c.clusterOf(revert)), revert + " stays out of the report's cluster");
    }
}
