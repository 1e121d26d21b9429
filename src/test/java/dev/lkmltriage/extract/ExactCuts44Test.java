package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Session 43 (speed44): the exact cuts with a contract of their own, held to the code they replace.
 * {@link RequestedOptions#asks} walks runs of ASCII letters where a regex tried ten words at every offset;
 * {@link CommitRoles#collapsedLower} builds its Latin-1 string from bytes where it built it from a {@code char[]}.
 */
class ExactCuts44Test {
    /** The request-word regex {@link RequestedOptions#asks} replaced, as it stood until session 43. */
    private static final Pattern OLD_ASK = Pattern.compile("(?<![A-Za-z])(?i:make sure|ensure|please|must|need|"
            + "needs|enable|disable|set|turn)(?![A-Za-z])");

    /**
     * Request words in several cases, their near misses (longer words, "make  sure", "makesure"), and characters
     * that Unicode case folding, but not the regex's ASCII folding, would read as their letters: the long s, the
     * Kelvin sign, the dotless and dotted I.
     */
    private static final String[] ASK_PIECES = {"make sure", "MAKE Sure", "make  sure", "makesure", "make", "sure",
        "ensure", "Ensure", "please", "PLEASE", "must", "Must", "need", "needs", "NEEDS", "needed", "enable", "Enable",
        "enabled", "disable", "DISABLE", "set", "Set", "reset", "settings", "turn", "Turns", "pleased", "ma\u212ae sure",
        "make \u017fure", "d\u0131sable", "D\u0130SABLE", "\u017fet", "\u00e9", "_", "1", " ", " ", " ", ":", "\n",
        "x", "s", "e", "t", "-", "\t", "> "};

    @Test
    void asksFindsWhatTheRegexFound() {
        Random r = new Random(44);
        int asked = 0;
        for (int n = 0; n < 200_000; n++) {
            String text = ExactCuts41Test.text(r, ASK_PIECES, 8);
            // regions that cut words at either end, as a line's body inside a longer text does
            int from = text.isEmpty() ? 0 : r.nextInt(text.length() + 1);
            int to = from + r.nextInt(text.length() - from + 1);
            boolean old = OLD_ASK.matcher(text).region(from, to).find();
            assertEquals(old, RequestedOptions.asks(text, from, to),
                    () -> "[" + from + ", " + to + ") of: " + ExactCuts41Test.escaped(text));
            asked += old ? 1 : 0;
        }
        assertTrue(asked > 3_000 && asked < 190_000, "asked " + asked); // 5,666 of 200,000 ask
    }

    @Test
    void asksReadsTheRegionsEdgesAsTheMatcherDid() {
        // opaque bounds: the letters beyond the region neither refuse nor lengthen a word at its edge
        assertTrue(RequestedOptions.asks("unsettled", 2, 5));
        assertTrue(RequestedOptions.asks("xmake surex", 1, 10));
        assertFalse(RequestedOptions.asks("make sure", 0, 8));
        assertFalse(RequestedOptions.asks("ma\u212ae sure", 0, 9));
        assertFalse(RequestedOptions.asks("\u017fet \u0131 d\u0131sable", 0, 13));
        assertTrue(RequestedOptions.asks("Please make sure these options are enabled:", 0, 43));
    }

    @Test
    void asksEndsInTimeOnHugeLines() {
        String words = "makes sure settings needed enabled turned sets x".repeat(200_000);
        String letters = "m".repeat(10_000_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            assertFalse(RequestedOptions.asks(words, 0, words.length()));
            assertFalse(RequestedOptions.asks(letters, 0, letters.length()));
        });
    }

    /** Quote marks and blanks at line starts, Latin-1 capitals, and characters above Latin-1 that end the fast way. */
    private static final String[] COLLAPSE_PIECES = {"Commit ", "ABCDEF123456 ", "(\"PCI: Fix it\")", "\n", "\n> ",
        "\n>> ", "\n  ", "\t", "  ", "\r\n", "CAUSED", "the Hang", "\u00c9T\u00c9 ", "\u00df", "\u00b5s", "\u00ff",
        "\u0130", "\u03a3IGMA ", "\u212a", "\ud801\udc00", "x", ".", ">", " ", "\u00a0"};

    @Test
    void collapsedLowerIsTheCharArrayWalks() {
        Random r = new Random(4344);
        int fast = 0;
        for (int n = 0; n < 200_000; n++) {
            String text = ExactCuts41Test.text(r, COLLAPSE_PIECES, 12);
            int from = text.isEmpty() ? 0 : r.nextInt(text.length() + 1);
            int to = from + r.nextInt(text.length() - from + 1);
            String old = oldCollapsedLower(text, from, to);
            assertEquals(old, CommitRoles.collapsedLower(text, from, to),
                    () -> "[" + from + ", " + to + ") of: " + ExactCuts41Test.escaped(text));
            fast += text.substring(from, to).chars().allMatch(c -> c <= 0xFF) ? 1 : 0;
        }
        assertTrue(fast > 20_000 && fast < 180_000, "Latin-1 ranges " + fast);
        String quoted = "> A\n>\tB  \u00c9";
        assertEquals("a b \u00e9", oldCollapsedLower(quoted, 0, quoted.length()));
        assertEquals("a b \u00e9", CommitRoles.collapsedLower(quoted, 0, quoted.length()));
    }

    @Test
    void collapsedLowerEndsInTimeOnAHugeRange() {
        String text = "> Commit ABC (\"X\")  caused\n".repeat(400_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> assertEquals(
                400_000 * 24 - 1, CommitRoles.collapsedLower(text, 0, text.length()).length()));
    }

    /** {@code collapsedLower} until session 43: the walk into a {@code char[]}, the three-step way above Latin-1. */
    private static String oldCollapsedLower(String text, int from, int to) {
        char[] b = new char[to - from];
        int n = 0;
        boolean lineStart = true;
        boolean space = false;
        for (int k = from; k < to; k++) {
            char c = text.charAt(k);
            if (c == '\n') {
                lineStart = true;
                space = true;
                continue;
            }
            if (lineStart && (c == '>' || c == ' ' || c == '\t')) {
                continue;
            }
            lineStart = false;
            if (c == ' ' || c == '\t' || c == '\r') {
                space = true;
                continue;
            }
            if (c > 0xFF) {
                return CommitRoles.collapse(text.substring(from, to)).toLowerCase(Locale.ROOT);
            }
            if (space && n > 0) {
                b[n++] = ' ';
            }
            space = false;
            b[n++] = c < 0x80 ? (c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c) : Character.toLowerCase(c);
        }
        return new String(b, 0, n);
    }
}
