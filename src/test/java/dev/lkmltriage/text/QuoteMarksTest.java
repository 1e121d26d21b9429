package dev.lkmltriage.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/** A line's quote depth: its leading marks, blanks between them allowed, read no further than the reach. */
class QuoteMarksTest {
    @Test
    void countsTheMarksOpeningTheLineWithBlanksBetween() {
        String text = "Fixes: abc\n> > Fixes: def\n>>> deeper\n \t> indented\nplain > not a quote";
        assertEquals(0, QuoteMarks.depth(text, 0));
        assertEquals(2, QuoteMarks.depth(text, text.indexOf("> > Fixes")));
        assertEquals(3, QuoteMarks.depth(text, text.indexOf(">>>")));
        assertEquals(1, QuoteMarks.depth(text, text.indexOf(" \t>")));
        assertEquals(0, QuoteMarks.depth(text, text.indexOf("plain")), "a mark after a word quotes nothing");
        assertEquals(0, QuoteMarks.depth(text, text.length()), "the text's end");
        assertEquals(0, QuoteMarks.depth(text, -5), "an offset before the text reads from its start");
    }

    @Test
    void aMillionMarksReadNoFurtherThanTheReach() {
        String marks = ">".repeat(1_000_000) + " text";
        assertEquals(QuoteMarks.REACH, QuoteMarks.depth(marks, 0));
        assertTimeout(TimeBudget.seconds(20), () -> {
            for (int k = 0; k < 1_000_000; k += 3) {
                QuoteMarks.depth(marks, k);
            }
        });
    }
}
