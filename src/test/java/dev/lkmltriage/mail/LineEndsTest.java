package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** CRLF and lone CR become LF; everything else is copied as it is. */
class LineEndsTest {
    private static String normalised(String s) {
        StringBuilder sb = new StringBuilder("prefix|");
        MailBuilder.appendNormalised(sb, s);
        return sb.substring("prefix|".length());
    }

    /** The rule spelled out one char at a time, to hold the bulk-copying version to. */
    private static String reference(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\r') {
                sb.append('\n');
                if (i + 1 < s.length() && s.charAt(i + 1) == '\n') {
                    i++;
                }
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    @Test
    void edgeCases() {
        assertEquals("", normalised(""));
        assertEquals("\n", normalised("\r"));
        assertEquals("\n", normalised("\r\n"));
        assertEquals("\n\n", normalised("\r\r\n"));
        assertEquals("\n\n", normalised("\n\r"));
        assertEquals("a\nb\nc\n", normalised("a\r\nb\rc\r"));
        assertEquals("ü\n€\n", normalised("ü\r\n€\n"));
    }

    @Test
    void randomTextMatchesTheRule() {
        Random r = new Random(7);
        char[] alphabet = {'a', ' ', '\r', '\n', 'é', '\u20ac', '\ud83d', '\ude00'};
        for (int i = 0; i < 5000; i++) {
            char[] cs = new char[r.nextInt(40)];
            for (int j = 0; j < cs.length; j++) {
                cs[j] = alphabet[r.nextInt(alphabet.length)];
            }
            String s = new String(cs);
            assertEquals(reference(s), normalised(s), () -> s.replace("\r", "\\r").replace("\n", "\\n"));
        }
    }
}
