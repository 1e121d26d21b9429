package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The cheap tests that now rule lines out before {@link LineTests#isStrongFooter}, {@link LineTests#isOriginalMessage},
 * {@link LineTests#attribution} and {@link LineTests#isRule} copy (and lower-case) them change no answer: all four
 * are held to their definitions as they read before, on random lines built from their words, quotes, rules, case
 * changes, blanks and the characters that lower-case oddly (dotted capital I, the Kelvin sign), and to a table of
 * positive cases and near misses.
 */
class LineTestsShortcutTest {
    private static final List<String> PIECES = List.of("to unsubscribe from this list", "To Unsubscribe, send",
            "mailing list", "MAILING LIST", "Mail\u0130ng List", "ma\u0131ling list", "mailing  list", "linux-pci",
            "@", "dev@lists.example.org", "_", "___________", "-", "---", "-----Original Message-----",
            "original message", "Ursprüngliche Nachricht", "forwarded message", "from:", "From: Alice", "de :",
            "\u212a", "k", " ", "\t", "\u2003", "\u00a0", "x", "\u00e9", "\u4e2d", "\ud83d\ude00", "> ", ">", "  > ",
            ":", " wrote:", "On Mon, 3 Feb 2020, Alice Example", "Quoting Bob:",
            "* Carol <c@example.org> [2020-02-03]:",
            "=====", "~~~~~~~~", "*", "\u2003:");

    @Test
    void sameAnswersAsLowerCasingEveryLine() {
        Random random = new Random(8);
        int strong = 0;
        int original = 0;
        int attributions = 0;
        int rules = 0;
        for (int round = 0; round < 20_000; round++) {
            StringBuilder text = new StringBuilder();
            int lines = 1 + random.nextInt(5);
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
                int a = LineTests.attribution(body, i);
                boolean r = LineTests.isRule(body, i);
                assertEquals(attributionByDefinition(body, i), a, text.toString());
                assertEquals(ruleByDefinition(body, i), r, text.toString());
                strong += s ? 1 : 0;
                original += o ? 1 : 0;
                attributions += a > 0 ? 1 : 0;
                rules += r ? 1 : 0;
            }
        }
        assertTrue(strong > 50 && original > 50 && attributions > 50 && rules > 50,
                "the random lines hit every test: " + strong + ", " + original + ", " + attributions + ", " + rules);
    }

    @Test
    void openersAndNearMisses() {
        String text = String.join("\n", "To unsubscribe from this list: send the line \"unsubscribe linux-pci\"",
                "to unsubscrib from this list", " \u2003 -----Original Message-----", "--- Original Message ---",
                "Original Message", "linux-pci mailing list", "linux-pci@lists.example.org", "",
                "On Mon, 3 Feb 2020, Alice Example wrote:", "> the quoted line", "Alice wrote:", "not quoted",
                "======", "=====x") + "\n";
        BodyLines body = new BodyLines(text, 0, text.length());
        assertTrue(LineTests.isStrongFooter(body, 0));
        assertFalse(LineTests.isStrongFooter(body, 1));
        assertTrue(LineTests.isOriginalMessage(body, 2));
        assertTrue(LineTests.isOriginalMessage(body, 3));
        assertFalse(LineTests.isOriginalMessage(body, 4));
        assertTrue(LineTests.isStrongFooter(body, 5));
        assertFalse(LineTests.isStrongFooter(body, 6));
        assertEquals(1, LineTests.attribution(body, 8));
        assertEquals(0, LineTests.attribution(body, 10));
        assertTrue(LineTests.isRule(body, 12));
        assertFalse(LineTests.isRule(body, 13));
    }

    private static int attributionByDefinition(BodyLines l, int i) {
        if (i >= l.count || LineTests.isQuote(l, i) || l.isBlank(i)) {
            return 0;
        }
        String a = l.shortLine(i);
        if (a == null || a.length() > 250) {
            return 0;
        }
        if (LineTests.attributionText(a) && quoteFollows(l, i + 1)) {
            return 1;
        }
        if (i + 1 < l.count && !LineTests.isQuote(l, i + 1) && !l.isBlank(i + 1)) {
            String b = l.shortLine(i + 1);
            if (b != null && b.length() < 200 && (a.startsWith("On ") || a.startsWith("Am ") || a.startsWith("Le ")
                    || a.startsWith("El ") || a.startsWith("Op ") || a.startsWith("* "))
                    && LineTests.attributionText(a + " " + b) && quoteFollows(l, i + 2)) {
                return 2;
            }
        }
        return 0;
    }

    private static boolean quoteFollows(BodyLines l, int next) {
        if (next >= l.count) {
            return false;
        }
        if (LineTests.isQuote(l, next)) {
            return true;
        }
        return l.isBlank(next) && next + 1 < l.count && LineTests.isQuote(l, next + 1);
    }

    private static boolean ruleByDefinition(BodyLines l, int i) {
        int n = l.length(i);
        if (n == 0 || n > 200) {
            return false;
        }
        String s = l.shortLine(i);
        if (s == null || s.isEmpty()) {
            return false;
        }
        char c0 = s.charAt(0);
        if ("-_=~*".indexOf(c0) < 0) {
            return false;
        }
        for (int k = 1; k < s.length(); k++) {
            if (s.charAt(k) != c0) {
                return false;
            }
        }
        return true;
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
                    || inner.equals("message d'origine");
        }
        if (t.length() >= 20 && t.chars().allMatch(c -> c == '_') && i + 1 < l.count) {
            String next = l.prefix(i + 1).toLowerCase(Locale.ROOT);
            return next.startsWith("from:") || next.startsWith("von:") || next.startsWith("de :")
                    || next.startsWith("de:");
        }
        return false;
    }
}
