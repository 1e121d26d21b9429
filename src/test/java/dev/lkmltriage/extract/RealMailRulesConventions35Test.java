package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 35 (docs/extraction-eval.md, "Session 35: conventions35"): a reply blaming the thread's patch itself for a
 * regression states the patch's regression, whose culprit is not the commit the patch's {@code Fixes:} tag names
 * ({@link PatchSelfBlame}); a tree-carried patch's failure is read where the line breaks inside "this patch" too
 * ({@link TreePatchFailures}). Fixtures invented here in the style of list mail.
 */
class RealMailRulesConventions35Test {
    private static final String TARGET = "0a1b2c3d4e5f";
    private static final String SUBJECT = "Re: [PATCH v2] frob: Keep bridges in D0 for suspend-to-idle";
    /** The patch under review, quoted, with its Fixes: tag. */
    private static final String QUOTED_PATCH = "On 13/06/2019, A Dev wrote:\n"
            + "> Commit " + TARGET + " (\"frob: Avoid a suspend issue\") did not go as far as it\n"
            + "> should, so keep the bridge above a device left in D0 in D0 too.\n"
            + ">\n"
            + "> Fixes: " + TARGET + " (\"frob: Avoid a suspend issue\")\n"
            + "> Signed-off-by: A Dev <a@example.org>\n\n";

    @ParameterizedTest
    @ValueSource(strings = {
        // a bisect to the patch, the line broken inside "this commit"
        "I have noticed a regression in both the mainline and -next branches on one of\nour boards when testing "
                + "suspend. The bisect is point to this\ncommit and reverting on top of mainline does fix the "
                + "problem.\n",
        // "this commit breaks ...", merged
        "I'm afraid this commit breaks booting my frob board. I bisected the problem to\nthis patch merged as "
                + "[1] and the commit before it boots fine.\n",
        // a regression said to lie in the patch
        "In this case all ones is as good as the status bit set.\n\nThis is a regression in the $subject patch, "
                + "not a bug in the frob code.\nI'm going to drop it from my queue.\n",
    })
    void aPatchBlamedForItsOwnRegressionIsNotCuredByItsTag(String own) {
        Facts f = facts(SUBJECT, QUOTED_PATCH + own);
        Regression r = f.regression();
        assertNotNull(r, own);
        assertNull(r.culprit(), own);
        assertEquals(CommitRoles.CULPRIT, role(f, TARGET), "the tag's target keeps its role: what the patch cures");
    }

    @Test
    void aQuotedBlameOfThePatchIsReadToo() {
        String quotedReport = "On 24/06/2019, A Tester wrote:\n"
                + "> I have noticed a regression in mainline on one of our boards when\n"
                + "> testing suspend. The bisect is point to this\n"
                + "> commit and reverting it does fix the problem.\n"
                + ">\n"
                + "> > Fixes: " + TARGET + " (\"frob: Avoid a suspend issue\")\n\n"
                + "Can you please collect a log with dynamic debug enabled?\n";
        Regression r = facts(SUBJECT, quotedReport).regression();
        assertNotNull(r);
        assertTrue(r.quoted());
        assertNull(r.culprit());
    }

    @Test
    void aFixWhoseTargetBrokeKeepsItsCulprit() {
        String body = "On Mon, A Dev wrote:\n"
                + "> Commit " + TARGET + " (\"frob: Avoid a suspend issue\") caused a regression: the\n"
                + "> second port no longer trains after resume. Restore the delay.\n"
                + ">\n"
                + "> Fixes: " + TARGET + " (\"frob: Avoid a suspend issue\")\n\n"
                + "Tested on my frob board in mainline, this patch fixes the regression for me.\n";
        Regression r = facts(SUBJECT, body).regression();
        assertNotNull(r);
        assertEquals(TARGET, r.culprit());
    }

    @Test
    void aPostedPatchFailingInReviewLeavesTheTagsStoryAlone() {
        // convention (1): a posted patch failing when the tester applies it is review, no regression of its own; the
        // quoted changelog's "After commit X ..., the HDA won't be suspended" is the one the message states
        String body = "On 18/10/2019, A Dev wrote:\n"
                + "> After commit " + TARGET + " (\"frob: Enable the HDA controllers\"), when the dGPU comes\n"
                + "> with an HDA function, the HDA won't be suspended if the dGPU is unbound.\n"
                + ">\n"
                + "> Fixes: " + TARGET + " (\"frob: Enable the HDA controllers\")\n\n"
                + "This patch breaks the HDMI audio detection at least on some laptops.\n";
        Regression r = facts("Re: [PATCH v6 2/2] frob: Allow HDA to be runtime suspended", body).regression();
        assertNotNull(r);
        assertEquals(TARGET, r.culprit());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "If this is a regression in the $subject patch we should drop it.\n",
        "This is not a regression in this patch, the frob code was always wrong.\n",
        "Is this a regression in this patch?\n",
    })
    void aDeniedOrAskedRegressionInThePatchBlamesNothing(String own) {
        assertFalse(PatchSelfBlame.regressionInPatch(own), own);
    }

    @Test
    void onlyATagNamesAFixesTarget() {
        assertTrue(PatchSelfBlame.fixesTarget("> > Fixes: " + TARGET + " (\"frob\")\n", TARGET));
        assertTrue(PatchSelfBlame.fixesTarget("text\nFixes: commit " + TARGET + "\n", TARGET));
        assertFalse(PatchSelfBlame.fixesTarget("Commit " + TARGET + " fixes: the frob\n", TARGET));
        assertFalse(PatchSelfBlame.fixesTarget("This fixes the bug of " + TARGET + "\n", TARGET));
        assertFalse(PatchSelfBlame.fixesTarget("Fixes: " + TARGET + "\n", "0a1b2c3"), "too short to say");
    }

    @Test
    void aTreePatchFailingAcrossALineBreakStatesOne() {
        Regression r = facts("Re: [PATCH 2/2] frob: Avoid the address trick",
                "Unfortunately this\npatch causes USB initialization failures on my frob box. I will remove it\n"
                        + "from the frob tree for now.\n").regression();
        assertNotNull(r);
        assertFalse(r.quoted());
    }

    @Test
    void aPostedPatchFailingAcrossALineBreakStatesNone() {
        assertNull(facts("Re: [PATCH 2/2] frob: Avoid the address trick",
                "I applied it on top of my fixes and this\n> patch causes the board to hang on resume.\n")
                .regression());
    }

    @Test
    void hostileRepetitionEndsFast() {
        String wrapped = "this\n> > > patch causes failures in mainline\n".repeat(50_000);
        String inPatch = "a regression in this patch ".repeat(50_000) + "\n";
        String tags = ("> Fixes: " + TARGET + " (\"frob\")\n").repeat(50_000)
                + "The bisect is point to this\ncommit in mainline, a regression.\n";
        String ids = (TARGET + " ").repeat(50_000) + "\nThis is a regression in this patch.\n";
        String manyIds = (TARGET + " ").repeat(1_000_000) + "\nFixes: " + TARGET + "\n";
        String marks = "this\n" + ">".repeat(10_000_000) + "\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            facts("Re: [PATCH] frob", wrapped);
            facts("Re: [PATCH] frob", inPatch);
            facts("Re: [PATCH] frob", tags);
            facts("Re: [PATCH] frob", ids);
            facts("Re: [PATCH] frob", marks);
            // the tag after a million bare ids lies past the ids read (PatchSelfBlame.MAX_HITS): not looked for
            assertFalse(PatchSelfBlame.fixesTarget(manyIds, TARGET));
            PatchSelfBlame.regressionInPatch(inPatch);
        });
    }
}
