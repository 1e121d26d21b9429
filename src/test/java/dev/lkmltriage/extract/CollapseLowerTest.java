package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Session 33 (perf35): {@link CommitRoles#collapseLower} is the old {@code collapse(substring).toLowerCase(ROOT)} in
 * one walk; the commit rules read its windows, so it must equal the old copies character for character.
 */
class CollapseLowerTest {
    /** Blanks, quote markers and newlines collapsing reads, Latin-1 capitals, and characters that lowercase oddly. */
    private static final String ALPHABET = "aZ >\t\r\n>>.:,ÀÉÖßÿµ\u00a0İΣσςK\u212a\ud83d\ude00x7";

    private static String old(String s, int from, int to) {
        return CommitRoles.collapse(s.substring(from, to)).toLowerCase(Locale.ROOT);
    }

    @Test
    void equalsTheOldCopyOnRandomTexts() {
        Random r = new Random(33);
        for (int round = 0; round < 5000; round++) {
            StringBuilder b = new StringBuilder();
            int len = r.nextInt(120);
            boolean latin1 = r.nextBoolean();
            for (int k = 0; k < len; k++) {
                char c = ALPHABET.charAt(r.nextInt(ALPHABET.length()));
                b.append(latin1 && c > 0xFF ? 'Q' : c);
            }
            String s = b.toString();
            int from = s.isEmpty() ? 0 : r.nextInt(s.length() + 1);
            int to = from + r.nextInt(s.length() - from + 1);
            assertEquals(old(s, from, to), CommitRoles.collapseLower(s, from, to), s + " " + from + " " + to);
        }
    }

    @Test
    void quotedWrappedPhrase() {
        String s = "Reverting Commit X\n> >  Fixes The HANG\n>\tON 5.10";
        assertEquals("reverting commit x fixes the hang on 5.10", CommitRoles.collapseLower(s, 0, s.length()));
        assertEquals("commit x", CommitRoles.collapseLower(s, 10, 18));
    }

    @Test
    void tenMegabyteLineInTime() {
        String s = "Caused By ".repeat(1_000_000);
        assertTimeoutPreemptively(TimeBudget.seconds(30), () ->
                assertEquals(old(s, 0, s.length()), CommitRoles.collapseLower(s, 0, s.length())));
    }
}
