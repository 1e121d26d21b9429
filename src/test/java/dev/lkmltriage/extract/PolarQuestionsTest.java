package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 38 (verdict41): a yes/no question states no result about its kernel ({@link PolarQuestions}). Every fixture
 * is invented here in the style of a reply on the list.
 */
class PolarQuestionsTest {
    private static final String SUBJECT = "AER storm after hot-unplug of the NVMe drive";
    private static final String REPORT = "Hi,\n\nthe root port floods the log with AER errors after I pull the"
            + " drive, a problem on 6.4.2. ";

    private static String of(String sentence, String version) {
        return verdict(facts(SUBJECT, REPORT + sentence + "\n"), version);
    }

    @Test
    void aYesNoQuestionGivesNoVerdict() {
        assertEquals("null", of("Is 6.3.9 affected?", "6.3.9"));
        assertEquals("null", of("Has it been fixed in 6.5-rc2?", "6.5-rc2"));
        assertEquals("null", of("Is it still there in 6.5-rc2?", "6.5-rc2"));
        assertEquals("null", of("Should I revert to 6.3.9?", "6.3.9"));
        assertEquals("null", of("So does 6.3.9 work for you, or is it broken too?", "6.3.9"));
    }

    @Test
    void aStatementEndingInAQuestionMarkOrAnAnswerStays() {
        assertEquals("bad", of("It still fails on 6.5-rc2, any idea?", "6.5-rc2"));
        assertEquals("good", of("Is it a regression? Yes: 6.3.9 works fine.", "6.3.9"));
    }

    @Test
    void theSentenceStartIsFoundAcrossLinesAndQuotes() {
        assertTrue(PolarQuestions.auxiliaryFirst("Thanks.\n> Is the\n> 6.3.9 kernel affected?", 19));
        assertTrue(PolarQuestions.auxiliaryFirst("ok\n\nAnd does 6.3.9 boot?", 13));
        assertFalse(PolarQuestions.auxiliaryFirst("It works. Which kernel is 6.3.9?", 26));
        assertFalse(PolarQuestions.auxiliaryFirst("x".repeat(300) + " is 6.3.9 ok?", 304));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                (REPORT + "Is 6.3.9 affected? Does 6.3.8 work?\n").repeat(20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                REPORT + "Is " + "a ".repeat(1_000_000) + "6.3.9 broken?\n"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                REPORT + "6.3.9 fails ".repeat(100_000) + "?\n"));
    }
}
