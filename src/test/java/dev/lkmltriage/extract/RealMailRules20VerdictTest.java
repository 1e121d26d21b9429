package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.allOfReport;
import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.ofReport;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 20's verdict shapes (docs/extraction-eval.md, "Session 20: verdict21"): the release a stated regression's
 * window starts from ({@link WindowGoodEnds}), and a problem sentence whose "for" follows the kernel, whose "than" is
 * a misspelt "then", or which tells what the log lacks after its symptom ({@link ProblemSentences}). Every fixture is
 * invented here in the style of list mail.
 */
class RealMailRules20VerdictTest {
    /** A second kernel, named as a target, so that the one-kernel reading ({@link SoleKernels}) stays out. */
    private static final String TARGET = "\n\nA fix may be queued for 5.10.\n";

    private static final String UPGRADE = "Since the upgrade to kernel 6.2 my guests stopped working, because the"
            + " two NICs can't be passed through any more.\n\n";

    private static Facts regression(String body) {
        return facts("Kernel 6.2 passthrough regression", body);
    }

    @Test
    void theReleaseUpgradedFromIsGood() {
        Facts f = regression(UPGRADE + "For example with kernel 6.1 the groups are:\n  group 40: 08:01.0 09:00.0\n");
        assertEquals("bad", verdict(f, "6.2"));
        assertEquals("good", verdict(f, "6.1"));
        // a reply quoting the report
        Facts q = facts("Re: Kernel 6.2 passthrough regression", "On Sun, Alice wrote:\n> "
                + UPGRADE.replace("\n\n", "\n> \n> ") + "For example with kernel 6.1 the groups are:\n> "
                + " group 40: 08:01.0 09:00.0\n\nThanks, looking.\n");
        assertEquals("good", verdict(q, "6.1"));
    }

    @Test
    void windowGoodEndNearMissesKeepTheirVerdicts() {
        // not the release right before the bad one
        assertEquals("null", verdict(regression(UPGRADE + "For example with kernel 6.0 the groups are:\n"
                + "  group 40: 08:01.0 09:00.0\n"), "6.0"));
        // a change's target, not a kernel that ran
        assertEquals("null", verdict(regression(UPGRADE + "The ACS fix was backported to 6.1 last week.\n"),
                "6.1"));
        // judged in the message: the judgement stands
        assertEquals("bad", verdict(regression(UPGRADE + "With kernel 6.1 the guests hang as well.\n"), "6.1"));
        // no regression stated: no window, no verdict
        assertEquals("null", verdict(facts("passthrough groups question", "For example with kernel 6.1 the"
                + " groups are:\n  group 40: 08:01.0 09:00.0\n\nIs that expected?\n"), "6.1"));
    }

    @Test
    void aProblemSentenceReadsPastLooseWords() {
        assertEquals("bad", ofReport("I tried to upgrade to the latest kernel 5.4 (distro package), but"
                + "\non this board it hangs during boot, with no error in dmesg; it just waits"
                + " for\na few minutes and then drops to the emergency shell.\n" + TARGET, "5.4"));
    }

    @Test
    void looseWordNearMissesGiveNothing() {
        // a real comparison
        assertEquals("null", ofReport("I run 5.4 on this board, and the link fails more often than the other"
                + " port.\n" + TARGET, "5.4"));
        // "for" before the kernel is a target
        assertEquals("null", ofReport("The hang is reported for 5.4 on this board.\n" + TARGET, "5.4"));
        // a log detail denied before any symptom: nothing stated
        assertEquals("null", ofReport("With 5.4 there are no errors in dmesg, and the hang is gone.\n" + TARGET,
                "5.4"));
        // a denied symptom is still a good result or a near miss
        assertNotEquals("bad", ofReport("With 5.4 it doesn't hang during boot, and no errors.\n" + TARGET,
                "5.4"));
    }

    @Test
    void hostileLooseWordsStayLinear() {
        // one sentence of 20,000 loose clauses over one version, then 3,000 quoted upgrade lines
        String body = "with 5.4 it hangs and than for without any error ".repeat(20_000) + "\n"
                + ("> " + UPGRADE.substring(0, 40) + " with kernel 6.1 than for\n").repeat(3_000);
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> allOfReport(body));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> regression(body));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> allOfReport("and than"));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> allOfReport("5.4 than"));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> regression("6.2 regression 6.1"));
    }
}
