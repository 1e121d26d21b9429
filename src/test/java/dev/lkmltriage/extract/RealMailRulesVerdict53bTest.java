package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 51 (docs/extraction-eval.md, "Session 51: verdict53"): the verdict shapes the lead and cluster73 saw on
 * invented reports and the shapes earlier sessions left: "still on X are fine" (a stay, not a persisting problem),
 * "since the upgrade to X the drive disappears" (an onset told by an upgrade), "the 5.5 or older kernels", "next
 * (5.10) branch", a bare "5.11 hangs" or "6.4 ok." opening a line, and a register mnemonic before a datasheet
 * heading. Every mail is invented here in the style of the list.
 */
class RealMailRulesVerdict53bTest {

    private static final String REPORT = "Re: frob: second port fails to train after resume";

    private static List<String> kernels(String subject, String body) {
        return FactOf.verdicts(facts(subject, body));
    }

    @Test
    void aKernelAMachineStaysOnTakesTheClausesOwnVerdict() {
        assertEquals(List.of("4.18.0=good"), kernels(REPORT, "Machines still on 4.18.0-20-generic are fine.\n"));
        assertEquals(List.of("4.19=good"), kernels(REPORT, "Boxes still running 4.19 are unaffected.\n"));
        // near misses: a problem that persists stays bad, and a stay with a symptom is bad
        assertEquals(List.of("5.4=bad"), kernels(REPORT, "The port still fails on 5.4.\n"));
        assertEquals(List.of("5.4=bad"), kernels(REPORT, "Still broken with 5.4.\n"));
        assertEquals(List.of("5.10=bad"), kernels(REPORT, "The bug is still in 5.10.\n"));
        assertEquals(List.of("4.18.0=bad"), kernels(REPORT, "Machines still on 4.18.0-20-generic hang too.\n"));
    }

    @Test
    void anOnsetToldByAnUpgradeIsBad() {
        assertEquals(List.of("5.4.0=bad"), kernels(REPORT,
                "Since the upgrade to 5.4.0-14-generic the drive disappears.\n"));
        assertEquals(List.of("5.4=bad"), kernels(REPORT, "Since upgrading to 5.4 the card vanishes from lspci.\n"));
        assertEquals(List.of("5.4=bad"), kernels(REPORT, "After I updated to 5.4 the link drops.\n"));
        // near misses: a cure after the upgrade, a condition, and a question give no bad verdict
        assertEquals(List.of("5.4=good"), kernels(REPORT, "Since the upgrade to 5.4 the drive works again.\n"));
        assertEquals(List.of("5.4=null"), kernels(REPORT, "If after the upgrade to 5.4 the drive disappears, tell me.\n"));
        assertEquals(List.of("5.4=null"), kernels(REPORT, "Since the upgrade to 5.4, does the drive disappear?\n"));
    }

    @Test
    void aReleaseOrOlderKernelsIsAKernel() {
        assertEquals(List.of("5.5=good", "5.6-rc1=bad"), kernels(REPORT,
                "The problem is not in the 5.5 or older kernels, it only showed up in 5.6-rc1.\n"));
        assertEquals(List.of("5.5=good"), kernels("Re: [PATCH] frob: add quirk",
                "This one needs no backport to the stable trees as the problem it solves is not in\n"
                        + "the 5.5 or older kernels, it showed up later.\n"));
        assertEquals(List.of("5.5=good"), kernels(REPORT, "The hang isn't there with 5.5.\n"));
        // near misses: a cure missing from a release (left to the cue reading: 5.5 lacks the fix) and a condition
        // say nothing good of it
        assertEquals(List.of("5.5=bad"), kernels("Re: [PATCH] frob: add quirk",
                "The fix for the problem is not in 5.5 yet.\n"));
        assertEquals(List.of("5.5=null"), kernels(REPORT, "If the problem is not in 5.5, tell me.\n"));
        assertEquals(List.of("4.19=null"), kernels("Re: [PATCH] frob: add quirk",
                "This applies to 4.19 and later kernels as well.\n"));
        // near misses: a licence's or a spec's "or later" without a kernel noun is no kernel
        assertEquals(List.of(), kernels("Re: [PATCH] frob: add quirk", "Licensed under version 2.0 or later.\n"));
        assertEquals(List.of(), kernels("Re: [PATCH] frob: add quirk", "It needs 3.0 or newer firmware.\n"));
    }

    @Test
    void aTreesParenthesisedReleaseIsAKernel() {
        assertEquals(List.of("5.10=null"), kernels("Re: [PATCH] frob: fix reset",
                "I will commit it to the next (5.10) branch.\n"));
        assertEquals(List.of("5.9=null"), kernels("Re: [PATCH] frob: fix reset",
                "It went into the mainline (5.9) tree last week.\n"));
        // near misses: a parenthesised figure or a spec's number stays none
        assertEquals(List.of(), kernels("Re: [PATCH] frob: fix reset", "The next (2.5) step is the link.\n"));
        assertEquals(List.of(), kernels("Re: [PATCH] frob: fix reset", "The timeout (1.5) is in seconds.\n"));
    }

    @Test
    void aBareReleaseOpeningALineWithAResultIsAKernel() {
        assertEquals(List.of("5.11=bad"), kernels("Re: frob: hang on resume", "5.11 hangs on resume.\n"));
        assertEquals(List.of("6.4=good"), kernels("Re: frob: hang on resume", "6.4 ok.\n"));
        assertEquals(List.of("5.10=good", "5.11=bad"), kernels("Re: frob: hang on resume",
                "> 5.10 ok\n> 5.11 hangs on resume\n"));
        // near misses: a figure in a sentence, a number mid-line and a table's value are no kernels
        assertEquals(List.of(), kernels("Re: frob: hang on resume", "The ratio 2.5 hangs together with the rest.\n"));
        assertEquals(List.of(), kernels("Re: frob: hang on resume", "latency: 1.5 ok\n"));
        assertEquals(List.of(), kernels("Re: frob: hang on resume", "1.5 ok\n"));
    }

    @Test
    void aRegisterMnemonicBeforeADatasheetHeadingIsNoKernel() {
        assertEquals(List.of(), kernels("Re: [PATCH] frob: enable coherent interrupts",
                "The manual has it:\n\n6.6.41 cipintrc Coherent Interface Interrupt Control Register\n"));
        // near misses: a report's line stays a kernel
        assertEquals(List.of("5.10.3=bad"), kernels("Re: frob: hang on boot", "5.10.3 hangs on Intel NUC boxes.\n"));
        assertEquals(List.of("5.10.3=bad"), kernels("Re: frob: hang on boot", "5.10.3 hangs Intel NUC\n"));
    }

    @Test
    void hostileInputEndsFast() {
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            kernels(REPORT, "still on");
            kernels(REPORT, "Since the upgrade to");
            kernels(REPORT, "5.5 or");
            kernels(REPORT, "5.5 or older");
            kernels(REPORT, "next (5.10");
            kernels(REPORT, "next (5.10)");
            kernels(REPORT, "(5.10) branch");
            kernels(REPORT, "5.11");
            kernels(REPORT, "6.6.41 cipintrc");
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < 4000; i++) {
                b.append("5.").append(i % 19).append(" hangs, still on 4.").append(i % 20)
                        .append(" are fine; since the upgrade to 5.").append(i % 11)
                        .append(" it disappears, not in the 5.").append(i % 7).append(" or older kernels, next (5.")
                        .append(i % 13).append(") branch\n6.6.").append(i % 50).append(" cipintrc Coherent Register\n");
            }
            kernels(REPORT, b.toString());
        });
    }
}
