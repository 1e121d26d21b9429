package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 37 (verdict40): "since X", "starting with X", "ever since X" with a symptom in the clause ({@link
 * SinceOnsets}). Every fixture is invented here in the style of a user's report to the list.
 */
class SinceOnsetsTest {
    private static final String SUBJECT = "wifi card gone after warm reboot";

    private static String of(String body, String version) {
        return verdict(facts(SUBJECT, body), version);
    }

    @Test
    void anOnsetWithASymptomIsBad() {
        assertEquals("bad", of("Hi,\n\nStarting with 5.11-rc3 the wifi card vanishes after a warm reboot, a"
                + " cold boot brings it back. Is this a known problem?\n", "5.11-rc3"));
        assertEquals("bad", of("Hi,\n\nEver since 5.11 the card disconnects every few minutes under load, which"
                + " is quite an issue for me.\n", "5.11"));
        assertEquals("bad", of("Hello,\n\nmy box freezes after resume since 5.11.2, another user on the forum"
                + " has the same problem.\n", "5.11.2"));
    }

    @Test
    void aHistoryAFixOrAGuessStays() {
        // what a kernel has done since a release, a fix, a negation and a hypothesis name no onset of the symptom
        assertEquals("null", of("Hi,\n\nthe card vanishes after a warm reboot, a problem. The driver has"
                + " supported this card since v4.15.\n", "4.15"));
        // the fix is the older readings' good, never this rule's bad
        assertEquals("good", of("Hi,\n\nthe card vanishes after a warm reboot, a problem. It is fixed since"
                + " 5.11.4, the drops are gone.\n", "5.11.4"));
        // a negated symptom is the older readings' business (good): never this rule's bad
        assertNotEquals("bad", of("Hi,\n\nthe card vanishes after a warm reboot, a problem. I don't think the card"
                + " drops since 5.11.4.\n", "5.11.4"));
        assertEquals("null", of("Hi,\n\nthe card vanishes after a warm reboot, a problem. Maybe the card"
                + " drops since 5.11.4?\n", "5.11.4"));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                "Since 5.11.2 the card vanishes, a problem.\n".repeat(30_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                "problem since 5.11.2 " + "vanishes drops ".repeat(300_000) + "\n"));
    }
}
