package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.VerdictClauses.Word;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 48 (docs/extraction-eval.md, "Session 48: verdict52"): a negated sighting or symptom ("not seen on 5.8",
 * "got no warning") is good; a kernel said to work only in part gets no verdict (conventions 3 and 154); "the 5.3
 * pull request" names 5.3; a parenthesis naming only the kernel after a sighting predicate ("reproducible on Ubuntu
 * 19.10 (with kernel version 5.3.0-19-generic)") is the kernel the problem was seen on. Every mail is invented here
 * in the style of the list.
 */
class RealMailRulesVerdict52Test {

    private static List<String> kernels(String subject, String body) {
        return FactOf.verdicts(facts(subject, body));
    }

    @Test
    void aNegatedSightingOrSymptomIsGood() {
        assertEquals(List.of("5.8=good"), kernels("Re: frob: panic on hotplug",
                "Thanks, the panic is gone (not seen on 5.8 at all).\n"));
        assertEquals(List.of("5.9=good"), kernels("Re: frob: link drops after resume",
                "The drop was never observed with 5.9 here.\n"));
        assertEquals(List.of("5.10-rc1=good"), kernels("Re: frob: warning in msi setup",
                "I booted 5.10-rc1 and got no warning.\n"));
        // unnegated, the word decides nothing itself: the problem word or nothing does
        assertEquals(List.of("5.8=bad"), kernels("Re: frob: panic on hotplug", "The panic is seen on 5.8 too.\n"));
        assertEquals(List.of("5.8=null"), kernels("[PATCH] frob: silence a build warning",
                "This fixes a warning seen on 5.8 builds.\n"));
    }

    @Test
    void aReleaseBeforePullIsAKernelWithoutVerdict() {
        assertEquals(List.of("5.2=null", "5.3=null"), kernels("Re: [PATCH] frob: keep the slot powered",
                "We missed the window for 5.2, but it will be in the 5.3 pull request.\n"));
        // a number before "pull" in another sense stays none: no version shape
        assertEquals(List.of(), kernels("Re: x", "Give it 2 pulls and then 3 pull ups.\n"));
    }

    @Test
    void aKernelThatWorksOnlyInPartGetsNoVerdict() {
        assertEquals(List.of("5.9=null"), kernels("Re: frob: link drops after resume",
                "I tested 5.9 and it works to an extent, the link still drops after a while.\n"));
        assertEquals(List.of("5.9=null"), kernels("Re: frob: link drops after resume",
                "With 5.9 it sort of works, but the link still drops.\n"));
        // a plain good stays good, a failure stays bad
        assertEquals(List.of("5.10=good"), kernels("Re: frob: link drops after resume", "5.10 works fine, thanks.\n"));
        assertEquals(List.of("5.9=bad"), kernels("Re: frob: link drops after resume",
                "On 5.9 the link still drops, partially recovered by a replug.\n"));
    }

    @Test
    void aCureOnlyInPartGivesNoGoodBesideABadKernel() {
        // session 51: with 5.19.3 read bad (an upgrade's onset), the returned kernel's weak good was promoted
        String report = "Hi,\n\nsince the update to 5.19.3 the dock loses both monitors after a few hours, a real"
                + " problem. ";
        assertEquals(List.of("5.19.3=bad", "5.18.10=null"), kernels("dock drops its displays",
                report + "Going back to 5.18.10 fixes it only partially.\n"));
        assertEquals(List.of("5.19.3=bad", "5.18.10=null"), kernels("dock drops its displays",
                report + "Going back to 5.18.10 partly solves it.\n"));
        // a whole cure stays good; a hedge too far from the cure is no hedge of it
        assertEquals(List.of("5.19.3=bad", "5.18.10=good"), kernels("dock drops its displays",
                report + "Going back to 5.18.10 fixes it.\n"));
        assertFalse(PartialSuccesses.hedged(List.of(new Word("fixes", 0, 5), new Word("it", 6, 8),
                new Word("for", 9, 12), new Word("the", 13, 16), new Word("partially", 17, 26))));
        assertTrue(PartialSuccesses.hedged(List.of(new Word("fixes", 0, 5), new Word("it", 6, 8),
                new Word("only", 9, 13), new Word("partially", 14, 23))));
        assertFalse(PartialSuccesses.hedged(List.of(new Word("fixes", 0, 5), new Word("it", 6, 8))));
    }

