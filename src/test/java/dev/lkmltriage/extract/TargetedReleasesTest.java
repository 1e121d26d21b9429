package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 32 (verdict34): a release a patch-thread reply names as a merge target, a merge point or an assumption gets
 * no verdict ({@link TargetedReleases}). Every fixture is invented here in the style of list mail.
 */
class TargetedReleasesTest {
    private static final String PATCH = "Re: [PATCH v3 2/4] PCI: foo: Retrain the link after a hot reset";
    private static final String REPORT = "Re: PCIe link stuck at gen1 after resume";

    private static String of(String subject, String body, String version) {
        return verdict(facts(subject, body), version);
    }

    @Test
    void aReleaseTargetHasNoVerdict() {
        // a base accepted for a branch: "fine" is the maintainer's, not the kernel's
        assertEquals("null", of(PATCH, "Do you want me to rebase on v5.9-rc1 instead?\nWe're fine with v5.10-rc1 as"
                + " well.\n", "5.10-rc1"));
        // where the fix goes, and the development period it was (not) broken in
        assertEquals("null", of(PATCH, "It is a real problem, but I am not sure this fix needs to be in v5.8 since"
                + " it is not a problem we broke.\n", "5.8"));
        assertEquals("null", of(PATCH, "This is not something that broke during the v5.8 merge window, so no"
                + " hurry.\n", "5.8"));
        // when a series lands
        assertEquals("null", of(PATCH, "Fine, but the rest of the series will not land before v5.11 anyway.\n",
                "5.11"));
        assertEquals("null", of(PATCH, "The conversion was merged for v5.6 and nothing broke since.\n", "5.6"));
        // a merge question and a missed release
        assertEquals("null", of(PATCH, "But otherwise, is there a problem merging with 5.9?\n", "5.9"));
        assertEquals("null", of(PATCH, "Gentle ping: I think we are missing v5.10, the bug is still open.\n",
                "5.10"));
        // an assumption, not a run
        assertEquals("null", of(PATCH, "The culprit went into v5.9-rc1 and I assume v5.8 works fine, so no stable"
                + " tag.\n", "5.8"));
    }

    @Test
    void aKernelSomeoneRanKeepsItsVerdict() {
        // "works fine with": the kernel's result, not the writer's acceptance
        assertEquals("good", of(REPORT, "The link trains at gen3 and works fine with 5.4.\nWith 5.6 it is stuck at"
                + " gen1.\n", "5.4"));
        assertEquals("bad", of(REPORT, "The link trains at gen3 and works fine with 5.4.\nWith 5.6 it is stuck at"
                + " gen1.\n", "5.6"));
        // a culprit's merge point is where the problem starts
        assertEquals("bad", of(REPORT, "Strictly speaking this bug was introduced in v5.9, the link is stuck"
                + " since.\n", "5.9"));
        // the release that carries the problem, not a target
        assertEquals("bad", of(REPORT, "The xhci errors are still there with 5.10-rc4. Is it time to bisect this"
                + " before 5.10-rc4 ships with the regression?\n", "5.10-rc4"));
        // someone else's acceptance words without the writer: a result
        assertEquals("good", of(REPORT, "The drives are fine with 5.4, and they fail with 5.6.\n", "5.4"));
    }

    @Test
    void hostileInputStaysLinear() {
        String cues = "I'm fine with v5.2 and we assume v5.3 works, merged for v5.4 before v5.5 merge window.\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(PATCH, cues.repeat(50_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(PATCH, "merged for ".repeat(200_000) + "v5.4"
                + " works"));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(PATCH, "I'm fine with " + "x".repeat(10_000_000)
                + " v5.4 works"));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(PATCH, "with 5.4"));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(PATCH, "5.4 merge"));
    }
}
