package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link LastPhrase} answers exactly what the largest {@code lastIndexOf} over its phrases answers. */
class LastPhraseTest {
    private static final List<String> PHRASES = List.of(" no ", " not ", "n't ", " any ", " a", "ab", "aab", " n");

    private static int slow(String hay) {
        int last = -1;
        for (String p : PHRASES) {
            last = Math.max(last, hay.lastIndexOf(p));
        }
        return last;
    }

    @Test
    void findsTheLastPhraseAndLeavesNearMissesAlone() {
        LastPhrase last = new LastPhrase(List.of(" no ", " not ", "n't "));
        assertEquals(9, last.in(" there is not a problem"));
        assertEquals(13, last.in(" we have seen no "));
        assertEquals(6, last.in(" it isn't it"));
        assertEquals(-1, last.in(" nothing noted, now"), "words that merely start with 'no' or 'not'");
        assertEquals(-1, last.in(""));
    }

    @Test
    void sameAnswerAsLastIndexOfOnRandomTexts() {
        LastPhrase last = new LastPhrase(PHRASES);
        Random r = new Random(7);
        String alphabet = " anotb'\u00e9\u0101";
        for (int round = 0; round < 20_000; round++) {
            StringBuilder sb = new StringBuilder();
            int len = r.nextInt(40);
            for (int i = 0; i < len; i++) {
                sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            String hay = sb.toString();
            assertEquals(slow(hay), last.in(hay), () -> "hay='" + hay + "'");
        }
    }

    /**
     * Phrases are indexed by their first two characters: a one-character phrase, and a second character outside
     * ASCII that shares its low seven bits with an ASCII one ('\u0101' and '\u0001', 'a' and '\u00e1'), must still be
     * found exactly where lastIndexOf finds them, and their near misses left alone.
     */
    @Test
    void oneCharacterPhrasesAndNonAsciiSecondCharacters() {
        List<String> phrases = List.of("x", "a\u0101b", "a\u0001", " a", "ta");
        LastPhrase last = new LastPhrase(phrases);
        assertEquals(3, last.in("ab x\u0101"));
        assertEquals(1, last.in(" a\u0101b"));
        assertEquals(-1, last.in("a\u0101c\u00e1a"), "'a\u0101' without its 'b', and no phrase at all");
        Random r = new Random(11);
        String alphabet = " atbx\u0101\u0001\u00e1";
        for (int round = 0; round < 20_000; round++) {
            StringBuilder sb = new StringBuilder();
            int len = r.nextInt(30);
            for (int i = 0; i < len; i++) {
                sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            String hay = sb.toString();
            int slow = -1;
            for (String p : phrases) {
                slow = Math.max(slow, hay.lastIndexOf(p));
            }
            assertEquals(slow, last.in(hay), () -> "hay='" + hay + "'");
        }
    }

    @Test
    void refusesPhrasesItCannotIndex() {
        assertThrows(IllegalArgumentException.class, () -> new LastPhrase(List.of("")));
        assertThrows(IllegalArgumentException.class, () -> new LastPhrase(List.of("\u00e9t\u00e9")));
    }
}
