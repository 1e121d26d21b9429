package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.allOfReport;
import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.ofReport;
import static dev.lkmltriage.extract.FactOf.REPORT;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 25 (verdict25): then and now ({@link PastAbilities}). A sentence opening on an earlier time that says what
 * the writer was able to do on a kernel makes that kernel good; with the report's own kernel run after it, the two
 * are the regression's window. Every fixture is invented here in the style of list mail.
 */
class PastAbilitiesTest {
    /** A second kernel, named as a target, so that the one-kernel reading ({@link SoleKernels}) stays out. */
    private static final String TARGET = "\n\nA fix may be queued for 5.10.\n";

    private static String of(String body, String version) {
        return ofReport(body + TARGET, version);
    }

    @Test
    void anAbilityThenIsAWorkingKernel() {
        assertEquals("good", of("Previously (under 3.16.x) we were able to bring the second port up by a"
                + " remove and rescan, though it always felt like a workaround.\nThe frob port fails now.\n",
                "3.16.y"));
        assertEquals("good", of("In the past, with 4.14, we could rescan and the window got assigned.\n"
                + "Now the rescan fails.\n", "4.14"));
        assertEquals("good", of("> Back then on 4.9 I was able to hot-add the card without a reboot.\n"
                + "> The hot-add fails now.\n", "4.9"));
        assertEquals("good", of("Formerly the board was able to train the link at gen2 on v4.19.\n"
                + "Link training fails today.\n", "4.19"));
    }

    /** The oops banner's kernel is bad only because it ran; the then-kernel is the good side of the window. */
    private static final String NOW = "\nThe frob port stays down and the first access hangs the box:\n\n"
            + "CPU: 3 PID: 2231 Comm: frobctl Tainted: G    D   O 5.3.0-rc2-frob1+ #3\nCall Trace:\n";

    @Test
    void thenAndNowMakeTheWindow() {
        Regression r = facts(REPORT, "Previously (under 3.16.x) we were able to bring the second port up by a"
                + " remove and rescan.\n" + NOW + TARGET).regression();
        assertNotNull(r);
        assertEquals(List.of("3.16.y"), r.good());
        assertEquals(List.of("5.3.0-rc2"), r.bad());
        // without the then-sentence, the run alone states no regression
        assertNull(facts(REPORT, "We moved the products to a new release.\n" + NOW + TARGET).regression());
        // an ability to reproduce then is no good side
        assertNull(facts(REPORT, "Previously (under 3.16.x) we were able to reproduce the hang by a rescan.\n"
                + NOW + TARGET).regression());
    }

    @Test
    void nearMissesGiveNothing() {
        // the ability is to see the problem: the problem was there then
        assertEquals("bad", of("Previously we were able to reproduce the hang on 4.19 as well.\n", "4.19"));
        assertEquals("null", of("Previously we could trigger the stall with 4.19 by a rescan.\n", "4.19"));
        // a last resort or an effort, not a thing that worked
        assertEquals("null", of("Previously on 4.19 we tried to poll the link, so all we could do was wait a"
                + " second.\n", "4.19"));
        assertEquals("null", of("Previously on 4.19 all we could do was wait a second.\n", "4.19"));
        // "only able", a negated ability
        assertEquals("null", of("Previously we were only able to boot 5.9 twice.\n", "5.9"));
        assertEquals("null", of("Previously we were not able to rescan on 4.19.\n", "4.19"));
        assertEquals("null", of("Previously we couldn't rescan on 4.19.\n", "4.19"));
        // not opening on an earlier time, or the time word inside the sentence
        assertEquals("null", of("With 4.19 we were able to rescan the bus.\n", "4.19"));
        assertEquals("null", of("We were previously able to rescan on 4.19.\n", "4.19"));
        // a question, a condition, another version, a problem stated in the sentence
        assertEquals("null", of("Previously, were you able to rescan on 4.19?\n", "4.19"));
        assertEquals("null", of("Previously we could rescan on 4.19 if the bridge was reset first.\n", "4.19"));
        assertEquals("null", of("Previously we could rescan on 4.19 and on 5.4 alike.\n", "4.19"));
        assertEquals("null", of("Previously, 4.14 was able to train the link but it hangs now.\n", "4.14"));
        // a release the work is aimed at, not a kernel run then
        assertEquals("null", of("Previously we were able to get such fixes into 4.19 quickly.\n", "4.19"));
    }

    @Test
    void noProblemNoGood() {
        // a message that names no problem at all, in its subject or its body, gives nothing to be good against (since
        // session 40 a subject's problem counts, so the subject here names none)
        assertEquals("null", verdict(facts("frob: rescan support on older kernels", "Previously (with 4.14) we were "
                + "able to rescan the bus.\n\nThanks,\nA fix may be queued for 5.10.\n"), "4.14"));
    }

    @Test
    void hostileInputStaysLinear() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            b.append("Previously under 4.").append(i % 20).append(" we were able to could able to. ");
        }
        b.append("It hangs.\n");
        String body = b.toString();
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> allOfReport(body));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> allOfReport("Previously"));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> allOfReport("Earlier under 3.16.x we were able"));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> allOfReport("In the past 4.4 could"));
    }
}
