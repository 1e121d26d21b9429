package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Session 37: {@link CommitRoles#collapsedLower} is the three-step collapse, substring and lowercasing it replaced. */
class CollapsedLowerTest {
    private static String old(String text, int from, int to) {
        return CommitRoles.collapse(text.substring(from, to)).toLowerCase(Locale.ROOT);
    }

    private static void same(String text) {
        for (int from = 0; from <= text.length(); from++) {
            for (int to = from; to <= text.length(); to++) {
                assertEquals(old(text, from, to), CommitRoles.collapsedLower(text, from, to), text + " " + from + "-"
                        + to);
            }
        }
    }

    @Test
    void quotedWrappedCueIsTheOldOne() {
        same("> This Regression was introduced by\n>  commit 1234abcd (\"PCI: Fix  THE\tthing\")\r\n> and Reverting"
                + " it helps.");
        same("  \t>leading blanks\n\n> > nested QUOTE\n");
    }

    @Test
    void latinOneLettersLowerAsTheWholeStringDoes() {
        same("Ä Ö Ü ÀÉÎ Straße µ ÿ Þ");
    }

    @Test
    void charactersAboveLatinOneTakeTheOldWay() {
        // a dotted capital I lowercases to two characters, a capital sigma by its context, a surrogate pair as one
        same("KERNEL İSTANBUL ΟΔΟΣ broke \uD801\uDC00 it");
        same("the commit \u201cPCI: quirk\u201d BROKE it");
    }

    @Test
    void badBoundsThrowAsSubstringDoes() {
        assertThrows(IndexOutOfBoundsException.class, () -> CommitRoles.collapsedLower("abc", 2, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> CommitRoles.collapsedLower("abc", 0, 4));
    }
}
