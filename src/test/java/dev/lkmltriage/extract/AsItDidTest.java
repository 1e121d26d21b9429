package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.ofReport;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 26 (verdict26): a result compared with a kernel's ({@link AsItDid}): "works as it did on v5.8" makes v5.8
 * good, "hangs like it did on 5.4" makes 5.4 bad, whatever the sentence says of today's kernel. Every fixture is
 * invented here in the style of list mail.
 */
class AsItDidTest {
    /** A second kernel, named as a target, so that the one-kernel reading ({@link SoleKernels}) stays out. */
    private static final String TARGET = "\n\nA fix may be queued for 5.12.\n";

    private static String of(String body, String version) {
        return ofReport(body + TARGET, version);
    }

    @Test
    void aResultComparedWithAKernelsGivesThatKernelsVerdict() {
        assertEquals("good", of("The frob port fails to train since the merge. If I build the commit before it,"
                + " the board comes up and it all works as it did for us on v5.8 and before.\n", "5.8"));
        assertEquals("good", of("The second port no longer comes up. It used to work fine, and with the quirk"
                + " reverted it works again just as it did with 5.4.\n", "5.4"));
        assertEquals("bad", of("The card still hangs after resume, like it did on 5.6, so the fix is"
                + " incomplete.\n", "5.6"));
        // quoted as well
        assertEquals("good", verdict(facts("Re: " + FactOf.REPORT, "> Reverting it, the port works like it used"
                + " to on v5.9.\n\nThanks, that narrows it down.\n"), "5.9"));
    }

    private static int compared(String sentence) {
        int at = sentence.indexOf('#');
        String text = sentence.replace("#", "");
        int end = at;
        while (end < text.length() && (Character.isDigit(text.charAt(end)) || (text.charAt(end) == '.'
                && end + 1 < text.length() && Character.isDigit(text.charAt(end + 1))))) {
            end++;
        }
        return AsItDid.compared(text, at, end);
    }

    @Test
    void theComparisonAloneDecides() {
        assertEquals(KernelVerdicts.GOOD, compared("it all works as it did for us on #5.8 and before."));
        assertEquals(KernelVerdicts.GOOD, compared("it no longer boots, as it did with #5.4."));
        assertEquals(KernelVerdicts.BAD, compared("the card still hangs, like it did on #5.6."));
        // no comparison: "as" of time or reason, "as I said"
        assertEquals(KernelVerdicts.NONE, compared("the port fails as I said in #5.10's thread."));
        assertEquals(KernelVerdicts.NONE, compared("it works as expected in #5.10."));
        // the comparison names no kernel right after its preposition
        assertEquals(KernelVerdicts.NONE, compared("it works as it did before the merge window in the #5.11 tree."));
        // a question
        assertEquals(KernelVerdicts.NONE, compared("does it work as it did in #5.3? I cannot tell."));
        // too many words between the verb and the comparison
        assertEquals(KernelVerdicts.NONE, compared("it works much better and much more quietly as it did in #4.19."));
        // a sentence boundary between them
        assertEquals(KernelVerdicts.NONE, compared("it works. As it did in #4.19 the log is noisy."));
    }

    @Test
    void aWorkingComparisonInAMailWithoutAProblemGivesNoVerdict() {
        assertEquals("null", verdict(facts("frob: add a quirk table", "The table behaves as it did in 5.2, only"
                + " shorter.\n"), "5.2"));
    }

    @Test
    void hostileInputEndsQuickly() {
        StringBuilder b = new StringBuilder("The port fails.\n");
        for (int i = 0; i < 20_000; i++) {
            b.append(i % 3 == 0 ? "works as it did in 5." + (i % 20) + " " : "works as it did for us on ");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(FactOf.REPORT, b.toString()));
        assertEquals(KernelVerdicts.NONE, AsItDid.compared("x", 0, 1));
        assertEquals(KernelVerdicts.NONE, AsItDid.compared(" as it did in ", 14, 14));
    }
}
