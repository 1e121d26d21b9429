package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.REPORT;
import static dev.lkmltriage.extract.FactOf.allOfReport;
import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.ofReport;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 16's verdict shapes (docs/extraction-eval.md, "Session 16: verdicts"): a working state that lasted "until"
 * something ({@link UntilTurns}), two kernels in parallel setting phrases ({@link ContrastPairs}), a problem's subject
 * listing its kernels ({@link SubjectKernels}), a state in parentheses before a kernel ({@link ParenthesisedStates}),
 * "Linux kernel version is X and also Y" as a setup form, and "still" before a patch's base word. Every fixture is
 * invented here in the style of list mail.
 */
class RealMailRules17VerdictTest {
    @Test
    void aWorkingStateUntilAnEventIsBadOnItsKernel() {
        assertEquals("bad", ofReport("I have built Linux v5.9-rc2 and thought all was good until I"
                + " hot-removed the dock.\n", "5.9-rc2"));
        assertEquals("bad", ofReport("Everything was fine on 5.9 until I plugged in the second"
                + " card.\n", "5.9"));
    }

    @Test
    void aWorkingStateUntilAKernelIsBadOnThatKernelAndGoodBefore() {
        assertEquals("bad", ofReport("The second port worked fine until kernel 5.4.12 came"
                + " along.\n", "5.4.12"));
        assertEquals(List.of("5.4=good", "5.5=bad"), allOfReport("It worked fine on 5.4 until I upgraded to 5.5.\n"));
        // a change of code, not an event on the kernel: the kernel before the turn keeps its good
        assertEquals("good", ofReport("5.4 was fine until commit 0123456789ab landed.\n", "5.4"));
    }

    @Test
    void untilNearMissesGiveNoTurn() {
        assertEquals("null", ofReport("It's fine to wait until 5.5 with this one.\n", "5.5"));
        assertEquals("null", ofReport("I'm fine with deferring it until 5.5 is out.\n", "5.5"));
        assertEquals("null", ofReport("Good for me, let's keep it until 5.5.\n", "5.5"));
        assertEquals("null", ofReport("It didn't work until 5.5 here.\n", "5.5"));
        // a vague time says nothing of which kernel changed: the working word's reading stands
        assertEquals("good", ofReport("Everything worked with 5.4 until recently.\n", "5.4"));
        assertEquals("null", ofReport("Should 5.4.2 be fine until 5.6 is out?\n", "5.6"));
    }

    @Test
    void aKernelSetAgainstAJudgedOneIsTheOtherSide() {
        assertEquals(List.of("5.8=good", "5.9=bad"), allOfReport("With kernel 5.8 the port trains at gen3, with 5.9"
                + " it hangs.\n"));
        Facts two = facts(REPORT, "With kernel 5.8 the port trains at gen3. And with 5.9 it hangs at boot.\n");
        assertEquals("good", verdict(two, "5.8"));
        Facts after = facts(REPORT, "With 5.9 it hangs at boot, with kernel 5.8 the port trains at gen3.\n");
        assertEquals("good", verdict(after, "5.8"));
        Facts on = facts(REPORT, "On kernel 5.8 the link comes up at x4. But on 5.9 it does not come up.\n");
        assertEquals("good", verdict(on, "5.8"));
    }

    @Test
    void contrastNearMissesStayUnjudged() {
        assertEquals("null", ofReport("With kernel 5.8 I get this trace. And with 5.9 it hangs the"
                + " same way.\n", "5.8"));
        assertEquals("null", ofReport("With kernel 5.8 the port trains at gen3, with 5.9 it also"
                + " hangs.\n", "5.8"));
        assertEquals("null", ofReport("With kernel 5.8 would the port train at gen3? With 5.9 it"
                + " hangs.\n", "5.8"));
        assertEquals("null", ofReport("The trace I got with kernel 5.8 is below. With 5.9 it"
                + " hangs.\n", "5.8"));
        assertEquals("null", ofReport("With kernel 5.8 the port trains at gen3, with 5.9 it works"
                + " too.\n", "5.8"));
        assertEquals("null", ofReport("With kernel 5.8 the port trains at gen3, on 5.9 it"
                + " hangs.\n", "5.8")); // two different settings: no parallel
    }

    @Test
    void aProblemSubjectListsItsKernels() {
        Facts f = facts("frob: resume stalls I/O in Linux 5.3-rc2 (5.2.5, 5.1.20) since 0123456789ab, 5.2/5.3 w/"
                + " IRQ loop", "I chose to mail the log privately.\n");
        assertEquals("bad", verdict(f, "5.2"));
        assertEquals("bad", verdict(f, "5.3"));
    }

