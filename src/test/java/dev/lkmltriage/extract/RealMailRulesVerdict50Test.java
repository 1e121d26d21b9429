package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 46 (docs/extraction-eval.md, "Session 46: verdict50"): a tree that failed to compile was never run, so a
 * build's failure gives the kernel no verdict; a build that was run and then failed keeps it. Every mail is invented
 * here in the style of the list.
 */
class RealMailRulesVerdict50Test {

    private static List<String> kernels(String subject, String body) {
        return FactOf.verdicts(facts(subject, body));
    }

    @Test
    void aTreeWhoseBuildFailedHasNoVerdict() {
        assertEquals(List.of("4.19.80=null"), kernels("Re: frob: card slot not detected",
                "Thanks for the file. I applied it and tried a compile on 4.19.80 here is the output of the"
                + " failure\n  CC [M]  drivers/frob/frob_core.o\nmake: *** [Makefile:1359: deb-pkg] Error 2\n"));
        assertEquals(List.of("5.4-rc1=null"), kernels("Re: frob: card slot not detected",
                "Here's the output of the failed compilation of 5.4rc1 with the patch applied to quirks.c:\n"
                + "drivers/pci/quirks.c:3039:1: error: expected identifier\n"));
        assertEquals(List.of("5.10-rc1=null"), kernels("Re: [PATCH] frob: keep the slot powered",
                "Hi,\n\nBuilding the linux 5.10-rc1 tree with your patch fails with two errors.\n"));
    }

    @Test
    void aBuildThatRanAndThenFailedKeepsItsVerdict() {
        // the build ran: a NULL dereference, a boot that fails, a crash are the kernel's
        assertEquals(List.of("next-20191121=bad"), kernels("Re: frob: oops on start-up",
                "Funnily enough, I just built Linux next-20191121 and it has a NULL dereference on start-up,"
                + " which renders the system unusable.\n"));
        assertEquals(List.of("5.4=bad"), kernels("Re: frob: slot dead after resume",
                "I compiled v5.4 with the same config but it fails to boot on the Toughbook.\n"));
        // no build word before the version: the failure is the kernel's
        assertEquals(List.of("5.4=bad"), kernels("Re: frob: slot dead after resume",
                "Hi,\n\nThe slot fails on v5.4 as well.\n"));
    }

    @Test
    void aGoodVerdictOfABuiltTreeIsNotTouched() {
        assertEquals(List.of("5.4-rc4=good"), kernels("Re: frob: slot dead after resume",
                "Hi,\n\nI built 5.4-rc4 without the patch and the slot works fine there.\n"));
    }

    @Test
    void malformedBuildWordsAndEmptyClausesDoNotThrow() {
        String[] bodies = {"compile of", "compile of 5.4", "compilation of v\n", "built\n\n5.4 failed",
            "of of of of 5.4 fails", "a compile on " + "x".repeat(5000) + " 5.4 fails", ">>> built 5.4-rc1"
            + " failed\n>>>\n", "building\u0000 5.10 errors"};
        for (String body : bodies) {
            assertTimeoutPreemptively(TimeBudget.seconds(5), () -> kernels("Re: x", body));
        }
        assertEquals(false, FailedBuildRuns.builtObject(new String[4]));
        assertEquals(false, FailedBuildRuns.builtObject(new String[] {"the", "the", "the", null}));
        assertEquals(true, FailedBuildRuns.builtObject(new String[] {"the", "of", "compile", null}));
        assertEquals(false, FailedBuildRuns.builtObject(new String[] {"of", null, null, null}));
    }

    @Test
    void aKernelThatWorksOnlyWithAWorkaroundSettingIsNotGood() {
        assertEquals(List.of("5.10-rc1=bad", "next-20201027=null"), kernels("Re: frob: AER storm with ASPM L1.2",
                "> The device fails with 5.10-rc1.\n\nGot the same device working with\n"
                + "5.10.0-rc1-next-20201027-dirty but ASPM turned off, as the bug report says.\n"));
        assertEquals(List.of("5.9=null"), kernels("Re: frob: AER storm with ASPM L1.2",
                "Hi,\n\nv5.9 boots fine here, but only with the IOMMU disabled.\n"));
    }

    @Test
    void aButThatOpensAnotherResultKeepsTheGoodVerdict() {
        assertEquals(List.of("5.9=good", "5.10=bad"), kernels("Re: frob: AER storm with ASPM L1.2",
                "Hi,\n\nThe card works with v5.9 but v5.10 fails when it is enabled.\n"));
        // the sentence ends before the setting
        assertEquals(List.of("5.9=good"), kernels("Re: frob: AER storm with ASPM L1.2",
                "Hi,\n\nThe card works with v5.9. But with ASPM disabled nothing changes on v5.9 either\n"));
    }

    @Test
    void workaroundWordsAtTheEndOfTheTextDoNotThrow() {
        String[] tails = {"", "but", "but turned", "but switched\n", "but\n\nturned off", ". but disabled"};
        for (String tail : tails) {
            assertTimeoutPreemptively(TimeBudget.seconds(5), () -> kernels("Re: x", "v5.9 works " + tail));
            assertEquals(false, WorkaroundRuns.onlyWithSetting(tail, 0) && tail.contains("\n\n"));
        }
        assertEquals(false, WorkaroundRuns.onlyWithSetting("", 5));
        assertEquals(true, WorkaroundRuns.onlyWithSetting(" but ASPM\n> turned off", 0));
    }
}
