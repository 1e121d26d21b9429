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
 * Session 47 (docs/extraction-eval.md, "Session 47: roles50"): a fix whose changelog says it gives back what worked
 * ("This makes the links come up again") or that its {@code Fixes:} target changed something with a failure as the
 * consequence ("Commit X moved the call ... which results in the pointer being NULL") states a regression with the
 * target as culprit; and a sentence pointing back at "commit X" that says "this change ... led to the following
 * issues" blames X (convention (123)). Mechanisms ("comes up again after a reset"), hedges, negations, a commit's new
 * code computing a wrong value, and consequences that are no problem state none. Fixtures invented here in the style
 * of list mail.
 */
class RealMailRulesRoles50Test {
    private static final String ID = "5a6b7c8d9e0f";
    private static final String FIXES = "\nFixes: " + ID + " (\"frob: Move the port setup into the core\")\n";
    private static final String SIGNED = "Signed-off-by: Frob Author <author@example.org>\n";

    private static Facts patch(String changelog) {
        return facts("[PATCH] frob: Keep the second port's link up", changelog + FIXES + SIGNED);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "This makes the PCIe links come up again on the frob-2000 board.\n",
        "With this the second port is working again on the older boards.\n",
        "Restore the clock setting so that the boards boot again.\n",
        "Commit " + ID + " (\"frob: Move the port setup into the core\") moved frob_set_drvdata()\nafter "
                + "frob_probe_bus(), which results in the bus pointer being NULL on removal.\n",
        "Commit " + ID + " (\"frob: Move the port setup into the core\") replaced the\nlocked reset with the "
                + "plain one, which caused lockups on the dual-port cards.\n",
    })
    void aFixThatGivesBackWhatWorkedOrAChangeWithAFailureStatesOne(String changelog) {
        Facts f = patch(changelog);
        assertEquals("culprit", role(f, ID), changelog);
        Regression r = f.regression();
        assertNotNull(r, changelog);
        assertEquals(ID, r.culprit(), changelog);
        assertFalse(r.quoted(), changelog);
    }

    @Test
    void aQuotedChangelogStatesAQuotedOne() {
        Regression r = facts("Re: [PATCH] frob: Keep the second port's link up",
                "On Tue, Frob Author wrote:\n> This makes the PCIe links come up again on the frob-2000.\n>\n> Fixes: "
                        + ID + " (\"frob: Move the port setup into the core\")\n> " + SIGNED
                        + "\nLooks good.\n\nReviewed-by: Frob Reviewer <reviewer@example.org>\n").regression();
        assertNotNull(r);
        assertTrue(r.quoted());
        assertEquals(ID, r.culprit());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // a mechanism: the phrase says what happens after an event, not that the fix restores anything
        "Retrain the link so that it comes up again after a hot reset.\n",
        "The port is usable again once the firmware reloads its table.\n",
        // negated, modal or asked
        "Without the delay the link does not come up again.\n",
        "With this the card should work again on the older boards.\n",
        "Does the second port work again with this applied?\n",
        // the same word in other senses
        "The scan runs again on every resume, so the flag has to be cleared.\n",
        // a commit's new code computing a wrong value, a hedge, no failure, no change verb
        "Commit " + ID + " (\"frob: Cache the window size\") calculates the size before the\ncapability is read, "
                + "which results in using an incorrect size for the other ports.\n",
        "Commit " + ID + " (\"frob: Move the port setup into the core\") moved the setup,\nwhich could lead to a "
                + "crash if the bus is removed early.\n",
        "Commit " + ID + " (\"frob: Move the port setup into the core\") moved the setup,\nwhich results in a "
                + "cleaner probe path.\n",
        "Commit " + ID + " (\"frob: Move the port setup into the core\") set the pointer\nlate, which results "
                + "in the bus pointer being NULL on removal.\n",
    })
    void otherWordingAboveTheTagStatesNone(String changelog) {
        Facts f = patch(changelog);
        assertNull(f.regression(), changelog);
        assertEquals("culprit", role(f, ID), changelog); // the tag's target is a culprit, as always
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Commit " + ID + " (\"frob: Merge the recovery paths\") merged the two recovery paths. But this change also "
                + "complicated the recovery path, which in turn led to the following issues.\n\n1. A race ...\n",
        "Commit " + ID + " (\"frob: Merge the recovery paths\") merged the two recovery paths.\nUnfortunately, "
                + "this change caused several failures on the dual-port cards.\n",
        "Commit " + ID + " merged the two paths. However, that commit resulted in hangs on resume.\n",
    })
    void aPointerBackWithAConsequenceBlamesTheCommit(String body) {
        Facts f = facts("[PATCH] frob: Split the recovery paths again", body + SIGNED);
        assertEquals("culprit", role(f, ID), body);
        Regression r = f.regression();
        assertNotNull(r, body);
        assertEquals(ID, r.culprit(), body);
    }

    @Test
    void aQuotedPointerBackStatesAQuotedOne() {
        Facts f = facts("Re: [PATCH] frob: Split the recovery paths",
                "On Tue, Frob Author wrote:\n> Commit " + ID + " (\"frob: Merge the recovery paths\") merged the two"
                        + "\n> recovery paths. But this change also complicated the recovery path and\n> which in "
                        + "turn led to the following issues.\n\nYes, I have seen the race.\n");
        assertEquals("culprit", role(f, ID));
        assertNotNull(f.regression());
        assertTrue(f.regression().quoted());
        assertEquals(ID, f.regression().culprit());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Commit " + ID + " merged the two paths. This change could lead to problems on resume.\n",
        "Commit " + ID + " merged the two paths. But this change did not cause any issues here.\n",
        "Commit " + ID + " merged the two paths. This change led to the following clean-ups.\n",
        "Commit " + ID + " merged the two paths. Did this change cause the failures?\n",
        "Commit " + ID + " merged the two paths. The firmware led to the following issues.\n",
    })
    void otherSentencesAfterTheCommitBlameNothing(String body) {
        Facts f = facts("Re: frob: recovery paths", body);
        assertFalse("culprit".equals(role(f, ID)), body);
        assertNull(f.regression(), body);
    }

    @Test
    void theReadersAlone() {
        assertTrue(ConsequenceNext.blames("but this change also complicated it and led to the following issues."));
        assertTrue(ConsequenceNext.blames("this commit caused regressions on arm64."));
        assertFalse(ConsequenceNext.blames("this commit may have caused regressions on arm64."));
        assertFalse(ConsequenceNext.blames("the commit caused regressions."));
        assertFalse(ConsequenceNext.blames(""));
        assertFalse(ConsequenceNext.blames("this"));
        assertFalse(ConsequenceNext.blames("however,"));
        assertTrue(BrokenByFixesTarget.states("This makes the links come up again."));
        assertFalse(BrokenByFixesTarget.states("This makes the links come up again after a reset."));
        assertFalse(BrokenByFixesTarget.states("The link doesn't come up again."));
        assertFalse(BrokenByFixesTarget.states("again"));
        assertFalse(BrokenByFixesTarget.states("commit caused"));
        assertTrue(BrokenByFixesTarget.states("Commit 1a2b3c4d (\"a.b: c\") moved x, which results in a NULL y."));
    }

    @Test
    void malformedAndHostileInputEndsFast() {
        for (String body : new String[] {"", "again", "work again", "commit", "Commit moved results in NULL",
            "this change led to", "But", "However, this", "Fixes: " + ID + "\n", "come up\nagain\n"}) {
            patch(body); // never throws
            facts("Re: frob", body);
            facts("[PATCH] frob", body + FIXES);
        }
        String agains = "work ".repeat(100_000) + "again\n";
        String changes = "Commit " + ID + " moved " + "a.b ".repeat(50_000) + "which results in\n";
        String pointers = ("Commit " + ID + " did it. But this change also ").repeat(20_000) + "led to\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            patch(agains);
            patch(changes);
            facts("[PATCH] frob", pointers + SIGNED);
            facts("Re: frob", "> " + pointers.replace("\n", "\n> "));
        });
    }
}
