package dev.lkmltriage.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import dev.lkmltriage.text.Sentences.After;
import java.util.Random;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

/**
 * Session 53 (speed53): the one sentence-end walk the extractors' own walks share
 * ({@link Sentences#end(CharSequence, int, int, long, After, IntPredicate)}), held on random text to copies of the
 * walks it replaced (ChangedThenFailing, MakerIds, VerdictFeatures, SentenceBlame's mark test, the stop-or-break walk
 * of OnsetKernels, ReturnedKernels and PatchedOutcomes, ProblemSentences'). Text written for the test.
 */
class SentenceEndsTest {
    /** The characters the walks tell apart, and some they should not. */
    private static final char[] CHARS = {'a', 'b', ' ', ' ', ' ', '.', '!', '?', ';', ':', '\n', '\n', '\t', '>', 'x',
        '5', '\u00a0', '\u2028', '\u0085', '\u3000', '\u0130', '(', ')', '"'};

    private static String random(Random r, int n) {
        StringBuilder b = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            b.append(CHARS[r.nextInt(CHARS.length)]);
        }
        return b.toString();
    }

    // the walks as they stood before session 53

    private static int changedThenFailing(String text, int from, int hi) {
        for (int k = from; k < hi; k++) {
            char c = text.charAt(k);
            if ((c == '.' || c == '!' || c == ';') && k + 1 < text.length()
                    && Character.isWhitespace(text.charAt(k + 1))) {
                return k;
            }
        }
        return -1;
    }

    private static int makerIds(CharSequence s, int from, int to) {
        to = Math.min(to, from + 200);
        for (int i = from; i + 1 < to; i++) {
            if (".?!".indexOf(s.charAt(i)) >= 0 && s.charAt(i + 1) == ' ') {
                return i;
            }
        }
        return to;
    }

    private static int verdictFeatures(String s, int from, int hi) {
        for (int k = from; k < hi; k++) {
            char c = s.charAt(k);
            if ((c == '.' || c == '!' || c == '?') && (k + 1 >= hi || Character.isWhitespace(s.charAt(k + 1)))) {
                return k;
            }
            if (c == '\n' && k + 1 < hi && s.charAt(k + 1) == '\n') {
                return k;
            }
        }
        return hi;
    }

    private static boolean sentenceBlameMark(String s, int k) {
        char ch = s.charAt(k);
        return (ch == '.' || ch == '!' || ch == '?' || ch == ':')
                && (k + 1 >= s.length() || Character.isWhitespace(s.charAt(k + 1)));
    }

    private static boolean problemSentencesMark(String s, int i) {
        char c = s.charAt(i);
        return (c == '.' || c == '!' || c == '?' || c == ':' || c == ';')
                && (i + 1 == s.length() || Character.isWhitespace(s.charAt(i + 1)));
    }

    @Test
    void eachReadersWalkAsBefore() {
        Random r = new Random(53);
        long semis = Sentences.marks(".!;");
        long colons = Sentences.marks(".!?:;");
        long blame = Sentences.marks(".!?:");
        for (int n = 0; n < 20_000; n++) {
            String s = random(r, 1 + r.nextInt(n % 10 == 0 ? 400 : 40));
            int from = r.nextInt(s.length() + 1);
            int hi = Math.min(s.length(), from + r.nextInt(60));
            int reach = r.nextInt(260);
            String m = s;
            int cut = Sentences.end(s, from, hi, semis, After.BLANK, null);
            assertEquals(changedThenFailing(s, from, hi), cut >= hi ? -1 : cut, s);
            int to = r.nextInt(s.length() + 1);
            assertEquals(makerIds(s, from, to), Sentences.end(s, from, Math.min(to, from + 200), Sentences.STOPS,
                    After.SPACE_BEFORE_BOUND, null), s);
            assertEquals(verdictFeatures(s, from, hi), Sentences.end(s, from, hi, Sentences.STOPS,
                    After.BLANK_OR_BOUND, k -> m.charAt(k) == '\n' && k + 1 < hi && m.charAt(k + 1) == '\n'), s);
            assertEquals(Sentences.end(s, from, reach, i -> Sentences.stopOrBreak(m, i)),
                    Sentences.stopOrBreakEnd(s, from, reach), s);
            IntPredicate hard = i -> m.charAt(i) == '\n' && i % 3 == 0; // a reader's own break rule
            int hiReach = (int) Math.min(s.length(), (long) from + reach);
            assertEquals(Sentences.end(s, from, reach, i -> problemSentencesMark(m, i) || hard.test(i)),
                    Sentences.end(s, from, hiReach, colons, After.BLANK_OR_TEXT_END, hard), s);
            for (int k = 0; k < s.length(); k++) {
                assertEquals(sentenceBlameMark(s, k), Sentences.markEnds(s, k, hi, blame, After.BLANK_OR_TEXT_END));
            }
        }
    }

    @Test
    void marksFollowedAsEachReaderSays() {
        String s = "done.\tnext. x.";
        assertTrue(Sentences.markEnds(s, 4, s.length(), Sentences.STOPS, After.BLANK));
        assertFalse(Sentences.markEnds(s, 4, s.length(), Sentences.STOPS, After.SPACE_BEFORE_BOUND), "a tab, not a space");
        assertTrue(Sentences.markEnds(s, 10, s.length(), Sentences.STOPS, After.SPACE_BEFORE_BOUND));
        assertFalse(Sentences.markEnds(s, 10, 11, Sentences.STOPS, After.SPACE_BEFORE_BOUND), "the space past the bound");
        assertTrue(Sentences.markEnds(s, 13, s.length(), Sentences.STOPS, After.BLANK_OR_TEXT_END), "the text's end");
        assertFalse(Sentences.markEnds(s, 13, s.length(), Sentences.STOPS, After.BLANK), "the text's end is no blank");
        assertTrue(Sentences.markEnds("v5.10", 2, 3, Sentences.STOPS, After.BLANK_OR_BOUND), "the bound's last offset");
        assertFalse(Sentences.markEnds("v5.10", 2, 5, Sentences.STOPS, After.BLANK_OR_BOUND), "a version's dot");
        assertFalse(Sentences.markEnds("a; b", 1, 4, Sentences.STOPS, After.BLANK), "';' is no plain stop");
        assertTrue(Sentences.markEnds("a; b", 1, 4, Sentences.marks(";"), After.BLANK));
        assertFalse(Sentences.markEnds("\u012e \u00ae ", 0, 4, -1L, After.BLANK), "no mark at or above '@'");
        assertThrows(IllegalArgumentException.class, () -> Sentences.marks(".@"));
    }

    @Test
    void theWalkStopsAtTheFirstEndOrTheBound() {
        String s = "It hangs on 5.4 here! Thanks\n\nBye";
        assertEquals(s.indexOf('!'), Sentences.end(s, 0, s.length(), Sentences.STOPS, After.BLANK, null));
        assertEquals(10, Sentences.end(s, 0, 10, Sentences.STOPS, After.BLANK, null), "none before the bound");
        int at = s.indexOf("Thanks");
        assertEquals(s.indexOf('\n'), Sentences.stopOrBreakEnd(s, at, 200), "a blank line");
        assertEquals(at + 3, Sentences.stopOrBreakEnd(s, at, 3), "the reach");
        assertEquals(s.length() + 4, Sentences.stopOrBreakEnd(s, s.length() + 4, 200), "past the text: the offset");
        assertEquals(3, Sentences.end("", 5, 3, Sentences.STOPS, After.BLANK, null), "an empty range: its bound");
    }

    @Test
    void hostileRunsAreReadNoFurtherThanTheBound() {
        String marks = ".".repeat(5_000_000);
        String blanks = "a" + " ".repeat(5_000_000);
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            for (int k = 0; k < 4_900_000; k += 97) {
                int hi = k + 300;
                assertEquals(hi, Sentences.end(marks, k, hi, Sentences.STOPS, After.BLANK_OR_TEXT_END, null));
                assertEquals(k + 200, Sentences.stopOrBreakEnd(blanks, k + 1, 199));
            }
        });
    }
}
