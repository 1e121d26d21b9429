package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link VersionsText#lower(int, int)}, the message's one shared lowercase copy read by range, against what every
 * caller did before: copy the range and lowercase the copy.
 */
class VersionsTextLowerTest {
    /** Pieces of mail with the characters whose lowercase is not a plain ASCII shift. */
    private static final String[] PIECES = {
        "Kernel Panic", "On Mon, Dev wrote:", "> Quoted", "v5.10-RC1", "Broken By", " ", "\t", "\n", "\r\n", ">",
        "\u00c9t\u00c9", "\u00df", "\u00ff", "\u00b5", "\u00c0\u00d6\u00d8\u00de", "\u00d7", "\u212a", "\u0130",
        "\u03a3", "\u03a3A", "A\u03a3", "\u0131", "\ud801\udc00", "ABC", "xyz", "0x1F", "_-", "|", "\u2019"};

    @Test
    void everyRangeIsTheLowercasedCopyOfTheRange() {
        Random r = new Random(32);
        for (int n = 0; n < 5_000; n++) {
            StringBuilder b = new StringBuilder();
            int parts = r.nextInt(16);
            for (int p = 0; p < parts; p++) {
                String piece = PIECES[r.nextInt(PIECES.length)];
                // mostly Latin-1, as mail is; one character above U+00FF sends the message to the old copies
                b.append(r.nextInt(5) == 0 || piece.chars().allMatch(c -> c < 0x100) ? piece : "x");
            }
            String text = b.toString();
            VersionsText t = new VersionsText(VersionsMails.mail("s", text));
            assertEquals(text.toLowerCase(Locale.ROOT), t.lower(), text);
            for (int k = 0; k < 8; k++) {
                int from = r.nextInt(text.length() + 1);
                int to = from + r.nextInt(text.length() - from + 1);
                assertEquals(text.substring(from, to).toLowerCase(Locale.ROOT), t.lower(from, to), text);
            }
            for (int k = 0; k <= text.length(); k += 1 + r.nextInt(4)) {
                assertEquals(VersionsText.stripQuote(text.substring(t.lineStart(k), t.lineEnd(k)))
                        .toLowerCase(Locale.ROOT), t.lineLower(k), text);
            }
        }
    }

    @Test
    void aTextBeyondLatin1IsNotReadByOffset() {
        VersionsText latin = new VersionsText(VersionsMails.mail("s", "Caf\u00c9 Broke On V5.4"));
        assertTrue(latin.lowerAligned());
        assertEquals("caf\u00e9 broke", latin.lower(0, 10));
        // a dotted capital I lowercases to two characters: offsets move, so ranges are lowercased alone
        String dotted = "\u0130 Broke On V5.4";
        VersionsText t = new VersionsText(VersionsMails.mail("s", dotted));
        assertFalse(t.lowerAligned());
        assertEquals("broke", t.lower(2, 7));
        assertSame(t.lower(), t.lower(0, dotted.length()));
    }

    @Test
    void hostileTextIsLoweredInLinearTime() {
        String line = "A".repeat(10 << 20);
        String digits = "0123456789ABCDEF".repeat(1 << 16) + "\n> Quoted Line\n".repeat(50_000);
        assertTimeout(TimeBudget.seconds(10), () -> {
            VersionsText t = new VersionsText(VersionsMails.mail("s", line));
            assertEquals(10 << 20, t.lower().length());
            for (int k = 0; k < line.length(); k += 4096) {
                t.lineLower(k);
            }
            VersionsText d = new VersionsText(VersionsMails.mail("s", digits));
            for (int k = 0; k < digits.length(); k += 7) {
                d.lineLower(k);
            }
        });
    }
}
