package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 36 (verdict38): a release named as the base of a patched run whose sentence says the patch cures the
 * problem, or that the failure came only after patches were applied, gets no verdict, bad included
 * ({@link PatchedOutcomes}, conventions (3) and (10)). Every fixture is invented here in the style of list mail.
 */
class PatchedOutcomesTest {
    private static final String PATCH = "Re: [PATCH] PCI: frob: Fix duplicate window requests";
    private static final String REPORT = "Re: frob endpoint test hangs after a few DMA transfers";

    private static String of(String subject, String body, String version) {
        return verdict(facts(subject, body), version);
    }

    @Test
    void aCuringPatchedRunGivesItsBaseNoVerdict() {
        assertEquals("null", of(PATCH, "Thanks for the quick answer.\n\nBoot tested the patch with 5.8.4 and it"
                + " seems to fix the issue on my board.\n", "5.8.4"));
        assertEquals("null", of(PATCH, "Sorry for the silence.\n\nOnce more, confirmed to work and fix the problem"
                + " on top of v5.7-rc2.\n", "5.7-rc2"));
    }

    @Test
    void aFailureThatCameWithBackportsGivesTheBaseNoVerdict() {
        assertEquals("null", of(REPORT, "Yes, the hang only shows up after we backported a few frob DMA patches to"
                + " the 5.4 kernel.\n", "5.4"));
    }

    @Test
    void otherPatchedRunsKeepTheirBadVerdicts() {
        // a patched run that still fails makes its base bad (convention (3)'s failing half)
        assertEquals("bad", of(REPORT, "With the patch applied on top of v5.8.4 the endpoint test still hangs,"
                + " and it fixes nothing.\n", "5.8.4"));
        // a revert from a release that cures names that release as carrying the problem
        assertEquals("bad", of(REPORT, "The endpoint test hangs on 5.8.4. Reverting the frob change from 5.8.4"
                + " fixes the problem.\n", "5.8.4"));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(REPORT,
                "it hangs. tested the patch with v5.4 and it fixes the issue\n".repeat(50_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPORT, "hangs on 5.4. patch with 5.4 "
                + "fixes ".repeat(200_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPORT, "hangs after applied patches to 5.4 "
                + "x".repeat(10_000_000)));
        String deep = ">".repeat(30) + " it hangs; tested the patch with v5.8 and it fixes the issue\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(REPORT, deep.repeat(20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPORT, "hangs on 5.4\n" + "> \n".repeat(
                1_000_000) + "patch with 5.4 fixes it"));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(REPORT, "patch with 5.4"));
    }
}
