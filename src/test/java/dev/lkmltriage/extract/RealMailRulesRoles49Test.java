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
 * Session 46 (docs/extraction-eval.md, "Session 46: roles49"): a changelog that dates a failure from a commit written
 * the way people abbreviate it in prose, an 8-digit id after "after" (wrapped to the next line or not), "as of X" in
 * place of "after X", and a working state that a commit ended ("which was OK until the driver started enforcing it
 * via X", "worked fine until commit X"): the commit is the culprit and the sentence states a regression. Ids in
 * uppercase, states that a commit ended nothing, cures ("didn't work until X"), conditions and questions state none.
 * Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles49Test {
    private static final String SHORT = "1a2b3c4d";
    private static final String ID = "5a6b7c8d9e0f";
    private static final String SIGNED = "\nSigned-off-by: Frob Author <author@example.org>\n";

    private static Facts patch(String body) {
        return facts("[PATCH] frob: Let the bridge driver take the detached functions again", body + SIGNED);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "The firmware emulates the bridge for these functions.  After\n" + SHORT + " however the functions were no "
                + "longer able to work\nwith the bridge driver, as the firmware does not emulate the enable bit.\n",
        "After " + SHORT + " the second port no longer works after resume.\n",
        "As of " + ID + " (frob: Make the domain add less OF-dependent), the handle is put during\ndomain removal "
                + "causing a page fault.\n",
        "The firmware does not emulate the enable bit, which was OK until the bridge driver started\nenforcing it "
                + "via " + SHORT + ".  The check is waived for the other functions, but the driver\ncannot tell "
                + "these apart.\n",
        "Resume of the second port worked fine until commit " + ID + " (\"frob: Drop the delay\").\n",
    })
    void aFailureDatedFromAShortIdOrAnEndedWorkingStateBlamesTheCommit(String body) {
        Facts f = patch(body);
        String hash = body.contains(SHORT) ? SHORT : ID;
        assertEquals("culprit", role(f, hash), body);
        Regression r = f.regression();
        assertNotNull(r, body);
        assertEquals(hash, r.culprit(), body);
        assertFalse(r.quoted(), body);
    }

    @Test
    void aQuotedOkUntilStatesAQuotedOne() {
        Regression r = facts("Re: [PATCH] frob: Let the bridge driver take the detached functions again",
                "On Tue, Frob Author wrote:\n> The firmware does not emulate the enable bit, which was OK until the\n"
                        + "> bridge driver started enforcing it via " + SHORT + ".\n\nLooks good to me.\n\n"
                        + "Reviewed-by: Frob Reviewer <reviewer@example.org>\n")
                .regression();
        assertNotNull(r);
        assertTrue(r.quoted());
        assertEquals(SHORT, r.culprit());
    }

    @Test
    void aShortIdAfterATimeWordNeedsAMessageThatSpeaksOfCommits() {
        // the lead's merge (session 46): session 9's near miss, a firmware tag flashed onto a card, stays no commit in
        // a report that never speaks of commits, while the same sentence in a patch (its sign-off) names one
        String sentence = "The second port hangs after " + SHORT + " was flashed onto it.\n";
        assertTrue(facts("frob: second port hangs", sentence).commits().isEmpty());
        assertEquals("culprit", role(patch(sentence), SHORT));
        assertEquals("culprit", role(facts("[PATCH 0/1] frob: Keep the second port", sentence), SHORT)); // a cover
        assertEquals("culprit", role(facts("frob: second port hangs", sentence + "Bisected to that commit.\n"),
                SHORT));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // an uppercase word of hex letters and digits is a name or a value, no commit
        "Is any program doing something useful with B2889FC9 after D0C0FFEE today?\n",
        // a working state the commit did not end: it was broken, and the commit cured it
        "The second port didn't work until " + SHORT + " added the delay.\n",
        "The second port was not OK until commit " + ID + " added the delay.\n",
        // "until" with a vague time, or too far from the id
        "The second port was fine until now; " + SHORT + " only renames the helper.\n",
        "It was fine until the firmware team decided after a long and careful review of all the boards to "
                + "drop the table in " + SHORT + ".\n",
        // a condition, a question
        "If it was OK until " + SHORT + ", the table must have changed.\n",
        "Was it OK until " + SHORT + "?\n",
        // history after an 8-digit id with no failure
        "After " + SHORT + " the helper lost its last user, so remove it.\n",
        "As of " + SHORT + " the table is read once at probe time.\n",
    })
    void otherWordingStatesNone(String body) {
        Facts f = patch(body);
        assertNull(f.regression(), body);
        for (CommitFact c : f.commits()) {
            assertFalse("culprit".equals(c.role()), body + " " + c);
        }
    }

    @Test
    void theUntilReaderAlone() {
        assertTrue(EffectBlame.workedUntil("which was ok until vfio-pci started enforcing it via"));
        assertTrue(EffectBlame.workedUntil("it worked fine until commit"));
        assertFalse(EffectBlame.workedUntil("it was not ok until commit"));
        assertFalse(EffectBlame.workedUntil("it broke until commit"));
        assertFalse(EffectBlame.workedUntil("it worked fine"));
        assertFalse(EffectBlame.workedUntil(""));
        assertFalse(EffectBlame.workedUntil("it was ok untilx"));
        assertTrue(EffectBlame.workedUntil("it was ok until"));
        assertFalse(EffectBlame.workedUntil("until"));
    }

    @Test
    void malformedAndHostileInputEndsFast() {
        for (String body : new String[] {"", "until", "until ", "after\n", "as of", "As of\n>", "ok until\n> ",
            "After\n\n\n" + SHORT, "via " + SHORT, "until " + "a1".repeat(30)}) {
            patch(body); // never throws
            facts("Re: frob", body);
        }
        String untils = "it was ok until ".repeat(200_000) + SHORT + "\n";
        String wrapped = ("After\n> ".repeat(50_000)) + SHORT + " it fails\n";
        String asOf = ("as of " + SHORT + " (" ).repeat(100_000) + "\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            facts("Re: frob", untils);
            facts("Re: frob", wrapped);
            facts("Re: frob", asOf);
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "> Does this fix a regression?\n\nYes.  The frob ports trained fine on the older kernels.\n",
        "> Does this patch fix a regression? If so, we can send it for the release.\n>\n\nYes, it does.\n",
        "> Is this a regression?\n\nyes\n",
    })
    void aYesUnderAQuotedRegressionQuestionStatesOne(String answer) {
        Regression r = facts("Re: [PATCH] frob: Keep the bridge awake", "On Tue, Frob Maintainer wrote:\n" + answer)
                .regression();
        assertNotNull(r, answer);
        assertFalse(r.quoted(), answer);
        assertNull(r.culprit(), answer);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "> Does this fix a regression?\n\nNo, it never worked.\n",
        "> Does this fix a regression?\n\nI am not sure.  Yes, the port trained once.\n",
        "> Does this fix a regression?\n\nYesterday's build did not boot either.\n",
        "> Does this fix a problem you saw?  It is not a regression, is it?\n\nYes.\n",
        "> Is this not a regression?\n\nYes.\n",
        "> Does this fix a regression?\n",
        "> Does this fix a regression?",
        "> Did you test the regression suite?\n\nYes.\n",
    })
    void otherAnswersStateNone(String answer) {
        assertNull(facts("Re: [PATCH] frob: Keep the bridge awake", "On Tue, Frob Maintainer wrote:\n" + answer)
                .regression(), answer);
    }

    @Test
    void manyQuotedQuestionsEndFast() {
        String q = "> Does this fix a regression?\n>\n".repeat(100_000) + "Yes\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("Re: frob", q));
    }
}
