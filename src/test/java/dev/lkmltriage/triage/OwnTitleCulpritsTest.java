package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.report.Report;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 34 (fixtures invented): a patch that re-posts a reverted commit under that commit's own title, recounting
 * why the first attempt was reverted, is the same work again for the problem it was first written for: it joins
 * that problem's report (here by its bug entry), not the cluster of reports blaming its first attempt. A reply under
 * the patch's title that blames the commit stays a report of it, and a patch of another title whose changelog blames
 * the reverted commit still fixes that cluster.
 */
class OwnTitleCulpritsTest {
    private static final String FIRST = "3c5e7a9b1d2f4e6a8c0b2d4f6a8c0e2b4d6f8a0c";
    private static final String TITLE = "PCI: Add frob delays required by the spec";
    private static final String ANN = "Ann Okafor <ann.okafor@example.com>";
    private static final String SAM = "Sam Bell <sam@example.org>";
    private static final String LEE = "Lee Park <lee.park@example.net>";
    private static final String BUG = "https://bugzilla.kernel.org/show_bug.cgi?id=208811";

    private static List<Report> twoProblems() {
        List<Report> mail = new ArrayList<>();
        mail.add(mail("tbt@ann", ANN, "Mon, 1 Jul 2019 10:00:00 +0200", "Thunderbolt dock not found after resume",
                "After resume from S3 the dock behind the Thunderbolt port is gone until reboot; the port does"
                        + " not wait long enough for the link. Filed as " + BUG + " .\n\nAnn\n"));
        mail.add(mail("hang@lee", LEE, "Tue, 6 Aug 2019 10:00:00 +0200", "Laptop hangs on resume since 5.3-rc1",
                "My laptop hangs on resume since 5.3-rc1; 5.2 works. Bisected to commit " + FIRST.substring(0, 12)
                        + " (\"" + TITLE + "\"). Reverting it on top of 5.3-rc3 fixes the hang.\n\nLee\n"));
        return mail;
    }

    private static Report repost() {
        return mail("v2@sam", SAM, "Wed, 21 Aug 2019 10:00:00 +0200", "[PATCH] " + TITLE,
                PatchText.oneFile("The spec wants a delay after the link comes up before the first access.\n\n"
                        + "This is the second attempt to add the delays. The previous solution in commit "
                        + FIRST.substring(0, 12) + " (\"" + TITLE + "\") was reverted because of two issues it"
                        + " caused: a hang on resume and slow boot. Both are handled now.",
                        "Link: " + BUG + "\n", "drivers/pci/pci.c", "+\tmsleep(100);"));
    }

    @Test
    void aRepostUnderTheRevertedCommitsTitleJoinsTheProblemItWasWrittenFor() {
        List<Report> mail = twoProblems();
        Report v2 = repost();
        assertTrue(v2.facts().commits().stream().anyMatch(c -> c.role().equals("culprit")),
                "extraction calls the reverted first attempt a culprit (session 34 convention)");
        mail.add(v2);
        Clusterer c = placed(mail);
        assertNotNull(c.clusterOf("tbt@ann"));
        assertNotNull(c.clusterOf("hang@lee"));
        assertNotEquals(c.clusterOf("tbt@ann"), c.clusterOf("hang@lee"));
        assertEquals(c.clusterOf("tbt@ann"), c.clusterOf("v2@sam"), "the re-post joins the problem it is written for");
    }

    @Test
    void aPatchOfAnotherTitleBlamingTheRevertedCommitStillFixesItsCluster() {
        List<Report> mail = twoProblems();
        mail.add(mail("fix@sam", SAM, "Wed, 21 Aug 2019 10:00:00 +0200", "[PATCH] PCI: Skip frob delays on resume",
                PatchText.oneFile("Commit " + FIRST.substring(0, 12) + " (\"" + TITLE + "\") makes resume hang"
                        + " on laptops; skip the delays there.", "Fixes: " + FIRST.substring(0, 12) + " (\"" + TITLE
                        + "\")\n", "drivers/pci/pci.c", "-\tmsleep(100);")));
        Clusterer c = placed(mail);
        assertEquals(c.clusterOf("hang@lee"), c.clusterOf("fix@sam"));
    }

    @Test
    void onlyAPatchsOwnTitleCounts() {
        Report v2 = repost();
        CommitFact first = v2.facts().commits().stream().filter(x -> x.role().equals("culprit")).findFirst()
                .orElseThrow();
        assertTrue(OwnTitleCulprits.isOwn(first, v2));
        Report answer = mail("re@lee", LEE, "Thu, 22 Aug 2019 10:00:00 +0200", "Re: [PATCH] " + TITLE,
                "This is now commit " + FIRST.substring(0, 12) + " (\"" + TITLE + "\") and it hangs my laptop on"
                        + " resume.\n\nLee\n");
        for (CommitFact x : answer.facts().commits()) {
            assertFalse(OwnTitleCulprits.isOwn(x, answer), "a reply blaming the patch's commit reports it");
        }
    }
}
