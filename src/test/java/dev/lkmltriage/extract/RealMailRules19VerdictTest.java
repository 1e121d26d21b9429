package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.ofReport;
import static dev.lkmltriage.extract.FactOf.allOfReport;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 19's verdict shapes (docs/extraction-eval.md, "Session 19: verdict20"): a result told in the sentence after
 * the kernel's, with "it" as its subject ({@link ItsResult}). Every fixture is invented here in the style of list
 * mail.
 */
class RealMailRules19VerdictTest {
    /** A second kernel, named as a target, so that the one-kernel reading ({@link SoleKernels}) stays out. */
    private static final String TARGET = "\n\nA fix may be queued for 5.10.\n";

    private static String of(String body, String version) {
        return ofReport(body + TARGET, version);
    }

    @Test
    void aResultInTheNextSentenceIsTheTriedKernels() {
        assertEquals("bad", of("I had to reboot this morning and tried my 5.7.11 kernel 4 times. It never"
                + " booted and each time got stuck on the PME message.\n", "5.7.11"));
        assertEquals("bad", of("> Booted next-20201030 on the board.\n> It hangs right after the bridge"
                + " scan.\n", "next-20201030"));
        assertEquals("bad", of("Installed 5.9.3 on the laptop today.\nIt does not detect the second"
                + " NVMe drive at all.\n", "5.9.3"));
    }

    @Test
    void nextSentenceNearMissesGiveNothing() {
        // the next sentence starts with something other than the pronoun
        assertEquals("null", of("I tried my 5.7.11 kernel 4 times. The laptop next to it hangs.\n",
                "5.7.11"));
        // the pronoun's sentence names a kernel of its own
        assertEquals("null", of("I tried my 5.7.11 kernel 4 times. It hangs on 5.8 as well.\n", "5.7.11"));
        // the pronoun's sentence is a question, a hypothetical or about a patch
        assertEquals("null", of("I tried my 5.7.11 kernel 4 times. It hangs, doesn't it?\n", "5.7.11"));
        assertEquals("null", of("I tried my 5.7.11 kernel 4 times. It might hang later.\n", "5.7.11"));
        assertEquals("null", of("I built 5.7.11 today. It fixes the hang for me.\n", "5.7.11"));
        // the pronoun's sentence states no problem, or a denied one
        assertEquals("null", of("I tried my 5.7.11 kernel 4 times. It never hung.\n", "5.7.11"));
        // the kernel's own sentence is not neutral: a plan, an order word
        assertEquals("null", of("I will try my 5.7.11 kernel tomorrow. It hangs on this box.\n", "5.7.11"));
        assertEquals("null", of("Before 5.7.11 I ran the vendor kernel. It hangs on this box.\n", "5.7.11"));
    }

    @Test
    void hostileNextSentencesStayLinear() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            b.append("Tried 5.").append(i % 90).append(".1. It ");
        }
        b.append("\n");
        for (int i = 0; i < 5_000; i++) {
            b.append("> > It It It . . . 5.4. \n");
        }
        String body = b.toString();
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> allOfReport(body));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> allOfReport("Tried 5.4. It"));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> allOfReport("Tried 5.4."));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> allOfReport("Tried 5.4.   \n>>>>"));
    }
}
