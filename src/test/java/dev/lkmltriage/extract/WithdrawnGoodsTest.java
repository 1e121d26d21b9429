package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 35 (verdict37): a good verdict the same message withdraws in the sentences after it gets none
 * ({@link WithdrawnGoods}, convention (4)). Every fixture is invented here in the style of list mail.
 */
class WithdrawnGoodsTest {
    private static final String REPLY = "Re: frob: wireless cards fail to initialise on the frob board";

    private static String of(String body, String version) {
        return verdict(facts(REPLY, body), version);
    }

    @Test
    void aWorkingKernelTheNextSentencesDoubtGetsNoVerdict() {
        // doubt on the regression itself, across a quoted blank line
        assertEquals("null", of("> All I know is that the tracker says it worked in v5.4, which is not much to go"
                + " on.\n>\n> Possibly the apparent regression was really a config change, i.e., CONFIG_FROB_PM was"
                + " off in the kernel that was tested.\n", "5.4"));
        // the working put in scare quotes
        assertEquals("null", of("The cards fail on 5.10-rc1. FROB_PM was off in the v5.4 build the reporter used,"
                + " and it \"worked\" until the option was turned on.\n", "5.4"));
        // "this has never worked"
        assertEquals("null", of("The cards fail on 5.10-rc1. The tracker says it worked on v5.4. I went back"
                + " further and I think this has never worked with the power saving enabled.\n", "5.4"));
        // a denied inference naming the same kernel, itself no verdict either
        assertEquals("null", of("The board hangs at boot on 5.10-rc1, so I went back to 5.5 and it worked. This"
                + " does not mean 5.5 does not have the problem, just that it booted this time.\n", "5.5"));
        // "scratch that": the later sentence's own words give the opposite verdict
        assertEquals("bad", of("The cards fail on 5.10-rc1. It worked on v5.4, though. Scratch that: v5.4 hangs"
                + " as well once the link enters L1.\n", "5.4"));
    }

    @Test
    void otherGoodsStay() {
        // a plain working kernel with nothing after it
        assertEquals("good", of("The cards fail on 5.10-rc1. It worked fine on v5.4.\n", "5.4"));
        // "never worked" of a part, not of the whole thing
        assertEquals("good", of("The cards fail on 5.10-rc1. It worked fine on v5.4; the second slot has never"
                + " worked on this board.\n", "5.4"));
        // the doubt is another kernel's, named before the cue
        assertEquals("good", of("The cards fail on 5.10-rc1. It worked fine on v5.4. On 4.19 the apparent"
                + " regression was really a config change.\n", "5.4"));
        // a withdrawal too far on (three sentences between)
        assertEquals("good", of("The cards fail on 5.10-rc1. It worked fine on v5.4. I attached the log. The"
                + " board is a frob rev B. It has two slots. I think this has never worked on rev A.\n", "5.4"));
        // "take it back to L0" is no withdrawal
        assertEquals("good", of("The cards fail on 5.10-rc1. It worked fine on v5.4, and any access will take it"
                + " back to L0 at once.\n", "5.4"));
        // bad verdicts are left
        assertEquals("bad", of("The cards fail on 5.10-rc1. Possibly the apparent regression was really a config"
                + " change.\n", "5.10-rc1"));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(REPLY,
                "It worked on v5.4. Possibly the apparent regression was really a change.\n".repeat(50_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPLY, "It worked on v5.4. "
                + "x".repeat(10_000_000) + " this has never worked"));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPLY, "It worked on v5.4 and \""
                .repeat(200_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPLY, "v5.4 works fine. "
                + "this does not mean ".repeat(200_000)));
        String deep = ">".repeat(30) + " it worked on v5.4, scratch that, it \"worked\"\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(REPLY, deep.repeat(20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(REPLY, "it worked on v5.4 \""));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(REPLY, "v5.4 works. does not mean"));
    }
}
