package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 45 (docs/extraction-eval.md, "Session 45: verdict49"): three shapes of tester replies and patch threads. A
 * first-person modal before a verb of telling is no hypothetical ("I should note that an unmodified kernel 5.7.7 also
 * works"); a kernel that is the subject of a negated finding verb fails ("Without this patch, 5.9.1 won't find the
 * card"); "v5.4 is fine" accepting a release the message names as a merge target is no test result. Every mail is
 * invented here in the style of the list.
 */
class RealMailRulesVerdict49Test {

    private static List<String> kernels(String subject, String body) {
        return FactOf.verdicts(facts(subject, body));
    }

    @Test
    void aModalThatFramesWhatTheWriterTellsIsNoHypothetical() {
        assertEquals(List.of("5.7.7=good"), kernels("Re: frob: link does not come back after resume",
                "The revert applies cleanly, and then the link comes back. Additionally I should note that an"
                + " unmodified kernel 5.7.7\nalso works as expected.\n"));
        assertEquals(List.of("5.7.7=good"), kernels("Re: frob: link does not come back after resume",
                "Hi,\n\nI would like to add that 5.7.7 boots fine here.\n"));
        assertEquals(List.of("5.7.7=good"), kernels("Re: frob: link does not come back after resume",
                "Hi,\n\nIt should be noted that 5.7.7 works.\n"));
    }

    @Test
    void aModalOfItsOwnStaysHypothetical() {
        // the told clause carries its own guess, the modal is not the writer's telling, or no telling verb follows
        assertEquals(List.of("5.7.7=null"), kernels("Re: frob: link does not come back after resume",
                "Hi,\n\nI would say that 5.7.7 might work.\n"));
        assertEquals(List.of("5.7.7=null"), kernels("Re: frob: link does not come back after resume",
                "Hi,\n\nI should try whether 5.7.7 works.\n"));
        assertEquals(List.of("5.7.7=null"), kernels("Re: frob: link does not come back after resume",
                "Hi,\n\nYou should note whether 5.7.7 works.\n"));
    }

    @Test
    void aKernelThatFailsToFindADeviceIsBad() {
        assertEquals(List.of("5.9.1=bad"), kernels("Re: [PATCH v2] PCI: frob: Fix duplicate resource requests",
                "Without this patch, 5.9.1 won't find the eMMC card on my board, so:\n\nTested-by: A <a@b.c>\n"));
        assertEquals(List.of("5.10=bad"), kernels("Re: [PATCH] PCI: frob: Keep the switch powered",
                "Hi,\n\nv5.10 does not see the NVMe drive behind the switch.\n"));
        assertEquals(List.of("5.10=bad"), kernels("Re: [PATCH] PCI: frob: Keep the switch powered",
                "Hi,\n\nSadly v5.10 still doesn't recognize the second port.\n"));
    }

    @Test
    void aFindingVerbWithAnotherSubjectOrAProblemObjectSaysNothing() {
        // a person finds (or not) the cause; the kernel finds the card; a condition; the object is the problem
        assertEquals(List.of("5.4=null"), kernels("Re: [PATCH] PCI: frob: Keep the switch powered",
                "Hi,\n\nI can't find the cause on 5.4 yet.\n"));
        assertEquals(List.of("5.9.1=null"), kernels("Re: [PATCH] PCI: frob: Keep the switch powered",
                "Hi,\n\nWith this patch, 5.9.1 finds the card again.\n"));
        assertEquals(List.of("5.9.1=null"), kernels("Re: [PATCH] PCI: frob: Keep the switch powered",
                "Hi,\n\nIf 5.9.1 doesn't find the card, please send the log.\n"));
        // the object is the problem: whatever else reads it, not this rule's "bad"
        assertNotEquals(List.of("5.10=bad"), kernels("Re: [PATCH] PCI: frob: Keep the switch powered",
                "Hi,\n\nSince the rework v5.10 does not find the issue we saw.\n"));
    }

    @Test
    void anAcceptedMergeTargetIsNoTestResult() {
        assertEquals(List.of("5.4=null", "5.3=null"), kernels("Re: [PATCH v2] pci: Kconfig: select FOO by default",
                "> Since we're after the merge window, the default target would be v5.4,\n> but if you need this in"
                + " v5.3, let me know.\n>\n> I applied your patch to pci/msi for v5.4 for now.\n\nv5.4 is fine -"
                + " thanks.\n"));
        assertEquals(List.of("5.4=null"), kernels("Re: [PATCH v2] pci: Kconfig: select FOO by default",
                "> Since we're after the merge window, the default target would be v5.4.\n\nv5.4 is fine with me.\n"));
    }

    @Test
    void aFineVersionWithoutATargetMentionKeepsItsVerdict() {
        assertEquals(List.of("5.4=good", "5.5=bad"), kernels("Re: frob hangs on resume",
                "Hi,\n\nI built it again: v5.4 is fine, v5.5 hangs.\n"));
        assertEquals(List.of("5.4=good"), kernels("Re: frob hangs on resume", "> Can you test v5.4?\n\nv5.4 is fine.\n"));
        // a target mention of another release does not withdraw this one
        assertEquals(List.of("5.5=null", "5.4=good"), kernels("Re: frob hangs on resume",
                "> I queued the fix for v5.5.\n\nv5.4 is fine.\n"));
    }

    @Test
    void malformedAndHostileInputStaysLinear() {
        assertEquals(List.of(), kernels("x", "I should note that\n"));
        assertEquals(List.of(), kernels("x", "won't find find find\n"));
        assertEquals(List.of("5.4=null"), kernels("x", "for v5.4"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("notes", "Hi,\n\n"
                + "I should note that 5.7.7 works. ".repeat(20_000) + "\n"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("targets", "Hi,\n\n"
                + "for v5.4 v5.4 is fine. ".repeat(20_000) + "\n"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("finds", "Hi,\n\n"
                + "5.9.1 won't won't not find the card. ".repeat(20_000) + "\n"));
    }
}
