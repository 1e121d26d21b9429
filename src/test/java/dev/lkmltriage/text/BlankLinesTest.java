package dev.lkmltriage.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BlankLinesTest {
    @Test
    void aQuotedBlankLineIsABreak() {
        String s = "> The link trains.\n> \n> It did not on 5.9.\n";
        int nl = s.indexOf('\n');
        assertTrue(BlankLines.after(s, nl, s.length()));
        assertTrue(BlankLines.before(s, s.indexOf('\n', nl + 1), 0));
        assertFalse(BlankLines.after(s, s.indexOf('\n', nl + 1), s.length()), "the line after holds words");
        assertTrue(BlankLines.after("a\n> >  |\t\nb", 1, 100), "nested markers, a bar and a tab");
        assertFalse(BlankLines.after("a\n> x\n", 1, 100));
    }

    @Test
    void readingOnStopsAtTheBoundAndTheTextsEnd() {
        String s = "It hangs.\n" + " ".repeat(50) + "\nThen";
        assertTrue(BlankLines.after(s, 9, s.length()));
        assertFalse(BlankLines.after(s, 9, 9 + 41), "the bound falls inside the run of blanks");
        assertFalse(BlankLines.after("It hangs.\n  ", 9, 100), "trailing blanks end the mail, not a paragraph");
        assertFalse(BlankLines.after("It hangs.\n", 9, 100));
    }

    @Test
    void readingBackTheTextsStartBeginsALineButABoundDoesNot() {
        assertTrue(BlankLines.before("> \nOn Monday, Jane wrote:", 2, 0));
        assertTrue(BlankLines.before("\nOn Monday", 0, 0));
        String s = "x" + " ".repeat(50) + "\nnext";
        int nl = s.indexOf('\n');
        assertFalse(BlankLines.before(s, nl, 0), "the line opens with a word");
        assertFalse(BlankLines.before(s, nl, nl - 40), "the bound leaves the line's start unseen");
        assertTrue(BlankLines.before("a\n" + " ".repeat(50) + "\nb", 52, 0));
    }

    @Test
    void agreesWithAWholeLineRead() {
        Random r = new Random(11);
        for (int round = 0; round < 2000; round++) {
            StringBuilder b = new StringBuilder();
            for (int i = r.nextInt(30); i > 0; i--) {
                b.append("a \n>|\t".charAt(r.nextInt(6)));
            }
            String s = b.toString();
            for (int nl = s.indexOf('\n'); nl >= 0; nl = s.indexOf('\n', nl + 1)) {
                int end = s.indexOf('\n', nl + 1);
                boolean after = end >= 0 && s.substring(nl + 1, end).matches("[ >|\t]*");
                int start = s.lastIndexOf('\n', nl - 1) + 1;
                boolean before = s.substring(start, nl).matches("[ >|\t]*");
                assertEquals(after, BlankLines.after(s, nl, s.length()), s + " @" + nl);
                assertEquals(before, BlankLines.before(s, nl, 0), s + " @" + nl);
            }
        }
    }

    @Test
    void aHugeLineOfBlanksIsReadOnlyToTheBound() {
        // a scanner asks at every break of its window: each read must stop at the bound, not at the line's end
        String s = "\n" + " ".repeat(10_000_000) + "\n";
        assertTimeout(TimeBudget.seconds(20), () -> {
            for (int i = 0; i < 100_000; i++) {
                assertFalse(BlankLines.after(s, 0, 41));
                assertFalse(BlankLines.before(s, s.length() - 1, s.length() - 301));
            }
        });
    }
}
