package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * The sentence bounds OnsetKernels, OtherIssueKernels and BrokenAfterKernel read (session 34 put them on
 * text.Sentences): a mark before a blank, or a line break before a blank line, quoted or not, within 200 characters;
 * a closing '?' kept with its sentence.
 */
class OnsetSentencesTest {
    @Test
    void boundsAreMarksBeforeBlanksAndQuotedBlankLines() {
        String text = "I use v5.10 here. The hang began with 5.9 on my box! Thanks.";
        int at = text.indexOf("5.9 ");
        assertEquals(text.indexOf(" The hang"), OnsetKernels.sentenceStart(text, at));
        assertEquals(text.indexOf('!'), OnsetKernels.sentenceEnd(text, at + 3));
        String quoted = "> It broke in 5.4\n> \n> Then 5.5 was fine";
        int five = quoted.indexOf("5.5");
        assertEquals(quoted.indexOf('\n') + 1, OnsetKernels.sentenceStart(quoted, five), "the break before a blank line");
        assertEquals(quoted.indexOf('\n'), OnsetKernels.sentenceEnd(quoted, quoted.indexOf("5.4") + 3));
    }

    @Test
    void aQuestionKeepsItsMarkAndTheReachBoundsBothWays() {
        String asked = "Did it start with 5.6? Yes.";
        assertEquals(asked.indexOf('?') + 1, OnsetKernels.sentenceEnd(asked, asked.indexOf("5.6") + 3));
        String run = "x".repeat(300) + " 5.6 " + "y".repeat(300);
        int at = run.indexOf("5.6");
        assertEquals(at - 200, OnsetKernels.sentenceStart(run, at));
        assertEquals(at + 3 + 200, OnsetKernels.sentenceEnd(run, at + 3));
        String edge = "y".repeat(200) + "? more";
        assertEquals(200, OnsetKernels.sentenceEnd(edge, 0), "a '?' at the reach is not read");
        assertEquals(5, OnsetKernels.sentenceEnd("it is", 0));
    }

    @Test
    void hostileTextIsReadNoFurtherThanTheReach() {
        String blanks = "\n" + "> ".repeat(5_000_000);
        String marks = "?".repeat(10_000_000);
        assertTimeout(TimeBudget.seconds(20), () -> {
            for (int i = 1; i < 2_000_000; i += 20) {
                OnsetKernels.sentenceStart(blanks, i);
                OnsetKernels.sentenceEnd(blanks, i);
                OnsetKernels.sentenceEnd(marks, i);
            }
        });
    }
}
