package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 38 (verdict41): a return to an older kernel that cures the problem makes that kernel good ({@link
 * ReturnedKernels}). Every fixture is invented here in the style of a user's report to the list.
 */
class ReturnedKernelsTest {
    private static final String SUBJECT = "thunderbolt dock drops its displays after a few hours";
    private static final String REPORT = "Hi,\n\nsince the update to 5.19.3 the dock loses both monitors after a"
            + " few hours, a real problem. ";

    private static String of(String sentence, String version) {
        return verdict(facts(SUBJECT, REPORT + sentence + "\n\nThanks\n"), version);
    }

    @Test
    void aReturnThatCuresIsGood() {
        assertEquals("good", of("Going back to 5.18.10 fixes it.", "5.18.10"));
        assertEquals("good", of("Switching back to v5.18.10 cures it.", "5.18.10"));
        assertEquals("good", of("I went back to 5.18.10 and it works again.", "5.18.10"));
        assertEquals("good", of("Booting 5.18.10 again, everything works.", "5.18.10"));
    }

    @Test
    void aCureOutweighsTheProblemWordOfItsOwnSentence() {
        // the nearest-cue reading took "problem" for the version's outcome
        assertEquals("good", of("Rolling back to 5.18.10 makes the problem go away.", "5.18.10"));
        assertEquals("good", of("Booted 5.18.10 again and the problem is gone, everything works.", "5.18.10"));
    }

    @Test
    void aDoubtedPlannedPartialOrPatchedReturnGivesNoGood() {
        assertEquals("null", of("Should I go back to 5.18.10?", "5.18.10"));
        assertEquals("null", of("If going back to 5.18.10 fixes it, we know where to look.", "5.18.10"));
        assertEquals("null", of("I am going to go back to 5.18.10 and see whether it works.", "5.18.10"));
        assertEquals("null", of("Going back to 5.18.10 with the patch applied fixes it.", "5.18.10"));
        assertEquals("null", of("Going back to 5.18.10 fixes it only partially.", "5.18.10"));
        assertNotEquals("good", of("Going back to 5.18.10 does not fix it, the monitors still drop.", "5.18.10"));
    }

    @Test
    void aReturnWhoseCureIsDeniedIsNoGoodBesideTheBadKernel() {
        // session 51: the report's 5.19.3 reads bad (an upgrade's onset); the return's weak good must not turn good
        assertEquals("bad", of("Going back to 5.18.10 does not fix it.", "5.19.3"));
        assertEquals("null", of("Going back to 5.18.10 does not fix it.", "5.18.10"));
        assertEquals("null", of("Going back to 5.18.10 didn't help, the monitors still drop.", "5.18.10"));
        // a denial elsewhere in the sentence that is no denied cure keeps the cure
        assertEquals("good", of("Going back to 5.18.10 fixes it, no more drops.", "5.18.10"));
    }

    @Test
    void noProblemNoGood() {
        assertEquals("null", verdict(facts("dock setup notes", "Hi,\n\nI upgraded my laptop last week. Going"
                + " back to 5.18.10 fixes it.\n"), "5.18.10"));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                (REPORT + "Going back to 5.18.10 fixes it. Booting 5.18.9 again, everything works.\n")
                        .repeat(20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                REPORT + "back to 5.18.10 " + "fine ".repeat(600_000) + "\n"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                REPORT + ("back back to " + "the ".repeat(30) + "5.18." + "1".repeat(40) + " again ")
                        .repeat(30_000)));
    }
}
