package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 44 (docs/extraction-eval.md, "Session 44: verdict48"): a problem's start told by the next sentence
 * ({@link NextSentenceOnsets}): "the change that added frob_hp in 4.8. It's been a problem since then" makes 4.8 bad.
 * Every mail is invented here in the style of patches and replies to the list.
 */
class RealMailRulesVerdict48Test {

    private static List<String> kernels(String subject, String body) {
        return FactOf.verdicts(facts(subject, body));
    }

    @Test
    void aDatedChangeWhoseNextSentenceHasTheProblemSinceThenIsBad() {
        assertEquals(List.of("4.8=bad"), kernels("Re: [PATCH] PCI: frobhp: keep the slot powered",
                "Hi,\n\nThe Fixes: tag points at the change that added frob_hp in 4.8. It's been a problem since"
                + " then, but nobody tested surprise removal before this year.\n"));
        assertEquals(List.of("5.3=bad"), kernels("[RFC] PCI: frob: Revert the read fixup for frob124",
                "This RFC is a partial revert of the commit that was first introduced in 5.3 kernel.\nThis fixes"
                + " the following regression since then.\n\nWhen the NIC and the disk are both busy the link"
                + " drops.\n"));
        // the next sentence on the next line, quoted, and going on after "since then"
        assertEquals(List.of("4.8=bad"), kernels("Re: [PATCH] PCI: frobhp: keep the slot powered",
                "> The Fixes: here is for the patch that added frob_hp in\n> 4.8.\n> It's been a problem since"
                + " then, but wasn't noticed until people started\n> testing surprise removal.\n\nThanks.\n"));
    }

    @Test
    void aDatingWithoutAProblemSinceThenStaysWithoutVerdict() {
        // the next sentence says nothing went wrong, or guesses, or asks
        assertEquals(List.of("4.8=null"), kernels("Re: [PATCH] PCI: frobhp: tidy the slot names",
                "Hi,\n\nThe helper was added in 4.8. It hasn't been a problem since then.\n"));
        assertEquals(List.of("4.8=null"), kernels("Re: [PATCH] PCI: frobhp: tidy the slot names",
                "Hi,\n\nThe helper was added in 4.8. It might have been a problem ever since.\n"));
        assertEquals(List.of("4.8=null"), kernels("Re: [PATCH] PCI: frobhp: tidy the slot names",
                "Hi,\n\nThe helper was added in 4.8. Has it been a problem since then?\n"));
        // no problem word: history only
        assertEquals(List.of("4.8=null"), kernels("Re: [PATCH] PCI: frobhp: tidy the slot names",
                "Hi,\n\nThe helper was added in 4.8. Since then two more callers showed up.\n"));
        // the dating is not the sentence's end: the version is one of several things said
        assertEquals(List.of("4.8=null"), kernels("Re: [PATCH] PCI: frobhp: tidy the slot names",
                "Hi,\n\nThe helper was added in 4.8 together with the sysfs files for each slot. It has been"
                + " a problem since then.\n"));
        // a hypothetical dating
        assertEquals(List.of("4.8=null"), kernels("Re: [PATCH] PCI: frobhp: tidy the slot names",
                "Hi,\n\nIf the helper was added in 4.8. It has been a problem since then.\n"));
    }

    @Test
    void theNextSentencesOwnVersionIsJudgedWhereItStands() {
        // "since 5.10" in the next sentence is that sentence's own onset, not the dated 4.8's
        List<String> got = kernels("Re: [PATCH] PCI: frobhp: keep the slot powered",
                "Hi,\n\nThe helper was added in 4.8. It has been a problem since then on 5.10 machines.\n");
        assertEquals("4.8=null", got.get(0));
    }

    @Test
    void malformedAndHostileInputStaysLinear() {
        assertEquals(List.of(), kernels("x", "added in . . since then problem.\n"));
        assertEquals(List.of("4.8=null"), kernels("x", "added in 4.8"));
        assertEquals(List.of("4.8=null"), kernels("x", "added in 4.8."));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("dates", "Hi,\n\n"
                + "It was added in 4.8. It's been a problem since then. ".repeat(40_000) + "\n"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("dates", "Hi,\n\n"
                + "added in added in in in 4.8 ".repeat(40_000) + "\n"));
    }
}
