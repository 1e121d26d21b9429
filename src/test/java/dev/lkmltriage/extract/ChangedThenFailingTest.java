package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.regression;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 52 (docs/extraction-eval.md, "Session 52: facts52"), convention (177): a {@code Fixes:} log saying
 * "Recently X was changed to ... . Unfortunately these devices don't function ..." states a regression with the
 * tag's commit as culprit ({@link ChangedThenFailing}). Fixtures invented here in the style of list mail.
 */
class ChangedThenFailingTest {
    private static final String ID = "0f1e2d3c4b5a";
    private static final String SUBJECT = "[PATCH] PCI: Disallow L1 on the Frob FR1000 bridge";
    private static final String TAIL = "\n\nFixes: " + ID + " (\"PCI/ASPM: Allow L1 on Frob bridges\")\n"
            + "Signed-off-by: Frob Dev <frob@example.org>\n";

    private static String log(String second) {
        return "Recently L1 handling was changed to no longer disable L1 on all Frob\nbridges. " + second
                + "\n\nAdd a quirk to disable L1 on these bridges." + TAIL;
    }

    private static final String FAILS = "Unfortunately these Frob FR1000 bridges don't seem to function properly"
            + " with L1 enabled, as they flood the log with timeouts.";

    @Test
    void aChangeFollowedByFailingDevicesStatesARegression() {
        assertEquals("culprit=" + ID + " quoted=false", regression(facts(SUBJECT, log(FAILS))));
        assertEquals("culprit=" + ID + " quoted=true", regression(facts("Re: " + SUBJECT, "[+cc Someone]\n\nOn Tue, Jul 21, 2020, Frob Dev wrote:\n"
                + log(FAILS).replaceAll("(?m)^", "> ") + "\nThanks for the report. Can you collect dmesg?\n")));
        for (String other : new String[] {"Unfortunately, the FR1000 then fails to wake from suspend.",
            "Unfortunately the FR1000 hangs on resume since."}) {
            assertNotNull(facts(SUBJECT, log(other)).regression(), other);
        }
    }

    @Test
    void nearMissesStateNoRegression() {
        for (String other : new String[] {
            "Unfortunately we never documented why.",
            "Unfortunately, if the FR1000 fails to wake, nothing recovers it.",
            "The FR1000 bridges don't seem to function properly with L1 enabled.",
            "Does the FR1000 fail with it?"}) {
            assertNull(facts(SUBJECT, log(other)).regression(), other);
        }
        // no Fixes: tag, or no "Recently", or an active "we changed"
        assertNull(facts(SUBJECT, log(FAILS).replace(TAIL, "\n")).regression());
        assertNull(facts(SUBJECT, log(FAILS).replace("Recently L1", "In v2 the L1")).regression());
        assertNull(facts(SUBJECT, "Recently we changed L1 handling. " + FAILS + TAIL).regression());
    }

    @Test
    void malformedInputIsQuiet() {
        for (String body : new String[] {"Recently x was changed to", "Recently x was changed to y." + TAIL,
            "Recently x was changed to y. Unfortunately" + TAIL, " changed to " + TAIL, ""}) {
            assertNull(facts(SUBJECT, body).regression(), body);
        }
        assertFalse(ChangedThenFailing.states(" changed to ", 0));
    }

    @Test
    void hostileInputEndsFast() {
        String many = ("Recently x was changed to y" + " z".repeat(150) + ".\n").repeat(5_000) + TAIL;
        String colons = ("recently: was changed to: " + ":".repeat(190)).repeat(3_000) + TAIL;
        String noStop = "Recently x was changed to " + "y ".repeat(200_000) + TAIL;
        for (String body : new String[] {many, colons, noStop}) {
            assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(SUBJECT, body));
        }
    }
}
