package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 40 (docs/extraction-eval.md, "Session 40: verdict43"): a run still to do or asked for has no verdict and no
 * guessed one ({@link PlannedRuns}); "i think i found this in 5.3.8" is the kernel the problem was seen on
 * ({@link SeenOn}); the run rules ask the whole message, its subject too, whether it names a problem.
 * Fixtures invented here in the style of list mail.
 */
class RealMailRulesVerdict43Test {
    private static final String REPORT = "frob: second port fails to train after resume";
    private static final String PROBLEM = "Hi,\n\nAfter resume the second port fails to train and the disk on it"
            + " is lost.\n\n";

    private static String ofReport(String sentence, String version) {
        return verdict(facts(REPORT, PROBLEM + sentence + "\n\nThanks,\nAlice\n"), version);
    }

    @Test
    void aPlannedRunHasNoVerdict() {
        assertEquals("null", ofReport("It fails the same way on 5.9.\n\nI will now try a compile of 5.4-rc1\n"
                + "Cheers.", "5.4-rc1"));
        assertEquals("null", ofReport("It fails the same way on 5.9. I'll go back to 5.8 for a few days and see"
                + " if the problem disappears.", "5.8"));
        assertEquals("null", ofReport("I'm going to test 5.10-rc2 tomorrow.", "5.10-rc2"));
        assertEquals("null", ofReport("I'll test 5.10 tomorrow.", "5.10"));
        assertEquals("null", ofReport("Could you try 5.10-rc2 as well?", "5.10-rc2"));
    }

    @Test
    void aPlannedRunsKernelKeepsWhatOtherSentencesSay() {
        // the plan's mention says nothing; a run told elsewhere, or a result in the plan's sentence, still does
        assertEquals("bad", ofReport("It fails the same way on 5.9. I'll go back to 5.9 later and see if it"
                + " changes.", "5.9"));
        assertEquals("good", ofReport("It fails on 5.9. I'll go back to 5.8, which works.", "5.8"));
        assertEquals("bad", ofReport("I tried 5.10-rc2, it fails the same way.", "5.10-rc2"));
        assertEquals("bad", ofReport("I will say that 5.10-rc2 fails the same way.", "5.10-rc2"));
    }

    @Test
    void aProblemFoundOnAKernel() {
        assertEquals("bad", ofReport("i think i found this in 5.3.8 kernel", "5.3.8"));
        assertEquals("bad", ofReport("We hit the same issue on 5.10-rc2.", "5.10-rc2"));
        assertEquals("bad", ofReport("I also see it with linux 5.8.3.", "5.8.3"));
    }

    @Test
    void noSightingWhereTheTextDeniesAsksOrNamesNoProblem() {
        assertEquals("good", ofReport("I don't see it with 5.8.3.", "5.8.3"));
        assertEquals("null", ofReport("I found the patch in 5.8.3 and the one before it in 5.8.1.", "5.8.3"));
        assertEquals("null", ofReport("If you see this on 5.8.3, tell me and 5.8.1 too.", "5.8.3"));
        assertEquals("null", ofReport("Do you see this on 5.8.3 and on 5.8.1?", "5.8.3"));
    }

    @Test
    void theSubjectsProblemReachesTheBodysRun() {
        // before: a reply whose problem stands only in the inherited subject gave its run no verdict
        assertEquals("bad", verdict(facts("Re: frob: second port fails to train after resume", "Hi,\n\nI have an"
                + " x86 box with two Xeon CPUs running Linux kernel 5.8.3.\n\nThe full dmesg is attached.\n"),
                "5.8.3"));
        // a patch's subject names what it fixes: the reviewer's box shows nothing
        assertEquals("null", verdict(facts("Re: [PATCH] frob: fix second port failing after resume", "Hi,\n\nI"
                + " have an x86 box with two Xeon CPUs running Linux kernel 5.8.3.\n\nLooks good to me.\n"),
                "5.8.3"));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(REPORT, PROBLEM
                + "I will now try a compile of 5.4-rc1 and see if the problem disappears. ".repeat(20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(REPORT, PROBLEM + "i think i found "
                + "this the same ".repeat(100_000) + "in 5.3.8 kernel\n"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("Re: dmesg fails " + "on ".repeat(600)
                + "5.9", "I'm running ".repeat(50_000) + "I'll go back to ".repeat(50_000) + "5.8\n"));
    }
}
