package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.VerdictClauses.Word;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Session 41 (speed42): the exact cuts with a contract of their own, held to the code they replace.
 * {@link VerdictClauses#words} hands a word that holds only a-z, digits, ' . and - out as its substring, with no
 * lowercasing and no quote replacement: the same words as the old copy on text full of capitals, typographic quotes
 * and characters whose lowercase is no one-to-one map. {@link ThreadStarts#checkerFindings}' gate (three whole-text
 * searches) never turns away a text the walk over its lines ({@link ThreadStarts#checkerLines}) finds a finding in.
 */
class ExactCuts42Test {
    private static final String[] WORD_PIECES = {
        "works", "Works", "FAILS", "doesn't", "doesn\u2019t", "it's", "v5.10-rc1", "5.4.", "kernel-", "x", "a", " ",
        " ", "\n", ",", ". ", "-", ".", "'", "\u2019", "\u0130", "\u0131", "\u212a", "\u00c9", "\u00e9", "\u00df",
        "\u03a3", "\u03c3", "\ufb01", "\uff21", "\ud801\udc00", "\ud801", "\u0660", "\u00b2", "Z", "z", "0", "9",
        "_", "/", "(", ")"};

    @Test
    void clauseWordsAreTheOldLowercaseCopies() {
        Random r = new Random(42);
        int plain = 0;
        int changed = 0;
        for (int n = 0; n < 100_000; n++) {
            String text = ExactCuts41Test.text(r, WORD_PIECES, 14);
            VersionsText t = new VersionsText(text, List.of(new Span(0, text.length(), SpanKind.PROSE)));
            VerdictClauses clauses = new VerdictClauses(t);
            int from = text.isEmpty() ? 0 : r.nextInt(text.length() + 1);
            int to = from + (text.length() == from ? 0 : r.nextInt(text.length() - from + 1));
            List<Word> old = oldWords(text, from, to);
            List<Word> now = clauses.words(from, to);
            assertEquals(old, now, () -> "text: " + ExactCuts41Test.escaped(text) + " [" + from + ", " + to + ")");
            for (Word w : old) {
                if (w.text().equals(text.substring(w.start(), w.end()))) {
                    plain++;
                } else {
                    changed++;
                }
            }
        }
        // both kinds of word occur many times: as written, and lowercased or with a quote replaced
        assertTrue(plain > 20_000 && changed > 20_000, "plain " + plain + ", changed " + changed);
    }

    @Test
    void clauseWordsOfAHugeLineInTime() {
        String line = "It Doesn\u2019t WORK on v5.10-rc1 but works on 5.9. ".repeat(100_000);
        VersionsText t = new VersionsText(line, List.of(new Span(0, line.length(), SpanKind.PROSE)));
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            List<Word> words = new VerdictClauses(t).words(0, line.length());
            assertEquals(900_000, words.size()); // nine words a sentence
            assertEquals("doesn't", words.get(1).text());
            assertEquals("v5.10-rc1", words.get(4).text());
        });
    }

    private static final String[] CHECKER_PIECES = {
        "drivers/pci/probe.c:123:4: warning: ", "drivers/pci/quirks.c:99: error: ", "** cid 1469110: ",
        "*** cid 42: ", "* cid ", "** cid", ": warning: ", ": error: ", ": warning:", "warning: ", "foo.c:12: ",
        "foo.h:1:2: ", "pci.c", ":", "12", " ", "  ", "\t", "\n", "\n", "x", "*", "cid ", "error", "> "};

    @Test
    void checkerGateTurnsAwayNoFinding() {
        Random r = new Random(421);
        int found = 0;
        for (int n = 0; n < 200_000; n++) {
            String own = ExactCuts41Test.text(r, CHECKER_PIECES, 10);
            boolean old = ThreadStarts.checkerLines(own);
            assertEquals(old, ThreadStarts.checkerFindings(own), () -> "own: " + ExactCuts41Test.escaped(own));
            found += old ? 1 : 0;
        }
        assertTrue(found > 5_000 && found < 195_000, "findings: " + found);
        assertTrue(ThreadStarts.checkerFindings("hi,\n\n  ** cid 1469110:  null pointer dereferences\n"));
        assertTrue(ThreadStarts.checkerFindings("see\ndrivers/pci/pci.c:3120:9: warning: unused variable 'x'\n"));
        assertFalse(ThreadStarts.checkerFindings("the cid field is warning: free\n"));
        assertFalse(ThreadStarts.checkerFindings("a * cid  here, and x: warning: y\n"));
    }

    @Test
    void checkerGateEndsFastOnHugeText() {
        String near = "pci.c:12 warning: * ci d\n".repeat(400_000) + "** cid".repeat(100_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> assertFalse(ThreadStarts.checkerFindings(near)));
    }

    /** The session 40 code of {@link VerdictClauses#words}: every word copied, lowercased and its quotes replaced. */
    private static List<Word> oldWords(String text, int from, int to) {
        List<Word> out = new ArrayList<>();
        int k = from;
        while (k < to) {
            while (k < to && !wordChar(text.charAt(k))) {
                k++;
            }
            int s = k;
            while (k < to && wordChar(text.charAt(k))) {
                k++;
            }
            int e = k;
            while (e > s && (text.charAt(e - 1) == '.' || text.charAt(e - 1) == '-')) {
                e--;
            }
            if (e > s) {
                out.add(new Word(text.substring(s, e).toLowerCase(Locale.ROOT).replace('\u2019', '\''), s, e));
            }
        }
        return out;
    }

    private static boolean wordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '\'' || c == '\u2019' || c == '.' || c == '-';
    }
}
