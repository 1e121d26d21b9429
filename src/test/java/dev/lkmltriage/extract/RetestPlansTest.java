package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 23 (held23): a kernel the writer plans to try again "and see if it's better" has no verdict, whatever an
 * earlier sentence said of it running ({@link RetestPlans}). Every fixture is invented here in the style of list
 * mail.
 */
class RetestPlansTest {
    private static final String SUBJECT = "Re: rk3399: endpoint link drops after reset";
    private static final String QUOTE = "On Tue, Dana wrote:\n> Hi,\n>\n> On Mon, Erik wrote:\n>> The endpoint link"
            + " drops after a reset on kernel 4.19.80 and also 4.14.150.\n>\n> Does it happen with 5.6 too?\n\n";
    private static final String RAN = "I had a 5.3.x kernel working earlier, but for other reasons I went back to"
            + " the board vendor's tree.\n";

    /** The verdict of {@code version} when the writer, after saying 5.3.x ran, adds {@code sentence}. */
    private static String after(String sentence, String version) {
        return verdict(facts(SUBJECT, QUOTE + RAN + sentence), version);
    }

    @Test
    void aPlanToRetryWithdrawsTheGood() {
        String plan = "I will give the 5.3.x kernel a try again and see if it is any better.\n";
        assertEquals("null", after(plan, "5.3.y"));
        assertEquals("null", after("We're going to retest the 5.3.x kernel next week to check whether the drop is"
                + " there.\n", "5.3.y"));
        // the quoted report's bad kernels stay bad
        assertEquals("bad", after(plan, "4.14.150"));
    }

    @Test
    void nearMissesKeepTheGood() {
        // no plan: the working sentence stands
        assertEquals("good", after("", "5.3.y"));
        // a plan without "see if": a retry to collect logs, not to find out
        assertEquals("good", after("I will try the 5.3.x kernel again to collect a full log.\n", "5.3.y"));
        // the plan is about another kernel
        assertEquals("good", after("I will give the 5.6 kernel a try and see if it is any better.\n", "5.3.y"));
        // a question is no plan
        assertEquals("good", after("Should I try the 5.3.x kernel again and see if it is better?\n", "5.3.y"));
    }

    @Test
    void hostileInputStaysLinear() {
        String body = QUOTE + (RAN + "I will give the 5.3.x kernel a try again and see if\n").repeat(20_000);
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(SUBJECT, body));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(SUBJECT, "will try 5.3 see"));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(SUBJECT, "see if 5.3 will try"));
    }
}
