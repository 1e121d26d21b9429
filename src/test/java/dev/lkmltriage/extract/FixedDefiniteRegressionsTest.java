package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 26 (docs/extraction-eval.md, "Session 26 (verdict26)"): a definite regression ("the", "this", "that" and at
 * most three words) said to be fixed ("is fixed", "was resolved", "is supposed to be fixed") exists, its log line in
 * quotes or not. Every text is invented here in the style of list mail.
 */
class FixedDefiniteRegressionsTest {

    private static boolean states(String text) {
        return RegressionStatements.states(text, text.toLowerCase(java.util.Locale.ROOT).indexOf("regress"), false);
    }

    @Test
    void aDefiniteRegressionSaidFixedStatesOne() {
        assertTrue(states("Somebody on IRC said the hotplug regression \"frob 0000:02:00.0: link down!\" is meant"
                + " to be fixed by 5.9, yet the box still stalls."));
        assertTrue(states("A colleague says the hotplug regression is supposed to be resolved upstream."));
        assertTrue(states("I believe this regression was resolved by the quirk Alice sent."));
        assertTrue(states("As far as I know that nasty resume regression has been fixed upstream."));
        assertTrue(states("The regression is now fixed in my tree."));
    }

    @Test
    void nearMissesStateNone() {
        // indefinite: a regression that may or may not exist
        assertFalse(states("Maybe a regression is fixed by that, maybe not; nobody has tested."));
        // a condition, a question, a hypothetical
        assertFalse(states("If the regression is fixed by then, we can drop the quirk."));
        assertFalse(states("Was the regression fixed in 5.9?"));
        assertFalse(states("Would the regression be fixed by reverting it?"));
        // no passive fix after the word, or one far away
        assertFalse(states("The regression suite passed; the rest is fixed in v2."));
        assertFalse(states("That regression tests were fixed is good news."));
        assertFalse(states("the regression 'foo' that someone mentioned seems unrelated and nothing was fixed"));
        // more than three words between the article and the word
        assertFalse(states("the one odd old slow path regression is fixed"));
    }

    @Test
    void aQuotedFixThatStillFailsGivesTheReplyARegressionWithItsBadKernel() {
        Facts f = facts("Re: frob: link drops at boot on the Foo laptop",
                "> > A colleague says the link regression \"frob 0000:00:01.0: spurious wakeup!\" is supposed\n"
                        + "> > to be fixed by 5.9, yet I still see a long hang at boot with 5.9.\n"
                        + "\nCould you boot with frob.debug=1 and send the log?\n");
        assertNotNull(f.regression());
        assertTrue(f.regression().quoted());
        assertEquals(List.of("5.9"), f.regression().bad());
        assertNull(facts("Re: frob: link drops at boot on the Foo laptop",
                "> > A colleague says the link problem is meant to be fixed in 5.9, yet the box still hangs\n"
                        + "> > a long while at boot with 5.9.\n\nCould you boot with frob.debug=1?\n").regression());
    }

    @Test
    void hostileInputEndsQuickly() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            b.append("the regression \"").append(i % 7 == 0 ? "\" is " : "x ").append("the regression is ");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("Re: x", b.toString()));
        assertFalse(states("the regression \"" + "x".repeat(5000)));
        assertFalse(states("the regression"));
        assertFalse(states("the regression \" is"));
    }
}
