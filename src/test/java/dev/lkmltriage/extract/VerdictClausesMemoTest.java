package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Session 28 (perf29), taken up in session 29 (perf30) with an open table of packed offsets: {@link VerdictClauses#words} gives back the list it made for the same two offsets; every list
 * it gives equals one made anew ({@link VerdictClauses#wordsOf}), also past the lists it keeps.
 */
class VerdictClausesMemoTest {
    private static final String[] PIECES = {"works", "on", "5.4", "v5.10-rc1", "broken", "doesn't", "didn\u2019t",
        "It", "HANGS", "...", "--", "-", ".", ",", " ", "  ", "\n", "> ", "\u212a", "\u0130", "\u00df", "a.b.", "x-"};

    @Test
    void rememberedListsEqualNewOnes() {
        Random r = new Random(28);
        for (int t = 0; t < 200; t++) {
            StringBuilder b = new StringBuilder();
            for (int i = r.nextInt(200); i > 0; i--) {
                b.append(PIECES[r.nextInt(PIECES.length)]).append(r.nextInt(3) == 0 ? "" : " ");
            }
            String text = b.toString();
            VerdictClauses clauses = new VerdictClauses(new VersionsText(text, List.of()));
            for (int q = 0; q < 600; q++) {
                int from = text.isEmpty() ? 0 : r.nextInt(text.length() + 1);
                int to = from + r.nextInt(text.length() - from + 1);
                // few distinct ranges at first, so that lists are asked again; then more than are kept
                if (q < 300) {
                    from = Math.min(from, r.nextInt(4));
                    to = Math.max(from, text.length() - r.nextInt(4));
                }
                List<Word> got = clauses.words(from, to);
                assertEquals(clauses.wordsOf(from, to), got, text + " [" + from + ", " + to + ")");
                assertEquals(got, clauses.words(from, to));
            }
        }
    }

    @Test
    void theSameRangeGivesTheSameListAndAnotherRangeAnother() {
        VerdictClauses clauses = new VerdictClauses(new VersionsText("It works on 5.4, broken on 5.5.", List.of()));
        List<Word> a = clauses.words(0, 16);
        assertSame(a, clauses.words(0, 16));
        assertNotSame(a, clauses.words(0, 15));
        assertEquals(List.of("it", "works", "on", "5.4"), a.stream().map(Word::text).toList());
        assertEquals(List.of(), clauses.words(3, 3));
        assertEquals(List.of(), clauses.words(5, 2));
    }
}
