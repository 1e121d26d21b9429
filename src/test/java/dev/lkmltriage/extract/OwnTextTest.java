package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link OwnText#of}'s one-pass lowercase own text against the old path ({@link OwnText#slow}). */
class OwnTextTest {
    /** Lines and pieces of lines, with the characters whose lowercase is not a plain ASCII shift. */
    private static final String[] PIECES = {
        "diff --git a/x b/x", "--- a/drivers/pci/x.c", "+++ b/drivers/pci/x.c", "DIFF --GIT a/x", "> quoted",
        "On Mon, Dev wrote:", "Signed-off-by: Dev <d@x>", "SIGNED-OFF-BY: X", "Please PULL", "The Following Changes",
        "Kernel Panic", " ", "\t", "", "\r", ">", "  > indented", "+", "-", "@@ -1 +1 @@", "Call Trace:",
        "\u00c9t\u00c9", "\u00df", "\u00ff", "\u00b5", "\u00c0\u00d6\u00d8\u00de", "\u00d7", "\u212a", "\u0130",
        "\u03a3", "\u03a3A", "A\u03a3", "\u0131", "\ud801\udc00", "ABC", "xyz", "0x1F", "_-"};

    @Test
    void randomTextIsTheOldPathsOwnText() {
        Random r = new Random(15);
        for (int n = 0; n < 20_000; n++) {
            StringBuilder b = new StringBuilder();
            int lines = r.nextInt(12);
            for (int l = 0; l < lines; l++) {
                int parts = 1 + r.nextInt(4);
                for (int p = 0; p < parts; p++) {
                    // mostly ASCII, as mail is; a message with a character above U+00FF takes the old path
                    String piece = PIECES[r.nextInt(PIECES.length)];
                    b.append(r.nextInt(4) == 0 || piece.chars().allMatch(c -> c < 0x100) ? piece : "x");
                }
                if (l + 1 < lines || r.nextBoolean()) {
                    b.append('\n');
                }
            }
            Mail m = VersionsMails.mail("s", b.toString());
            assertEquals(OwnText.slow(m), OwnText.of(m), () -> "text: " + b);
        }
    }

    @Test
    void aLineCutByTheLimitIsCutInBoth() {
        cutAtTheLimitInBoth("Some Own Text, " + "A".repeat(100) + "\n");
    }

    @Test
    void aWideLineCutByTheLimitIsCutInBoth() {
        // Cyrillic first: the fast path's widened walk (session 46) meets the limit, not the old copy.
        cutAtTheLimitInBoth("\u0421\u0432\u043e\u0439 \u0422\u0435\u043a\u0441\u0442, " + "A".repeat(100) + "\n");
    }

    private static void cutAtTheLimitInBoth(String line) {
        StringBuilder b = new StringBuilder();
        while (b.length() < OwnText.LIMIT + 500) {
            b.append(line).append("> Quoted Line\n");
        }
        Mail m = VersionsMails.mail("s", b.toString());
        assertEquals(OwnText.slow(m), OwnText.of(m));
        assertTrue(OwnText.of(m).lower().length() < OwnText.LIMIT);
    }

    @Test
    void diffLinesCountOnlyWhereTheOldSearchFoundThem() {
        assertTrue(diff("diff --git a/x b/x\n"));
        assertTrue(diff("Like this:\n--- a/x\n+++ b/x\n"));
        // near misses: the first own line has no '\n' before it; a quoted diff is not the writer's; case matters
        assertFalse(diff("--- a/x\n+++ b/x\n"));
        assertFalse(diff("Like this:\n> diff --git a/x b/x\n> --- a/x\n> +++ b/x\n"));
        assertFalse(diff("Like this:\nDiff --git a/x b/x\n"));
        assertFalse(diff("Like this:\n--- a/x\n"));
    }

    @Test
    void everyLatin1CharacterLowercasesAsStringDoes() {
        // session 23: the lowering loop reads a table of the 256 Latin-1 characters
        StringBuilder b = new StringBuilder();
        for (char c = 0; c < 256; c++) {
            if (c != '\n' && c != '\r' && c != '>') {
                b.append(c);
            }
        }
        String line = "Own: " + b;
        Mail m = VersionsMails.mail("s", line + "\n");
        assertEquals(line.toLowerCase(java.util.Locale.ROOT) + "\n", OwnText.of(m).lower());
        assertEquals(OwnText.slow(m), OwnText.of(m));
    }

    @Test
    void nonLatin1CharactersLowercaseAsStringDoes() {
        // the Kelvin sign lowercases to 'k'; a dotted capital I to two characters; a sigma by its neighbours
        for (String s : new String[] {"KERNEL \u212aernel", "L\u0130NUX", "\u039f\u0394\u039f\u03a3 \u03a3A"}) {
            Mail m = VersionsMails.mail("s", s + "\n");
            assertEquals(s.toLowerCase(java.util.Locale.ROOT) + "\n", OwnText.of(m).lower());
        }
    }

    private static boolean diff(String text) {
        Mail m = VersionsMails.mail("s", text);
        assertEquals(OwnText.slow(m), OwnText.of(m));
        return OwnText.of(m).diff();
    }
}
