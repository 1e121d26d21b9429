package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 21 (docs/extraction-eval.md, "Session 21: roles23"): one question reader for every asked blame
 * ({@link AskedSentences}), and git's bracketed "[id] subject" under a line ending in a blame cue ("A git bisect ...
 * pointed to the commit\n[X] frob: ..."). Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles23Test {
    private static final String FULL = "5e1f0a7c3b2d4e6f8a9b0c1d2e3f4a5b6c7d8e9f";
    private static final String ID = "5e1f0a7c3b2d";

    private static Facts report(String body) {
        return facts("frob: second port fails to train after resume", body);
    }

    // --- one question reader ---

    @Test
    void aSentenceEndingInAQuestionMarkIsAsked() {
        assertTrue(AskedSentences.asked("Could this be caused by X?", 24));
        assertTrue(AskedSentences.asked("Is it due to X (\"frob: Skip it\")?", 14));
        assertTrue(AskedSentences.asked("Maybe \"frob: Skip it\"?\n", 6));
    }

    @Test
    void aStatementOrAQuestionMarkThatEndsNoSentenceIsNotAsked() {
        // near misses: a full stop first, a "?" inside a URL, a "." inside a version, a question past a quoted blank
        assertFalse(AskedSentences.asked("Caused by X. Why?", 11));
        assertFalse(AskedSentences.asked("Caused by X, see cgit/?id=X.", 11));
        assertFalse(AskedSentences.asked("Caused by X in v5.10 and later", 11));
        assertFalse(AskedSentences.asked("Caused by X\n>\n> Why?", 11));
        assertFalse(AskedSentences.asked("Caused by X!", 11));
        assertFalse(AskedSentences.asked("", 0));
        assertFalse(AskedSentences.asked("x", 5));
    }

    // --- a bracketed id under a blame cue ---

    @Test
    void aBracketedIdUnderABisectThatPointedToItIsTheCulprit() {
        Facts f = report("The second port no longer trains after resume on 5.4.49.\nBisecting between 5.4.48 "
                + "and 5.4.49 pointed to the commit\n[" + FULL + "] frob: Assume ports train in\n100 ms.\n");
        assertEquals("culprit", role(f, FULL));
        assertEquals(FULL, f.regression().culprit());
        assertEquals("culprit", role(report("The port hangs on 5.10.\nI bisected it to:\n> [" + ID
                + "] frob: Rework the irq setup\n"), ID));
    }

    @Test
    void anUnbracketedIdAfterPointedToIsTheCulpritOnlyAfterABisect() {
        assertEquals("culprit", role(report("The port hangs on 5.10. The bisection points to " + ID
                + " (\"frob: Rework the irq setup\").\n"), ID));
        // near miss: a person pointing to a commit blames nothing
        assertEquals("reference", role(report("The port hangs on 5.10. Bjorn pointed to the commit\n[" + ID
                + "] frob: Rework the irq setup\nas a place to look.\n"), ID));
    }

    @Test
    void aBracketNotClosingTheIdOrUnderOtherWordsIsNoCommit() {
        assertEquals("absent", role(report("The port hangs on 5.10. The bisect pointed to the commit\n[" + ID
                + " and two others]\n"), ID));
        assertEquals("absent", role(report("The port hangs on 5.10. The bisect pointed to the log\n[" + ID
                + "] frob: Rework the irq setup\n"), ID));
    }

    @Test
    void hostileInputStaysLinear() {
        String brackets = ("pointed to the commit\n[" + ID + "] ").repeat(20000);
        String opens = "bisect pointed to" + "[".repeat(200000) + ID + "]";
        String asks = "caused by commit " + ID + " " + "\n".repeat(200000) + "?";
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            report(brackets);
            report(opens);
            report(asks);
            AskedSentences.asked(asks, 0);
        });
    }
}