    @Test
    void subjectNearMissesStayUnjudged() {
        // a patch's subject names targets and bases
        assertEquals("null", verdict(facts("[PATCH 5.4] frob: resume stalls I/O in Linux 5.3-rc2 (5.2.5, 5.1.20),"
                + " 5.2/5.3 w/ IRQ loop", "Fix it.\n"), "5.3"));
        // a good kernel in the subject: a contrast, the unread one may be either side
        assertNotEquals("bad", verdict(facts("frob: hangs in 5.10-rc1, fine in 5.9, 5.4/5.5 w/ IRQ loop", "I see"
                + " it.\n"), "5.5"));
        // set apart by an order word
        assertNotEquals("bad", verdict(facts("frob: resume stalls I/O in Linux 5.3-rc2, 5.2.5 since 5.2/5.3",
                "I see it.\n"), "5.2"));
    }

    @Test
    void aLinuxKernelVersionLineNamesTheKernelsOfTheReport() {
        assertEquals(List.of("4.19.93=bad", "4.14.134=bad"), allOfReport("Linux kernel version is 4.19.93 and also"
                + " 4.14.134 (from the vendor repo).\n\nThe port hangs after a reset.\n"));
        // no problem in the message: nothing to be bad for
        assertEquals("null", verdict(facts("frob: second port", "Linux kernel version is 4.19.93 and also"
                + " 4.14.134.\n\nThe port trains at gen3.\n"), "4.19.93"));
    }

    @Test
    void stillBeforeABaseWordIsNoProblem() {
        assertEquals("null", verdict(facts("Re: " + REPORT, "The second port fails to train, yes. This is still"
                + " based on v5.6-rc1.\n"), "5.6-rc1"));
        assertEquals("null", verdict(facts("Re: " + REPORT, "The port hangs.\n\n  - still applies to v5.7-rc4"
                + " and next-20200505\n"), "5.7-rc4"));
        // "still" before a state is the problem that persists
        assertEquals("bad", ofReport("The port is still broken on 5.10-rc2.\n", "5.10-rc2"));
    }

    @Test
    void aParenthesisedStateBeforeAKernelIsItsAttribute() {
        assertEquals(List.of("4.19=bad", "2.6=good"), allOfReport("The card is not enumerated in the more recent 4.19"
                + " kernel compared to the ancient (and working) 2.6 kernel.\n"));
        // the attribute, not the symptom after the kernel, judges it
        assertEquals("good", ofReport("Compared to the old (working) 5.4 kernel the port hangs.\n", "5.4"));
        assertEquals("bad", ofReport("Compared to the old (not working) 5.4 kernel the port trains.\n", "5.4"));
    }

    @Test
    void parenthesesNamingAnythingElseGiveNoAttribute() {
        assertEquals("null", ofReport("We compared it to the old (see the log below) 5.4 kernel.\n", "5.4"));
        assertEquals("null", ofReport("We compared it to the old (working on it) 5.4 kernel.\n", "5.4"));
        assertEquals("null", ofReport("We compared it to the vendor (" + "x ".repeat(30) + "working) 5.4"
                + " kernel.\n", "5.4"));
    }

    @Test
    void hostileInputStaysLinearAndNeverThrows() {
        String untils = "It was fine on 5.4 until I resumed. ".repeat(5000);
        String pairs = "With 5.8 it trains, with 5.9 it hangs. ".repeat(5000);
        String huge = "fine until " + "x".repeat(2_000_000) + " 5.4.12";
        StringBuilder subject = new StringBuilder("frob: hangs in 5.4");
        for (int k = 0; k < 300; k++) {
            subject.append(", 5.").append(k % 20).append("/5.").append(k % 20 + 1);
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            facts(REPORT, untils);
            facts(REPORT, pairs);
            facts(REPORT, huge);
            facts(subject.toString(), "I see it.\n");
            facts(REPORT, "With 5.8 " + "(((( ".repeat(100_000) + ", with 5.9 it hangs.\n");
            facts(REPORT, "(working) 5.4 ".repeat(20_000) + ")".repeat(100_000) + " 5.5\n");
            facts(REPORT, "x".repeat(1_000_000) + " kernel x) 5.4".repeat(20_000) + "\n");
        });
    }
}
