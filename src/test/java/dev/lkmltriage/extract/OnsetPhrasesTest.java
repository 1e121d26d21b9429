package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 30 (verdict31): a problem said to begin at a kernel, the problem first ({@link OnsetPhrases}): "this bug
 * was introduced in v5.9" makes v5.9 bad and the window's bad end. Every fixture is invented here in the style of
 * list mail.
 */
class OnsetPhrasesTest {
    private static final String REPLY = "Re: [PATCH] frob: fix the doorbell mapping";

    @Test
    void aProblemSaidToBeginAtAKernelMakesItBadAndStatesTheOnset() {
        Facts f = facts(REPLY, "Strictly speaking, this bug was introduced in v5.7 - it would be nice to get the"
                + " fix into one of the next -rc's.\n\nAcked-by: A Maintainer <am@example.org>\n");
        assertEquals("bad", verdict(f, "5.7"));
        assertNotNull(f.regression());
        assertEquals(List.of("5.7"), f.regression().bad());
        assertEquals("bad", verdict(facts(REPLY, "No need to take this back to stable: the problem it cures is"
                + " not in older kernels, it only showed up in 5.4-rc2, with the rework of the frob core.\n"),
                "5.4-rc2"));
        assertEquals("bad", verdict(facts("[Bug 123456] frob: DMA faults after resume", "Nothing much in the"
                + " report yet, but apparently this started in v5.6.0-rc3:\n\n  frob 0000:02:00.0: DMA read error at"
                + " 0xfffd0000\n"), "5.6.0-rc3"));
        // quoted as well
        assertEquals("bad", verdict(facts(REPLY, "> The hang first appeared with 5.2 on our boards.\n\nThanks,"
                + " I will look.\n"), "5.2"));
    }

    @Test
    void whatIsNoOnsetOfAProblemGivesNothing() {
        // commits and features also appear in and are introduced in releases
        assertEquals("null", verdict(facts(REPLY, "The frob core was introduced in v5.4 and 1234abcd5678 appeared in v5.6,"
                + " so this is not stable material.\n"), "5.4"));
        assertEquals("null", verdict(facts(REPLY, "That support appeared in 5.3, and it started in 5.2 as a series.\n"),
                "5.3"));
        // a condition, a question, a negation
        assertEquals("null", verdict(facts(REPLY, "If the bug was introduced in v5.8 we can still send it for -rc.\n"),
                "5.8"));
        assertEquals("null", verdict(facts(REPLY, "Do you know whether the problem started with 5.1 already?\n"), "5.1"));
        assertEquals("null", verdict(facts(REPLY, "The doorbell patch is fine: the bug has been introduced earlier, it"
                + " was never introduced in 5.9.\n"), "5.9"));
        // a pronoun subject in a mail that names no problem
        assertEquals("null", verdict(facts("[PATCH v3] frob: add the doorbell table", "The rework started in 5.6 and this"
                + " version rebases it.\n"), "5.6"));
    }

    @Test
    void thePhraseIsReadRightBeforeTheVersion() {
        assertTrue(OnsetPhrases.marks("apparently this started in ", () -> true));
        assertTrue(OnsetPhrases.marks("> the regression only showed up with linux ", () -> false));
        assertFalse(OnsetPhrases.marks("apparently this started in ", () -> false));
        assertFalse(OnsetPhrases.marks("this bug was introduced in the merge of ", () -> true));
        assertFalse(OnsetPhrases.marks("the bug maybe was introduced in ", () -> true));
        assertFalse(OnsetPhrases.marks("the quirk appeared in ", () -> true));
    }

    @Test
    void hostileInputEndsQuickly() {
        StringBuilder b = new StringBuilder("The port fails.\n");
        for (int i = 0; i < 20_000; i++) {
            b.append(i % 3 == 0 ? "this bug was introduced in 5." + (i % 20) + " " : "the problem only showed up in ");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(FactOf.REPORT, b.toString()));
        String words = "bug ".repeat(2_000_000) + "was introduced in ";
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> OnsetPhrases.marks(words, () -> true));
        String line = "problem was ".repeat(500_000) + "in v5.1 crash";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(FactOf.REPORT, line));
    }
}
