package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 39 (speed40): the exact cuts held to the old code they replace. {@link ProblemWords#in} against its old
 * path on random text with the characters whose lowercase is no plain ASCII shift; {@link
 * DriverExtractor#driverKind} against the old copy-and-look-up; {@link KernelCandidates#mayParse} never ruling out a
 * token {@link KernelVersion#tryParse} parses.
 */
class ExactCuts40Test {
    /** Pieces of prose, the problem words in several cases and cut short, and the awkward characters. */
    private static final String[] PIECES = {
        "fails", "FAILED", "Failure", "broKEN", "hang", "crash", "Regression", "not work", "Doesn't Work",
        "no longer", "ERROR", "issue", "problem", "bug", "times out", "timeout", "Oops", "stuck", "freeze",
        "fail", "brok", "regressio", "not", "doesn't", "no", "times", "time", "oop", "stu", "free", " ", "  ", "\n",
        "\t", ".", ",", "'", "-", "_", "x", "a", "debug", "rehang", "0", "9", "works", "The", "kernel", "\u00e9",
        "\u00c9", "\u00df", "\u00ff", "\u00b5", "\u00d7", "\u212a", "\u0130", "\u03a3", "\u0131", "\ud801\udc00",
        "\u00aa", "\u00ba", "\u00bd", "\u00c0BUG", "\u00e0bug", "1bug", "_bug"};

    @Test
    void problemWordsAnswerAsTheOldLowercaseCopyDid() {
        Random r = new Random(39);
        int yes = 0;
        for (int n = 0; n < 50_000; n++) {
            StringBuilder b = new StringBuilder();
            int parts = r.nextInt(10);
            for (int p = 0; p < parts; p++) {
                String piece = PIECES[r.nextInt(PIECES.length)];
                // mostly Latin-1, as mail is (ExactCuts41Test draws the other characters often)
                b.append(r.nextInt(3) == 0 || piece.chars().allMatch(c -> c < 0x100) ? piece : "y");
            }
            String text = b.toString();
            boolean old = OldProblemWords.in(text);
            assertEquals(old, ProblemWords.in(text), () -> "text: " + text);
            yes += old ? 1 : 0;
        }
        // both answers occur often enough for the comparison to mean something
        assertTrue(yes > 5_000 && yes < 45_000, "problem texts: " + yes);
    }

    @Test
    void problemWordsKeepTheOldCases() {
        assertTrue(ProblemWords.in("It Doesn't Work here"));
        assertTrue(ProblemWords.in("\u00e9 BROKEN since"));
        // not at a word's start, in any case: a letter or digit before it
        assertFalse(ProblemWords.in("debug rehang xerror 1issue \u00e9bug"));
        // cut at the limit: a word that ends past it is not read
        assertFalse(ProblemWords.in(" ".repeat(ProblemWords.LIMIT - 3) + "hang"));
        assertTrue(ProblemWords.in(" ".repeat(ProblemWords.LIMIT - 4) + "hang"));
        // a Kelvin sign lowercases to 'k': "doesn't wor\u212a" is "doesn't work" in the old copy
        assertTrue(ProblemWords.in("it doesn't wor\u212a"));
        // a dotted capital I lowercases to two characters, so the old copy's later offsets move: as before
        assertEquals(OldProblemWords.in("\u0130 x bug"), ProblemWords.in("\u0130 x bug"));
    }

    @Test
    void problemWordsEndFastOnHostileText() {
        String ten = "a".repeat(10_000_000);
        String words = "fail doesn't wor no longe times ou ".repeat(300_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            assertFalse(ProblemWords.in(ten));
            assertFalse(ProblemWords.in(words));
        });
    }

    /** The old test of the word after a name on a driver line. */
    private static final Set<String> KINDS = Set.of("pci", "pcie", "host", "controller", "network", "ethernet",
            "nic", "wifi", "wireless", "usb", "storage", "gpu", "graphics", "platform", "port", "bridge");

    @Test
    void driverKindIsTheOldCopyAndLookUp() {
        String[] pieces = {"p", "P", "c", "C", "i", "I", "e", "host", "HOST", "Pci", "controlle", "r", "s", "port",
            "\u0130", "\u212a", "\u00e9", "wifi", "W", "usb", "gpu", "bridge", "Bridge", "nic", "NIC", "x", "ethernet"};
        for (String k : KINDS) {
            assertTrue(DriverExtractor.driverKind("a " + k.toUpperCase(Locale.ROOT) + " b", 2, 2 + k.length()));
        }
        Random r = new Random(40);
        for (int n = 0; n < 200_000; n++) {
            StringBuilder b = new StringBuilder();
            int parts = 1 + r.nextInt(3);
            for (int p = 0; p < parts; p++) {
                b.append(pieces[r.nextInt(pieces.length)]);
            }
            String w = b.toString();
            String text = "the " + w + " driver";
            assertEquals(KINDS.contains(w.toLowerCase(Locale.ROOT)), DriverExtractor.driverKind(text, 4, 4 + w.length()),
                    () -> "word: " + w);
        }
    }

    @Test
    void aTokenRuledOutNeverParses() {
        String[] heads = {"", "v", "V", "next-", "NEXT-", "Next-", "n"};
        String[] seps = {".", ".", "-", "_", "+", "~", "", "x", "y", ".y", ".x", "-rc", ".rc", "-mm", "-git", "rc"};
        Random r = new Random(41);
        int parsed = 0;
        for (int n = 0; n < 200_000; n++) {
            // version-like tokens, then one character changed or dropped: many parse, many just miss
            StringBuilder b = new StringBuilder(heads[r.nextInt(heads.length)]);
            int parts = 1 + r.nextInt(4);
            for (int p = 0; p < parts; p++) {
                b.append(r.nextInt(8) > 0 ? r.nextInt(12) : r.nextInt(100_000_000));
                if (p + 1 < parts || r.nextBoolean()) {
                    b.append(seps[r.nextInt(seps.length)]);
                }
            }
            if (b.length() > 0 && r.nextBoolean()) {
                int at = r.nextInt(b.length());
                if (r.nextBoolean()) {
                    b.deleteCharAt(at);
                } else {
                    b.setCharAt(at, ".-v9x".charAt(r.nextInt(5)));
                }
            }
            String token = b.toString();
            boolean parses = KernelVersion.tryParse(token).isPresent();
            parsed += parses ? 1 : 0;
            if (parses) {
                String text = "on " + token + " here";
                assertTrue(KernelCandidates.mayParse(text, text.toCharArray(), 3, 3 + token.length()),
                        () -> "token: " + token);
            }
        }
        assertTrue(parsed > 2_000, "parsed: " + parsed);
        assertTrue(KernelVersion.tryParse("next-20201026").isPresent());
        assertTrue(KernelCandidates.mayParse("next-20201026", "next-20201026".toCharArray(), 0, 13));
        assertFalse(KernelCandidates.mayParse("08ad28e670", "08ad28e670".toCharArray(), 0, 10));
    }
}
