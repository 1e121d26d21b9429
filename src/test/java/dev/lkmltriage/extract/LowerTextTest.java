package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The shared lowercase copy is the copy each stage made for itself, for any text and any order of texts. */
class LowerTextTest {
    private static final String[] PIECES = {"Hello ", "PCIe ", "\u0130", "\u212A", "\u03a3 ", "x\u03a3", "\u00C9t\u00C9 ",
        "\n", "> QUOTED ", "\ud83d\ude00", "\ud800", "CONFIG_FOO=y ", "v5.4-RC1 "};

    private static String random(Random r, int pieces) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < pieces; i++) {
            b.append(PIECES[r.nextInt(PIECES.length)]);
        }
        return b.toString();
    }

    @Test
    void asToLowerCaseInAnyOrder() {
        Random r = new Random(5);
        String[] texts = new String[20];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = random(r, r.nextInt(60));
        }
        for (int t = 0; t < 2000; t++) {
            String s = texts[r.nextInt(texts.length)];
            assertEquals(s.toLowerCase(Locale.ROOT), LowerText.of(s));
            assertEquals(s.toLowerCase(Locale.ROOT), LowerText.prefix(s));
        }
        // equal content, another String: the same answer (the identity only decides whether it is remade)
        String a = "Another ISSUE";
        String b = new String(a.toCharArray());
        assertEquals(LowerText.of(a), LowerText.of(b));
        String first = LowerText.of(a);
        assertSame(first, LowerText.of(a));
    }

    @Test
    void aLongTextsPrefixIsLoweredOnItsOwn() {
        // "\u0130" lowercases to two characters: the whole text's lowercase cut at the bound is not the prefix's
        String longText = "\u0130".repeat(LowerText.PREFIX) + "TAIL";
        String prefix = LowerText.prefix(longText);
        assertEquals(longText.substring(0, LowerText.PREFIX).toLowerCase(Locale.ROOT), prefix);
        assertNotEquals(LowerText.of(longText).substring(0, prefix.length() / 2), prefix.substring(0,
                prefix.length() / 2 + 1));
        assertEquals(longText.toLowerCase(Locale.ROOT), LowerText.of(longText));
        String exact = "A".repeat(LowerText.PREFIX);
        assertEquals("a".repeat(LowerText.PREFIX), LowerText.prefix(exact));
    }
}
