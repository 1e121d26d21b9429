package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import dev.lkmltriage.text.FoldedSearch;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Session 45 (speed46): exact cuts held to the code they replace. {@link FoldedSearch#indexOf} finds the needle's
 * first character with the JDK's {@code String.indexOf} over a range that runs most of the way to the text's end;
 * {@link DriverTable#byPath} rolls a prefix's hash back one character at a time and asks a bit set before it copies
 * the prefix for the map.
 */
class ExactCuts46Test {
    /** The search as it was before session 45. */
    static int oldIndexOf(String text, String needle, int from, int to) {
        int last = Math.min(to, text.length()) - needle.length();
        char first = needle.charAt(0);
        outer:
        for (int i = Math.max(0, from); i <= last; i++) {
            if ((text.charAt(i) | 0x20) != first) {
                continue;
            }
            for (int j = 1; j < needle.length(); j++) {
                if ((text.charAt(i + j) | 0x20) != needle.charAt(j)) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    /** Needles in the callers' shape, and a few outside the contract: a digit, '`', '@' (no 0x20 bit), non-ASCII. */
    private static final String[] NEEDLES = {"fail", "error", "warning", "broken", "break", "driver", "config", "abl",
        "f", "`x", "9p", "@a", "\u00e9t", "\u017ft", "e\u0000"};
    /** Pieces: the needles in either case, their near misses, and characters (c | 0x20) confuses with a letter. */
    private static final String[] PIECES = {"fail", "FAIL", "Fail", "fAiL", "fai", "FAI", "ail", "error", "ERROR",
        "Errno", "warn", "WARNING", "warning", "broke", "BROKEN", "breaks", "Driver", "driver", "drive", "CONFIG_",
        "config", "Abl", "able", "`X", "@X", "@a", "`a", "9P", "\u0019p", "\u0019P", "\u00e9T", "\u00c9t", "\u017fT",
        "\u015ft", "e", "E", "\u0000", " ", "\n", "  ", "x", "f", "F", "\u0046", "\u0066\u0041", "\u212a", "\ud801\udc00"};

    @Test
    void foldedSearchAnswersWhatTheOldLoopAnswered() {
        Random r = new Random(46);
        int found = 0;
        int ranges = 0;
        for (int n = 0; n < 300_000; n++) {
            String text = ExactCuts41Test.text(r, PIECES, 14);
            String needle = NEEDLES[r.nextInt(NEEDLES.length)];
            int len = text.length();
            // whole texts, ranges to the end (the fast walk) and short ranges early in the text (the plain loop),
            // with edges out of the text on either side
            int from;
            int to;
            switch (r.nextInt(4)) {
                case 0 -> {
                    from = 0;
                    to = len;
                }
                case 1 -> {
                    from = r.nextInt(len + 3) - 2;
                    to = len + r.nextInt(3);
                }
                case 2 -> {
                    from = r.nextInt(len + 1);
                    to = Math.min(len, from + r.nextInt(6));
                }
                default -> {
                    from = r.nextInt(len + 5) - 2;
                    to = r.nextInt(len + 5) - 2;
                }
            }
            int expected = oldIndexOf(text, needle, from, to);
            found += expected >= 0 ? 1 : 0;
            ranges += (long) (Math.min(to, len) - Math.max(0, from)) * 4 >= len - Math.max(0, from) ? 1 : 0;
            int f = from;
            int t = to;
            assertEquals(expected, FoldedSearch.indexOf(text, needle, from, to),
                    () -> ExactCuts41Test.escaped(text) + " / " + needle + " [" + f + ", " + t + ")");
        }
        assertTrue(found > 30_000 && found < 270_000, "found " + found);
        assertTrue(ranges > 100_000 && ranges < 290_000, "ranges read by the fast walk " + ranges);
    }

    @Test
    void foldedSearchByName() {
        String line = "Build FAILED: drivers/pci; the Fail is at the end: fail";
        assertEquals(6, FoldedSearch.indexOf(line, "fail", 0, line.length()));
        assertEquals(31, FoldedSearch.indexOf(line, "fail", 7, line.length()));
        assertEquals(51, FoldedSearch.indexOf(line, "fail", 32, line.length()));
        // a match that would run past the range's end is none
        assertEquals(-1, FoldedSearch.indexOf(line, "fail", 32, line.length() - 1));
        assertEquals(-1, FoldedSearch.indexOf(line, "fail", 52, line.length()));
        assertEquals(-1, FoldedSearch.indexOf(line, "fail", 10, 5));
        assertEquals(-1, FoldedSearch.indexOf(line, "fail", -5, -1));
        assertEquals(6, FoldedSearch.indexOf(line, "fail", -5, 1000));
        // '@' has no 0x20 bit: (c | 0x20) is never '@', so nothing starts such a needle, as before
        assertEquals(-1, FoldedSearch.indexOf("a@b @B", "@b", 0, 6));
        // '`' is '@' with the bit: both match, as (c | 0x20) did
        assertEquals(1, FoldedSearch.indexOf("a@b `B", "`b", 0, 6));
        assertEquals(-1, FoldedSearch.indexOf("", "x", 0, 0));
    }

    @Test
    void foldedSearchRefusesAnEmptyNeedleAsBefore() {
        assertThrows(StringIndexOutOfBoundsException.class, () -> oldIndexOf("abc", "", 0, 3));
        assertThrows(StringIndexOutOfBoundsException.class, () -> FoldedSearch.indexOf("abc", "", 0, 3));
        assertThrows(NullPointerException.class, () -> FoldedSearch.indexOf(null, "x", 0, 3));
    }

    @Test
    void foldedSearchStaysLinearOnHostileText() {
        // ten million characters of the needle's first letters in both cases and near misses: every position is a
        // first-character hit the walk must step over one by one
        String hostile = "fAiFaIfai ".repeat(1_000_000);
        String tail = "x".repeat(10_000_000) + "FAIL";
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            assertEquals(-1, FoldedSearch.indexOf(hostile, "fail", 0, hostile.length()));
            assertEquals(10_000_000, FoldedSearch.indexOf(tail, "fail", 0, tail.length()));
            // many short ranges early in a long text keep the plain loop: no read to the text's end per call
            for (int i = 0; i < 100_000; i++) {
                assertEquals(-1, FoldedSearch.indexOf(tail, "fail", i, i + 20));
            }
        });
    }

    /** The path look-up as it was before session 45 (every prefix length, which adds none: no key is longer). */
    static DriverTable.Driver oldByPath(DriverTable t, String path) {
        for (int n = path.length(); n > 0; n--) {
            char last = path.charAt(n - 1);
            boolean boundary = n == path.length() || last == '/' || last == '_'
                    || (last == 'c' && n > 1 && path.charAt(n - 2) == '.')
                    || !Character.isLetterOrDigit(path.charAt(n));
            if (boundary) {
                DriverTable.Driver d = t.byListedPath(path.substring(0, n));
                if (d != null) {
                    return d;
                }
            }
        }
        return null;
    }

    @Test
    void byPathAnswersWhatTheOldWalkAnswered() {
        DriverTable table = DriverTable.load(HwMails.withoutIds());
        List<String> listed = new ArrayList<>();
        for (String name : table.names()) {
            listed.addAll(table.byName(name).paths());
        }
        assertTrue(listed.size() > 1000, "the table's paths are there: " + listed.size());
        String[] tails = {"", "/", "foo.c", "/foo.c", "_core.c", "-ep.c", ".h", "x", "X/", ":", " ", "\u00e9",
            "/\u017f.c", "\ud801\udc00"};
        Random r = new Random(4546);
        int hits = 0;
        for (int n = 0; n < 200_000; n++) {
            String p = listed.get(r.nextInt(listed.size()));
            switch (r.nextInt(5)) {
                case 0 -> p = p + tails[r.nextInt(tails.length)];
                case 1 -> p = p.substring(0, r.nextInt(p.length() + 1)) + tails[r.nextInt(tails.length)];
                case 2 -> {
                    char[] cs = p.toCharArray();
                    int at = r.nextInt(cs.length);
                    cs[at] = "aZ_/.-9\u00e9".charAt(r.nextInt(8));
                    p = new String(cs);
                }
                case 3 -> p = tails[r.nextInt(tails.length)] + p;
                default -> {
                    // as written
                }
            }
            DriverTable.Driver expected = oldByPath(table, p);
            hits += expected != null ? 1 : 0;
            String path = p;
            assertSame(expected, table.byPath(p), path);
        }
        assertTrue(hits > 50_000 && hits < 190_000, "hits " + hits);
    }

    @Test
    void byPathOnMalformedPaths() {
        DriverTable table = DriverTable.load(HwMails.withoutIds());
        assertNull(table.byPath(""));
        assertNull(table.byPath("/"));
        assertNull(table.byPath("\ud801"));
        assertThrows(NullPointerException.class, () -> table.byPath(null));
        String longPath = "drivers/" + "x/".repeat(2_000_000) + "pci.c";
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> assertNull(table.byPath(longPath)));
    }

    @Test
    void rolledBackHashIsThePrefixHash() {
        assertEquals(1, 31 * DriverTable.INV31);
        Random r = new Random(31);
        for (int n = 0; n < 20_000; n++) {
            String s = ExactCuts41Test.text(r, PIECES, 10);
            int h = s.hashCode();
            for (int k = s.length(); k > 0; k--) {
                assertEquals(s.substring(0, k).hashCode(), h);
                h = (h - s.charAt(k - 1)) * DriverTable.INV31;
            }
            assertEquals(0, h);
        }
    }

    @Test
    void iperfStreamKeyIsBuiltForTheLinesARunStartIsJudgedBy() {
        // an unmarked line from zero: "id/tag", the key both the look-up and the merge used to build
        assertEquals("  5/null", IperfScanner.streamKey(line("  5", null, 0.0, null)));
        assertEquals("SUM/TX", IperfScanner.streamKey(line("SUM", "TX", 0.05, null)));
        // past 0.05 s, or marked (a summary line): no key, as the old look-up returned false before building one
        assertNull(IperfScanner.streamKey(line("  5", null, 0.06, null)));
        assertNull(IperfScanner.streamKey(line("  5", null, 0.0, "sender")));
        // a NaN start: the old look-up was made (NaN > 0.05 is false), the merge not (NaN <= 0.05 is false either)
        assertEquals("  5/RX", IperfScanner.streamKey(line("  5", "RX", Double.NaN, null)));
        assertThrows(NullPointerException.class, () -> IperfScanner.streamKey(null));
    }

    private static IperfLine line(String id, String tag, double from, String marker) {
        return new IperfLine(id, tag, from, from + 1, 2, 0, 1, 1e9, marker);
    }

    /** Line pieces: quote marks, '|' tables, indentation, CRLF, blanks, iperf rows. */
    private static final String[] LINE_PIECES = {"> ", ">", "> > ", "|", "| ", " | ", "\t", " ", "", "\r", "\r\r",
        "[  5]   0.00-1.00   sec   112 MBytes   941 Mbits/sec", "throughput dropped to 300 Mbit/s", "x", "-- ",
        "> diff --git a/x.c b/x.c", "+added", "\u00e9t\u00e9"};

    @Test
    void figureLinesFromTheSharedLinesAreTheLinesCutAgain() {
        Random r = new Random(4646);
        for (int n = 0; n < 20_000; n++) {
            StringBuilder b = new StringBuilder();
            int lines = r.nextInt(12);
            for (int l = 0; l < lines; l++) {
                for (int p = r.nextInt(4); p > 0; p--) {
                    b.append(LINE_PIECES[r.nextInt(LINE_PIECES.length)]);
                }
                if (l + 1 < lines || r.nextBoolean()) {
                    b.append(r.nextInt(4) == 0 ? "\r\n" : "\n");
                }
            }
            assertSameFigureLines(b.toString());
        }
        for (String text : new String[] {"", "\n", "\n\n", "\r", "\r\n", "a\r", "> |\t", "a\nb", "a\nb\n"}) {
            assertSameFigureLines(text);
        }
    }

    private static void assertSameFigureLines(String text) {
        List<dev.lkmltriage.mail.Span> spans = VersionsMails.spans(text);
        dev.lkmltriage.mail.Mail mail = new dev.lkmltriage.mail.Mail("t@example.org", false, "s",
                "Reporter <r@example.org>", null, null, null, List.of(), List.of(), text, List.of(), spans, List.of(),
                "0");
        MessageLines shared = MessageLines.of(mail);
        FigureLines cut = FigureLines.of(text, spans);
        FigureLines reused = FigureLines.of(text, spans, shared);
        String where = ExactCuts41Test.escaped(text);
        assertEquals(cut.count(), reused.count(), where);
        for (int l = 0; l < cut.count(); l++) {
            assertEquals(cut.start(l), reused.start(l), where);
            assertEquals(cut.end(l), reused.end(l), where);
            assertEquals(cut.body(l), reused.body(l), where);
            assertEquals(cut.silent(l), reused.silent(l), where);
        }
        for (int k = 0; k <= text.length(); k++) {
            assertEquals(cut.quoted(k), reused.quoted(k), where);
        }
        // what the throughput stage is given: the shared lines whenever the text is indexed
        FigureLines viaMail = FigureLines.of(mail);
        assertEquals(cut.count(), viaMail.count(), where);
    }

    @Test
    void figureLinesOfATextTooLongToIndexAreCutAsBefore() {
        String text = "> | 941 Mbits/sec\r\n".repeat(MessageLines.MAX_CHARS / 19 + 2);
        List<dev.lkmltriage.mail.Span> spans = VersionsMails.spans(text);
        dev.lkmltriage.mail.Mail mail = new dev.lkmltriage.mail.Mail("t@example.org", false, "s",
                "Reporter <r@example.org>", null, null, null, List.of(), List.of(), text, List.of(), spans, List.of(),
                "0");
        assertNull(MessageLines.of(mail));
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            FigureLines viaMail = FigureLines.of(mail);
            FigureLines cut = FigureLines.of(text, spans);
            assertEquals(cut.count(), viaMail.count());
            assertEquals(cut.body(cut.count() - 2), viaMail.body(cut.count() - 2));
        });
    }

    @Test
    void ownTextFromTheSharedLinesAtTheLimitAndPastTheIndex() {
        // lines ending at, just before and just after the own text's limit, with and without a final newline, CRLF
        Random r = new Random(256);
        String[] lines = {"Oops: 0000 [#1] SMP", "> quoted line", "", "\r", "Please PULL", "x".repeat(300)};
        for (int n = 0; n < 40; n++) {
            StringBuilder b = new StringBuilder();
            int target = OwnText.LIMIT - 400 + r.nextInt(800);
            while (b.length() < target) {
                b.append(lines[r.nextInt(lines.length)]).append(r.nextInt(5) == 0 ? "\r\n" : "\n");
            }
            if (r.nextBoolean()) {
                b.setLength(b.length() - 1);
            }
            dev.lkmltriage.mail.Mail m = VersionsMails.mail("s", b.toString());
            assertEquals(OwnText.slow(m), OwnText.of(m));
        }
        // a text too long for MessageLines: each line's newline searched, as before
        String big = "Kernel Panic at \u00c9T\u00c9\n> quoted\n".repeat(MessageLines.MAX_CHARS / 29 + 2);
        dev.lkmltriage.mail.Mail m = VersionsMails.mail("s", big);
        assertNull(MessageLines.of(m));
        assertEquals(OwnText.slow(m), OwnText.of(m));
        for (String text : new String[] {"", "\n", "\n\n", "a", "a\n", "\r\n", ">\n>"}) {
            dev.lkmltriage.mail.Mail small = VersionsMails.mail("s", text);
            assertEquals(OwnText.slow(small), OwnText.of(small), ExactCuts41Test.escaped(text));
        }
    }
}
