package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 47 (docs/extraction-eval.md, "Session 47: verdict51"): a versioned documentation or source-browser link
 * names its release; "linux-next 20200430" is that day's next tree; "the 4.14 product kernel" is a kernel; a failure
 * sentence's parenthesised "(hit ... under stable 5.9-rc2)" names the kernel the failure was seen on. Every mail is
 * invented here in the style of the list.
 */
class RealMailRulesVerdict51Test {

    private static List<String> kernels(String subject, String body) {
        return FactOf.verdicts(facts(subject, body));
    }

    @Test
    void aVersionedDocumentationOrSourceLinkNamesItsRelease() {
        assertEquals(List.of("4.17=null"), kernels("Re: [PATCH] frob: keep the slot powered",
                "Please read https://www.kernel.org/doc/html/v4.17/process/submitting-patches.html first.\n"));
        assertEquals(List.of("5.2=null"), kernels("Re: [PATCH] frob: keep the slot powered",
                "The helper is here:\nhttps://elixir.bootlin.com/linux/v5.2/source/drivers/pci/probe.c#L120\n"));
        // the rc spelling was read before; a bare number in a path is anybody's, and "v4.17/" outside such a link
        // is still a ratio-like token
        assertEquals(List.of("5.3-rc6=null"), kernels("Re: x",
                "See https://elixir.bootlin.com/linux/v5.3-rc6/source/include/linux/pci.h for it.\n"));
        assertEquals(List.of(), kernels("Re: x", "See https://example.org/files/4.17/readme.txt for it.\n"));
        assertEquals(List.of(), kernels("Re: x", "The ratio went from v4.17/2 to v4.18/3 here.\n"));
    }

    @Test
    void aNextTreeDateWrittenAfterASpace() {
        assertEquals(List.of("next-20200430=bad"), kernels("Re: frob: link down after resume",
                "Hi,\n\nThe link still goes down on linux-next 20200430 here.\n"));
        assertEquals(List.of("next-20200217=null"), kernels("Re: [PATCH] frob: keep the slot powered",
                "Rebased onto linux-next: 20200217, no other change.\n"));
        // a date not after the tree's name, or not a day's date, is no tree
        assertEquals(List.of(), kernels("Re: x", "The board was shipped on 20200430 to us.\n"));
        assertEquals(List.of(), kernels("Re: x", "linux-next 2020043 and linux-next 202004301 are typos.\n"));
        assertNull(KernelCandidates.spacedNextDate("linux-next 2020x430", 11, 19));
        assertNull(KernelCandidates.spacedNextDate("20200430", 0, 8));
        assertEquals("next-20200430", KernelCandidates.spacedNextDate("linux-next 20200430", 11, 19));
    }

    @Test
    void aWordSayingWhoseKernelItIsBeforeTheNoun() {
        assertEquals(List.of("4.14=null"), kernels("[PATCH 0/3] frob backports",
                "These fixes were picked from our 4.14 product kernel.\n"));
        assertEquals(List.of("3.14=null"), kernels("Re: frob: slot power",
                "We carry that change in our 3.14 downstream kernel only.\n"));
        // a spec or link speed with a noun after it stays no kernel; the word must be followed by "kernel"
        assertEquals(List.of(), kernels("Re: x", "The 5.0 GT/s link and the 2.0 host controller train fine.\n"));
        assertEquals(List.of(), kernels("Re: x", "Section 4.14 product requirements apply here.\n"));
    }

    @Test
    void aParenthesisedSightingAfterAFailureNamesTheKernel() {
        List<String> ks = kernels("[PATCH] Revert \"frob: tear down queues synchronously\"",
                "Commit 1234567890ab (\"frob: tear down queues synchronously\") introduced a panic issue on hotplug\n"
                + "(hit after just 3 hotplugs under stable 5.9-rc2):\n");
        assertEquals(List.of("5.9-rc2=bad"), ks);
        // a conditional or negated sighting is none; nor is one after no failure
        assertEquals(List.of("5.8=null"), kernels("Re: frob: panic on hotplug",
                "The panic on hotplug is rare (if seen on 5.8, please say so).\n"));
        assertEquals(List.of("5.8=null"), kernels("Re: frob: panic on hotplug",
                "We reworked the hotplug path (seen on 5.8 in review only as a cleanup).\n"));
    }

    @Test
    void aDistributionKernelAMachineRunsIsWhereTheFailureWasSeen() {
        assertEquals(List.of("5.6.13=bad"), kernels("Re: frob: host hangs on passthrough",
                "Without the quirk the host hangs after a minute.\n"
                + "These logs were taken on the hardware above\n"
                + "running Fedora 32 w/ kernel package kernel-5.6.13-300.fc32.x86_64.\n"));
        assertEquals(List.of("5.4.0=bad"), kernels("Re: frob: host hangs on passthrough",
                "The box hangs. My laptop is running Ubuntu 20.04 with kernel 5.4.0-42-generic.\n"));
        // a wish, and a run told to work, are no failure's setting
        assertEquals(List.of("5.8=null"), kernels("Re: frob: host hangs on passthrough",
                "The box hangs. It would be nice to have hardware running Ubuntu 20.04 with kernel 5.8.\n"));
        assertEquals(List.of("5.9=bad", "5.4=good"), kernels("Re: frob: host hangs on passthrough",
                "The box hangs with 5.9. Our hardware running Fedora 32 with 5.4 works fine.\n"));
        String[][] words = {{}, {"w"}, {"with", "32"}, {"with", "32", "fedora"}, {"package", "package", "package",
            "package", "package", "package", "package"}, {"with", "", "fedora"}};
        int[] expect = {0, 0, 0, 3, 6, 0};
        for (int k = 0; k < words.length; k++) {
            assertEquals(expect[k], RunSettings.distributionBefore(words[k], words[k].length, 0), "case " + k);
        }
    }

    @Test
    void malformedInputDoesNotThrow() {
        String[] bodies = {"(", ")", "(hit", "(hit under", "(hit under 5.9-rc2", "panic (hit under 5.9-rc2",
            "panic (((((hit under 5.9-rc2)", "(" + "x ".repeat(3000) + "hit under 5.9)", "linux-next ", "linux-next 2",
            "linux-next:20200430", "/doc/html/v", "/doc/html/v4.13", "/linux/v5.2/", "v4.17/", "4.14 product",
            "4.14 product\nkernel", "4.14  product kernel", "\u0000(hit on 5.4)\u0000 crash"};
        for (String body : bodies) {
            assertTimeoutPreemptively(TimeBudget.seconds(5), () -> kernels("Re: x", body));
        }
        assertFalse(KernelCandidates.browsedRelease("v4.13/", 0, 5, "v4.13"));
        assertFalse(KernelCandidates.browsedRelease("/doc/html/4.13/", 10, 14, "4.13"));
        assertTrue(KernelCandidates.browsedRelease("/doc/html/v4.13/", 10, 15, "v4.13"));
        assertFalse(KernelCandidates.browsedRelease("/doc/html/v4.13", 10, 15, "v4.13"));
        assertFalse(KernelCandidates.browsedRelease("", 0, 0, ""));
    }
}
