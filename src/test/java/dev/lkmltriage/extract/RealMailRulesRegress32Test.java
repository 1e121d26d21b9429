package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 31 (docs/extraction-eval.md, "Session 31: regress32"): a change said in the past tense to have broken
 * something states a regression ({@link BrokeStatements}), own or quoted, in any message kind; and a revert whose own
 * log blames the reverted commit in words states one with that culprit, as the replies quoting the log already did.
 * Fixtures invented here in the style of list mail.
 */
class RealMailRulesRegress32Test {
    private static final String ID = "4f1e2d3c5b6a";

    @ParameterizedTest
    @ValueSource(strings = {
        "The frob card still does not wake up?  I hate the fact that we broke something that\nused to work. Maybe a "
                + "DMI check would do.\n",
        "This patch renamed 'reset' to 'bus_reset' and broke my userspace tool.\n",
        "The series looked fine to me, but it broke the frob remote processor driver.  When I\ntested it the probe "
                + "returned -5.\n",
        "We used to clear the enable bits at shutdown, but that broke serial consoles that\nrelied on them.\n",
    })
    void aChangeThatBrokeSomethingStatesARegression(String body) {
        Regression r = facts("Re: frob: second port fails to train", body).regression();
        assertNotNull(r, body);
        assertEquals("statement", r.evidence());
        assertEquals(false, r.quoted());
    }

    @Test
    void aColonLineOverALinkNamesItsCulprit() {
        // session 51 (roles53, PointedDownIds): the link under "the following commit broke those boards:" is the
        // culprit (fixrole39), so the regression rests on it rather than on the statement alone
        Regression r = facts("Re: frob: second port fails to train", "Yes, it is a problem. For example the"
                + " following commit broke those boards:\nhttps://example.org/frob/commit/?id=" + ID + "\n")
                .regression();
        assertNotNull(r);
        assertEquals(ID, r.culprit());
        assertEquals(false, r.quoted());
    }

    @Test
    void aPullSummaryLineStatesOne() {
        String body = "PCI fixes:\n\n  - Revert \"frob: Assume ports without a link train in 100 ms\", which broke "
                + "the\n    frob graphics driver (A Maintainer)\n\nThe following changes since commit " + ID
                + "ab12cd34ef56aa:\n";
        Regression r = facts("[GIT PULL] frob fixes for v5.99", body).regression();
        assertNotNull(r);
        assertEquals("pull", r.statedIn());
    }

    @Test
    void aQuotedStatementIsQuoted() {
        Regression r = facts("Re: frob card gone after resume",
                "> I hate the fact that we broke something that used to work.\n\nYes, still broken here.\n")
                .regression();
        assertNotNull(r);
        assertTrue(r.quoted());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // the writer's own doubt, a denial, a condition, a modal
        "Let me know if I broke anything in the rebase.\n",
        "I think I accidentally broke it when we exchanged the patches.\n",
        "It is not obvious this must go in now since it's not something we broke in this merge window.\n",
        "That may mean you broke the isolation between the guests.\n",
        "The last minute renames may have broke the rebase.\n",
        // a question, no change as the subject, no object, a particle, a build
        "Would you mind digging up the commit that broke this?\n",
        "Whatever broke over the last ten years is broken.\n",
        "This is what broke the attempts at moving the code.\n",
        "The firmware workaround was added because it broke on Linux.\n",
        "Merged to fixes, thanks. This broke arm64 allmodconfig:\n",
        "Sadly that broke the build on sparc.\n",
        // other words
        "The series was broken into two patches. We keep the broker running.\n",
    })
    void otherBrokeWordsStateNone(String body) {
        assertNull(facts("Re: frob: second port fails to train", body).regression(), body);
    }

    @Test
    void aRevertWhoseLogBlamesTheRevertedCommitStatesOne() {
        String body = "Commit " + ID + " (\"frob: Add the missing link delays\") turned out causing issues\n"
                + "with some systems by making them unresponsive after resume. Revert it for now.\n\n"
                + "Signed-off-by: A Developer <dev@example.org>\n---\n drivers/pci/frob.c | 2 --\n"
                + " 1 file changed, 2 deletions(-)\n";
        Regression r = facts("[PATCH] Revert \"frob: Add the missing link delays\"", body).regression();
        assertNotNull(r);
        assertEquals(ID, r.culprit());
        assertEquals("culprit", r.evidence());
    }

    @Test
    void aFixWhoseLogBlamesItsTargetStatesNoneAsBefore() {
        // session 34 (window36): a fix's own log blaming a commit for a breakage now states one
        // (RealMailRulesWindow36Test); one recounting that commit's revert, as the link-delay series did (dev3's
        // 10862 labels none), still does not
        String body = "Commit " + ID + " (\"frob: Add the missing link delays\") was reverted because it turned out\n"
                + "causing issues with some systems by making them unresponsive after resume. Wait longer.\n\n"
                + "Signed-off-by: A Developer <dev@example.org>\n---\n drivers/pci/frob.c | 2 +-\n"
                + " 1 file changed, 1 insertion(+), 1 deletion(-)\n";
        // session 34 (revert37): convention (2) of session 34 relabelled dev3's 10862 yes, culprit the reverted
        // commit ("was reverted because of two issues it caused"); RevertedBreakage reads this log so
        Regression r = facts("[PATCH] frob: Wait longer for the link", body).regression();
        assertTrue(r != null && ID.equals(r.culprit()));
        assertTrue(StatedRegressions.reverts("[PATCH v2 3/4] frob: Revert the link delays"));
        assertTrue(!StatedRegressions.reverts("[PATCH] frob: Reverted-bit handling"));
    }

    @Test
    void hostileRepetitionEndsFast() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 50_000; i++) {
            b.append("if we broke ");
        }
        b.append("\n");
        String longLine = "broke".repeat(2_000_000 / 5) + "\n";
        StringBuilder q = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            q.append("> ".repeat(30)).append("\"which broke\" that broke it broke\n");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            facts("Re: frob", b.toString());
            facts("Re: frob", longLine);
            facts("Re: frob", q.toString());
            facts("[PATCH] Revert " + "revert ".repeat(200_000), "x\n");
        });
    }
}
