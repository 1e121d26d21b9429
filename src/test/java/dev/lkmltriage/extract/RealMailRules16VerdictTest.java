package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 15's reading of the whole message ({@link SoleKernels}; docs/extraction-eval.md, "Session 15: verdicts and
 * windows"): a report, or a reply in a thread that is no patch's, which states a problem somewhere and names exactly
 * one kernel, names the kernel the problem was seen on, even when the kernel stands in a setup sentence with no
 * result word. Every fixture is invented here in the style of list mail; near misses must stay without a verdict.
 */
class RealMailRules16VerdictTest {
    private static final String REPORT = "frob: second port fails to train after resume";

    @Test
    void theOneKernelOfAReportThatStatesAProblemIsBad() {
        // each wording is one the sentence and clause readings leave without a verdict
        Facts setup = facts(REPORT, "Hello,\n\nI'm on host kernel 5.2.8 here, distro release 7.6. I did not change"
                + " the PCI code.\n\nAfter a resume the second port fails to train and dmesg shows an error.\n");
        assertEquals("bad", verdict(setup, "5.2.8"));
        Facts happening = facts(REPORT, "I see a deadlock between hotplug and the frob driver when two ports go"
                + " away at once.\nThis is happening on CentOS8 (4.18) with our own tools.\n");
        assertEquals("bad", verdict(happening, "4.18"));
        Facts using = facts(REPORT, "Every access to the card stalls for a second, and at last the box reboots"
                + " due to a soft lockup.\n\nMy current system is using 4.4.182.\n");
        assertEquals("bad", verdict(using, "4.4.182"));
        Facts quoted = facts("Re: " + REPORT, "On Tue, Jan 7, Someone wrote:\n> Kernel : 4.14.137+ 64bit\n>\n>"
                + " All Tx requests are timed out.\n\nCan you send the full lspci output?\n");
        assertEquals("bad", verdict(quoted, "4.14.137"));
    }

    @Test
    void itStatesNoRegressionByItself() {
        Facts setup = facts(REPORT, "I'm on host kernel 5.2.8 here.\n\nAfter a resume the second port fails to"
                + " train.\n");
        assertEquals("bad", verdict(setup, "5.2.8"));
        assertNull(setup.regression());
    }

    @Test
    void nearMissesStayWithoutAVerdict() {
        Facts two = facts(REPORT, "This is happening on CentOS8 (4.18), the vendor tree is 4.19.90.\n\nAfter a resume the"
                + " second port fails to train.\n");
        assertEquals("null", verdict(two, "4.18")); // two kernels: which one the problem was seen on is unsaid
        Facts noProblem = facts("frob: second port after resume", "The kernel version is 5.4.12.\n\nAfter a resume"
                + " the second port trains at gen3 as the datasheet says.\n");
        assertEquals("null", verdict(noProblem, "5.4.12"));
        Facts patchThread = facts("Re: [PATCH] frob: retrain the second port after resume", "This fixes the"
                + " error we saw.\n\nThis is happening on CentOS8 (4.18) as well.\n");
        assertEquals("null", verdict(patchThread, "4.18"));
        Facts landed = facts("Re: " + REPORT, "What kernel do you run? The old definition does not take the"
                + " mask into account and fails.\nIn Linux 5.4 I switched frob to the generic helper.\n");
        assertEquals("null", verdict(landed, "5.4")); // where a change landed, not a kernel anyone ran
        Facts target = facts("Re: " + REPORT, "The second port fails to train after resume, I can see that"
                + " now.\n\nI'll queue the quirk for 5.4.12.\n");
        assertEquals("null", verdict(target, "5.4.12"));
        Facts based = facts("Re: " + REPORT, "The second port fails to train after resume.\n\nMy tree is"
                + " based on 5.4.12 here.\n");
        assertEquals("null", verdict(based, "5.4.12"));
        Facts question = facts("Re: " + REPORT, "The second port fails to train after resume.\n\nDoes it"
                + " happen with 5.4.12 too?\n");
        assertEquals("null", verdict(question, "5.4.12"));
        Facts since = facts("Re: " + REPORT, "The second port fails to train after resume.\n\nThe helper"
                + " exists since kernel 5.4.12 already.\n");
        assertEquals("null", verdict(since, "5.4.12"));
        Facts path = facts("Re: " + REPORT, "The second port fails to train after resume.\n\nSee"
                + " https://elixir.example.org/linux/v5.4.12/source/drivers/pci/frob.c for the helper.\n");
        assertTrue(!"bad".equals(verdict(path, "5.4.12")));
        Facts subjectOnly = facts("Re: frob second port and kernel 5.4.12", "The port fails to train, I see"
                + " the same here.\n");
        assertEquals("null", verdict(subjectOnly, "5.4.12")); // the thread's name, not a kernel this writer ran
    }

    @Test
    void hostileInputStaysLinearAndNeverThrows() {
        StringBuilder many = new StringBuilder("The kernel version is 5.4.12.\n");
        for (int k = 0; k < 5000; k++) {
            many.append("Again on 5.4.12 the port fails to train. ");
        }
        String huge = "x".repeat(2_000_000) + " 5.4.12 fails";
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            Facts f = facts(REPORT, many.toString());
            assertTrue(f.kernels().size() <= 1);
            facts(REPORT, "The kernel version is 5.4.12.\n" + huge);
            facts(REPORT, "error ".repeat(200_000) + "The kernel version is 5.4.12.\n");
        });
    }
}
