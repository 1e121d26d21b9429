package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/** The rest of a sentence the statement readers share (session 34; sentences invented). */
class SentenceAheadTest {
    @Test
    void endsAtAFullStopBeforeWhiteSpaceAndLowercases() {
        String text = "It was reverted because it Broke resume on v5.3. The next one is fine.";
        assertEquals(" because it broke resume on v5.3", SentenceAhead.of(text, text.indexOf(" because"), 300));
    }

    @Test
    void aDotInsideAVersionOrNameDoesNotEndIt() {
        String text = "reverted since it hangs the 5.4.0 boot on pci.c paths\nand more";
        assertEquals("since it hangs the 5.4.0 boot on pci.c paths and more", SentenceAhead.of(text, 9, 300));
    }

    @Test
    void aBlankLineQuotedOrNotEndsIt() {
        assertEquals("it caused a hang", SentenceAhead.of("it caused a hang\n\nSigned-off-by: A", 0, 300));
        assertEquals("it caused a hang", SentenceAhead.of("> it caused a hang\n> >\n> next", 2, 300));
        assertEquals("it caused a hang and a crash", SentenceAhead.of("> it caused a hang\n> and a crash", 2, 300));
    }

    @Test
    void readsNoFurtherThanItsReach() {
        assertEquals("abcde", SentenceAhead.of("abcdefghij", 0, 5));
        assertEquals("", SentenceAhead.of("abc", 3, 300));
    }

    @Test
    void hostileInputEndsFast() {
        String line = "x".repeat(10_000_000);
        String quotes = "> > > > >\n".repeat(1_000_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            for (int i = 0; i < 10_000; i++) {
                assertTrue(SentenceAhead.of(line, i * 997, 300).length() <= 300);
                SentenceAhead.of(quotes, i * 10, 300);
            }
        });
    }
}
