package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Session 42 (speed43): the exact cuts with a contract of their own, held to the code they replace.
 * {@link RequestedOptions#listHeader} asks for the request word before the value, and reads the value only where a
 * request word stands: the same answer as the old order (value, then request word, the line before for whichever the
 * line lacks). {@link RequestList} keeps the request list's state as {@code ConfigExtractor.extract}'s loop did.
 * {@link ConfigExtractor#blameOpener} lets through every line {@code ConfigExtractor.BLAME} may read a git-blame
 * prefix of.
 */
class ExactCuts43Test {
    /** Request words, values, near misses, colons, marks: about one header in six asks a value of both lines. */
    private static final String[] HEADER_PIECES = {
        "make sure ", "Please ", "ENSURE ", "you must ", "needs ", "enable ", "Disable ", "set ", "turn ", "reset ",
        "settings ", "unset ", "turned on", "turned off", "these options ", "are set to ", "to y", "to \"m\"",
        " as modules", " as a module", "=y", "=\"n\"", "='y'", "=yes", " enabled", " built-in", " not set",
        " disabled", "in the .config file", "CONFIG_ZZ_DMA", " ", " ", "\t", ":", ": ", ":", "x", "_", "y", "m",
        "On Mon, 6 Jan 2020, Ann Example wrote", "> ", "+"};

    @Test
    void listHeaderAsksFirstAndGivesTheOldAnswer() {
        Random r = new Random(43);
        int opened = 0;
        int fromBefore = 0;
        for (int n = 0; n < 200_000; n++) {
            String before = ExactCuts41Test.text(r, HEADER_PIECES, 8);
            String line = ExactCuts41Test.text(r, HEADER_PIECES, 8) + (r.nextInt(3) == 0 ? "" : ":")
                    + (r.nextInt(4) == 0 ? " \t" : "");
            String text = before + "\n" + line + "\n";
            boolean hasBefore = r.nextInt(5) > 0;
            int prevBody = hasBefore ? 0 : -1;
            int prevEnd = hasBefore ? before.length() : -1;
            int body = before.length() + 1;
            int end = body + line.length();
            String old = oldListHeader(text, prevBody, prevEnd, body, end);
            assertEquals(old, RequestedOptions.listHeader(text, prevBody, prevEnd, body, end),
                    () -> "text: " + ExactCuts41Test.escaped(text) + " before " + hasBefore);
            if (old != null) {
                opened++;
                if (RequestedOptions.valueIn(text, body, end) == null) {
                    fromBefore++;
                }
            }
        }
        // both answers occur many times, and so does a value the line before gives
        assertTrue(opened > 10_000 && opened < 190_000 && fromBefore > 1_000, "opened " + opened + ", value from "
                + "the line before " + fromBefore);
    }

    /** The order until session 42: the value, then the request word, the line before for either the line lacks. */
    private static String oldListHeader(String text, int prevBody, int prevEnd, int body, int end) {
        int e = end;
        while (e > body && (text.charAt(e - 1) == ' ' || text.charAt(e - 1) == '\t')) {
            e--;
        }
        if (e <= body || text.charAt(e - 1) != ':' || e - body > 400) {
            return null;
        }
        String value = RequestedOptions.valueIn(text, body, e);
        boolean ask = RequestedOptions.asks(text, body, e);
        if (prevBody >= 0 && prevEnd - prevBody <= 400 && (value == null || !ask)) {
            value = value != null ? value : RequestedOptions.valueIn(text, prevBody, prevEnd);
            ask = ask || RequestedOptions.asks(text, prevBody, prevEnd);
        }
        return ask ? value : null;
    }

    /** A git-blame prefix part by part, each part right or wrong. */
    private static final String[][] BLAME_PARTS = {
        {"", "", "^", "x", " ", "G", "\u0661", "\uff10", ">"},
        {"1da177e4c3f41", "1da177e", "abc", "1DA177E4", "ffffffff"},
        {" ", "\t", "", "x"}, {"include/x.h  Ann", "(Ann Example", "", "drivers/pci/probe.c (Ann"},
        {" ", "\t", "", "  "}, {"2005-04-16", "1999-1-1", "2019-12-31", "3019-12-31"}, {"  ", " ", "x", "\t"},
        {"39", "", "1234567", "1"}, {" ", "\t", ""}, {"#endif", "x", "#ifdef CONFIG_ZZ_PM"}};

    @Test
    void blameListingsOpenWithACaretOrAHexDigit() {
        Random r = new Random(431);
        int listings = 0;
        int others = 0;
        for (int n = 0; n < 200_000; n++) {
            StringBuilder b = new StringBuilder();
            for (String[] part : BLAME_PARTS) {
                b.append(part[r.nextInt(part.length)]);
            }
            String s = b.toString();
            if (ConfigExtractor.BLAME.matcher(s).lookingAt()) {
                listings++;
                assertTrue(ConfigExtractor.blameOpener(s.charAt(0)), () -> ExactCuts41Test.escaped(s));
            } else {
                others++;
            }
        }
        assertTrue(listings > 1_000 && others > 100_000, "listings " + listings + ", others " + others);
    }

    @Test
    void manyColonLinesInTime() {
        // 25,000 attribution-like lines of 399 characters ending in a colon, each read with the line before
        String one = ("On Mon, 6 Jan 2020 at 10:00, Ann Example <ann@example.org> wrote about the board "
                + "x".repeat(400)).substring(0, 398) + ":";
        String text = (one + "\n").repeat(25_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            RequestList list = new RequestList();
            int found = 0;
            for (int at = 0; at < text.length(); at += one.length() + 1) {
                if (list.line(text, at, at + one.length(), false) != null) {
                    found++;
                }
            }
            assertEquals(0, found);
        });
    }

    @Test
    void requestListReadsAHeaderItsGapAndItsItems() {
        String text = "Before you test, please make sure these options are\n"
                + "set to \"=y\" in your .config:\n"
                + "\n"
                + "  CONFIG_ZZ_DMA\n"
                + "> CONFIG_ZZ_MSI\n"
                + "and then boot it.\n"
                + "CONFIG_ZZ_LATE\n";
        String[] lines = text.split("\n", -1);
        RequestList list = new RequestList();
        List<String> items = new ArrayList<>();
        int at = 0;
        for (String l : lines) {
            ConfigFact f = list.line(text, at, at + l.length(), l.startsWith(">"));
            if (f != null) {
                assertEquals("y", f.value());
                assertEquals(l.startsWith(">"), f.quoted());
                assertEquals(f.option(), text.substring(f.start(), f.end()));
                items.add(f.option());
            }
            at += l.length() + 1;
        }
        // the prose line ends the list: the option after it is no item
        assertEquals(List.of("CONFIG_ZZ_DMA", "CONFIG_ZZ_MSI"), items);
    }

    @Test
    void aSkippedLineEndsTheListAndIsNoHeadersLineBefore() {
        String text = "Please make sure these are set to y:\nCONFIG_ZZ_A\nCONFIG_ZZ_B\n";
        RequestList list = new RequestList();
        assertNull(list.line(text, 0, 36, false));
        assertEquals("CONFIG_ZZ_A", list.line(text, 37, 48, false).option());
        list.skip(); // a line the stage does not read (a diff's code line, say)
        assertNull(list.line(text, 49, 60, false));
        // a header's wrapped first half does not reach over a skipped line
        String wrapped = "Please make sure these are\nall =y:\nCONFIG_ZZ_C\n";
        RequestList read = new RequestList();
        assertNull(read.line(wrapped, 0, 26, false));
        assertNull(read.line(wrapped, 27, 34, false));
        assertEquals("CONFIG_ZZ_C", read.line(wrapped, 35, 46, false).option());
        RequestList skipped = new RequestList();
        assertNull(skipped.line(wrapped, 0, 26, false));
        skipped.skip();
        assertNull(skipped.line(wrapped, 27, 34, false));
        assertNull(skipped.line(wrapped, 35, 46, false));
    }
}
