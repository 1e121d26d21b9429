package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The literal tests that now rule lines out before {@link LineTests#isStrongFooter} and
 * {@link LineTests#isOriginalMessage} copy and lower-case them change no answer: both are held to their
 * lower-casing definitions on random lines built from their words, case changes, blanks and the characters that
 * lower-case oddly (dotted capital I, the Kelvin sign), and to a table of openers and near misses.
 */
class LineTestsShortcutTest {
    private static final List<String> PIECES = List.of("to unsubscribe from this list", "To Unsubscribe, send",
            "mailing list", "MAILING LIST", "Mail\u0130ng List", "ma\u0131ling list", "mailing  list", "linux-pci",
            "@", "dev@lists.example.org", "_", "___________", "-", "---", "-----Original Message-----",
            "original message", "Ursprüngliche Nachricht", "forwarded message", "from:", "From: Alice", "de :",
            "\u212a", "k", " ", "\t", "\u2003", "\u00a0", "x", "\u00e9", "\u4e2d", "\ud83d\ude00");

    @Test
    void sameAnswersAsLowerCasingEveryLine() {
        Random random = new Random(8);
        int strong = 0;
        int original = 0;
        for (int round = 0; round < 20_000; round++) {
            StringBuilder text = new StringBuilder();
            int lines = 1 + random.nextInt(4);
            for (int l = 0; l < lines; l++) {
                int pieces = random.nextInt(5);
                for (int p = 0; p < pieces; p++) {
                    String piece = PIECES.get(random.nextInt(PIECES.size()));
                    text.append(random.nextInt(4) == 0 ? piece.toUpperCase(Locale.ROOT) : piece);
                }
                text.append('\n');
            }
            BodyLines body = new BodyLines(text.toString(), 0, text.length());
            for (int i = 0; i < body.count; i++) {
                boolean s = LineTests.isStrongFooter(body, i);
                boolean o = LineTests.isOriginalMessage(body, i);
                assertEquals(strongFooterByDefinition(body, i), s, text.toString());
                assertEquals(originalMessageByDefinition(body, i), o, text.toString());
                strong += s ? 1 : 0;
                original += o ? 1 : 0;
            }
        }
        assertTrue(strong > 100 && original > 100, "the random lines hit both tests: " + strong + ", " + original);
    }

    @Test
    void openersAndNearMisses() {
        String text = String.join("\n", "To unsubscribe from this list: send the line \"unsubscribe linux-pci\"",
                "to unsubscrib from this list", " \u2003 -----Original Message-----", "--- Original Message ---",
                "Original Message", "linux-pci mailing list", "linux-pci@lists.example.org", "") + "\n";
        BodyLines body = new BodyLines(text, 0, text.length());
        assertTrue(LineTests.isStrongFooter(body, 0));
        assertFalse(LineTests.isStrongFooter(body, 1));
        assertTrue(LineTests.isOriginalMessage(body, 2));
        assertTrue(LineTests.isOriginalMessage(body, 3));
        assertFalse(LineTests.isOriginalMessage(body, 4));
        assertTrue(LineTests.isStrongFooter(body, 5));
        assertFalse(LineTests.isStrongFooter(body, 6));
    }

    /** The test as it read before the shortcut: every line copied and lower-cased. */
    private static boolean strongFooterByDefinition(BodyLines l, int i) {
        if (i >= l.count || l.length(i) > 200) {
            return false;
        }
        String low = l.prefix(i).toLowerCase(Locale.ROOT);
        return low.startsWith("to unsubscribe from this list") || low.startsWith("to unsubscribe, send")
                || (low.contains("mailing list") && i + 1 < l.count && LineTests.isFooterish(l, i + 1)
                && l.prefix(i + 1).toLowerCase(Locale.ROOT).contains("@"))
                || low.startsWith("_______________________________________________") && i + 1 < l.count
                && l.prefix(i + 1).toLowerCase(Locale.ROOT).contains("mailing list");
    }

    private static boolean originalMessageByDefinition(BodyLines l, int i) {
        String s = l.shortLine(i);
        if (s == null || s.length() < 8) {
            return false;
        }
        String t = s.strip().toLowerCase(Locale.ROOT);
        if (t.startsWith("---") && t.endsWith("---")) {
            String inner = t.replace("-", "").strip();
            return inner.equals("original message") || inner.equals("ursprüngliche nachricht")
                    || inner.equals("message d'origine") || inner.equals("forwarded message");
        }
        if (t.length() >= 20 && t.chars().allMatch(c -> c == '_') && i + 1 < l.count) {
            String next = l.prefix(i + 1).toLowerCase(Locale.ROOT);
            return next.startsWith("from:") || next.startsWith("von:") || next.startsWith("de :")
                    || next.startsWith("de:");
        }
        return false;
    }
}
