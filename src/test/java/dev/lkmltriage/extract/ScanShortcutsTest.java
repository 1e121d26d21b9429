package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.text.FoldedSearch;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;

/**
 * The hand-written shortcuts that made extraction fast must find exactly what the patterns and lookups they replace
 * find: checked against those patterns on random text built from the characters that matter, and on edge cases.
 */
class ScanShortcutsTest {
    private static final String ALPHABET = "0123456789abcdefABCDEFgxz:::.-_/#@= \n";

    @Test
    void bareIdShapesAreExactlyThePatternsMatches() {
        Random random = new Random(42);
        for (int round = 0; round < 20_000; round++) {
            StringBuilder b = new StringBuilder();
            int n = random.nextInt(60);
            for (int i = 0; i < n; i++) {
                b.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
            String text = b.toString();
            int from = n == 0 ? 0 : random.nextInt(n);
            int to = from + random.nextInt(n - from + 1);
            List<String> expected = new ArrayList<>();
            Matcher m = BareIds.BARE.matcher(text).region(from, to);
            while (m.find()) {
                expected.add(m.start() + "=" + Integer.parseInt(m.group(1), 16) + ":" + Integer.parseInt(m.group(2), 16));
            }
            List<String> actual = new ArrayList<>();
            BareIds.shapes(text, from, to, (start, vendor, device) -> actual.add(start + "=" + vendor + ":" + device));
            assertEquals(expected, actual, () -> "text [" + text + "] region " + from + ".." + to);
        }
    }

    @Test
    void bareIdShapesRejectNonAsciiDigitsAndGluedIds() {
        List<Integer> starts = new ArrayList<>();
        String text = "8086:15e7 \u0661\u0662\u0663\u0664:15e7 x8086:15e7 8086:15e7. 10ec:8168";
        BareIds.shapes(text, 0, text.length(), (start, vendor, device) -> starts.add(start));
        assertEquals(List.of(0, text.indexOf("10ec")), starts);
    }

    @Test
    void classLabelPrefilterAcceptsEveryCaseOfItsWords() {
        String line = "01:00.0 ETHERNET CONTROLLER: Realtek";
        assertTrue(HardwareScan.mayHaveClassLabel(line, 0, line.length()));
        String device = "Network Device [0280]: Intel";
        assertTrue(HardwareScan.mayHaveClassLabel(device, 0, device.length()));
        String prose = "Signed-off-by: Someone <someone@example.org>";
        assertFalse(HardwareScan.mayHaveClassLabel(prose, 0, prose.length()));
        assertEquals(-1, FoldedSearch.indexOf("controlle", "controller", 0, 9));
        assertEquals(4, FoldedSearch.indexOf("the InTeRfAcE", "interface", 0, 13));
    }

    @Test
    void driverPathLookupTakesTheLongestListedPrefixAtABoundary() throws IOException {
        DriverTable table = DriverTable.read(new StringReader("""
                r8169\tdrivers/net/ethernet/realtek/r8169_,drivers/net/r8169.c\t\t\t
                realtek\tdrivers/net/ethernet/realtek/\t\t\t
                e1000\tdrivers/net/ethernet/intel/e1000\t\t\t
                e1000e\tdrivers/net/ethernet/intel/e1000e\t\t\t
                """));
        assertEquals("r8169", table.byPath("drivers/net/ethernet/realtek/r8169_main.c").name());
        assertEquals("realtek", table.byPath("drivers/net/ethernet/realtek/8139too.c").name());
        assertEquals("r8169", table.byPath("drivers/net/r8169.c").name());
        assertEquals("e1000e", table.byPath("drivers/net/ethernet/intel/e1000e/netdev.c").name());
        assertEquals("e1000", table.byPath("drivers/net/ethernet/intel/e1000/e1000_main.c").name());
        // "e1000" followed by a letter is another directory, not e1000's
        assertNull(table.byPath("drivers/net/ethernet/intel/e1000x/x.c"));
        assertNull(table.byPath("drivers/net/"));
        for (String name : table.names()) {
            assertTrue(table.mayBeName(name, 0, name.length()), name);
        }
    }

    @Test
    void menuconfigFirstWordFilterNeverRulesOutAPrompt() throws IOException {
        MenuconfigTable table = MenuconfigTable.read(new StringReader("""
                High Resolution Timer Support\tCONFIG_HIGH_RES_TIMERS
                Tickless System (Dynamic Ticks)\tCONFIG_NO_HZ
                """));
        for (String word : List.of("High", "HIGH", "high", "Tickless", "TICKLESS")) {
            assertTrue(table.mayBeFirstWord(word, 0, word.length()), word);
        }
        assertTrue(table.mayBeFirstWord("Hígh", 0, 4), "non-ASCII words are never ruled out");
    }

    @Test
    void menuconfigPrefixFilterNeverRulesOutAWordThatStartsAPrompt() throws IOException {
        MenuconfigTable table = MenuconfigTable.read(new StringReader("""
                High Resolution Timer Support\tCONFIG_HIGH_RES_TIMERS
                Hi Speed Port\tCONFIG_HI
                X\tCONFIG_X
                PCI-Express ASPM control\tCONFIG_PCIEASPM
                Kprobes\tCONFIG_KPROBES
                """));
        // a word is ruled out by its first three characters only when at() would find no prompt for it either: random
        // words and lines from the characters that matter, non-ASCII ones (the Kelvin sign lowers to 'k') among them
        String alphabet = "hHiIgGxXpPcCkK-e,. \t\u212a\u0130\u00e9";
        Random random = new Random(7);
        for (int round = 0; round < 50_000; round++) {
            StringBuilder b = new StringBuilder();
            int n = 1 + random.nextInt(8);
            for (int i = 0; i < n; i++) {
                b.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            char[] chars = b.toString().toCharArray();
            if (!Character.isLetterOrDigit(chars[0])) {
                continue;
            }
            int end = 1;
            while (end < n && chars[end] != ' ' && chars[end] != '\t') {
                end++;
            }
            String text = new String(chars);
            String lower = text.substring(0, end).toLowerCase(java.util.Locale.ROOT);
            if (table.at(text, 0, n, lower) != null) {
                assertTrue(table.mayStartFirstWord(chars, 0, n), text);
            }
        }
        for (String word : List.of("High", "HIGH", "hi", "x", "X", "PCI-Express", "pci-express", "Kprobes",
                "\u212aprobes", "\u0130x")) {
            assertTrue(table.mayStartFirstWord(word.toCharArray(), 0, word.length()), word);
        }
        // near misses: the same first letters in another length class ("Hi," runs to its blank: three characters,
        // no first word, as at() finds none), or other letters
        for (String word : List.of("Hi,", "Hx", "xy", "PC", "Pc", "Kp", "the", "a", "h")) {
            assertFalse(table.mayStartFirstWord(word.toCharArray(), 0, word.length()), word);
        }
        assertFalse(table.mayStartFirstWord("the x".toCharArray(), 0, 5), "a word ends at a blank");
        assertFalse(table.mayStartFirstWord("Pci".toCharArray(), 0, 2), "a word ends at the line's end");
    }

    @Test
    void linesOfADiffAreSkippedWholeAndScanningResumesAtALineStart() {
        String text = "see commit 1234abcd5678\ndiff --git a/x b/x\n+commit deadbeef1234\nafter 2.6.23-rc8\n";
        int diff = text.indexOf("diff");
        int after = text.indexOf("after");
        VersionsText t = new VersionsText(text, List.of(new Span(0, diff, SpanKind.PROSE),
                new Span(diff, after, SpanKind.DIFF), new Span(after, text.length(), SpanKind.PROSE)));
        assertEquals(0, t.skipLinesWithoutFacts(0));
        assertEquals(after, t.skipLinesWithoutFacts(diff));
        assertEquals(diff + 3, t.skipLinesWithoutFacts(diff + 3), "not at a line start: no skip");
        List<String> commits = new CommitCandidates(t).find().stream().map(CommitCandidates.Candidate::hash).toList();
        assertEquals(List.of("1234abcd5678"), commits);
        List<String> kernels = new KernelCandidates(t).find().stream().map(c -> c.version().name()).toList();
        assertEquals(List.of("2.6.23-rc8"), kernels);
    }
}
