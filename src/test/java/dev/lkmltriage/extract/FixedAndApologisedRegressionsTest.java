package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 24 (docs/extraction-eval.md, "Session 24: verdict24"): a fix of "a ... regression" names one that exists,
 * and an apology for "the breakage" says the writer's change broke what worked. Every text is invented here in the
 * style of list mail.
 */
class FixedAndApologisedRegressionsTest {

    private static boolean states(String text) {
        return RegressionStatements.states(text, text.toLowerCase(java.util.Locale.ROOT).indexOf("regress"), false);
    }

    @Test
    void aFixOfARegressionStatesOne() {
        assertTrue(states("Calling it a workaround undersells it: the patch is fixing a regression in how the"
                + " ports are claimed."));
        assertTrue(states("  - Size the bridge windows up front and fix a related Frobnicator board regression"));
        assertTrue(states("This resolves an old suspend regression on the Foo laptops."));
        assertTrue(states("This fixes the recent hotplug regression."));
    }

    @Test
    void aFixOfARegressionThatIsAskedOrUnsureStatesNone() {
        assertFalse(states("Does this fix a regression?  Which commit does it follow?"));
        assertFalse(states("It only fixes a possible regression, nothing anyone has seen."));
        assertFalse(states("This fixes a potential regression with old firmware."));
        assertFalse(states("Keep the quirk list, to avoid a regression on older boards."));
        // near miss: plural without an article ("we would be fixing regressions for ages")
        assertFalse(states("Leave that code alone, or we will fix regressions in it for a whole release cycle."));
    }

    @Test
    void anApologyForTheBreakageStatesARegression() {
        Facts own = facts("Re: hotplug slot hangs when powered off via sysfs",
                "> The handler leaves the flag set when it returns early.\n\nThanks for tracking this down, and"
                        + " sorry for the breakage.\nPlease send it as a proper patch.\n");
        assertNotNull(own.regression());
        assertFalse(own.regression().quoted());
        Facts quoted = facts("RE: hotplug slot hangs when powered off via sysfs",
                "Sent as v2 now.\n\n> Thanks for tracking this down, and sorry about\n> the breakage.\n");
        assertNotNull(quoted.regression());
        assertTrue(quoted.regression().quoted());
    }

    @Test
    void breakingOrABreakageNamedOnlyStatesNone() {
        assertNull(facts("Re: linux-next: build failure in the frob driver",
                "My bad, sorry for breaking it. I will send a Kconfig fix.\n").regression());
        assertNull(facts("Re: [PATCH] frob: keep the old quirk",
                "Keep the quirk so that we avoid breakage on older boards.\n").regression());
        assertNull(facts("Re: [PATCH] frob: keep the old quirk",
                "Sorry for the delay. Any breakage you saw was fixed in v3.\n").regression());
    }

    @Test
    void hostileInputEndsQuickly() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            b.append("sorry for the fix a breakage breakage regression ");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("Re: x", b.toString()));
        assertFalse(states("fix a" + " word".repeat(5000) + " regression"));
        assertNull(facts("Re: x", "breakage").regression());
        assertNull(facts("Re: x", "reakage").regression());
    }
}
