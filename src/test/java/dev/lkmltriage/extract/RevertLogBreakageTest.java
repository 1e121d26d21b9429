package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.regression;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 52 (docs/extraction-eval.md, "Session 52: facts52"): a revert's log that opens "This reverts commit X." and
 * then says "This breaks error recovery for the FOO driver" states a regression with X as culprit
 * ({@link RevertLogBreakage}, convention (2)). Fixtures invented here in the style of list mail.
 */
class RevertLogBreakageTest {
    private static final String ID = "5a6b7c8d9e0f112233445566778899aabbccddee";
    private static final String SUBJECT = "[PATCH 3/3] Revert \"frob: update the status after the reset\"";

    private static String log(String breaking) {
        return "This reverts commit " + ID + ".\n\nIn the code below\n\n"
                + "        frob_walk(bus, report_frozen, &status);\n"
                + "-       if (frob_reset(dev) != FROB_RECOVERED)\n"
                + "+       status = frob_reset(dev);\n\n"
                + "the status from report_frozen is masked by the reset's, which is wrong.\n\n"
                + breaking + "\n\nSigned-off-by: Frob Dev <frob@example.org>\n";
    }

    private static final String BREAKS = "This breaks error recovery for the FOO driver by masking the reset request"
            + " and hence skipping the slot reset callback.";

    @Test
    void aRevertLogSayingWhatTheCommitBrokeStatesARegression() {
        assertEquals("culprit=" + ID + " quoted=false", regression(facts(SUBJECT, log(BREAKS))));
        assertEquals("culprit=" + ID + " quoted=true", regression(facts("Re: " + SUBJECT, "On 9/2/20 11:42 AM, Frob Dev wrote:\n"
                + log(BREAKS).replaceAll("(?m)^", "> ") + "\nInstead of reverting, can you try the patch below?\n")));
        assertEquals("culprit", role(facts("Re: " + SUBJECT, "> " + log(BREAKS).replace("\n", "\n> ")), ID));
        for (String other : new String[] {"It broke suspend on the Frob boards.",
            "Since then the driver hangs. This commit breaks resume on every Frob laptop.",
            "Note: this has broken hot-plug.".replace("this has", "This has")}) {
            Regression r = facts(SUBJECT, log(other)).regression();
            assertNotNull(r, other);
            assertEquals(ID, r.culprit(), other);
        }
    }

    @Test
    void nearMissesStateNoRegression() {
        for (String other : new String[] {
            "This breaks nothing that I know of.",
            "This may break the FOO driver, so test it.",
            "This would break the FOO driver otherwise.",
            "Does this break the FOO driver?",
            "The old code is clearer and this breaks no rules.",
            "We keep the cleanup; it is simpler.",
            "Revert it and this breaks the FOO driver again."}) {
            assertNull(facts(SUBJECT, log(other)).regression(), other);
        }
        // a bare revert says nothing broke; a breaking sentence far past the id belongs to other text
        assertNull(facts(SUBJECT, "This reverts commit " + ID + ".\n\nSigned-off-by: Frob Dev <frob@example.org>\n")
                .regression());
        assertNull(facts(SUBJECT, "This reverts commit " + ID + ".\n\n" + "Some more words here.\n".repeat(60)
                + BREAKS + "\n").regression());
        // the breaking sentence of another revert's log (no id) is not the first one's
        assertNull(facts("[PATCH] Revert two frob changes", "This reverts commit " + ID + ".\n\n"
                + "This reverts commit to the older layout.\n\n" + BREAKS + "\n").regression());
    }

    @Test
    void malformedInputIsQuiet() {
        for (String body : new String[] {"This reverts commit ", "This reverts commit xyz.\n\n" + BREAKS,
            "This reverts commit " + ID, "This reverts commit " + ID + ".\n\nThis", ""}) {
            assertNull(facts(SUBJECT, body).regression(), body);
        }
        assertFalse(RevertLogBreakage.states("reverts commit ", 0));
        assertFalse(RevertLogBreakage.states("reverts commit 12", 0));
        // the breaking sentence must open a sentence: here it runs on from the id's line
        assertFalse(RevertLogBreakage.states("reverts commit " + ID + "\nThis breaks x.", 0));
    }

    @Test
    void hostileInputEndsFast() {
        String many = ("This reverts commit " + ID + ".\n").repeat(20_000);
        String far = "This reverts commit " + ID + ".\n" + "> \n".repeat(200_000) + "This may break x.\n";
        String verbs = ("This reverts commit " + ID + ". " + "This may break it. ".repeat(60) + "\n").repeat(2_000);
        for (String body : new String[] {many, far, verbs}) {
            assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(SUBJECT, body));
        }
    }
}
