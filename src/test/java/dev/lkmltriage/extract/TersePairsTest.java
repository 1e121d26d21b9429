package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.allOfReport;
import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.ofReport;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 27 (verdict27): a report's good/bad pair told tersely. The elliptic "but not with X" ({@link ButNotPairs}),
 * a result list with bare versions ("5.9: works", {@link ListedVerdicts#resultLine}), "refuses to" as a failure, a
 * fronted "But for X kernel," ({@link FrontedPhrases}) and a version whose noun "kernel" wrapped to the next line
 * ({@link VersionsText#wordAfterWrap}). Every fixture is invented here in the style of list mail.
 */
class TersePairsTest {
    @Test
    void theEllipticHalfOfAPairTakesTheOppositeVerdict() {
        assertEquals(List.of("5.9=good", "5.10-rc1=bad"), allOfReport("The frob port works with 5.9 but not with"
                + " 5.10-rc1.\n"));
        assertEquals("bad", ofReport("The second slot is detected on 5.8 but not on the 5.9 kernel.\n", "5.9"));
        assertEquals("good", ofReport("The hang shows up with 5.11 but not with 5.10.\n", "5.10"));
        assertEquals("good", ofReport("It oopses on v5.12-rc2, but not on v5.11.\n", "5.11"));
        // the pair, once judged, is a regression with its window
        Facts f = facts(FactOf.REPORT, "Link training works with 5.9 but not with 5.10-rc1.\n");
        assertNotNull(f.regression());
        assertEquals(List.of("5.9"), f.regression().good());
        assertEquals(List.of("5.10-rc1"), f.regression().bad());
        // quoted as well
        assertEquals("bad", verdict(facts("Re: " + FactOf.REPORT, "> The port links up fine with 5.4 but not with"
                + " 5.6.\n\nCan you bisect it?\n"), "5.6"));
    }

    @Test
    void ellipticNearMissesGiveNoVerdict() {
        // a question
        assertEquals("null", ofReport("So the frob hang shows with v5.7 but not with v5.8? Odd.\n", "5.8"));
        // a hypothetical or a condition before "but"
        assertEquals("null", ofReport("It should work with 5.9 but not with 5.10.\n", "5.10"));
        assertEquals("null", ofReport("If it boots with 5.9 but not with 5.10, please bisect.\n", "5.10"));
        // a negated cue: the double negative says too little
        assertEquals("null", ofReport("It does not hang with 5.11 but not with 5.10 either.\n", "5.10"));
        // no "not": a plain contrast of two settings, no elliptic verdict from this rule
        assertEquals("null", ofReport("The patch applies to 5.9 but with 5.10 I have not tried.\n", "5.10"));
        // a purpose ("to work"), not a result
        assertEquals("null", ofReport("I tried to get it to work with 5.9 but not with 5.10.\n", "5.10"));
        // too far: a word that is no filler between the preposition and the version
        assertEquals("null", ofReport("It works with 5.9 but not with the frob-patched kernel 5.10.\n", "5.10"));
    }

    @Test
    void aListLineWithABareVersionIsAKernelAndItsResult() {
        assertEquals(List.of("5.9=good", "5.10=bad"), allOfReport("Results:\n5.9: works\n5.10: hangs at boot\n"));
        assertEquals(List.of("5.4=good", "5.6=bad"), allOfReport("- 5.4: ok\n- 5.6: not ok\n"));
        // not a list line: a ratio, a time, a changelog, a line with more before the version
        assertEquals(List.of(), allOfReport("The mix is 1.5: 1 at best, and 10.30: lunch.\n"));
        assertEquals("absent", ofReport("Changes since 5.8: fixed the frob typo\n", "5.8"));
        assertEquals("absent", ofReport("Ratio 2.5: good enough for us\n", "2.5"));
        // a colon with no result word after it stays no kernel
        assertEquals("absent", ofReport("5.9: see the attached log\n", "5.9"));
    }

    @Test
    void refusingIsFailing() {
        assertEquals(List.of("5.9=good", "5.10-rc2=bad"), allOfReport("My older v5.9 kernel runs fine on the board."
                + "\n\nBut for v5.10-rc2 kernel, the host bridge just refuses to come up.\n"));
        assertEquals("bad", ofReport("On 5.12 the controller refuses to probe.\n", "5.12"));
        // a fronted "for" alone is a target, not a case
        assertEquals("null", ofReport("For 5.12, the controller should be queued.\n", "5.12"));
    }

    @Test
    void aVersionWhoseNounWrappedIsAKernel() {
        assertEquals("bad", ofReport("The frob dock is fine elsewhere; its link drops since the 5.4\n"
                + "kernel on every boot.\n", "5.4"));
        assertEquals("bad", ofReport("> The frob link drops ever since the 5.6\n> kernel, on every boot.\n", "5.6"));
        // the next line's first word is no kernel noun, or a blank line stands between
        assertEquals("absent", ofReport("The table lists the frob revision 2.4\nfirmware and its errata.\n", "2.4"));
        assertEquals("absent", ofReport("See section 6.6\n\nKernel logs are attached.\n", "6.6"));
        // something follows the version on its line: the wrap rule does not look further
        assertEquals("absent", ofReport("The chip revision 3.1 (B0)\nkernel logs attached.\n", "3.1"));
    }

    @Test
    void theOnsetOfASymptomIsTheFirstBadKernel() {
        assertEquals(List.of("5.10-rc1=bad", "5.9=good"), allOfReport("The port fails to train after resume. This"
                + " started happening with 5.10-rc1; 5.9 was fine.\n"));
        assertEquals("bad", ofReport("The second slot hangs on boot. I see this since 5.8.\n", "5.8"));
        assertEquals("bad", ofReport("The link drops every hour. We have been getting these errors since 5.6.\n",
                "5.6"));
        assertEquals("bad", ofReport("Resume is broken here. The lockups began to appear with the 5.11 kernel.\n",
                "5.11"));
        // a question, a negation, an effort ("I started with"), no problem in the mail
        assertEquals("null", ofReport("The second slot hangs on boot. Did this start happening with 5.10? I cannot"
                + " tell.\n", "5.10"));
        assertEquals("null", ofReport("The second slot hangs on boot. I haven't seen this since 5.4.\n", "5.4"));
        assertEquals("null", verdict(facts("frob: add a table", "I see this since 5.8 in the docs.\n"), "5.8"));
        assertEquals("null", verdict(facts("frob: add a table", "This started happening with 5.10-rc1.\n"),
                "5.10-rc1"));
    }

    @Test
    void hostileInputEndsQuickly() {
        StringBuilder b = new StringBuilder("The port fails.\n");
        for (int i = 0; i < 20_000; i++) {
            b.append(i % 3 == 0 ? "works with 5." + (i % 20) + " but not with 5." + (i % 19) + "\n"
                    : i % 3 == 1 ? "5." + (i % 20) + ": ok\n" : "but for 5." + (i % 20) + "\nkernel, refuses ");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(FactOf.REPORT, b.toString()));
        // truncated shapes
        assertEquals(List.of(), allOfReport("but not with"));
        assertNull(facts(FactOf.REPORT, "5.9:").regression());
    }
}
