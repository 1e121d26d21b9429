package dev.lkmltriage.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

/** A sentence's bounds: back to just after the previous end, on to the next, within the reach, by the reader's rule. */
class SentencesTest {
    @Test
    void boundsTheSentenceAroundAnOffsetByThePlainRule() {
        String text = "I ran v5.10 on it. The bisect points to this patch! Thanks.";
        IntPredicate plain = i -> Sentences.plainEnd(text, i);
        int at = text.indexOf("bisect");
        int from = Sentences.start(at, 120, plain);
        int to = Sentences.end(text, at, 120, plain);
        assertEquals("The bisect points to this patch!", text.substring(from, to + 1).strip());
        assertEquals(0, Sentences.start(text.indexOf("v5.10"), 120, plain), "the dot in v5.10 ends nothing");
    }

    @Test
    void theReadersOwnRuleDecidesWhatEnds() {
        String text = "Kernel: 5.4; it hangs";
        int at = text.indexOf("5.4");
        assertEquals(at, Sentences.start(at, 300, i -> text.charAt(i) == ':' || text.charAt(i) == ' '));
        assertEquals(text.indexOf(';'), Sentences.end(text, at, 300, i -> text.charAt(i) == ';'));
        assertEquals(0, Sentences.start(at, 300, i -> false));
    }

    @Test
    void plainEndsAreMarksBeforeWhiteSpaceOrTheEndAndBlankLines() {
        assertTrue(Sentences.plainEnd("done.", 4));
        assertTrue(Sentences.plainEnd("done? yes", 4));
        assertFalse(Sentences.plainEnd("v5.10", 2));
        assertTrue(Sentences.plainEnd("a\n\nb", 1));
        assertFalse(Sentences.plainEnd("a\nb", 1));
    }

    @Test
    void aHugeTextWithoutEndsIsReadNoFurtherThanTheReach() {
        String text = "x".repeat(5_000_000);
        int[] asked = {0};
        IntPredicate never = i -> {
            asked[0]++;
            return false;
        };
        assertEquals(2_500_000 - 120, Sentences.start(2_500_000, 120, never));
        assertEquals(2_500_000 + 120, Sentences.end(text, 2_500_000, 120, never));
        assertEquals(240, asked[0]);
        assertEquals(text.length(), Sentences.end(text, text.length() - 5, Integer.MAX_VALUE, never));
    }

    @Test
    void aStopBeforeTheOffsetNeedsItsBlankBeforeTheOffset() {
        String text = "Bisected to:\n\ncommit abc. It was v5.10? Maybe this";
        int at = text.indexOf("this");
        assertEquals(text.indexOf(" Maybe"), Sentences.start(at, 200, i -> Sentences.stopBefore(text, i, at)));
        int space = text.indexOf(" It");
        assertEquals(0, Sentences.start(space, 200, i -> Sentences.stopBefore(text, i, space)),
                "the blank after the mark is the offset itself: no stop; colons and blank lines end nothing");
        assertTrue(Sentences.stopBefore("done. x", 4, 6));
        assertFalse(Sentences.stopBefore("done. x", 4, 5));
        assertFalse(Sentences.stopBefore("v5.10 x", 2, 7));
        assertFalse(Sentences.stopBefore("done;\nx", 4, 7));
    }

    @Test
    void hostileMarksAndLongRunsAreReadNoFurtherThanTheReach() {
        String marks = ".".repeat(10_000_000);
        String stops = ". ".repeat(5_000_000);
        assertTimeout(TimeBudget.seconds(20), () -> {
            for (int k = 1_000; k < 9_000_000; k += 90) {
                int at = k;
                assertEquals(at - 200, Sentences.start(at, 200, i -> Sentences.stopBefore(marks, i, at)));
                Sentences.start(at, 200, i -> Sentences.stopBefore(stops, i, at));
            }
        });
    }

    @Test
    void aStopOrABreakBeforeABlankLineQuotedOrNotEndsASentenceGoingOn() {
        assertTrue(Sentences.stopOrBreak("it works. yes", 8));
        assertTrue(Sentences.stopOrBreak("it works!", 8), "the text's end after the mark");
        assertFalse(Sentences.stopOrBreak("see cgit/?id=abc", 9), "a '?' in a URL ends nothing");
        assertFalse(Sentences.stopOrBreak("v5.10 hangs", 2));
        assertTrue(Sentences.stopOrBreak("> it hangs\n> \n> on 5.4", 10), "a quoted blank line");
        assertTrue(Sentences.stopOrBreak("it hangs\n\t \nlater", 8));
        assertFalse(Sentences.stopOrBreak("it hangs\non 5.4", 8), "a wrapped line");
        assertFalse(Sentences.stopOrBreak("it hangs\n   ", 8), "blanks running into the end are no paragraph break");
        String text = "Going back to 5.15 fixes it\n\nThanks";
        int at = text.indexOf("fixes");
        assertEquals(text.indexOf('\n'), Sentences.end(text, at, 160, i -> Sentences.stopOrBreak(text, i)));
    }

    @Test
    void aBreakBeforeAHugeRunOfBlanksIsReadNoFurtherThanFortyCharacters() {
        String text = "a\n" + " ".repeat(10_000_000) + "b";
        assertTimeout(TimeBudget.seconds(20), () -> {
            for (int k = 0; k < 200_000; k++) {
                assertFalse(Sentences.stopOrBreak(text, 1));
            }
        });
    }
}
