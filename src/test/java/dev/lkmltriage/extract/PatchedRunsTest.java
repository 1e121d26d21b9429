package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 34 (patched38): a release named as the base of a patched run that works gets no verdict; the working is the
 * patch's ({@link PatchedRuns}, convention (3)). Every fixture is invented here in the style of list mail.
 */
class PatchedRunsTest {
    private static final String PATCH = "Re: [PATCH v3 2/4] PCI: frob: Wait for the link before enumerating";
    private static final String REPORT = "Re: frob endpoint test hangs after a few DMA transfers";

    private static String of(String subject, String body, String version) {
        return verdict(facts(subject, body), version);
    }

    @Test
    void aPatchedRunThatWorksGivesItsBaseNoVerdict() {
        assertEquals("null", of(PATCH, "I tried this series on top of v5.9-rc7 and it worked as expected on the"
                + " frob board.\n", "5.9-rc7"));
        assertEquals("null", of(PATCH, "I tested the patch set applied against v5.6-rc7 on the board and it"
                + " worked as expected.\n", "5.6-rc7"));
        assertEquals("null", of(REPORT, "The endpoint test hangs after a few transfers. I applied it to 5.4.52"
                + " and it works fine now.\n", "5.4.52"));
        assertEquals("null", of(REPORT, "The endpoint test hangs after a few transfers. 5.8.3 with your fix"
                + " applied works fine.\n", "5.8.3"));
    }

    @Test
    void otherRunsKeepTheirVerdicts() {
        // a bare run that works, with no patch on it
        assertEquals("good", of(REPORT, "The endpoint test hangs after a few transfers. It worked fine on 5.4.52,"
                + " though.\n", "5.4.52"));
        // a patched run that still fails keeps its base bad: the failure was seen on a kernel holding the base
        assertEquals("bad", of(REPORT, "Applying this series on top of v5.9-rc2 the endpoint test still hangs.\n",
                "5.9-rc2"));
        // "with" naming no patch
        assertEquals("good", of(REPORT, "The endpoint test hangs after a few transfers. 5.8.3 with the same"
                + " config works fine.\n", "5.8.3"));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPORT, "on top of ".repeat(200_000)
                + "v5.4 works"));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPORT, "hangs. v5.4 with "
                + "x".repeat(10_000_000) + " patch works"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(REPORT,
                "it hangs. applied it to v5.4 and it works, 5.5 with the fix works\n".repeat(50_000)));
        String deep = ">".repeat(30) + " applied on top of v5.8 it works fine but 5.9 hangs\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(REPORT, deep.repeat(20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(REPORT, "on top of 5.4"));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(REPORT, "5.4 with"));
    }
}
