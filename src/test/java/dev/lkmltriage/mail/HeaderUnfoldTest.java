package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link HeaderText#unfold} reads as the character-by-character version it replaced, on folded and odd values. */
class HeaderUnfoldTest {
    @Test
    void joinsFoldedLinesAndLeavesOtherCharactersAlone() {
        assertEquals("Re: [PATCH] PCI: fix the  link", HeaderText.unfold("Re: [PATCH] PCI: fix the\r\n\t link"));
        assertEquals("<a@example.org> <b@example.org>", HeaderText.unfold("  <a@example.org>\r\n <b@example.org> \n"));
        assertEquals("caf\u00e9 \u4e2d\u6587", HeaderText.unfold("caf\u00e9\r\n \u4e2d\u6587"));
        assertEquals("a\u000bb", HeaderText.unfold("a\u000bb"), "a vertical tab is no fold");
        assertEquals("", HeaderText.unfold("\r\n\t "));
    }

    @Test
    void sameAsAppendingCharacterByCharacterOnRandomValues() {
        String alphabet = "ab \t\r\n:;<>@\u00e9\u2028\u4e2d\u0000\u000b\ud83d\ude00";
        Random r = new Random(5);
        for (int n = 0; n < 20_000; n++) {
            StringBuilder b = new StringBuilder();
            int len = r.nextInt(30);
            for (int i = 0; i < len; i++) {
                b.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            String v = b.toString();
            assertEquals(appendingEachCharacter(v), HeaderText.unfold(v));
        }
    }

    private static String appendingEachCharacter(String v) {
        StringBuilder sb = new StringBuilder(v.length());
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c == '\r' || c == '\n') {
                continue;
            }
            sb.append(c == '\t' ? ' ' : c);
        }
        return sb.toString().strip();
    }
}
