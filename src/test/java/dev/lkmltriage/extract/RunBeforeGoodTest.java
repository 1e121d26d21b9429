package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 22 (docs/extraction-eval.md, "Session 22: verdict23"): a kernel only run with the problem at or before one
 * judged good says the problem is no simple breakage, and verdicts alone then state no regression window ({@link
 * RunsAfterGood#runBeforeGood}). Every fixture is invented here in the style of list mail.
 */
class RunBeforeGoodTest {
    private static final String SUBJECT = "Re: link training fails on the Foo board";
    private static final String QUOTE = "On Tue, Jan 12, 2021 at 10:02:11AM +0100, A Reporter wrote:\n"
            + "> This board runs a 5.11-rc2 build of today's mainline.\n"
            + "> It comes up, but neither wifi card probes:\n"
            + ">\n"
            + ">   frob 0000:02:00.0: link training failed, giving up\n"
            + ">\n"
            + "> A bisect was the plan, but no kernel I built ever worked to start it\n"
            + "> from. I went back to 4.12, the first release that boots it,\n"
            + "> and even on that both cards were failing.\n"
            + "> Our distro's tracker says it worked in v5.6.\n"
            + "\n";
    private static final String OWN = "Tried the debug patch: same failure here. The board no longer boots with"
            + " next-20210115, but that is a different issue, unrelated to this patch.\n";

    @Test
    void aRunBeforeTheGoodKernelStatesNoWindow() {
        Facts f = facts(SUBJECT, QUOTE + OWN);
        assertEquals("good", verdict(f, "5.6"));
        assertEquals("bad", verdict(f, "4.12"));
        assertEquals("bad", verdict(f, "next-20210115"));
        assertNull(f.regression());
    }

    @Test
    void runsAfterTheGoodKernelStillJoinTheWindow() {
        Facts f = facts(SUBJECT, QUOTE.replace("4.12", "5.8") + OWN);
        assertNotNull(f.regression());
        assertEquals(List.of("5.6"), f.regression().good());
    }

    @Test
    void hostileInputEndsQuickly() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 5_000; i++) {
            b.append("> I went back as far as 4.").append(i % 20).append(" and even on that it was failing.\n")
                    .append("> It worked in v5.").append(i % 19).append(".\n");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT, b + OWN));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(SUBJECT, QUOTE.substring(0, 77)));
        assertEquals(false, RunsAfterGood.runBeforeGood(List.of(), java.util.Set.of("4.12")));
    }
}