    @Test
    void aParenthesisNamingTheKernelAfterASightingIsBad() {
        assertEquals(List.of("5.3.0=bad"), kernels("Re: frob: panic on boot",
                "The issue is reproducible on Ubuntu 19.10 (with kernel version 5.3.0-19-generic).\n"));
        // no sighting predicate, a cure, a working word or a condition before the parenthesis: none
        assertEquals(List.of("5.3.0=null"), kernels("Re: frob: panic on boot",
                "The panic was fixed in Ubuntu (kernel 5.3.0-20-generic).\n"));
        assertEquals(List.of("5.3.0=null"), kernels("Re: frob: panic on boot",
                "The board works on Ubuntu 19.10 (with kernel 5.3.0-19-generic).\n"));
        assertEquals(List.of("5.3.0=null"), kernels("Re: frob: panic on boot",
                "If it is reproducible on Ubuntu 19.10 (with kernel 5.3.0-19-generic), tell me.\n"));
        // the parenthesis must name only the kernel: other words inside are another rule's
        assertEquals(List.of("5.3.0=null"), kernels("Re: frob: panic on boot",
                "It is reproducible on Ubuntu (after I updated the board to 5.3.0-19-generic).\n"));
    }

    @Test
    void anOutOfTreeModulesBrokenBuildGivesTheKernelNoVerdict() {
        assertEquals(List.of("4.19=null"), kernels("frob: keep the port service header public",
                "We are moving our products to 4.19 and found that the header is gone, which breaks compilation of"
                + " our AER kernel module.\n"));
        assertEquals(List.of("5.8=null"), kernels("frob: header moved",
                "Since the header moved, the build of our out-of-tree frob driver fails on 5.8.\n"));
        // the tree's own build break stays bad (convention 158), and so does a module that fails at run time
        assertEquals("bad", FactOf.verdict(facts("frob: build failure",
                "On 5.8 the build of the frob module breaks with an undefined symbol in drivers/pci/frob.c.\n"), "5.8"));
        assertEquals("bad", FactOf.verdict(facts("frob: oops on load",
                "Our module loads on 5.7 but crashes on 5.8 right after probe.\n"), "5.8"));
        assertTrue(OwnModuleBuilds.outOfTreeBuild(new String[] {"breaks", "build", "of", "our", "frob", "module"}, 6));
        assertFalse(OwnModuleBuilds.outOfTreeBuild(new String[] {"breaks", "our", "frob", "module"}, 4));
        assertFalse(OwnModuleBuilds.outOfTreeBuild(new String[] {"build", null, "module"}, 3));
        assertFalse(OwnModuleBuilds.outOfTreeBuild(new String[0], 0));
    }

    @Test
    void malformedInputNeverThrows() {
        assertFalse(PartialSuccesses.hedged(List.of()));
        assertFalse(PartialSuccesses.hedged(List.of(new Word("works", 0, 5))));
        assertTrue(PartialSuccesses.hedged(List.of(new Word("partially", 0, 9), new Word("works", 10, 15))));
        assertFalse(PartialSuccesses.hedged(List.of(new Word("works", 0, 5), new Word("to", 6, 8))));
        for (String body : List.of("(", "(with kernel", "reproducible on (with kernel 5.3.0", "(((5.3.0)))",
                "reproducible (with kernel 5.3.0-19-generic", "works to an", "sort of 5.9", "5.9 works to", "out of",
                "our module 5.8 build", "breaks compilation of our")) {
            kernels("Re: frob: panic on boot", body + "\n");
        }
        StringBuilder hostile = new StringBuilder();
        for (int i = 0; i < 4000; i++) {
            hostile.append("reproducible on (with kernel 5.").append(i % 20).append(".0 works to an extent ");
        }
        List<String> out = new ArrayList<>();
        assertTimeoutPreemptively(TimeBudget.seconds(20),
                () -> out.addAll(kernels("Re: frob: panic on boot", hostile + "\n")));
        assertFalse(out.isEmpty());
    }
}
