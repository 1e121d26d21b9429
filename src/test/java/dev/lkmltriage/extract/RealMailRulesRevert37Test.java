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
 * Session 34 (docs/extraction-eval.md, "Session 34: revert37"): the conventions (1) and (2) of session 34 in code. A
 * changelog saying a reverted commit broke something states a regression with that commit as culprit ({@link
 * RevertedBreakage}); a tester's failure with a patch a tree carries states one, a posted patch failing in review does
 * not ({@link TreePatchFailures}). Fixtures invented here in the style of list mail.
 */
class RealMailRulesRevert37Test {
    private static final String ID = "5a6b7c8d9e0f";

    @Test
    void aRevertedCommitsBreakageNamesItsCulprit() {
        Facts f = facts("[PATCH v2 1/2] frob: Wait for the link after reset",
                "The earlier attempt in commit " + ID + " (\"frob: Wait for the link\") was reverted because\n"
                        + "of two issues it caused:\n\n  1. One board hung on resume.\n  2. Resume got slow.\n\n"
                        + "This version waits only for ports that need it.\n\nSigned-off-by: A Dev <a@example.org>\n");
        Regression r = f.regression();
        assertNotNull(r);
        assertEquals(ID, r.culprit());
        assertTrue(r.good().isEmpty() && r.bad().isEmpty(), "no window");
        assertEquals(CommitRoles.CULPRIT, f.commits().get(0).role());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "This reverts a recent frob power management change that caused problems to occur on\nseveral boards.\n",
        "While this fixes audio for some users, this commit has the sideaffect of breaking the\nworkaround that "
                + "the frob board needs.\n",
        "The old quirk was reverted since it caused a hang on resume on the frob boards.\n",
    })
    void otherRevertStoriesStateOne(String body) {
        assertNotNull(facts("[GIT PULL] frob fixes for v5.9-rc3", body).regression(), body);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // wishes, conditions, questions
        // (no id: a blamed id is the commit roles' business, read before and apart from these statements)
        "If nothing else helps, the old quirk should be reverted because it causes the hang.\n",
        "Was the old quirk reverted because it caused the hang on resume?\n",
        "Maybe the old quirk was reverted because it caused problems, I do not remember.\n",
        // a revert with no breakage said
        "This reverts commit " + ID + ".\n\nThe driver moves to the new interface instead.\n",
        "Commit " + ID + " was reverted in v5.3-rc4 and is now back in a new form.\n",
        "I reverted " + ID + " because it caused the hang and the port works again?\n",
    })
    void otherRevertsStateNone(String body) {
        assertNull(facts("Re: [PATCH] frob: Wait for the link", body).regression(), body);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "I just tested mainline on my frob board, and since yesterday it crashes on boot. After a\n"
                + "bisection, I found that this patch triggers the issue (this patch was merged yesterday).\n",
        "Unfortunately this patch causes USB initialization failures on my frob box. I will remove it\n"
                + "from the frob tree for now.\n",
        "With the latest linux-next my board doesn't boot anymore. I've traced it back to this series.\n",
    })
    void aTreeCarriedPatchFailingStatesOne(String body) {
        Regression r = facts("Re: [PATCH 2/2] frob: Avoid the address trick", body).regression();
        assertNotNull(r, body);
        assertEquals(false, r.quoted());
    }

    @Test
    void aQuotedTreeFailureIsQuoted() {
        Regression r = facts("Re: [PATCH 2/2] frob: Avoid the address trick",
                "On Wed, Frob Maintainer wrote:\n> Unfortunately this patch causes USB initialization failures on "
                        + "my frob box.\n> I will remove it from the frob tree for now.\n\nSorry, I'll look.\n")
                .regression();
        assertNotNull(r);
        assertTrue(r.quoted());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // a posted patch failing when the tester applies it: review
        "I applied this patch on top of my tree of fixes and it causes the board to hang on resume.\n",
        "I just found out this patch has a chance to freeze the system during suspend.\n",
        // no tree named
        "Unfortunately this patch causes USB initialization failures on my frob box.\n",
        // a build problem, a condition, a question
        "This patch causes a compiler warning in linux-next about an unused label.\n",
        "If this patch causes failures in linux-next we will drop it.\n",
        "Does this patch cause the crash in mainline?\n",
        // not a reply: a changelog saying what the patch does
    })
    void reviewOfAPostedPatchStatesNone(String body) {
        assertNull(facts("Re: [PATCH 2/2] frob: Avoid the address trick", body).regression(), body);
    }

    @Test
    void aChangelogsThisPatchCausesIsNoReport() {
        assertNull(facts("[PATCH] frob: Fail probing without the clock",
                "On boards merged into mainline last year the clock is optional. This patch causes the probe to\n"
                        + "fail when the clock is missing.\n\nSigned-off-by: A Dev <a@example.org>\n").regression());
    }

    @Test
    void hostileRepetitionEndsFast() {
        String reverted = "commit 1234567 was reverted because of issues it caused ".repeat(50_000) + "\n";
        String reverts = ("this reverts the " + "a ".repeat(1_000) + "change that caused ").repeat(5_000) + "\n";
        String patches = "this patch causes failures in mainline ".repeat(50_000) + "\n";
        String bisected = ("I bisected it to this series " + "f".repeat(1_000_000) + " ").repeat(10) + "\n";
        StringBuilder q = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            q.append("> ".repeat(30)).append("this commit has the side effect of breaking linux-next? ").append("\n")
                    .append("> ".repeat(30)).append("\n");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            facts("Re: frob", reverted);
            facts("Re: frob", reverts);
            facts("Re: frob", patches);
            facts("Re: frob", bisected);
            facts("Re: [PATCH] frob", q.toString());
        });
    }
}
