package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 43 (docs/extraction-eval.md, "Session 43: roles46"): a revert advised for a named symptom ("In case you see
 * these errors while the firmware loads: (log) Try reverting this commit:" over the id; {@link SymptomReverts},
 * convention 22 read as a shape, convention 86's offered suspect). Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles46Test {
    private static final String X = "5c2e9a7d1f03";

    private static String advice(String condition, String advice) {
        return "Here is a first hack for the frob firmware, expect bugs.\n\n" + condition + "\n\n"
                + "frob_pci 0000:03:00.0: mailbox request timed out, err = -110\n"
                + "frob_pci 0000:03:00.0: firmware handshake stalled\n\n" + advice + "\n\n" + X
                + " mm/slab: return freed objects to the tail\n\nThat one is tracked in another thread.\n";
    }

    private static String roleOf(String condition, String advice) {
        return role(facts("Re: frob firmware fails to start on the Acme 14", advice(condition, advice)), X);
    }

    @Test
    void aRevertAdvisedForANamedSymptomBlamesTheCommit() {
        assertEquals("culprit", roleOf("In case you see these errors while the firmware loads:",
                "Try reverting this commit:"));
        assertEquals("culprit", roleOf("If you get warnings like the ones below during probe:",
                "Please try reverting the following commit:"));
    }

    @Test
    void theQuotedAdviceBlamesItToo() {
        String quoted = "On Tue, Carol Example wrote:\n" + advice("In case there are these failures at boot:",
                "Try reverting this commit:").lines().map(l -> l.isEmpty() ? ">" : "> " + l)
                .reduce("", (a, b) -> a + b + "\n") + "\nI reverted it and am rebuilding now.\n";
        assertEquals("culprit", role(facts("Re: frob firmware fails to start on the Acme 14", quoted), X));
    }

    @Test
    void adviceWithoutANamedSymptomStaysAReference() {
        // no condition, a condition naming no failure, a trial, a question
        assertEquals("reference", roleOf("The log of my last run:", "Try reverting this commit:"));
        assertEquals("reference", roleOf("In case you want the old allocation order back, see below.",
                "Try reverting this commit:"));
        assertEquals("reference", roleOf("In case you see these errors while the firmware loads:",
                "Try reverting this commit to see if it changes anything:"));
        assertEquals("reference", roleOf("Do you see these errors while the firmware loads?",
                "Try reverting this commit:"));
    }

    @Test
    void hostileConditionsStayLinear() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            b.append("In case there are warnings. if you see errors: when you hit a hang: ");
        }
        b.append("\n\nTry reverting this commit:\n\n").append(X).append(" frob: thing\n");
        String body = b.toString();
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> assertFalse(facts("Re: frob", body).commits()
                .isEmpty()));
        String before = "in case there are warnings ".repeat(5_000);
        assertTimeoutPreemptively(TimeBudget.seconds(1), () -> SymptomReverts.advised("try reverting this commit:",
                before));
    }
}
